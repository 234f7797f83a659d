/// A JSON value and where it starts: what `JSONReader` makes and the scene-file and trace
/// readers read, so every problem can name its line and column as well as its path.
///
/// ```swift
/// let root = try JSONReader.read(Array(#"{"fps": 30}"#.utf8), limit: 1 << 20)
/// if case .object(let members) = root.value { print(members[0].key, members[0].value.position.column) }   // fps 9
/// ```
public struct JSONNode: Sendable {
    public let value: JSONValue
    public let position: TextPosition

    public init(value: JSONValue, position: TextPosition) { self.value = value; self.position = position }
}

/// One `"key": value` of an object, in the file's order; the key's own place is where a
/// problem with the key itself (unknown, misspelt) points.
public struct JSONMember: Sendable {
    public let key: String
    public let keyPosition: TextPosition
    public let value: JSONNode

    public init(key: String, keyPosition: TextPosition, value: JSONNode) {
        self.key = key; self.keyPosition = keyPosition; self.value = value
    }
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number too large for a Double (1e999) is ±infinity here: the reader refuses it at
    /// its path, where a person can see which value it was.
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// What the value is, as a message names it: "a number", "a list".
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

public extension Array where Element == JSONMember {
    /// The value given for `key` (keys are unique: the reader refuses a key given twice).
    subscript(key key: String) -> JSONNode? { first(where: { $0.key == key })?.value }

    func has(_ key: String) -> Bool { contains(where: { $0.key == key }) }
}
