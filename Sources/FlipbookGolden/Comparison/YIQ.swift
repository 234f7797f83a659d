/// pixelmatch's colour arithmetic on Cairo pixels: premultiplied ARGB is turned back into the
/// straight RGBA a PNG holds, pixels that are not opaque are blended over a checkerboard-like
/// background that depends on the pixel's place (pixelmatch 7.0's rule: blending over white
/// made opaque white and fully transparent the same colour, so a vanished white view passed),
/// and distances are measured in YIQ (Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC
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
    /// The background pixelmatch 7 blends a pixel at byte offset `k` (4 × its index) over:
    /// each channel 48 or 207 by a parity of `k`, so neither white nor black hides a change of alpha.
    @inline(__always)
    static func background(_ k: Int) -> (r: Double, g: Double, b: Double) {
        let r = 48 + 159 * Double(k % 2)
        let g = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        let b = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        return (r, g, b)
    }

    /// The channel differences pixelmatch 7 measures between two pixels at byte offset `k`:
    /// straight colour where both are opaque, both blended over `background(k)` otherwise.
    @inline(__always)
    static func differences(_ p1: UInt32, _ p2: UInt32, k: Int) -> (r: Double, g: Double, b: Double) {
        let c1 = straight(p1), c2 = straight(p2)
        guard c1.a < 255 || c2.a < 255 else { return (c1.r - c2.r, c1.g - c2.g, c1.b - c2.b) }
        let a1 = Double(c1.a), a2 = Double(c2.a), da = a1 - a2
        let bg = background(k)
        return ((c1.r * a1 - c2.r * a2 - bg.r * da) / 255,
                (c1.g * a1 - c2.g * a2 - bg.g * da) / 255,
                (c1.b * a1 - c2.b * a2 - bg.b * da) / 255)
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
    /// The squared YIQ distance of two pixels at byte offset `k` (pixelmatch 7's `colorDelta`,
    /// without its sign: the comparison holds its size against the threshold).
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32, k: Int) -> Double {
        if p1 == p2 { return 0 }
        let d = differences(p1, p2, k: k)
        let dy = y(d.r, d.g, d.b), di = i(d.r, d.g, d.b), dq = q(d.r, d.g, d.b)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// How much brighter `p1` is than `p2` (pixelmatch 7's `colorDelta(…, yOnly)`), `k` being the
    /// byte offset of the pixel the anti-aliasing test is centred on, as pixelmatch passes it.
    @inline(__always)
    static func brightnessDelta(_ p1: UInt32, _ p2: UInt32, k: Int) -> Double {
        if p1 == p2 { return 0 }
        let d = differences(p1, p2, k: k)
        return y(d.r, d.g, d.b)
    }

    @inline(__always)
    static func fadedGrey(_ p: UInt32, alpha: Double = 0.1) -> UInt32 {
        let c = straight(p)
        let value = 255 + (y(c.r, c.g, c.b) - 255) * (alpha * Double(c.a) / 255)
        // pixelmatch truncates (Python int(), a JS typed array store), so do we.
        let v = UInt32(max(0, min(255, value)))
        return 0xFF00_0000 | v << 16 | v << 8 | v
    }
}
