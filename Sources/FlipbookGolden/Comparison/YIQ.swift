/// pixelmatch's colour arithmetic on Cairo pixels: premultiplied ARGB is turned back into the
/// straight RGBA a PNG holds, semi-transparent colour is blended over white, and distances are
/// measured in YIQ (Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications").
///
/// The operations and their order follow pixelmatch exactly (in Double), so that counts match
/// the reference pixel for pixel rather than roughly.
enum YIQ {
    /// The straight (non-premultiplied) RGBA channels of a Cairo pixel, rounded as PNG writing
    /// rounds them. Opaque pixels (nearly all of a UI frame) pass through untouched.
    @inline(__always)
    static func straight(_ p: UInt32) -> (r: Double, g: Double, b: Double, a: UInt32) {
        let a = p >> 24
        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a != 0xFF {
            if a == 0 {
                r = 0; g = 0; b = 0
            } else {
                r = min(255, (r * 255 + a / 2) / a)
                g = min(255, (g * 255 + a / 2) / a)
                b = min(255, (b * 255 + a / 2) / a)
            }
        }
        return (Double(r), Double(g), Double(b), a)
    }

    /// The colour pixelmatch measures: straight colour blended over white when not opaque.
    @inline(__always)
    static func blended(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
        let c = straight(p)
        guard c.a < 255 else { return (c.r, c.g, c.b) }
        let alpha = Double(c.a) / 255
        return (255 + (c.r - 255) * alpha, 255 + (c.g - 255) * alpha, 255 + (c.b - 255) * alpha)
    }

    @inline(__always) static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// Squared YIQ distance of two pixels, 0…35215 (0 when identical).
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let c1 = blended(p1), c2 = blended(p2)
        let dy = y(c1.r, c1.g, c1.b) - y(c2.r, c2.g, c2.b)
        let di = i(c1.r, c1.g, c1.b) - i(c2.r, c2.g, c2.b)
        let dq = q(c1.r, c1.g, c1.b) - q(c2.r, c2.g, c2.b)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// Brightness difference only, signed: positive when `p1` is brighter than `p2`.
    @inline(__always)
    static func brightnessDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let c1 = blended(p1), c2 = blended(p2)
        return y(c1.r, c1.g, c1.b) - y(c2.r, c2.g, c2.b)
    }

    /// The faded grey pixelmatch draws for unchanged pixels: the luma of the straight colour,
    /// blended with white at `alpha` (0.1) times the pixel's own opacity.
    @inline(__always)
    static func fadedGrey(_ p: UInt32, alpha: Double = 0.1) -> UInt32 {
        let c = straight(p)
        let value = 255 + (y(c.r, c.g, c.b) - 255) * (alpha * Double(c.a) / 255)
        // pixelmatch truncates (Python int(), a JS typed array store), so do we.
        let v = UInt32(max(0, min(255, value)))
        return 0xFF00_0000 | v << 16 | v << 8 | v
    }
}
