import CZlib
import FlipbookRender

/// The pieces of the PNG file format that every PNG writer shares (the still encoder and the
/// APNG sink): the signature, chunks with their CRC, and the zlib stream of IDAT/fdAT data.
///
/// ```swift
/// var out = PNGChunks.signature
/// PNGChunks.append("IEND", [], to: &out)
/// ```
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest chunk length PNG allows (2³¹ − 1), and the largest width, height or offset.
    static let maximumLength = Int(Int32.max)

    /// Appends one chunk: length, type, data, and the CRC-32 of type and data.
    /// `data.count` must be at most `maximumLength` (frames are checked before they get here).
    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        precondition(data.count <= maximumLength, "PNG chunk \(type) of \(data.count) bytes")
        out.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        out.appendBigEndian(crc(type: typeBytes, data))
    }

    static func crc(type: [UInt8], _ data: [UInt8]) -> UInt32 {
        var crc = crc32(0, type, uInt(type.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        return UInt32(crc)
    }

    /// zlib-compresses filtered scanlines at `PNGEncoder.compressionLevel`.
    static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        // compressBound and compress2 take uLong (64-bit here) and uInt sizes; a frame's
        // scanlines are far below either limit, but say so rather than trap.
        guard input.count <= Int(UInt32.max) / 2 else {
            throw RenderError.cairo("\(input.count) bytes is too much for one zlib call", context: "compressing a PNG")
        }
        var length = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                compress2(dst.baseAddress, &length, src.baseAddress, uLong(src.count), PNGEncoder.compressionLevel)
            }
        }
        guard status == Z_OK else { throw RenderError.cairo("zlib status \(status)", context: "compressing a PNG") }
        output.removeSubrange(Int(length)...)
        return output
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8((v >> 16) & 0xFF)); append(UInt8((v >> 8) & 0xFF)); append(UInt8(v & 0xFF))
    }

    mutating func appendBigEndian(_ v: UInt16) {
        append(UInt8(v >> 8)); append(UInt8(v & 0xFF))
    }
}
