/// PNG scanlines of a rectangle of a premultiplied ARGB frame, ready for zlib: each row starts
/// with its filter byte, Up (2) everywhere but the rectangle's first row, which has nothing above
/// it inside the image (None, 0). Flat UI repeats the row above, so Up turns most bytes into
/// zeros. Up is computed straight from the pixels, byte by byte modulo 256.
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
        let stride = rect.width * channels + 1
        var raw = [UInt8](repeating: 0, count: stride * rect.height)
        pixels.withUnsafeBufferPointer { px in
            raw.withUnsafeMutableBufferPointer { out in
                for row in 0..<rect.height {
                    var o = row * stride
                    out[o] = row == 0 ? 0 : 2
                    o += 1
                    let here = (rect.y + row) * frameWidth + rect.x, above = here - frameWidth
                    for x in 0..<rect.width {
                        var p = px[here + x], q: UInt32 = row == 0 ? 0 : px[above + x]
                        if channels == 4 { (p, q) = (straightAlpha(p), row == 0 ? 0 : straightAlpha(q)) }
                        out[o] = UInt8(truncatingIfNeeded: (p >> 16) &- (q >> 16))
                        out[o + 1] = UInt8(truncatingIfNeeded: (p >> 8) &- (q >> 8))
                        out[o + 2] = UInt8(truncatingIfNeeded: p &- q)
                        if channels == 4 { out[o + 3] = UInt8(truncatingIfNeeded: (p >> 24) &- (q >> 24)) }
                        o += channels
                    }
                }
            }
        }
        return raw
    }

    /// Whether every pixel is fully opaque (then 3 channels carry the frame exactly).
    static func isOpaque(_ pixels: [UInt32]) -> Bool { pixels.allSatisfy { $0 >> 24 == 0xFF } }

    /// Cairo's premultiplied ARGB to PNG's straight alpha, rounded.
    static func straightAlpha(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0xFF, a != 0 else { return p }
        let r = min(255, (((p >> 16) & 0xFF) * 255 + a / 2) / a)
        let g = min(255, (((p >> 8) & 0xFF) * 255 + a / 2) / a)
        let b = min(255, ((p & 0xFF) * 255 + a / 2) / a)
        return a << 24 | r << 16 | g << 8 | b
    }
}
