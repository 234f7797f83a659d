/// The backdrop blur's arithmetic on raw premultiplied ARGB32 pixels, the way iOS makes a
/// material: the region is reduced by `factor` (an average of each factor × factor block), the
/// small copy blurred with the shadow's three box passes each way, and the caller scales it back
/// up bilinearly. Everything works on all four channels of a pixel at once in one Float buffer,
/// with no per-channel passes and no bounds checks in the inner loops: issue 29's bar cost
/// 10.5× a plain frame when Cairo's GOOD filter did the reduction and the blur went channel by
/// channel through Double lines.
///
/// ```swift
/// var small = BackdropBlurPixels.reduce(target, stride: s, size: (w, h), box: (x0, y0), factor: 8, into: (116, 41))
/// small.blur(sigma: 3)
/// small.write(into: surfaceData, stride: surfaceStride)
/// ```
struct BackdropBlurPixels {
    let width: Int, height: Int
    /// Premultiplied B, G, R, A (ARGB32's byte order on a little-endian machine), 0…255, per pixel.
    var values: [Float]

    /// The average of each `factor` × `factor` block of `source` (a `sourceWidth` × `sourceHeight`
    /// image, `stride` pixels a row) starting at (`left`, `top`), which may lie partly outside it:
    /// there its edge pixels repeat, as Cairo's PAD extend did. A block of 4 rows or more takes
    /// every other row (CHOSEN: half the reads; the blur that follows spreads each block over
    /// σ ≥ 1.5 blocks, so what the skipped rows would add is below the blur's tolerance of a few
    /// levels — BlurCostTests measures it against the full average); every column counts.
    /// Rows are summed first, two channels per 32-bit word in 16-bit lanes (at most 8 rows × 16
    /// columns × 255 = 32,640 per lane), along the row in order, which the compiler vectorises.
    static func reduce(_ source: UnsafePointer<UInt32>, stride: Int, sourceWidth: Int, sourceHeight: Int,
                       left: Int, top: Int, factor: Int, width: Int, height: Int, sampleEveryOther: Bool = true) -> BackdropBlurPixels {
        let step = factor >= 4 && sampleEveryOther ? 2 : 1
        let taps = (factor + step - 1) / step
        let scale = 1 / Float(taps * factor)
        // The source columns the blocks cover, inside the image; past its edges the edge column repeats.
        let first = min(max(left, 0), sourceWidth - 1), last = min(max(left + width * factor - 1, 0), sourceWidth - 1)
        let span = last - first + 1
        var values = [Float](repeating: 0, count: width * height * 4)
        var rb = [UInt32](repeating: 0, count: span), ag = rb
        values.withUnsafeMutableBufferPointer { out in
            rb.withUnsafeMutableBufferPointer { rbSums in
                ag.withUnsafeMutableBufferPointer { agSums in
                    let rbp = rbSums.baseAddress!, agp = agSums.baseAddress!
                    for j in 0..<height {
                        for k in 0..<span { rbp[k] = 0; agp[k] = 0 }
                        for t in 0..<taps {
                            let y = min(max(top + j * factor + t * step, 0), sourceHeight - 1)
                            let line = source + y * stride + first
                            for k in 0..<span {
                                let p = line[k]
                                rbp[k] &+= p & 0x00FF_00FF
                                agp[k] &+= (p >> 8) & 0x00FF_00FF
                            }
                        }
                        for i in 0..<width {
                            var sumRB: UInt32 = 0, sumAG: UInt32 = 0
                            for k in 0..<factor {
                                let x = min(max(left + i * factor + k, first), last) - first
                                sumRB &+= rbp[x]; sumAG &+= agp[x]
                            }
                            let o = (j * width + i) * 4
                            out[o] = Float(sumRB & 0xFFFF) * scale       // blue
                            out[o + 1] = Float(sumAG & 0xFFFF) * scale   // green
                            out[o + 2] = Float(sumRB >> 16) * scale      // red
                            out[o + 3] = Float(sumAG >> 16) * scale      // alpha
                        }
                    }
                }
            }
        }
        return BackdropBlurPixels(width: width, height: height, values: values)
    }

