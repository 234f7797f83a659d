import FlipbookScene
import FlipbookSupport
/// Collects every problem a scene file has, each with its place.
final class ProblemLog {
    let document: SceneFileDocument
    private(set) var problems: [SceneFileError] = []
    /// Guards against files that produce endless errors.
    static let limit = 200

    init(document: SceneFileDocument) { self.document = document }

    var file: String { document.file }

    func add(_ place: String, _ message: String) {
        guard problems.count < Self.limit else { return }
        problems.append(document.problem(at: place, message))
    }

    var isEmpty: Bool { problems.isEmpty }
}

/// A JSON value at a path, read with the types the format expects; every mismatch becomes a
/// problem naming the path and what was found.
struct Node {
    let json: JSONNode
    let path: String
    let log: ProblemLog

    var value: JSONValue { json.value }

    /// The object here, read with the keys `allowed`; `otherKinds` are the keys of the object's
    /// sibling kinds (another driver type), which `finish()` names as theirs.
    func object(_ allowed: [String], otherKinds: ObjectReader.OtherKinds? = nil) -> ObjectReader? {
        guard case .object(let members) = value else {
            log.add(path, "expected an object, found \(value.kind)")
            return nil
        }
        return ObjectReader(members: members, path: path, log: log, allowed: allowed, otherKinds: otherKinds)
    }

    var array: [Node]? {
        guard case .array(let items) = value else {
            log.add(path, "expected a list, found \(value.kind)")
            return nil
        }
        return items.enumerated().map { Node(json: $1, path: "\(path)[\($0)]", log: log) }
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
    let members: [JSONMember]
    private let allowed: [String]
    private let otherKinds: OtherKinds?

    /// The kind an object is (`"drag"`, a `"driver"`) and its sibling kinds' keys by kind.
    struct OtherKinds {
        let kind: String
        let noun: String
        let keys: [String: [String]]
    }

    init(members: [JSONMember], path: String, log: ProblemLog, allowed: [String], otherKinds: OtherKinds? = nil) {
        self.members = members; self.path = path; self.log = log; self.allowed = allowed; self.otherKinds = otherKinds
    }

    var keys: [String] { members.map(\.key) }

    subscript(_ key: String) -> Node? {
        guard let value = members[key: key] else { return nil }
        return Node(json: value, path: "\(path).\(key)", log: log)
    }

    func required(_ key: String) -> Node? {
        if let node = self[key] { return node }
        log.add(path, "missing required key \"\(key)\"")
        return nil
    }

    func string(_ key: String) -> String? { self[key]?.string }
    func number(_ key: String) -> Double? { self[key]?.number }
    func bool(_ key: String) -> Bool? { self[key]?.bool }

    /// Keys that are not part of this object's schema, each reported once: a key of a sibling
    /// kind as that kind's, any other with the nearest allowed key.
    func finish() {
        for member in members where !allowed.contains(member.key) {
            let owners = otherKinds?.keys.filter { $0.value.contains(member.key) }.map(\.key).sorted() ?? []
            if let otherKinds, !owners.isEmpty {
                let article = "aeiou".contains(otherKinds.kind.first ?? "x") ? "an" : "a"
                log.add("\(path).\(member.key)", "\"\(member.key)\" is not a key of \(article) \"\(otherKinds.kind)\" \(otherKinds.noun); "
                        + "it belongs to " + owners.map { "\"\($0)\"" }.joined(separator: " and "))
                continue
            }
            let hint = Suggest.closest(to: member.key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add("\(path).\(member.key)", "unknown property \"\(member.key)\"\(hint)")
        }
    }
}
