/// The CRC-32 every PNG chunk ends with (ISO 3309, as the PNG specification's sample code
/// computes it), so a damaged chunk is named as such instead of failing inside libpng, which
/// Cairo reports as "out of memory".
///
/// ```swift
/// var crc = PNGCRC.start
/// crc = PNGCRC.update(crc, bytes)      // the chunk's type and data
/// PNGCRC.finish(crc) == storedCRC
/// ```
enum PNGCRC {
    static let start: UInt32 = 0xFFFF_FFFF

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func update(_ crc: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var c = crc
        table.withUnsafeBufferPointer { t in
            for i in 0..<count { c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8) }
        }
        return c
    }

    static func update(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { $0.isEmpty ? crc : update(crc, $0.baseAddress!, count: $0.count) }
    }

    static func finish(_ crc: UInt32) -> UInt32 { crc ^ 0xFFFF_FFFF }
}
