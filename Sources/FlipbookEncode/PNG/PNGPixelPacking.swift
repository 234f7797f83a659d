/// Cairo's premultiplied ARGB words to PNG's bytes, one row at a time, in one pass.
///
/// ```swift
/// PNGPixelPacking.packStraight(row, width: 390, into: bytes)   // 4 × 390 bytes, straight alpha
/// ```
enum PNGPixelPacking {
    /// R, G, B of each pixel (the caller knows every alpha is 255).
    static func packOpaque(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for x in 0..<width {
            let p = row[x]
            o[0] = UInt8(truncatingIfNeeded: p >> 16)
            o[1] = UInt8(truncatingIfNeeded: p >> 8)
            o[2] = UInt8(truncatingIfNeeded: p)
            o += 3
        }
    }

    /// R, G, B, A of each pixel with straight alpha, rounded: c × 255 / a to the nearest, at most
    /// 255. Opaque pixels and fully transparent ones keep their bytes as they are.
    static func packStraight(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        unpremultiplied.withUnsafeBufferPointer { table in
            var o = out
            for x in 0..<width {
                let p = row[x], a = Int(p >> 24)
                let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                if a == 255 || a == 0 {
                    o[0] = UInt8(r); o[1] = UInt8(g); o[2] = UInt8(b)
                } else {
                    let base = a << 8
                    o[0] = table[base | r]; o[1] = table[base | g]; o[2] = table[base | b]
                }
                o[3] = UInt8(a)
                o += 4
            }
        }
    }

    /// `unpremultiplied[a << 8 | c]` = min(255, (c × 255 + a / 2) / a) for a in 1…254; 64 KB.
    static let unpremultiplied: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<255 {
            for c in 0..<256 { table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a)) }
        }
        return table
    }()

}