    /// A Gaussian of `sigma` pixels as `ShadowBlur`'s three box passes each way (the same widths;
    /// outside the image is transparent, as there: the caller's margin keeps that out of sight).
    mutating func blur(sigma: Double) {
        let radii = ShadowBlur.boxRadii(sigma: sigma).filter { $0 > 0 }
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let (w, h) = (width, height)
        var line = [Float](repeating: 0, count: max(w, h) * 4)
        var other = values
        var sums = [Float](repeating: 0, count: w * 4)
        values.withUnsafeMutableBufferPointer { data in
            other.withUnsafeMutableBufferPointer { spare in
                line.withUnsafeMutableBufferPointer { tmp in
                    sums.withUnsafeMutableBufferPointer { acc in
                        for radius in radii {
                            for y in 0..<h { Self.box(data.baseAddress! + y * w * 4, step: 4, count: w, radius: radius, tmp.baseAddress!) }
                            Self.boxRows(from: data.baseAddress!, into: spare.baseAddress!, width: w, height: h, radius: radius, acc.baseAddress!)
                            data.baseAddress!.update(from: spare.baseAddress!, count: w * h * 4)
                        }
                    }
                }
            }
        }
    }

    /// The box down the columns, all of a row at once: a running sum of whole rows (in order in
    /// memory, so vectorised), written to `destination`.
    private static func boxRows(from source: UnsafeMutablePointer<Float>, into destination: UnsafeMutablePointer<Float>,
                                width: Int, height: Int, radius: Int, _ acc: UnsafeMutablePointer<Float>) {
        let n = width * 4
        let inverse = 1 / Float(2 * radius + 1)
        for k in 0..<n { acc[k] = 0 }
        for y in 0...min(radius, height - 1) {
            let row = source + y * n
            for k in 0..<n { acc[k] += row[k] }
        }
        for y in 0..<height {
            let out = destination + y * n
            for k in 0..<n { out[k] = acc[k] * inverse }
            let add = y + radius + 1, drop = y - radius
            if add < height { let row = source + add * n; for k in 0..<n { acc[k] += row[k] } }
            if drop >= 0 { let row = source + drop * n; for k in 0..<n { acc[k] -= row[k] } }
        }
    }

    /// One running-sum box of width 2·radius+1 over `count` pixels `step` floats apart, in place
    /// (`tmp` holds the line meanwhile).
    private static func box(_ p: UnsafeMutablePointer<Float>, step: Int, count: Int, radius: Int, _ tmp: UnsafeMutablePointer<Float>) {
        for i in 0..<count { for c in 0..<4 { tmp[4 * i + c] = p[i * step + c] } }
        let inverse = 1 / Float(2 * radius + 1)
        var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
        for i in 0...min(radius, count - 1) { s0 += tmp[4 * i]; s1 += tmp[4 * i + 1]; s2 += tmp[4 * i + 2]; s3 += tmp[4 * i + 3] }
        for i in 0..<count {
            let o = i * step
            p[o] = s0 * inverse; p[o + 1] = s1 * inverse; p[o + 2] = s2 * inverse; p[o + 3] = s3 * inverse
            let add = i + radius + 1, drop = i - radius
            if add < count { s0 += tmp[4 * add]; s1 += tmp[4 * add + 1]; s2 += tmp[4 * add + 2]; s3 += tmp[4 * add + 3] }
            if drop >= 0 { s0 -= tmp[4 * drop]; s1 -= tmp[4 * drop + 1]; s2 -= tmp[4 * drop + 2]; s3 -= tmp[4 * drop + 3] }
        }
    }

    /// Writes the pixels as premultiplied ARGB32 rows `stride` pixels apart, rounded, each colour
    /// kept at or under its alpha (premultiplied pixels must be).
    func write(into destination: UnsafeMutablePointer<UInt32>, stride: Int) {
        values.withUnsafeBufferPointer { v in
            for y in 0..<height {
                let row = destination + y * stride
                for x in 0..<width {
                    let k = (y * width + x) * 4
                    let a = min(255, max(0, v[k + 3] + 0.5))
                    let b = min(a, max(0, v[k] + 0.5)), g = min(a, max(0, v[k + 1] + 0.5)), r = min(a, max(0, v[k + 2] + 0.5))
                    row[x] = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                }
            }
        }
    }
}

extension BackdropBlurPixels {
    /// An RGB24 target's fourth byte is undefined: its pixels are opaque.
    mutating func makeOpaque() {
        for k in Swift.stride(from: 3, to: values.count, by: 4) { values[k] = 255 }
    }
}

