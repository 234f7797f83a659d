import Foundation
import FlipbookRender

/// Peak signal-to-noise ratio of two opaque frames of one size over their RGB channels, in dB
/// (`.infinity` when identical): 40 dB is a mean squared error of 6.5 levels², differences a
/// reader does not see. Pixels inside `excluding` (pixel rectangles, clipped to the frame) are
/// left out of the mean.
public func psnr(_ a: RasterFrame, _ b: RasterFrame, excluding: [Rect] = []) -> Double {
    precondition(a.width == b.width && a.height == b.height, "psnr: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
    var skip = [Bool](repeating: false, count: a.width * a.height)
    for r in excluding {
        let x0 = max(0, Int(r.minX.rounded(.down))), x1 = min(a.width, Int(r.maxX.rounded(.up)))
        let y0 = max(0, Int(r.minY.rounded(.down))), y1 = min(a.height, Int(r.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { continue }
        for y in y0..<y1 { for x in x0..<x1 { skip[y * a.width + x] = true } }
    }
    var total: UInt64 = 0
    var counted = 0
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            for i in 0..<pa.count where !skip[i] {
                let p = pa[i], q = pb[i]
                let dr = Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)
                let dg = Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)
                let db = Int(p & 0xFF) - Int(q & 0xFF)
                total &+= UInt64(dr * dr + dg * dg + db * db)
                counted += 1
            }
        }
    }
    guard total > 0 else { return .infinity }
    let mse = Double(total) / Double(3 * max(1, counted))
    return 10 * log10(255 * 255 / mse)
}

/// Where a display list's text runs are on its canvas, in points (each run's frame through its
/// group's transform, as an axis-aligned box).
public func textBoxes(in list: DisplayList) -> [Rect] {
    var transforms: [FlipbookRender.AffineTransform] = []
    var boxes: [Rect] = []
    for op in list.ops {
        switch op {
        case .beginGroup(let group): transforms.append(group.transform)
        case .endGroup: _ = transforms.popLast()
        case .text(let run): boxes.append((transforms.last ?? FlipbookRender.AffineTransform.identity).apply(to: run.frame))
        default: break
        }
    }
    return boxes
}
