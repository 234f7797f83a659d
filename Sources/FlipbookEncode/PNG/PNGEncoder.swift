import FlipbookRender

/// Encodes a frame as PNG bytes: 8-bit RGB when every pixel is opaque (frames of a screen
/// always are), RGBA with straight alpha otherwise.
///
/// Written on zlib rather than Cairo's PNG writer, which compresses at zlib's default level
/// and spent ~38 ms on a 780×1688 frame: flat UI compresses nearly as well at level 1 with the
/// Up filter (rows repeat the row above), several times faster. Pure: frames of different
/// steps encode on different threads at once.
///
/// ```swift
/// let bytes = try PNGEncoder.encode(frame)
/// try AtomicFile.write(bytes, to: URL(fileURLWithPath: "out/0000.png"))
/// ```
public enum PNGEncoder {
    /// zlib level 1–9; `make bench` measured 1 against 2 and 6 (no smaller, slower).
    public static let compressionLevel: Int32 = 1

    public static func encode(_ frame: RasterFrame) throws -> [UInt8] {
        guard (1...PNGChunks.maximumLength).contains(frame.width), (1...PNGChunks.maximumLength).contains(frame.height) else {
            throw RenderError.cairo("size \(frame.width)x\(frame.height) is not 1…2³¹−1 on each side", context: "encoding a PNG")
        }
        let opaque = PNGScanlines.isOpaque(frame.pixels)
        let raw = PNGScanlines.filtered(frame.pixels, frameWidth: frame.width,
                                        rect: (0, 0, frame.width, frame.height), channels: opaque ? 3 : 4)
        var out = PNGChunks.signature
        PNGChunks.append("IHDR", header(width: frame.width, height: frame.height, opaque: opaque), to: &out)
        PNGChunks.append("IDAT", try PNGChunks.deflate(raw), to: &out)
        PNGChunks.append("IEND", [], to: &out)
        return out
    }

    /// IHDR's data: size, depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive
    /// filtering, no interlace. Sizes must be 1…2³¹−1 (`PNGChunks.maximumLength`).
    static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        precondition((1...PNGChunks.maximumLength).contains(width) && (1...PNGChunks.maximumLength).contains(height),
                     "PNG size \(width)x\(height)")
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        return header
    }
}
