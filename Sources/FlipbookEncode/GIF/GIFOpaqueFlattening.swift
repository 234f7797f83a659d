import FlipbookRender

/// Turns Cairo's premultiplied ARGB32 into opaque `0xFFRRGGBB` composited over white, because GIF
/// has no partial transparency and rendered UI frames are meant to be seen on an opaque page.
///
/// With premultiplied colour, "over white" needs no division: `out = c + (255 − a)` per channel.
/// That is also exact, so opaque pixels (the usual case) pass through unchanged. Channels larger
/// than alpha (invalid premultiplied input) are clamped instead of wrapping.
enum GIFOpaqueFlattening {
    static func flatten(_ frame: RasterFrame) -> [UInt32] {
        let count = frame.pixels.count
        // A fully opaque frame (the usual rendered screen) is its own result: sharing its storage
        // saves a frame-sized allocation per frame, which is memory held by every frame in flight.
        if isOpaque(frame.pixels) { return frame.pixels }
        return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            frame.pixels.withUnsafeBufferPointer { src in
                for i in 0..<count {
                    out[i] = overWhite(src[i])
                }
            }
            initialized = count
        }
    }

    /// Whether every alpha byte is 255; an AND over all pixels, which vectorizes.
    static func isOpaque(_ pixels: [UInt32]) -> Bool {
        pixels.withUnsafeBufferPointer { src in
            var all: UInt32 = 0xFF00_0000
            for p in src { all &= p }
            return all >> 24 == 0xFF
        }
    }

    /// Branch-free so `flatten`'s loop vectorizes: for an opaque pixel `lift` is 0 and every
    /// channel is at most 255, so the result is `p` itself, as an early return would give.
    @inline(__always)
    static func overWhite(_ p: UInt32) -> UInt32 {
        let lift = 255 &- (p >> 24)
        let r = min(((p >> 16) & 0xFF) &+ lift, 255)
        let g = min(((p >> 8) & 0xFF) &+ lift, 255)
        let b = min((p & 0xFF) &+ lift, 255)
        return 0xFF00_0000 | (r << 16) | (g << 8) | b
    }
}
