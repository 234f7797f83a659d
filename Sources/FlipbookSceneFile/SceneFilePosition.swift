/// Where something starts in a scene file: the UTF-8 byte offset (what problems are sorted by)
/// and the 1-based line and column a person finds it at in an editor (columns count Unicode
/// scalars, so "é" is one column).
///
/// ```swift
/// let problem = try SceneFileLoader.check(path: "header.json").problems.first
/// if let at = problem?.position { print("line \(at.line), column \(at.column)") }   // line 3, column 14
/// ```
public struct SceneFilePosition: Sendable, Hashable, Comparable {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset; self.line = line; self.column = column
    }

    public static func < (a: Self, b: Self) -> Bool { a.offset < b.offset }
}
