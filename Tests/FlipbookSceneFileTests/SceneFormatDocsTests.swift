import Foundation
import XCTest
import FlipbookTestSupport

/// docs/scene-format.md is the reference a scene file's author reads: every key the schema
/// allows, every word it accepts as a value, and every key the fixtures (the examples) use must
/// appear there as code (`key` or inside a ``` block). A failure names each missing term.
final class SceneFormatDocsTests: XCTestCase {
    static let docs = Checker.packageRoot.appendingPathComponent("docs")
    static let fixtures = Checker.packageRoot.appendingPathComponent("fixtures")

    func testEverySchemaKeyIsDocumented() throws {
        let (keys, _) = try SchemaTerms.read(Self.docs.appendingPathComponent("scene.schema.json"))
        XCTAssertGreaterThan(keys.count, 50, "the schema's keys were not found: the test would check nothing")
        let missing = try Self.undocumented(keys)
        XCTAssertEqual(missing, [], "keys of docs/scene.schema.json missing from docs/scene-format.md: \(missing.joined(separator: ", "))")
    }

    func testEverySchemaValueWordIsDocumented() throws {
        let (_, words) = try SchemaTerms.read(Self.docs.appendingPathComponent("scene.schema.json"))
        XCTAssertGreaterThan(words.count, 30)
        let missing = try Self.undocumented(words)
        XCTAssertEqual(missing, [], "values (enums) of docs/scene.schema.json missing from docs/scene-format.md: \(missing.joined(separator: ", "))")
    }

    func testEveryKeyTheExamplesUseIsDocumented() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(files.count, 22, "the four seed scenes, the three hero transitions, the five touch scenes, the five collection scenes, the four layer scenes and the landscape push are the examples")
        var keys = Set<String>()
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixtures.appendingPathComponent(file)))
            SchemaTerms.collectKeys(json, into: &keys)
        }
        XCTAssertTrue(keys.isSuperset(of: ["screens", "controllers", "views", "title"]), "the walk reaches into the named screens")
        XCTAssertFalse(keys.contains("inbox"), "a screen's name is the author's, not a key of the format")
        let missing = try Self.undocumented(keys)
        XCTAssertEqual(missing, [], "keys used in fixtures/ missing from docs/scene-format.md: \(missing.joined(separator: ", "))")
    }

    /// The trace has its own reference, held to the same rule: every key and value its schema
    /// names is in docs/trace-format.md.
    func testEveryTraceSchemaTermIsDocumented() throws {
        let (keys, words) = try SchemaTerms.read(Self.docs.appendingPathComponent("trace.schema.json"))
        XCTAssertTrue(keys.isSuperset(of: ["index", "scroll", "velocity", "cells", "indexPath", "font"]), "\(keys.sorted())")
        let text = try String(contentsOf: Self.docs.appendingPathComponent("trace-format.md"), encoding: .utf8)
        let missing = DocumentedTerms(markdown: text).missing(from: keys.union(words))
        XCTAssertEqual(missing, [], "terms of docs/trace.schema.json missing from docs/trace-format.md: \(missing.joined(separator: ", "))")
    }

    /// The reference's parser finds code in spans (across a line break too) and fenced blocks,
    /// and nothing in prose: so the tests above can fail.
    func testTheReferenceParserReadsCodeOnly() {
        let doc = """
        The `alpha` and `frame
        [x, y]` keys; hidden is prose. ``a `tick` inside``.

        ```json
        {"driver": {"type": "drag"}}
        ```
        """
        let terms = DocumentedTerms(markdown: doc).terms
        XCTAssertEqual(terms, ["alpha", "frame", "x", "y", "a", "tick", "inside", "json", "driver", "type", "drag"])
        XCTAssertEqual(DocumentedTerms(markdown: doc).missing(from: ["alpha", "hidden", "drag", "rules"]), ["hidden", "rules"])
    }

    static func undocumented(_ terms: Set<String>) throws -> [String] {
        let text = try String(contentsOf: docs.appendingPathComponent("scene-format.md"), encoding: .utf8)
        return DocumentedTerms(markdown: text).missing(from: terms)
    }
}

