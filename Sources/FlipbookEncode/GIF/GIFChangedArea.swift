#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frame-to-frame cropping: the smallest rectangle where the frame about to be written differs
/// from the previous one, compared on the unquantized `source` colours.
///
/// Frames are written with disposal "do not dispose", so outside the rectangle the GIF keeps
/// showing earlier frames' pixels. Those pixels had the same source colour, so what is shown
/// there is that colour quantized by an earlier frame's palette: exact when that frame had ≤ 256
/// colours, within the same quantization error otherwise, and free of the flicker that
/// re-quantizing static text with a new palette every frame would cause. A UI animation where one
/// row highlights rewrites just that row.
///
/// Keeps a reference to the previous frame's source (copy-on-write, no copy is made), so memory
/// does not grow with the number of frames.
struct GIFChangedArea {
    private var previous: [UInt32] = []
    private var previousWidth = 0

    /// What changed in a frame: the rectangle to write (nil when nothing changed) and the
    /// previous frame's source colours (nil for the first frame), which `GIFImageBlock` needs to
    /// mark unchanged pixels inside the rectangle.
    struct Change: Sendable {
        var rect: GIFRect?
        var previous: [UInt32]?
    }

    /// Compares `frame` with the one before and remembers it. The first frame (or one of a new
    /// size) is the full frame. `frame.source` must hold `width × height` colours.
    mutating func change(for frame: GIFPreparedFrame) -> Change {
        let old = previous.count == frame.width * frame.height && previousWidth == frame.width ? previous : nil
        let rect = update(with: frame)
        return Change(rect: rect, previous: old)
    }

    /// Returns the rectangle to write for `frame` (nil when identical to the previous frame) and
    /// remembers the frame. The first frame (or one of a new size) is the full frame.
    mutating func update(with frame: GIFPreparedFrame) -> GIFRect? {
        let (w, h) = (frame.width, frame.height)
        defer { (previous, previousWidth) = (frame.source, w) }
        guard previous.count == w * h, previousWidth == w else { return GIFRect(x: 0, y: 0, width: w, height: h) }
        return previous.withUnsafeBufferPointer { old in
            frame.source.withUnsafeBufferPointer { new in
                Self.difference(old, new, width: w, height: h)
            }
        }
    }

    private static func difference(_ old: UnsafeBufferPointer<UInt32>, _ new: UnsafeBufferPointer<UInt32>,
                                   width w: Int, height h: Int) -> GIFRect? {
        func rowDiffers(_ y: Int) -> Bool {
            memcmp(old.baseAddress! + y * w, new.baseAddress! + y * w, w * 4) != 0
        }
        var top = 0
        while top < h && !rowDiffers(top) { top += 1 }
        if top == h { return nil }
        var bottom = h - 1
        while bottom > top && !rowDiffers(bottom) { bottom -= 1 }
        var left = w, right = -1
        for y in top...bottom {
            let row = y * w
            var x = 0
            while x < left && old[row + x] == new[row + x] { x += 1 }
            left = min(left, x)
            var r = w - 1
            while r > right && old[row + r] == new[row + r] { r -= 1 }
            right = max(right, r)
        }
        // Row `top` differs, so it set both a left and a right difference: left <= right.
        return GIFRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