extension BackdropBlurPixels {
    /// Scales the pixels back up by `factor` into `destination` (premultiplied ARGB32 rows `stride`
    /// pixels apart), replacing the pixels x0..<x1, y0..<y1: bilinear between pixel centres, as
    /// Cairo's BILINEAR filter with PAD extend, the small image's top-left at (`left`, `top`).
    /// Done here for a backdrop whose shape and clip are whole-pixel rectangles (a bar): each small
    /// row is widened once, then each destination pixel is one blend of two widened rows, where
    /// Cairo's general path blends four pixels with a matrix per pixel.
    func upsample(into destination: UnsafeMutablePointer<UInt32>, stride: Int, left: Int, top: Int, factor: Int,
                  x0: Int, y0: Int, x1: Int, y1: Int) {
        guard width > 0, height > 0, x1 > x0, y1 > y0 else { return }
        // Packed pixels, then all of it in integers: two channels at a time in one 32-bit word,
        // weights in 1/256 (Cairo's own bilinear weights are coarser, 1/128).
        var packed = [UInt32](repeating: 0, count: width * height)
        packed.withUnsafeMutableBufferPointer { write(into: $0.baseAddress!, stride: width) }
        let f = Double(factor)
        // Where a destination pixel's centre falls in the small image, clamped (PAD): the pixel
        // before it and the weight of the one after, 0…256.
        func place(_ p: Int, _ origin: Int, _ count: Int) -> (Int, Int, UInt32) {
            let u = min(max((Double(p - origin) + 0.5) / f - 0.5, 0), Double(count - 1))
            let i = min(Int(u), count - 1)
            return (i, min(i + 1, count - 1), UInt32(((u - Double(i)) * 256).rounded()))
        }
        let columns = (x0..<x1).map { place($0, left, width) }
        let n = x1 - x0
        // Each small row the destination rows need, widened once to the destination's width;
        // a destination row is then one blend of two of these, pixel by pixel in order (a loop
        // the compiler turns into vector instructions).
        let firstRow = place(y0, top, height).0, lastRow = place(y1 - 1, top, height).1
        var wide = [UInt32](repeating: 0, count: (lastRow - firstRow + 1) * n)
        packed.withUnsafeBufferPointer { v in
            wide.withUnsafeMutableBufferPointer { w in
                for j in firstRow...lastRow {
                    let out = w.baseAddress! + (j - firstRow) * n, small = v.baseAddress! + j * width
                    for k in 0..<n {
                        let (i0, i1, s) = columns[k]
                        out[k] = Self.lerp(small[i0], small[i1], s)
                    }
                }
            }
        }
        // Opaque where it shows (the small image's own edges, which the margin keeps out of
        // sight, fade to clear): then each pixel is simply replaced.
        let opaque = wide.allSatisfy { $0 >> 24 == 255 }
        wide.withUnsafeBufferPointer { w in
            w.withMemoryRebound(to: UInt8.self) { bytes in
                for y in y0..<y1 {
                    let (j0, j1, t) = place(y, top, height)
                    let a = w.baseAddress! + (j0 - firstRow) * n, b = w.baseAddress! + (j1 - firstRow) * n
                    let line = destination + y * stride + x0
                    if opaque {
                        // Byte by byte in 16-bit arithmetic (255 · 256 fits): the compiler makes this
                        // eight or sixteen channels an instruction.
                        let u = UInt16(256 - t), v = UInt16(t)
                        let ab = bytes.baseAddress! + (j0 - firstRow) * n * 4, bb = bytes.baseAddress! + (j1 - firstRow) * n * 4
                        // Cairo's pixel memory is bytes (`unsigned char *`) to begin with.
                        let ob = UnsafeMutableRawPointer(line).assumingMemoryBound(to: UInt8.self)
                        for k in 0..<(n * 4) { ob[k] = UInt8(truncatingIfNeeded: (UInt16(ab[k]) &* u &+ UInt16(bb[k]) &* v &+ 128) >> 8) }
                    } else {
                        // Over what is there, as Cairo's paint was (the same where the blur is opaque).
                        for k in 0..<n { line[k] = Self.over(Self.lerp(a[k], b[k], t), line[k]) }
                    }
                }
            }
        }
    }

    /// `a` + (`b` − `a`) · `t`/256 for each channel of two premultiplied pixels, two channels per
    /// multiply; a blend of two valid premultiplied pixels is one.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let u = 256 - t
        let rb = ((a & 0x00FF_00FF) &* u &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* u &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied `top` over `bottom`, per channel rounded as Cairo's 8-bit arithmetic.
    static func over(_ top: UInt32, _ bottom: UInt32) -> UInt32 {
        let keep = 255 - (top >> 24)
        var out: UInt32 = 0
        for shift in Swift.stride(from: UInt32(0), through: 24, by: 8) {
            let t = (top >> shift) & 0xFF, b = (bottom >> shift) & 0xFF
            let m = b * keep + 128
            out |= min(255, t + ((m + (m >> 8)) >> 8)) << shift
        }
        return out
    }
}
