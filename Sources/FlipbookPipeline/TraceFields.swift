import FlipbookRender
import FlipbookSupport

/// The members of one object of a trace line, taken out by name as `TraceRecord.init(json:)`
/// reads them, so that what is left at the end is what the format does not have. Every error
/// names the value's path in the line (`views.table.cells[2].frame`).
///
/// ```swift
/// var line = try TraceFields(try TraceJSON(parsing: #"{"index":3,"extra":1}"#), path: "")
/// try line.int("index")      // 3
/// try line.finish()          // TraceRecordError: extra: not a key of the trace format
/// ```
struct TraceFields {
    let path: String
    /// Those not taken yet, in the line's order.
    private(set) var members: [(key: String, value: TraceJSON)]

    init(_ json: TraceJSON, path: String) throws {
        guard case .object(let members) = json else { throw TraceRecordError(path: path, reason: "expected an object") }
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            throw TraceRecordError(path: Self.join(path, member.key), reason: "appears twice")
        }
        self.path = path
        self.members = members
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ key: String, _ reason: String) -> TraceRecordError {
        TraceRecordError(path: Self.join(path, key), reason: reason)
    }

    /// Takes `key`, if the object has it.
    mutating func take(_ key: String) -> TraceValueAt? {
        guard let k = members.firstIndex(where: { $0.key == key }) else { return nil }
        return TraceValueAt(value: members.remove(at: k).value, path: Self.join(path, key))
    }

    mutating func required(_ key: String) throws -> TraceValueAt {
        guard let value = take(key) else { throw error(key, "missing") }
        return value
    }

    mutating func optional<T>(_ key: String, _ read: (TraceValueAt) throws -> T) throws -> T? {
        try take(key).map(read)
    }

    /// A key that is always there and `null` when it does not apply (`offset`, `scroll`).
    mutating func nullable<T>(_ key: String, _ read: (TraceValueAt) throws -> T) throws -> T? {
        let value = try required(key)
        if case .null = value.value { return nil }
        return try read(value)
    }

    mutating func number(_ key: String) throws -> Double { try required(key).number() }
    mutating func int(_ key: String) throws -> Int { try required(key).int() }
    mutating func list<T>(_ key: String, _ each: (TraceValueAt) throws -> T) throws -> [T] { try required(key).list(each) }

    /// Refuses whatever was not taken.
    func finish() throws {
        if let extra = members.first { throw error(extra.key, "not a key of the trace format here") }
    }
}

/// One value of a trace line and where it is, read as the type the format says it has.
struct TraceValueAt {
    let value: TraceJSON
    let path: String

    func error(_ reason: String) -> TraceRecordError { TraceRecordError(path: path, reason: reason) }

    func fields() throws -> TraceFields { try TraceFields(value, path: path) }

    /// A number; `null` is a number that was not finite (JSON has no infinities).
    func number() throws -> Double {
        switch value {
        case .number(let v): return v
        case .null: return .nan
        default: throw error("expected a number")
        }
    }

    func int() throws -> Int {
        guard case .number(let v) = value, let n = Int(exactly: v) else { throw error("expected a whole number") }
        return n
    }

    func bool() throws -> Bool {
        guard case .bool(let v) = value else { throw error("expected true or false") }
        return v
    }

    func string() throws -> String {
        guard case .string(let v) = value else { throw error("expected a string") }
        return v
    }

    func list<T>(_ each: (TraceValueAt) throws -> T) throws -> [T] {
        guard case .array(let items) = value else { throw error("expected a list") }
        return try items.enumerated().map { try each(TraceValueAt(value: $1, path: "\(path)[\($0)]")) }
    }

    func numbers(count: Int) throws -> [Double] {
        let numbers = try list { try $0.number() }
        guard numbers.count == count else { throw error("expected \(count) numbers, found \(numbers.count)") }
        return numbers
    }

    func point() throws -> Point {
        let n = try numbers(count: 2)
        return Point(x: n[0], y: n[1])
    }
}

/// A trace line that is not one: not JSON, or not the documented format. Names the file and
/// line when it came from one, and the value's path in the line. Exit 2: a trace is input.
///
/// ```swift
/// TraceRecordError(file: "golden/a/trace.jsonl", line: 3, path: "views.title.frame", reason: "expected 4 numbers, found 3").description
/// // "golden/a/trace.jsonl line 3: views.title.frame: expected 4 numbers, found 3"
/// ```
public struct TraceRecordError: FlipbookError, Equatable {
    public var file: String?
    public var line: Int?
    /// Where in the line; empty for the line as a whole.
    public var path: String
    public var reason: String

    public init(file: String? = nil, line: Int? = nil, path: String, reason: String) {
        self.file = file
        self.line = line
        self.path = path
        self.reason = reason
    }

    public var exitCode: ExitCode { .badInput }

    public var description: String {
        let place = [file, line.map { "line \($0)" }].compactMap { $0 }.joined(separator: " ")
        let inLine = path.isEmpty ? reason : "\(path): \(reason)"
        return place.isEmpty ? inLine : "\(place): \(inLine)"
    }
}
