/// The one JSON reader (scene files, trace lines, report manifests): strict RFC 8259 (no trailing commas, no comments, a key
/// given twice refused with both places, strings well-formed UTF-8), and safe on any bytes — a
/// size limit before reading, a depth limit while reading, every index checked, so hostile input
/// ends in a `Failure` with its offset, never a trap. Every node keeps its byte offset, line and
/// column (`JSONNode.position`), so no later pass reads the text again.
///
/// ```swift
/// do {
///     let root = try JSONReader.read(Array(#"{"fps": 30, "fps": 60}"#.utf8), limit: 1 << 20)
/// } catch {
///     print(error.offset, error.message)   // 12 duplicate key "fps"
/// }
/// ```
public struct JSONReader {
    /// Where and why a text is not JSON, or more of it than the caller allows.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The byte offset of the problem.
        public let offset: Int
        public let message: String
        /// The other place the problem involves: where a duplicated key was first given.
        public var earlier: Int? = nil

        public init(offset: Int, message: String, earlier: Int? = nil) {
            self.offset = offset; self.message = message; self.earlier = earlier
        }

        public var description: String { "byte \(offset): \(message)" }
    }

    /// Deeper nesting is refused by default: the reader recurses once per level.
    public static let defaultMaxDepth = 200

    /// The whole of `bytes` as one value (space around it allowed, nothing else). The caller
    /// says how much it takes: `limit` bytes (checked before reading) and `maxDepth` levels.
    public static func read(_ bytes: [UInt8], limit: Int, maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONNode {
        guard bytes.count <= limit else {
            throw Failure(offset: 0, message: "the text is \(bytes.count) bytes, more than the limit of \(limit)")
        }
        var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
        reader.skipSpace()
        let root = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.i < bytes.count { throw Failure(offset: reader.i, message: "unexpected text after the end of the document") }
        return root
    }

    let bytes: [UInt8]
    let maxDepth: Int
    var i = 0
    var lines = JSONLineTracker()

    private init(bytes: [UInt8], maxDepth: Int) { self.bytes = bytes; self.maxDepth = maxDepth }

    var here: TextPosition { mutating get { lines.position(of: i, in: bytes) } }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONNode {
        guard depth < maxDepth else { throw Failure(offset: i, message: "nested more than \(maxDepth) levels deep") }
        guard i < bytes.count else { throw Failure(offset: i, message: "unexpected end of file: expected a value") }
        let position = here
        let value: JSONValue
        switch bytes[i] {
        case UInt8(ascii: "{"): value = .object(try object(depth: depth))
        case UInt8(ascii: "["): value = .array(try array(depth: depth))
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        default: throw Failure(offset: i, message: "expected a value (object, list, string, number, true, false or null)")
        }
        return JSONNode(value: value, position: position)
    }

    private mutating func object(depth: Int) throws(Failure) -> [JSONMember] {
        var members: [JSONMember] = []
        // Where each key was first given, to refuse it a second time.
        var seen: [String: Int] = [:]
        try items(close: "}") { (reader: inout JSONReader) throws(Failure) in
            guard reader.i < reader.bytes.count, reader.bytes[reader.i] == UInt8(ascii: "\"") else {
                throw Failure(offset: reader.i, message: "expected a quoted key")
            }
            let keyPosition = reader.here
            let key = try reader.string()
            if let first = seen[key] {
                throw Failure(offset: keyPosition.offset, message: "duplicate key \"\(key)\"", earlier: first)
            }
            seen[key] = keyPosition.offset
            reader.skipSpace()
            guard reader.i < reader.bytes.count, reader.bytes[reader.i] == UInt8(ascii: ":") else {
                throw Failure(offset: reader.i, message: "expected ':' after the key")
            }
            reader.i += 1
            reader.skipSpace()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: try reader.value(depth: depth + 1)))
        }
        return members
    }

    private mutating func array(depth: Int) throws(Failure) -> [JSONNode] {
        var nodes: [JSONNode] = []
        try items(close: "]") { (reader: inout JSONReader) throws(Failure) in nodes.append(try reader.value(depth: depth + 1)) }
        return nodes
    }

    /// The comma-separated items of an object or a list up to `close`, the opening bracket at
    /// `i`; a trailing comma is an error, as RFC 8259 says.
    private mutating func items(close: Unicode.Scalar, _ item: (inout JSONReader) throws(Failure) -> Void) throws(Failure) {
        let closing = UInt8(ascii: close)
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == closing { i += 1; return }
        while true {
            skipSpace()
            try item(&self)
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

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard i + w.count <= bytes.count, bytes[i..<(i + w.count)].elementsEqual(w) else {
            throw Failure(offset: i, message: "expected a value (did you mean \(word)?)")
        }
        i += w.count
    }

    /// RFC 8259's number grammar, then its value; one too large for a Double is ±infinity
    /// (see `JSONValue.number`), one too small is 0, as strtod rounds.
    private mutating func number() throws(Failure) -> Double {
        let start = i
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
        // The grammar above is a subset of what Double's parser accepts, so this cannot fail.
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
            throw Failure(offset: start, message: "unreadable number")
        }
        return value
    }
}
