#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookRender

/// Frame differencing for the animated formats: the smallest rectangle where a frame's pixels
/// differ from the previous frame's. GIF and APNG store frames with "do not dispose", so outside
/// the rectangle the viewer keeps showing the earlier frames, which already hold those pixels: a
/// UI animation where one row highlights rewrites just that row.
///
/// Keeps a reference to the previous frame's pixels (copy-on-write, no copy is made), so memory
/// does not grow with the number of frames.
///
/// ```swift
/// var area = ChangedArea()
/// area.change(to: first.pixels, width: first.width)    // the whole frame
/// area.change(to: same.pixels, width: same.width)      // nil: identical, merge its delay
/// ```
struct ChangedArea {
    private var previous: [UInt32] = []
    private var previousWidth = 0

    /// The previous frame's pixels when they have this frame's size, else nil (the first frame).
    func previousPixels(count: Int, width: Int) -> [UInt32]? {
        previous.count == count && previousWidth == width ? previous : nil
    }

    /// The rectangle to store for `pixels` (nil when identical to the previous frame), and
    /// remembers them. The first frame, or one of another size, is the whole frame.
    mutating func change(to pixels: [UInt32], width w: Int) -> PixelRect? {
        defer { (previous, previousWidth) = (pixels, w) }
        return Self.rect(from: previousPixels(count: pixels.count, width: w), to: pixels, width: w)
    }

    /// The rectangle where `pixels` differ from `old` (nil when identical), or the whole frame
    /// when there is no `old` of the same size. Pure, so it can run on any core.
    static func rect(from old: [UInt32]?, to pixels: [UInt32], width w: Int) -> PixelRect? {
        let h = w > 0 ? pixels.count / w : 0
        guard let old, old.count == pixels.count else { return PixelRect(x: 0, y: 0, width: w, height: h) }
        return old.withUnsafeBufferPointer { old in
            pixels.withUnsafeBufferPointer { new in Self.difference(old, new, width: w, height: h) }
        }
    }

    private static func difference(_ old: UnsafeBufferPointer<UInt32>, _ new: UnsafeBufferPointer<UInt32>,
                                   width w: Int, height h: Int) -> PixelRect? {
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
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
