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
        func compare(view: String, _ a: [String: TraceValue], _ b: [String: TraceValue], skipping: Set<String> = []) {
            let la = leaves(a, skipping: skipping), lb = leaves(b, skipping: skipping)
            for key in Set(la.keys).union(lb.keys).sorted(by: pathOrder) where la[key] != lb[key] {
                rows.append(Row(step: stepLabel, view: view, property: key, golden: la[key] ?? absent, actual: lb[key] ?? absent))
            }
        }
        compare(view: sceneView, ga, gb, skipping: ["views", "index"])
        let viewsA = ga["views"]?.objectMembers ?? [:], viewsB = gb["views"]?.objectMembers ?? [:]
        for id in Set(viewsA.keys).union(viewsB.keys).sorted() {
            guard let pa = viewsA[id]?.objectMembers, let pb = viewsB[id]?.objectMembers else {
                rows.append(Row(step: stepLabel, view: id, property: "(view)",
                                golden: viewsA[id] == nil ? absent : "present", actual: viewsB[id] == nil ? absent : "present"))
                continue
            }
            compare(view: id, pa, pb)
        }
        return rows
    }

    /// Every value that is not an object or a list of objects, by its path: `velocity` inside
    /// `scroll` is `scroll.velocity`, the frame of a table's third cell `cells[2].frame`, so a
    /// row shows the one number that moved rather than the whole nested value.
    private static func leaves(_ members: [String: TraceValue], skipping: Set<String> = []) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ value: TraceValue, _ path: String) {
            switch value {
            case .object(let o):
                if o.isEmpty { out[path] = "{}" }
                for (key, v) in o { walk(v, path.isEmpty ? key : "\(path).\(key)") }
            case .array(let items) where items.contains(where: { $0.objectMembers != nil }):
                if items.isEmpty { out[path] = "[]" }
                for (k, v) in items.enumerated() { walk(v, "\(path)[\(k)]") }
            default:
                out[path] = value.text
            }
        }
        for (key, value) in members where !skipping.contains(key) { walk(value, key) }
        return out
    }

    /// Paths in reading order: `cells[2]` before `cells[10]`.
    private static func pathOrder(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: .numeric) == .orderedAscending
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
