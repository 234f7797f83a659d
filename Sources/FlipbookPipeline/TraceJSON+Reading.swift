import FlipbookSupport

/// Reading one line of JSON into a `TraceJSON` through the one JSON reader (`JSONReader`, strict
/// RFC 8259, a key given twice refused), keeping every object's keys in the order the line has
/// them: Foundation's decoders hand keys over in hash order, which would shuffle a trace's views.
///
/// A trace comes from a pull request like a scene file does, so nesting deeper than
/// `maximumDepth` is refused instead of recursing without end; the size of a trace file is
/// bounded where the file is read.
///
/// ```swift
/// try TraceJSON(parsing: #"{"index":3}"#)["index"]      // .number(3)
/// try TraceJSON(parsing: #"{"index":}"#)                // SyntaxError: column 10: expected a value (…)
/// ```
extension TraceJSON {
    /// Deeper than any trace line (a cell's label's font is five levels down).
    public static let maximumDepth = 32

    /// Where and why a line is not JSON; `column` counts Unicode scalars from 1.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public let column: Int
        public let reason: String
        public var description: String { "column \(column): \(reason)" }
    }

    public init(parsing text: String) throws(SyntaxError) {
        let bytes = Array(text.utf8)
        do {
            // The caller has bounded the file, so the line is taken whole.
            self.init(try JSONReader.read(bytes, limit: bytes.count, maxDepth: Self.maximumDepth))
        } catch {
            var lines = JSONLineTracker()
            throw SyntaxError(column: lines.position(of: error.offset, in: bytes).column, reason: error.message)
        }
    }

    /// The reader's node as a trace value; positions are dropped (a line names its place by path).
    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let v): self = .bool(v)
        case .number(let v): self = .number(v)
        case .string(let v): self = .string(v)
        case .array(let items): self = .array(items.map(TraceJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, TraceJSON($0.value)) })
        }
    }
}
