import CZlib
import FlipbookRender

/// Encodes a frame as PNG bytes: 8-bit RGB when every pixel is opaque (frames of a screen
/// always are), RGBA with straight alpha otherwise.
///
/// Cairo's PNG writer (libpng: zlib at its default level, five filters tried on every row) is
/// the yardstick. Here a row equal to the one above costs one comparison (`PNGRowFilter`), the
/// scanlines go into a reused buffer, and libdeflate (`PNGCompressor`) writes the zlib stream
/// straight into the file's bytes. Pure: frames of different steps encode on different threads
/// at once. `make bench-png` compares it with Cairo's writer.
///
/// ```swift
/// let bytes = try PNGEncoder.encode(frame)
/// try AtomicFile.write(bytes, to: URL(fileURLWithPath: "out/0000.png"))
/// ```
public enum PNGEncoder {
    public static func encode(_ frame: RasterFrame) throws -> [UInt8] {
        guard (1...PNGChunks.maximumLength).contains(frame.width), (1...PNGChunks.maximumLength).contains(frame.height) else {
            throw RenderError.cairo("size \(frame.width)x\(frame.height) is not 1…2³¹−1 on each side", context: "encoding a PNG")
        }
        let opaque = PNGScanlines.isOpaque(frame.pixels)
        var filter = PNGRowFilter(width: frame.width, channels: opaque ? 3 : 4)
        let rowLength = filter.scanlineLength
        // The compressed stream must fit one chunk (2³¹ − 1); keep the raw scanlines under 1 GB.
        guard frame.height <= (1 << 30) / rowLength else {
            throw RenderError.cairo("\(frame.width)x\(frame.height) is too large for one PNG", context: "encoding a PNG")
        }
        let rawCount = rowLength * frame.height
        var head = PNGChunks.signature
        PNGChunks.append("IHDR", header(width: frame.width, height: frame.height, opaque: opaque), to: &head)

        return try PNGCompressor.borrow { zlib in
            if zlib.scratch.count < rawCount { zlib.scratch = [UInt8](repeating: 0, count: rawCount) }
            zlib.scratch.withUnsafeMutableBufferPointer { raw in
                frame.pixels.withUnsafeBufferPointer { px in
                    let first = px.baseAddress!
                    for row in 0..<frame.height {
                        let here = first + row * frame.width
                        filter.write(row: here, above: row == 0 ? nil : here - frame.width, into: raw.baseAddress! + row * rowLength)
                    }
                }
            }
            let dataCapacity = zlib.bound(for: rawCount)
            return try [UInt8](unsafeUninitializedCapacity: head.count + 12 + dataCapacity + 12) { out, count in
                count = 0
                let base = out.baseAddress!
                head.withUnsafeBufferPointer { base.update(from: $0.baseAddress!, count: $0.count) }
                let chunk = base + head.count                  // IDAT: length, type, data, CRC
                let data = chunk + 8
                let length = try zlib.scratch.withUnsafeBufferPointer {
                    try zlib.compress(UnsafeBufferPointer(rebasing: $0[0..<rawCount]), into: data, capacity: dataCapacity)
                }
                guard length <= PNGChunks.maximumLength else {
                    throw RenderError.cairo("\(length) bytes of IDAT is over PNG's chunk limit", context: "encoding a PNG")
                }
                PNGChunks.storeBigEndian(UInt32(length), at: chunk)
                (chunk + 4).update(from: Array("IDAT".utf8), count: 4)
                PNGChunks.storeBigEndian(UInt32(crc32(0, chunk + 4, uInt(4 + length))), at: data + length)
                let end = data + length + 4
                end.update(from: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], count: 12)   // IEND
                count = end + 12 - base
            }
        }
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
