/// PNG scanlines of a rectangle of a premultiplied ARGB frame, whole, ready for zlib (the APNG
/// sink's frame rectangles): each row is packed and filtered by `PNGRowFilter`. A still PNG does
/// not hold them whole; `PNGEncoder` streams the same rows into zlib a slice at a time.
///
/// ```swift
/// let raw = PNGScanlines.filtered(frame.pixels, frameWidth: frame.width,
///                                 rect: (x: 0, y: 0, width: frame.width, height: frame.height), channels: 3)
/// ```
///
/// With 3 channels the alpha byte is dropped (the caller knows the pixels are opaque); with 4
/// Cairo's premultiplied colours become PNG's straight alpha, rounded.
enum PNGScanlines {
    typealias Rect = (x: Int, y: Int, width: Int, height: Int)

    /// `rect` must lie inside the frame (`pixels.count` is a multiple of `frameWidth`).
    static func filtered(_ pixels: [UInt32], frameWidth: Int, rect: Rect, channels: Int) -> [UInt8] {
        precondition(channels == 3 || channels == 4)
        precondition(rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
                     && rect.x + rect.width <= frameWidth && (rect.y + rect.height) * frameWidth <= pixels.count,
                     "PNG rectangle \(rect) outside a frame \(frameWidth) wide")
        var filter = PNGRowFilter(width: rect.width, channels: channels)
        let stride = filter.scanlineLength
        return [UInt8](unsafeUninitializedCapacity: stride * rect.height) { out, count in
            pixels.withUnsafeBufferPointer { px in
                for row in 0..<rect.height {
                    let here = px.baseAddress! + (rect.y + row) * frameWidth + rect.x
                    filter.write(row: here, above: row == 0 ? nil : here - frameWidth, into: out.baseAddress! + row * stride)
                }
            }
            count = stride * rect.height
        }
    }

    /// Whether every pixel is fully opaque (then 3 channels carry the frame exactly). One pass
    /// with no early exit, so it vectorizes: a frame's alphas are all read in well under a millisecond.
    static func isOpaque(_ pixels: [UInt32]) -> Bool {
        pixels.withUnsafeBufferPointer { px in
            var all: UInt32 = 0xFFFF_FFFF
            for p in px { all &= p }
            return all >> 24 == 0xFF
        }
    }
}