/// The words a Markdown page shows as code: in inline code spans (a run of backticks up to the
/// next run of the same length, as CommonMark pairs them) and fenced ``` blocks.
struct DocumentedTerms {
    let terms: Set<String>

    init(markdown: String) {
        var found = Set<String>()
        var inFence = false
        var prose = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if !inFence { found.formUnion(Self.words(Self.codeSpans(prose))); prose = "" }
                inFence.toggle()
                // A fence's info string (```json) is code too.
                found.formUnion(Self.words([String(line)]))
                continue
            }
            if inFence { found.formUnion(Self.words([String(line)])) } else { prose += line + "\n" }
        }
        found.formUnion(Self.words(Self.codeSpans(prose)))
        terms = found
    }

    /// The terms not documented, sorted.
    func missing(from wanted: Set<String>) -> [String] { wanted.subtracting(terms).sorted() }

    private static func codeSpans(_ text: String) -> [String] {
        var spans: [String] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            guard chars[i] == "`" else { i += 1; continue }
            var run = 0
            while i + run < chars.count, chars[i + run] == "`" { run += 1 }
            let start = i + run
            var j = start
            var closed = false
            while j < chars.count {
                guard chars[j] == "`" else { j += 1; continue }
                var other = 0
                while j + other < chars.count, chars[j + other] == "`" { other += 1 }
                if other == run { closed = true; break }
                j += other
            }
            guard closed else { i = start; continue }
            spans.append(String(chars[start..<j]))
            i = j + run
        }
        return spans
    }

    private static func words(_ spans: [String]) -> Set<String> {
        var out = Set<String>()
        for span in spans {
            // Dotted names (`transform.scale`, a key path a schema enum lists whole) count whole as
            // well as by their parts.
            var dotted = ""
            for c in span + " " {
                if c.isLetter || c.isNumber || c == "_" || c == "." && !dotted.isEmpty {
                    dotted.append(c)
                } else {
                    while dotted.hasSuffix(".") { dotted.removeLast() }
                    if dotted.contains("."), let first = dotted.first, first.isLetter { out.insert(dotted) }
                    dotted = ""
                }
            }
            var word = ""
            for c in span + " " {
                if c.isLetter || c.isNumber || c == "_" || c == "-" && !word.isEmpty {
                    word.append(c)
                } else {
                    if let first = word.first, first.isLetter || first == "_" { out.insert(word) }
                    word = ""
                }
            }
        }
        return out
    }
}

/// The terms a JSON Schema defines: property names, and the words its `enum`s accept.
enum SchemaTerms {
    static func read(_ url: URL) throws -> (keys: Set<String>, words: Set<String>) {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        var keys = Set<String>(), words = Set<String>()
        walk(schema, keys: &keys, words: &words)
        return (keys, words)
    }

    private static func walk(_ node: Any, keys: inout Set<String>, words: inout Set<String>) {
        if let object = node as? [String: Any] {
            for (key, value) in object {
                if key == "properties", let properties = value as? [String: Any] { keys.formUnion(properties.keys) }
                if key == "enum", let values = value as? [Any] { words.formUnion(values.compactMap { $0 as? String }) }
                walk(value, keys: &keys, words: &words)
            }
        } else if let array = node as? [Any] {
            for item in array { walk(item, keys: &keys, words: &words) }
        }
    }

    /// Every object key in a JSON value.
    /// The objects whose keys are names the author chooses (the schema's two name maps): their
    /// values are walked, their keys are not terms of the format.
    static let nameMaps: Set<String> = ["screens", "controllers"]

    static func collectKeys(_ node: Any, into keys: inout Set<String>) {
        if let object = node as? [String: Any] {
            keys.formUnion(object.keys)
            for (key, value) in object {
                if nameMaps.contains(key), let named = value as? [String: Any] {
                    for screen in named.values { collectKeys(screen, into: &keys) }
                } else {
                    collectKeys(value, into: &keys)
                }
            }
        } else if let array = node as? [Any] {
            for item in array { collectKeys(item, into: &keys) }
        }
    }
}
