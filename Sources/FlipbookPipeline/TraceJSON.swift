import FlipbookRender
import FlipbookSupport

/// A JSON value whose objects keep their keys in order: the shape a step-trace line is written
/// from and read into (`TraceRecord.json`). Order matters because a trace is meant to diff as
/// text: the views of a line are in tree order, which a dictionary would lose.
///
/// `text` is the one way a trace line is written (docs/trace-format.md, "Coordinates and
/// numbers"): no spaces, numbers to 0.01 as `formatPoints` prints them, `null` for a number that
/// is not finite, strings escaped as `JSONText.quoted` escapes them.
///
/// ```swift
/// TraceJSON.object([("offset", .numbers([0, -270.004])), ("hidden", .bool(false))]).text
/// // {"offset":[0,-270],"hidden":false}
/// try TraceJSON(parsing: #"{"a":[1,null]}"#)      // .object([("a", .array([.number(1), .null]))])
/// ```
public enum TraceJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TraceJSON])
    case object([(key: String, value: TraceJSON)])

    /// An array of numbers, as a trace writes a point, a size, a rectangle or a transform.
    public static func numbers(_ values: [Double]) -> TraceJSON { .array(values.map(TraceJSON.number)) }

    /// The value as one line of compact JSON.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let v): out += v ? "true" : "false"
        case .number(let v): out += v.isFinite ? formatPoints(v) : "null"
        case .string(let v): out += JSONText.quoted(v)
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (k, member) in members.enumerated() {
                if k > 0 { out += "," }
                out += JSONText.quoted(member.key) + ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// The member named `key` of an object (the first, if a hostile line repeats it).
    public subscript(key: String) -> TraceJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

extension TraceJSON: Equatable {
    /// Objects are equal when they have the same members in the same order; numbers compare as
    /// the trace writes them, so two non-finite numbers (both `null` in text) are equal.
    public static func == (a: TraceJSON, b: TraceJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y || (!x.isFinite && !y.isFinite)
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}
