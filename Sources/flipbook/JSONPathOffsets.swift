/// Where each value of a JSON text starts, by the JSON path scene-file problems name
/// (`$.views[2].font.size`): so problems can be listed in the order they appear in the file.
///
/// ```swift
/// let offsets = JSONPathOffsets(Array(#"{"a": [1, {"b": 2}]}"#.utf8))
/// offsets.offset(of: "$.a[1].b")   // 16
/// offsets.offset(of: "$.a[1].zz")  // 11: the nearest known ancestor, $.a[1]
/// ```
///
/// A scanner, not a validator: on malformed or too deeply nested text it stops and keeps what it
/// found, so it never traps on what it reads.
struct JSONPathOffsets {
    private(set) var offsets: [String: Int] = [:]
    private let bytes: [UInt8]
    private var i = 0
    /// Deeper values are not recorded (scene files are limited far below this).
    static let depthLimit = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        _ = value(path: "$", depth: 0)
    }

    /// The offset of `path`, else of its nearest recorded ancestor, else nil.
    func offset(of path: String) -> Int? {
        var path = path
        while true {
            if let offset = offsets[path] { return offset }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }), cut > path.startIndex else { return nil }
            path = String(path[..<cut])
        }
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    }

    /// Scans one value; false when the text is malformed (scanning stops).
    private mutating func value(path: String, depth: Int) -> Bool {
        skipSpace()
        guard i < bytes.count, depth < Self.depthLimit else { return false }
        offsets[path] = i
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return true }
            while true {
                skipSpace()
                guard let key = string() else { return false }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
                i += 1
                guard value(path: path + Self.component(key), depth: depth + 1) else { return false }
                skipSpace()
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                guard bytes[i] == UInt8(ascii: "}") else { return false }
                i += 1
                return true
            }
        case UInt8(ascii: "["):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return true }
            var index = 0
            while true {
                guard value(path: path + "[\(index)]", depth: depth + 1) else { return false }
                index += 1
                skipSpace()
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                guard bytes[i] == UInt8(ascii: "]") else { return false }
                i += 1
                return true
            }
        case UInt8(ascii: "\""):
            return string() != nil
        default:
            // Numbers, true, false, null: up to the next delimiter.
            let start = i
            while i < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) {
                i += 1
            }
            return i > start
        }
    }

    /// A string's text (escapes other than \" and \\ kept as written: keys are compared, not shown).
    private mutating func string() -> String? {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), i < bytes.count {
                let next = bytes[i]
                i += 1
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") { out.append(next) } else { out += [byte, next] }
                continue
            }
            out.append(byte)
        }
        return nil
    }

    /// `.key` for identifiers, as scene-file places write them; other keys never match exactly
    /// and fall back to their parent.
    private static func component(_ key: String) -> String {
        let identifier = key.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && key.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return identifier ? "." + key : "[\"\(key)\"]"
    }
}
