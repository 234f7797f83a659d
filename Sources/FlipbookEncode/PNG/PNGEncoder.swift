import CZlib
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
        let opaque = frame.pixels.allSatisfy { $0 >> 24 == 0xFF }
        let channels = opaque ? 3 : 4
        let raw = filteredScanlines(frame, channels: channels)

        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(frame.width))
        header.appendBigEndian(UInt32(frame.height))
        // Depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", try deflate(raw), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Each row starts with its filter byte: Up (2) everywhere but the first row, which has none
    /// above it (None, 0). Up is computed straight from the pixels, byte by byte modulo 256.
    private static func filteredScanlines(_ frame: RasterFrame, channels: Int) -> [UInt8] {
        let width = frame.width, stride = width * channels + 1
        var raw = [UInt8](repeating: 0, count: stride * frame.height)
        let pixels = channels == 3 ? frame.pixels : frame.pixels.map(straightAlpha)
        pixels.withUnsafeBufferPointer { px in
            raw.withUnsafeMutableBufferPointer { out in
                for y in 0..<frame.height {
                    var o = y * stride
                    out[o] = y == 0 ? 0 : 2
                    o += 1
                    let row = y * width, above = (y - 1) * width
                    for x in 0..<width {
                        let p = px[row + x], q = y == 0 ? 0 : px[above + x]
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

    /// Cairo's premultiplied ARGB to PNG's straight alpha, rounded.
    private static func straightAlpha(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0xFF, a != 0 else { return p }
        let r = min(255, (((p >> 16) & 0xFF) * 255 + a / 2) / a)
        let g = min(255, (((p >> 8) & 0xFF) * 255 + a / 2) / a)
        let b = min(255, ((p & 0xFF) * 255 + a / 2) / a)
        return a << 24 | r << 16 | g << 8 | b
    }

    private static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        var length = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                compress2(dst.baseAddress, &length, src.baseAddress, uLong(src.count), compressionLevel)
            }
        }
        guard status == Z_OK else { throw RenderError.cairo("zlib status \(status)", context: "compressing a PNG") }
        output.removeSubrange(Int(length)...)
        return output
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        out.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        out.appendBigEndian(UInt32(crc))
    }
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8((v >> 16) & 0xFF)); append(UInt8((v >> 8) & 0xFF)); append(UInt8(v & 0xFF))
    }
}
