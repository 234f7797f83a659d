/// A value in a small JSON file Flipbook reads from a checkout that is not a scene file — a
/// report's `report.json`, a golden's `meta.json`, `renderer.json`, `variants.json` — with what a
/// message about it needs: the file as shown, the value's path (`$.entries[3].golden`) and its
/// line and column. The text goes through the one JSON reader (`JSONReader`: size and depth
/// limits, strict RFC 8259), so a hostile file ends in a `JSONFieldError` naming the place, never
/// in a trap or a raw Foundation dump.
///
/// Keys the reader does not ask for are ignored, as a Codable decoder ignores them: these files
/// gain fields over versions, and the version field says what a reader can rely on.
///
/// ```swift
/// let root = try JSONField.root(of: Array(#"{"frames": [0, "x"]}"#.utf8), file: "meta.json", limit: 1 << 20)
/// try root.field("frames").items().map { try $0.int(in: 0...99_999) }
/// // JSONFieldError: meta.json: line 1, column 17: $.frames[1]: expected a whole number, found a string
/// ```
public struct JSONField: Sendable {
    public let node: JSONNode
    /// Where the value is, from the root `$`.
    public let path: String
    /// The file as messages name it (the message escapes it for a terminal).
    public let file: String

    public init(node: JSONNode, path: String, file: String) {
        self.node = node; self.path = path; self.file = file
    }

    /// The root of `bytes`, read through `JSONReader` with `limit` bytes and `maxDepth` levels;
    /// a text that is not JSON is an error at the line and column the reader stopped at.
    public static func root(of bytes: [UInt8], file: String, limit: Int, maxDepth: Int = 32) throws(JSONFieldError) -> JSONField {
        guard bytes.count <= limit else {
            throw JSONFieldError(file: file, position: nil, path: nil, message: "\(bytes.count) bytes, more than the limit of \(limit)")
        }
        do {
            return JSONField(node: try JSONReader.read(bytes, limit: limit, maxDepth: maxDepth), path: "$", file: file)
        } catch {
            var lines = JSONLineTracker()
            let at = lines.position(of: error.offset, in: bytes)
            var message = "not JSON: \(error.message)"
            if let earlier = error.earlier {
                let first = lines.position(of: earlier, in: bytes)
                message += " (first given at line \(first.line), column \(first.column))"
            }
            throw JSONFieldError(file: file, position: at, path: nil, message: message)
        }
    }

    /// A problem with this value, at its place.
    public func problem(_ message: String) -> JSONFieldError {
        JSONFieldError(file: file, position: node.position, path: path, message: message)
    }

    private func expected(_ what: String) -> JSONFieldError {
        problem("expected \(what), found \(node.value.kind)")
    }

    /// The members of an object, in the file's order.
    public func members() throws(JSONFieldError) -> [JSONMember] {
        guard case .object(let members) = node.value else { throw expected("an object") }
        return members
    }

    /// The member `key` of this object; its absence is an error at the object.
    public func field(_ key: String) throws(JSONFieldError) -> JSONField {
        guard let value = try optionalField(key) else { throw problem("missing \"\(key)\"") }
        return value
    }

    /// The member `key` of this object, or nil when it is absent or null (as Codable's
    /// `decodeIfPresent` reads both).
    public func optionalField(_ key: String) throws(JSONFieldError) -> JSONField? {
        guard let value = try members()[key: key] else { return nil }
        if case .null = value.value { return nil }
        return JSONField(node: value, path: "\(path).\(key)", file: file)
    }

    /// The items of a list, each with its index in its path; more than `limit` is an error
    /// before any item is looked at.
    public func items(limit: Int = .max) throws(JSONFieldError) -> [JSONField] {
        guard case .array(let nodes) = node.value else { throw expected("a list") }
        guard nodes.count <= limit else { throw problem("\(nodes.count) items, more than the limit of \(limit)") }
        return nodes.enumerated().map { JSONField(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    public func string() throws(JSONFieldError) -> String {
        guard case .string(let text) = node.value else { throw expected("a string") }
        return text
    }

    /// A whole number inside `range` (through `CheckedNumber`, so 1e300 or 2.5 is an error, not a trap).
    public func int(in range: ClosedRange<Int>) throws(JSONFieldError) -> Int {
        guard case .number(let value) = node.value else { throw expected("a whole number") }
        guard let whole = CheckedNumber.int(value, in: range) else {
            throw problem("\(value) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }
}

/// Where and why a small JSON file is not what its reader expects: "report.json: line 3,
/// column 14: $.entries[0].kind: expected "frame" or "trace", found "movie"". Bad input (exit 2)
/// wherever it reaches the command line.
public struct JSONFieldError: FlipbookError, Equatable {
    public let file: String
    /// Nil only for a file too large to read (the limit is checked before the text is).
    public let position: TextPosition?
    /// Nil when the text is not JSON at all.
    public let path: String?
    public let message: String

    public init(file: String, position: TextPosition?, path: String?, message: String) {
        self.file = file; self.position = position; self.path = path; self.message = message
    }

    public var exitCode: ExitCode { .badInput }

    /// Escaped for a terminal: the message may quote the file's own text.
    public var description: String { TerminalText.escaped(file) + ": " + place }

    /// The description without the file: "line 3, column 14: $.entries[0].kind: expected …".
    public var place: String {
        var parts: [String] = []
        if let position { parts.append("line \(position.line), column \(position.column)") }
        if let path { parts.append(path) }
        return TerminalText.escaped((parts + [message]).joined(separator: ": "))
    }
}
