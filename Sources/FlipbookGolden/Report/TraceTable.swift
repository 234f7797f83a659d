import Foundation

/// The difference between two step traces as rows a person reads: at which step, which view,
/// which property, and its golden and actual values, instead of two whole JSON lines.
///
/// ```swift
/// let table = TraceTable(golden: try String(contentsOf: goldenURL), actual: try String(contentsOf: actualURL))
/// table.rows.first   // step 3, view "header", property "frame", golden [0,0,390,120], actual [0,0,390,96]
/// ```
public struct TraceTable: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var step: String
        public var view: String
        public var property: String
        public var golden: String
        public var actual: String
    }

    /// The first `limit` differences, in step order, then view and property order.
    public private(set) var rows: [Row] = []
    /// Differences past `limit`, counted but not listed.
    public private(set) var omitted = 0

    /// Names the scroll view's own values (offset, callbacks), which belong to no view id.
    public static let sceneView = "(scene)"
    static let absent = "(absent)"

    public init(golden: String, actual: String, limit: Int = 400) {
        let old = Self.lines(golden), new = Self.lines(actual)
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil, b = i < new.count ? new[i] : nil
            guard a != b else { continue }
            for row in Self.rows(step: i, a, b) {
                if rows.count < limit { rows.append(row) } else { omitted += 1 }
            }
        }
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The rows for one step whose lines differ.
    private static func rows(step i: Int, _ a: String?, _ b: String?) -> [Row] {
        let ja = a.flatMap(TraceValue.parse), jb = b.flatMap(TraceValue.parse)
        let stepLabel = "\(ja?.member("index")?.text ?? jb?.member("index")?.text ?? "\(i)")"
        guard case .object(let ga)? = ja, case .object(let gb)? = jb else {
            // A step only one side has, or a line that is not a JSON object: show the lines themselves.
            return [Row(step: stepLabel, view: sceneView, property: "line \(i + 1)",
                        golden: a.map { clipped($0) } ?? absent, actual: b.map { clipped($0) } ?? absent)]
        }
        var rows: [Row] = []
        for key in Set(ga.keys).union(gb.keys).sorted() where key != "views" && key != "index" {
            let va = ga[key]?.text ?? absent, vb = gb[key]?.text ?? absent
            if va != vb { rows.append(Row(step: stepLabel, view: sceneView, property: key, golden: va, actual: vb)) }
        }
        let viewsA = ga["views"]?.objectMembers ?? [:], viewsB = gb["views"]?.objectMembers ?? [:]
        for id in Set(viewsA.keys).union(viewsB.keys).sorted() {
            guard let pa = viewsA[id]?.objectMembers, let pb = viewsB[id]?.objectMembers else {
                rows.append(Row(step: stepLabel, view: id, property: "(view)",
                                golden: viewsA[id] == nil ? absent : "present", actual: viewsB[id] == nil ? absent : "present"))
                continue
            }
            for key in Set(pa.keys).union(pb.keys).sorted() {
                let va = pa[key]?.text ?? absent, vb = pb[key]?.text ?? absent
                if va != vb { rows.append(Row(step: stepLabel, view: id, property: key, golden: va, actual: vb)) }
            }
        }
        return rows
    }

    private static func clipped(_ s: String) -> String { s.count > 160 ? String(s.prefix(160)) + "…" : s }
}

/// A JSON value of a trace line, written back compactly (numbers in their shortest form, keys sorted).
enum TraceValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([TraceValue]), object([String: TraceValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Double.self) { self = .number(v) }
        else if let v = try? c.decode(String.self) { self = .string(v) }
        else if let v = try? c.decode([TraceValue].self) { self = .array(v) }
        else { self = .object(try c.decode([String: TraceValue].self)) }
    }

    static func parse(_ line: String) -> TraceValue? { try? JSONDecoder().decode(TraceValue.self, from: Data(line.utf8)) }

    func member(_ key: String) -> TraceValue? { objectMembers?[key] }
    var objectMembers: [String: TraceValue]? { if case .object(let o) = self { o } else { nil } }

    var text: String {
        switch self {
        case .null: "null"
        case .bool(let v): v ? "true" : "false"
        case .number(let v): v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        case .string(let v): "\"\(v)\""
        case .array(let vs): "[" + vs.map(\.text).joined(separator: ", ") + "]"
        case .object(let o): "{" + o.keys.sorted().map { "\"\($0)\": \(o[$0]!.text)" }.joined(separator: ", ") + "}"
        }
    }
}
