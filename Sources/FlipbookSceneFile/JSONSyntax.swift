import FlipbookScene
/// A strict RFC 8259 syntax check that finds the first error's line and column; Foundation's
/// parser accepts some malformed input (trailing commas, a key given twice, which it resolves
/// silently) and reports only a character index. Strings must be well-formed UTF-8.
enum JSONSyntax {
    struct Failure: Error {
        let offset: Int
        let message: String
        /// The other place the problem involves: where a duplicated key was first given.
        var earlier: Int? = nil
    }

    static func check(_ bytes: [UInt8]) throws(Failure) {
        var p = Parser(bytes: bytes)
        p.skipSpace()
        try p.value(depth: 0)
        p.skipSpace()
        if p.i < bytes.count { throw Failure(offset: p.i, message: "unexpected text after the end of the document") }
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0
        static let maxDepth = 200

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
        }

        mutating func value(depth: Int) throws(Failure) {
            guard depth < Self.maxDepth else { throw Failure(offset: i, message: "nested more than \(Self.maxDepth) levels deep") }
            guard i < bytes.count else { throw Failure(offset: i, message: "unexpected end of file: expected a value") }
            switch bytes[i] {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw Failure(offset: i, message: "expected a value (object, list, string, number, true, false or null)")
            }
        }

        mutating func object(depth: Int) throws(Failure) { try members(depth: depth, keyed: true, close: "}") }
        mutating func array(depth: Int) throws(Failure) { try members(depth: depth, keyed: false, close: "]") }

        /// The comma-separated members of an object (`"key": value`) or a list (`value`), up to
        /// `close`; a trailing comma is an error, as RFC 8259 says.
        mutating func members(depth: Int, keyed: Bool, close: Unicode.Scalar) throws(Failure) {
            let closing = UInt8(ascii: close)
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == closing { i += 1; return }
            // Each key's text (escapes decoded) and where it was first given.
            var seen: [String: Int] = [:]
            while true {
                skipSpace()
                if keyed {
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw Failure(offset: i, message: "expected a quoted key") }
                    let keyStart = i
                    try string()
                    let key = Self.decodedString(bytes[(keyStart + 1)..<(i - 1)])
                    if let first = seen[key] {
                        throw Failure(offset: keyStart, message: "duplicate key \"\(key)\"", earlier: first)
                    }
                    seen[key] = keyStart
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw Failure(offset: i, message: "expected ':' after the key") }
                    i += 1
                    skipSpace()
                }
                try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw Failure(offset: i, message: "unexpected end of file: expected ',' or '\(close)'") }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    skipSpace()
                    if i < bytes.count, bytes[i] == closing { throw Failure(offset: i, message: "trailing comma before '\(close)'") }
                    continue
                }
                guard bytes[i] == closing else { throw Failure(offset: i, message: "expected ',' or '\(close)'") }
                i += 1
                return
            }
        }

        mutating func string() throws(Failure) {
            let start = i
            i += 1
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { i += 1; return }
                if c < 0x20 { throw Failure(offset: i, message: "control character inside a string") }
                if c >= 0x80 { try utf8Sequence(); continue }
                if c == UInt8(ascii: "\\") {
                    i += 1
                    guard i < bytes.count else { break }
                    switch bytes[i] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        guard i + 4 < bytes.count, bytes[(i + 1)...(i + 4)].allSatisfy(Self.isHex) else {
                            throw Failure(offset: i, message: "\\u must be followed by four hex digits")
                        }
                        i += 5
                    default: throw Failure(offset: i, message: "unknown escape in a string")
                    }
                    continue
                }
                i += 1
            }
            throw Failure(offset: start, message: "string is not closed")
        }

        /// One multi-byte UTF-8 sequence starting at `i` (RFC 3629: no overlong forms, no
        /// surrogates, nothing past U+10FFFF), stepped over.
        mutating func utf8Sequence() throws(Failure) {
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

        /// A key's text with its escapes decoded, so `"a"` and `"\u0061"` are the same key.
        static func decodedString(_ raw: ArraySlice<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            var units: [UInt16] = []
            var k = raw.startIndex
            while k < raw.endIndex {
                let c = raw[k]
                guard c == UInt8(ascii: "\\") else {
                    // Plain text between escapes: its UTF-16 units.
                    var end = k
                    while end < raw.endIndex, raw[end] != UInt8(ascii: "\\") { end += 1 }
                    units += String(decoding: raw[k..<end], as: UTF8.self).utf16
                    k = end
                    continue
                }
                let e = raw[k + 1]
                k += 2
                switch e {
                case UInt8(ascii: "b"): units.append(8)
                case UInt8(ascii: "f"): units.append(12)
                case UInt8(ascii: "n"): units.append(10)
                case UInt8(ascii: "r"): units.append(13)
                case UInt8(ascii: "t"): units.append(9)
                case UInt8(ascii: "u"):
                    // The syntax check made sure four hex digits follow.
                    units.append(UInt16(String(decoding: raw[k..<(k + 4)], as: UTF8.self), radix: 16) ?? 0xFFFD)
                    k += 4
                default: units.append(UInt16(e))   // \" \\ \/
                }
            }
            return String(decoding: units, as: UTF16.self)
        }

        static func isHex(_ c: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
        }

        mutating func literal(_ word: String) throws(Failure) {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else {
                throw Failure(offset: i, message: "expected a value (did you mean \(word)?)")
            }
            i += w.count
        }

        mutating func number() throws(Failure) {
            let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, digits.contains(bytes[i]) else { throw Failure(offset: i, message: "expected a digit") }
            if bytes[i] == UInt8(ascii: "0") { i += 1 } else { while i < bytes.count, digits.contains(bytes[i]) { i += 1 } }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard i < bytes.count, digits.contains(bytes[i]) else { throw Failure(offset: i, message: "expected a digit after '.'") }
                while i < bytes.count, digits.contains(bytes[i]) { i += 1 }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard i < bytes.count, digits.contains(bytes[i]) else { throw Failure(offset: i, message: "expected a digit in the exponent") }
                while i < bytes.count, digits.contains(bytes[i]) { i += 1 }
            }
        }
    }
}
