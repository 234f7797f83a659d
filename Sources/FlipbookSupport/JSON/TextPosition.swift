/// Where something starts in a JSON text (a scene file, a trace line): the UTF-8 byte offset
/// (what problems are sorted by) and the 1-based line and column a person finds it at in an
/// editor (columns count Unicode scalars, so "é" is one column).
///
/// ```swift
/// let root = try JSONReader.read(Array("{\n  \"fps\": 30}".utf8), limit: 1 << 20)
/// if case .object(let members) = root.value { print(members[0].keyPosition) }   // line 2, column 3
/// ```
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset; self.line = line; self.column = column
    }

    public static func < (a: Self, b: Self) -> Bool { a.offset < b.offset }

    public var description: String { "line \(line), column \(column)" }
}
