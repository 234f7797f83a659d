/// Reading one line of JSON (RFC 8259, strictly: no trailing commas, no comments) into a
/// `TraceJSON`, keeping every object's keys in the order the line has them. Foundation's
/// decoders hand keys over in hash order, which would shuffle a trace's views.
///
/// A trace comes from a pull request like a scene file does, so the reader is bounded: nesting
/// deeper than `maximumDepth` is refused instead of recursing without end.
///
/// ```swift
/// try TraceJSON(parsing: #"{"index":3}"#)["index"]      // .number(3)
/// try TraceJSON(parsing: #"{"index":}"#)                // TraceJSON.SyntaxError: column 10: expected a value
/// ```
extension TraceJSON {
    /// Deeper than any trace line (a cell's label's font is five levels down).
    public static let maximumDepth = 32

    /// Where and why a line is not JSON; `column` counts bytes from 1.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public let column: Int
        public let reason: String
        public var description: String { "column \(column): \(reason)" }
    }

    public init(parsing text: String) throws {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        self = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at >= reader.bytes.count else { throw reader.error("unexpected text after the value") }
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        func error(_ reason: String) -> SyntaxError { SyntaxError(column: at + 1, reason: reason) }

        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func skipSpace() {
            while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { at += 1 }
        }

        mutating func expect(_ c: UInt8, _ what: String) throws {
            guard peek == c else { throw error("expected \(what)") }
            at += 1
        }

        mutating func value(depth: Int) throws -> TraceJSON {
            guard depth < TraceJSON.maximumDepth else { throw error("nested deeper than \(TraceJSON.maximumDepth) levels") }
            switch peek {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39): return .number(try number())
            default: throw error("expected a value")
            }
        }

        mutating func word(_ w: String) throws {
            let start = at
            for c in w.utf8 {
                guard peek == c else { at = start; throw error("expected a value") }
                at += 1
            }
        }

        mutating func object(depth: Int) throws -> TraceJSON {
            at += 1
            var members: [(key: String, value: TraceJSON)] = []
            skipSpace()
            if peek == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if peek == UInt8(ascii: ",") { at += 1; continue }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws -> TraceJSON {
            at += 1
            var items: [TraceJSON] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if peek == UInt8(ascii: ",") { at += 1; continue }
                try expect(UInt8(ascii: "]"), "',' or ']'")
                return .array(items)
            }
        }

        /// The number's text as JSON's grammar allows it, then Swift's own conversion.
        mutating func number() throws -> Double {
            let start = at
            func digits() -> Int {
                let from = at
                while let c = peek, c >= 0x30 && c <= 0x39 { at += 1 }
                return at - from
            }
            if peek == UInt8(ascii: "-") { at += 1 }
            let whole = at
            guard digits() > 0 else { throw error("expected a digit") }
            if bytes[whole] == 0x30 && at - whole > 1 { at = whole; throw error("a number does not start with 0") }
            if peek == UInt8(ascii: ".") {
                at += 1
                guard digits() > 0 else { throw error("expected a digit after '.'") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                at += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { throw error("expected a digit in the exponent") }
            }
            guard let v = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else {
                at = start
                throw error("not a number")
            }
            return v
        }

        mutating func string() throws -> String {
            at += 1
            var run = at      // start of the bytes not yet copied
            var out = ""
            func flush(_ end: Int) { out += String(decoding: bytes[run..<end], as: UTF8.self) }
            while true {
                guard let c = peek else { throw error("unterminated string") }
                if c == UInt8(ascii: "\"") { flush(at); at += 1; break }
                if c < 0x20 { throw error("a control character in a string must be escaped") }
                guard c == UInt8(ascii: "\\") else { at += 1; continue }
                flush(at)
                at += 1
                guard let e = peek else { throw error("unterminated string") }
                at += 1
                switch e {
                case UInt8(ascii: "\""): out += "\""
                case UInt8(ascii: "\\"): out += "\\"
                case UInt8(ascii: "/"): out += "/"
                case UInt8(ascii: "b"): out += "\u{08}"
                case UInt8(ascii: "f"): out += "\u{0C}"
                case UInt8(ascii: "n"): out += "\n"
                case UInt8(ascii: "r"): out += "\r"
                case UInt8(ascii: "t"): out += "\t"
                case UInt8(ascii: "u"): out.unicodeScalars.append(try escapedScalar())
                default: at -= 1; throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))'")
                }
                run = at
            }
            return out
        }

        /// After `\u`: four hex digits, or a surrogate pair written as two escapes.
        mutating func escapedScalar() throws -> Unicode.Scalar {
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek == UInt8(ascii: "\\"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate must be followed by a low one")
                }
                at += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate must be followed by a low one") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate") }
            return scalar
        }

        mutating func hex4() throws -> UInt32 {
            guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16),
                  bytes[at..<at + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
                throw error("expected four hex digits after \\u")
            }
            at += 4
            return v
        }
    }
}
