import FlipbookRender

/// Shrinks a frame by averaging: each output pixel is the mean of the source pixels under it,
/// weighted by how much of each it covers (a box filter, exact for any ratio, not only whole
/// ones). Averaging premultiplied ARGB is what compositing does, so edges keep their alpha.
///
/// Separable (rows, then columns) and pure: tiles of different frames shrink on different
/// threads. Fixed arithmetic order, so the same frame gives the same tile every run.
///
/// ```swift
/// let tile = BoxFilter.shrink(frame, toWidth: 240, height: 519)   // 780×1688 → 240×519
/// ```
enum BoxFilter {
    static func shrink(_ frame: RasterFrame, toWidth width: Int, height: Int) -> RasterFrame {
        precondition(width > 0 && height > 0 && width <= frame.width && height <= frame.height,
                     "BoxFilter only shrinks: \(frame.width)×\(frame.height) to \(width)×\(height)")
        let columns = taps(from: frame.width, to: width), rows = taps(from: frame.height, to: height)
        // Rows first: the source's every row, shrunk across, as four channels of Float.
        var across = [Float](repeating: 0, count: frame.height * width * 4)
        frame.pixels.withUnsafeBufferPointer { source in
            for y in 0..<frame.height {
                let row = y * frame.width
                for (x, taps) in columns.enumerated() {
                    var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                    for tap in taps {
                        let p = source[row + tap.index]
                        a += tap.weight * Float(p >> 24)
                        r += tap.weight * Float((p >> 16) & 0xFF)
                        g += tap.weight * Float((p >> 8) & 0xFF)
                        b += tap.weight * Float(p & 0xFF)
                    }
                    let o = (y * width + x) * 4
                    across[o] = a; across[o + 1] = r; across[o + 2] = g; across[o + 3] = b
                }
            }
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for (y, taps) in rows.enumerated() {
            for x in 0..<width {
                var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for tap in taps {
                    let o = (tap.index * width + x) * 4
                    sums.0 += tap.weight * across[o]; sums.1 += tap.weight * across[o + 1]
                    sums.2 += tap.weight * across[o + 2]; sums.3 += tap.weight * across[o + 3]
                }
                let a = channel(sums.0)
                // Premultiplied colour never exceeds its alpha; rounding must not make it.
                pixels[y * width + x] = a << 24 | min(a, channel(sums.1)) << 16 | min(a, channel(sums.2)) << 8 | min(a, channel(sums.3))
            }
        }
        return RasterFrame(width: width, height: height, pixels: pixels)
    }

    struct Tap { let index: Int; let weight: Float }

    /// For each of `n` outputs, the sources it covers and their share of it (summing to 1):
    /// output i covers source span [i·s, (i+1)·s) with s = m / n.
    static func taps(from m: Int, to n: Int) -> [[Tap]] {
        let scale = Double(m) / Double(n)
        return (0..<n).map { i in
            let start = Double(i) * scale, end = Double(i + 1) * scale
            var taps: [Tap] = []
            var j = Int(start.rounded(.down))
            while Double(j) < end, j < m {
                let covered = min(end, Double(j + 1)) - max(start, Double(j))
                if covered > 1e-9 { taps.append(Tap(index: j, weight: Float(covered / scale))) }
                j += 1
            }
            return taps
        }
    }

    private static func channel(_ v: Float) -> UInt32 { UInt32(max(0, min(255, (v + 0.5).rounded(.down)))) }
}
