extension JSONReader {
    /// A string at `i` (its opening quote), decoded: escapes resolved, `\u` surrogate pairs
    /// joined (a lone surrogate becomes U+FFFD). Raw bytes must be well-formed UTF-8 and no
    /// control characters, as RFC 8259 says.
    mutating func string() throws(Failure) -> String {
        let start = i
        i += 1
        var plainFrom = i
        // Only strings with escapes are decoded unit by unit; the rest are one slice.
        var units: [UInt16]? = nil
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                let tail = bytes[plainFrom..<i]
                i += 1
                guard var decoded = units else { return String(decoding: tail, as: UTF8.self) }
                decoded += String(decoding: tail, as: UTF8.self).utf16
                return String(decoding: decoded, as: UTF16.self)
            }
            if c < 0x20 { throw Failure(offset: i, message: "control character inside a string") }
            if c >= 0x80 { try utf8Sequence(); continue }
            if c == UInt8(ascii: "\\") {
                var decoded = units ?? []
                decoded += String(decoding: bytes[plainFrom..<i], as: UTF8.self).utf16
                i += 1
                guard i < bytes.count else { break }
                decoded.append(try escape())
                units = decoded
                plainFrom = i
                continue
            }
            i += 1
        }
        throw Failure(offset: start, message: "string is not closed")
    }

    /// The UTF-16 unit of the escape whose letter is at `i`, stepped over.
    private mutating func escape() throws(Failure) -> UInt16 {
        let letter = bytes[i]
        i += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return UInt16(letter)
        case UInt8(ascii: "b"): return 8
        case UInt8(ascii: "f"): return 12
        case UInt8(ascii: "n"): return 10
        case UInt8(ascii: "r"): return 13
        case UInt8(ascii: "t"): return 9
        case UInt8(ascii: "u"):
            let u = i - 1
            var unit: UInt16 = 0
            for _ in 0..<4 {
                guard i < bytes.count, let digit = Self.hexValue(bytes[i]) else {
                    throw Failure(offset: u, message: "\\u must be followed by four hex digits")
                }
                unit = unit << 4 | digit
                i += 1
            }
            return unit
        default:
            i -= 1
            throw Failure(offset: i, message: "unknown escape in a string")
        }
    }

    /// One multi-byte UTF-8 sequence starting at `i` (RFC 3629: no overlong forms, no
    /// surrogates, nothing past U+10FFFF), stepped over.
    private mutating func utf8Sequence() throws(Failure) {
        let lead = bytes[i]
        let invalid = Failure(offset: i, message: "invalid UTF-8 in a string (byte 0x\(String(lead, radix: 16, uppercase: true)) at byte offset \(i))")
        let length: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: length = 2; second = 0x80...0xBF
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; second = 0x80...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4; second = 0x80...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        default: throw invalid
        }
        guard i + length <= bytes.count, second.contains(bytes[i + 1]),
              bytes[(i + 2)..<(i + length)].allSatisfy({ (0x80...0xBF).contains($0) }) else { throw invalid }
        i += length
    }

    private static func hexValue(_ c: UInt8) -> UInt16? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
