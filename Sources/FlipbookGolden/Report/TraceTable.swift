import Foundation
import FlipbookPipeline
import FlipbookSupport

/// The difference between two step traces as rows a person reads: at which step, which view,
/// which property, and its golden and actual values, instead of two whole JSON lines. Lines are
/// read as `TraceRecord`s; one that is not a trace line is shown whole, with the reason.
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
        let old = TraceRecord.lines(of: golden), new = TraceRecord.lines(of: actual)
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil, b = i < new.count ? new[i] : nil
            guard a != b else { continue }
            for row in Self.rows(step: i, a, b) {
                if rows.count < limit { rows.append(row) } else { omitted += 1 }
            }
        }
    }

    /// The rows for one step whose lines differ.
    private static func rows(step i: Int, _ a: String?, _ b: String?) -> [Row] {
        func read(_ line: String?) -> Result<TraceRecord, any Error>? {
            line.map { line in Result { try TraceRecord(jsonLine: line, line: i + 1) } }
        }
        let ra = read(a), rb = read(b)
        let ja = try? ra?.get(), jb = try? rb?.get()
        let stepLabel = "\(ja?.index ?? jb?.index ?? i)"
        guard let ja, let jb else {
            // A step only one side has, or a line that is not a trace line: show the lines
            // themselves, and why one could not be read.
            func shown(_ line: String?, _ read: Result<TraceRecord, any Error>?) -> String {
                guard let line else { return absent }
                if case .failure(let error)? = read { return "(\(error)) " + clipped(line) }
                return clipped(line)
            }
            return [Row(step: stepLabel, view: sceneView, property: "line \(i + 1)", golden: shown(a, ra), actual: shown(b, rb))]
        }
        var rows: [Row] = []
        func compare(view: String, _ a: TraceJSON, _ b: TraceJSON, skipping: Set<String> = []) {
            let la = leaves(a, skipping: skipping), lb = leaves(b, skipping: skipping)
            for key in Set(la.keys).union(lb.keys).sorted(by: pathOrder) where la[key] != lb[key] {
                rows.append(Row(step: stepLabel, view: view, property: key, golden: la[key] ?? absent, actual: lb[key] ?? absent))
            }
        }
        compare(view: sceneView, ja.json, jb.json, skipping: ["views", "index"])
        let viewsA = Dictionary(ja.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let viewsB = Dictionary(jb.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in Set(viewsA.keys).union(viewsB.keys).sorted() {
            guard let va = viewsA[id], let vb = viewsB[id] else {
                rows.append(Row(step: stepLabel, view: id, property: "(view)",
                                golden: viewsA[id] == nil ? absent : "present", actual: viewsB[id] == nil ? absent : "present"))
                continue
            }
            compare(view: id, va.json, vb.json)
        }
        return rows
    }

    /// Every value that is not an object or a list of objects, by its path: `velocity` inside
    /// `scroll` is `scroll.velocity`, the frame of a table's third cell `cells[2].frame`, so a
    /// row shows the one number that moved rather than the whole nested value. It walks the
    /// record's JSON, so a key the trace gains later gets its rows with no change here.
    private static func leaves(_ value: TraceJSON, skipping: Set<String> = []) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ value: TraceJSON, _ path: String) {
            switch value {
            case .object(let o):
                if o.isEmpty { out[path] = "{}" }
                for (key, v) in o { walk(v, path.isEmpty ? key : "\(path).\(key)") }
            case .array(let items) where items.contains(where: { if case .object = $0 { true } else { false } }):
                for (k, v) in items.enumerated() { walk(v, "\(path)[\(k)]") }
            default:
                out[path] = text(value)
            }
        }
        guard case .object(let members) = value else { return out }
        for (key, value) in members where !skipping.contains(key) { walk(value, key) }
        return out
    }

    /// A value as a row shows it: lists spaced for reading (`[0, -12.5]`), numbers as the trace
    /// writes them.
    private static func text(_ value: TraceJSON) -> String {
        switch value {
        case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\(JSONText.quoted($0.key)): \(text($0.value))" }.joined(separator: ", ") + "}"
        default: value.text
        }
    }

    /// Paths in reading order: `cells[2]` before `cells[10]`.
    private static func pathOrder(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: .numeric) == .orderedAscending
    }

    private static func clipped(_ s: String) -> String { s.count > 160 ? String(s.prefix(160)) + "…" : s }
}
