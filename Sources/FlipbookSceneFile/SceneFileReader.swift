import FlipbookScene
import FlipbookSupport
/// Collects every problem a scene file has, each with its place.
final class ProblemLog {
    let file: String
    private(set) var problems: [SceneFileError] = []
    /// Guards against files that produce endless errors.
    static let limit = 200

    init(file: String) { self.file = file }

    func add(_ place: String, _ message: String) {
        guard problems.count < Self.limit else { return }
        problems.append(SceneFileError(file: file, place: place, message: message))
    }

    var isEmpty: Bool { problems.isEmpty }
}

/// A JSON value at a path, read with the types the format expects; every mismatch becomes a
/// problem naming the path and what was found.
struct Node {
    let value: JSONValue
    let path: String
    let log: ProblemLog

    func object(_ allowed: [String]) -> ObjectReader? {
        guard case .object(let pairs) = value else {
            log.add(path, "expected an object, found \(value.kind)")
            return nil
        }
        return ObjectReader(pairs: pairs, path: path, log: log, allowed: allowed)
    }

    var array: [Node]? {
        guard case .array(let items) = value else {
            log.add(path, "expected a list, found \(value.kind)")
            return nil
        }
        return items.enumerated().map { Node(value: $1, path: "\(path)[\($0)]", log: log) }
    }

    var string: String? {
        guard case .string(let s) = value else {
            log.add(path, "expected a string, found \(value.kind)")
            return nil
        }
        return s
    }

    /// A finite number; NaN and infinities cannot appear in JSON, but huge exponents overflow.
    var number: Double? {
        guard case .number(let n) = value else {
            log.add(path, "expected a number, found \(value.kind)")
            return nil
        }
        guard n.isFinite else {
            log.add(path, "the number is not finite")
            return nil
        }
        return n
    }

    var bool: Bool? {
        guard case .bool(let b) = value else {
            log.add(path, "expected true or false, found \(value.kind)")
            return nil
        }
        return b
    }

    /// `[a, b]` of numbers.
    func numbers(_ count: Int) -> [Double]? {
        guard let items = array else { return nil }
        guard items.count == count else {
            log.add(path, "expected a list of \(count) numbers, found \(items.count) item\(items.count == 1 ? "" : "s")")
            return nil
        }
        let values = items.compactMap(\.number)
        return values.count == count ? values : nil
    }
}

/// An object's keys, read one by one; `finish()` reports the keys nobody read, with the
/// closest known key as a suggestion.
final class ObjectReader {
    let path: String
    let log: ProblemLog
    private let pairs: [(String, JSONValue)]
    private let allowed: [String]

    init(pairs: [(String, JSONValue)], path: String, log: ProblemLog, allowed: [String]) {
        self.pairs = pairs; self.path = path; self.log = log; self.allowed = allowed
    }

    var keys: [String] { pairs.map(\.0) }

    subscript(_ key: String) -> Node? {
        guard let value = pairs.first(where: { $0.0 == key })?.1 else { return nil }
        return Node(value: value, path: "\(path).\(key)", log: log)
    }

    func required(_ key: String) -> Node? {
        if let node = self[key] { return node }
        log.add(path, "missing required key \"\(key)\"")
        return nil
    }

    func string(_ key: String) -> String? { self[key]?.string }
    func number(_ key: String) -> Double? { self[key]?.number }
    func bool(_ key: String) -> Bool? { self[key]?.bool }

    /// Keys that are not part of this object's schema, each reported once.
    func finish() {
        for (key, _) in pairs where !allowed.contains(key) {
            let hint = Suggest.closest(to: key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add("\(path).\(key)", "unknown property \"\(key)\"\(hint)")
        }
    }
}
