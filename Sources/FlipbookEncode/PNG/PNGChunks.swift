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

    /// zlib-compresses filtered scanlines held whole (the APNG's frame rectangles), with the
    /// still encoder's compressor.
    static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        try PNGCompressor.borrow { try $0.compress(input) }
    }

    /// Writes `v` as four big-endian bytes at `p` (chunk lengths and CRCs).
    static func storeBigEndian(_ v: UInt32, at p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(v >> 24); p[1] = UInt8((v >> 16) & 0xFF); p[2] = UInt8((v >> 8) & 0xFF); p[3] = UInt8(v & 0xFF)
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
