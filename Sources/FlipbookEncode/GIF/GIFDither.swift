/// Maps every pixel of a frame onto a palette with ordered or error-diffusion dithering (see
/// `GIFDithering`). Nearest-colour mapping without dithering stays in `GIFQuantizer`, where it
/// is cached per distinct colour; these two need a lookup per pixel.
enum GIFDither {
    /// The classic 8×8 Bayer matrix, values 0..<64.
    private static let bayer: [Int32] = [
         0, 32,  8, 40,  2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44,  4, 36, 14, 46,  6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
         3, 35, 11, 43,  1, 33,  9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47,  7, 39, 13, 45,  5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Pixels whose colour is in the palette stay exact. Threshold amplitude in 8-bit levels: ±`spread`/2. Scaled to the palette's typical
    /// spacing (about 256 / ∛256 ≈ 40 for a uniform one, much less for a fitted one), so a
    /// palette fitted to a gradient gets a gentle pattern rather than visible noise.
    static func ordered(_ pixels: [UInt32], width: Int, palette: [UInt32], spread: Int32 = 16) -> [UInt8] {
        let nearest = GIFNearestColor(palette: palette)
        let count = pixels.count
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
                for i in 0..<count {
                    let x = i % width, y = i / width
                    let t = (bayer[(y & 7) << 3 | (x & 7)] * 2 + 1 - 64) * spread / 128
                    let c = px[i]
                    // Colours the palette holds exactly (flat UI backgrounds) are not dithered.
                    let own = nearest.index(of: c)
                    if palette[Int(own)] == c { out[i] = own; continue }
                    out[i] = nearest.index(of: 0xFF00_0000 | clamp(Int32((c >> 16) & 0xFF) + t) << 16
                        | clamp(Int32((c >> 8) & 0xFF) + t) << 8 | clamp(Int32(c & 0xFF) + t))
                }
            }
            initialized = count
        }
    }

    /// Floyd–Steinberg with serpentine scanning (left-to-right, then right-to-left) so the error
    /// does not stream in one direction. Errors are carried in 1/16 units in two row buffers.
    static func diffusion(_ pixels: [UInt32], width: Int, palette: [UInt32]) -> [UInt8] {
        let nearest = GIFNearestColor(palette: palette)
        let count = pixels.count
        let height = count / width
        // Per channel error of this row and the next, with one guard pixel on each side.
        var current = [Int32](repeating: 0, count: (width + 2) * 3)
        var next = current
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
                for y in 0..<height {
                    let forward = y & 1 == 0
                    let step = forward ? 1 : -1
                    var x = forward ? 0 : width - 1
                    for _ in 0..<width {
                        let i = y * width + x
                        let c = px[i]
                        let e = (x + 1) * 3
                        let r = clamp(Int32((c >> 16) & 0xFF) + current[e] / 16)
                        let g = clamp(Int32((c >> 8) & 0xFF) + current[e + 1] / 16)
                        let b = clamp(Int32(c & 0xFF) + current[e + 2] / 16)
                        let k = nearest.index(of: 0xFF00_0000 | r << 16 | g << 8 | b)
                        out[i] = k
                        let q = palette[Int(k)]
                        let er = Int32(r) - Int32((q >> 16) & 0xFF)
                        let eg = Int32(g) - Int32((q >> 8) & 0xFF)
                        let eb = Int32(b) - Int32(q & 0xFF)
                        let ahead = e + step * 3, behind = e - step * 3
                        current[ahead] += er * 7; current[ahead + 1] += eg * 7; current[ahead + 2] += eb * 7
                        next[behind] += er * 3; next[behind + 1] += eg * 3; next[behind + 2] += eb * 3
                        next[e] += er * 5; next[e + 1] += eg * 5; next[e + 2] += eb * 5
                        next[ahead] += er; next[ahead + 1] += eg; next[ahead + 2] += eb
                        x += step
                    }
                    swap(&current, &next)
                    for j in next.indices { next[j] = 0 }
                }
            }
            initialized = count
        }
    }

    @inline(__always)
    private static func clamp(_ v: Int32) -> UInt32 { UInt32(min(max(v, 0), 255)) }
}
