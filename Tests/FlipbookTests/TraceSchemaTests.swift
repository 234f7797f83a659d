import Foundation
import XCTest
import Flipbook
import FlipbookExamples
import FlipbookTestSupport

/// docs/trace.schema.json, checked by an independent validator (Python's jsonschema) against the
/// golden traces and fresh traces of every built-in scene; and the key order docs/trace-format.md
/// promises, read by Python's json, which keeps an object's keys in the order of the text.
final class TraceSchemaTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("trace-schema") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    static let schema = Checker.packageRoot.appendingPathComponent("docs/trace.schema.json")

    func testEveryGoldenTraceValidates() throws {
        let golden = Checker.packageRoot.appendingPathComponent("golden")
        let fm = FileManager.default
        let scenes = try fm.contentsOfDirectory(atPath: golden.path).sorted().map { golden.appendingPathComponent($0) }
        var traces = scenes.map { $0.appendingPathComponent("trace.jsonl") }.filter { fm.fileExists(atPath: $0.path) }
        let fixtures = try fm.contentsOfDirectory(atPath: Checker.packageRoot.appendingPathComponent("fixtures").path)
            .filter { $0.hasSuffix(".json") }
        XCTAssertEqual(traces.count, fixtures.count, "a golden trace per fixture")
        // And each recorded variant's (golden/<scene>/variants/<name>/trace.jsonl).
        for scene in scenes {
            let variants = scene.appendingPathComponent("variants")
            for name in (try? fm.contentsOfDirectory(atPath: variants.path).sorted()) ?? [] {
                let trace = variants.appendingPathComponent(name).appendingPathComponent("trace.jsonl")
                if fm.fileExists(atPath: trace.path) { traces.append(trace) }
            }
        }
        try Checker.require(.jsonschema)
        // Goldens recorded before the trace had `scroll` fail here until they are re-recorded
        // (`flipbook record`), which is the point: the golden is the documented format.
        try assertValid(traces, hint: "re-record with `flipbook record` if the trace format changed")
    }

    func testFreshTracesOfEveryBuiltInSceneValidate() throws {
        var traces: [URL] = []
        for builtIn in BuiltInScenes.all {
            traces.append(try TraceFixture.render(builtIn.name, into: dir))
        }
        XCTAssertEqual(traces.count, 8)
        try Checker.require(.jsonschema)
        try assertValid(traces, hint: "StepTrace writes what docs/trace.schema.json does not allow")
    }

    /// The validator is really asked: a line of the first format (no `scroll`) and a view with an
    /// unknown key are refused, and keys out of order are noticed.
    func testTheCheckRefusesLinesOutsideTheFormat() throws {
        let bad = dir.appendingPathComponent("bad.jsonl")
        let lines = [
            #"{"index":0,"time":0,"offset":null,"callbacks":[],"views":{}}"#,
            #"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"a":{"frame":[0,0,1,1],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"colour":"red"}}}"#,
            #"{"time":0,"index":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#,
            #"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#,
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: bad)
        try Checker.require(.jsonschema)
        let report = try TraceFixture.check([bad])
        XCTAssertEqual(report.count, 1)
        XCTAssertEqual(report.first?.lines, 4)
        XCTAssertEqual(report.first?.invalid, 2, report.first?.first ?? "")
        XCTAssertEqual(report.first?.misordered, 1, report.first?.first ?? "")
    }

    private func assertValid(_ traces: [URL], hint: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let report = try TraceFixture.check(traces)
        XCTAssertEqual(report.count, traces.count, file: file, line: line)
        for entry in report {
            XCTAssertGreaterThan(entry.lines, 0, "\(entry.path): empty", file: file, line: line)
            XCTAssertEqual(entry.invalid, 0, "\(entry.path): \(entry.invalid) lines fail the schema, first: \(entry.first) (\(hint))",
                           file: file, line: line)
            XCTAssertEqual(entry.misordered, 0, "\(entry.path): \(entry.misordered) lines out of the documented order, first: \(entry.first)",
                           file: file, line: line)
        }
    }
}

/// Renders built-in scenes' traces and asks Python to check trace files.
enum TraceFixture {
    /// The trace of a built-in scene at scale 2 (the goldens' scale), with nothing else rendered.
    static func render(_ name: String, into dir: URL, traceViews: [String]? = nil) throws -> URL {
        let (scene, driver) = try BuiltInScenes.named(name)!.make(SceneTraits(scale: 2))
        scene.onWarning = { _ in }
        var options = RenderOptions()
        let url = dir.appendingPathComponent("\(name).jsonl")
        options.trace = url
        options.traceViews = traceViews
        try scene.render(driver, to: [OutputTarget](), options: options)
        return url
    }

    /// One file's result: lines, lines the schema refuses, lines whose keys are out of order
    /// (or repeated), and the first problem's message.
    struct Entry { var path: String; var lines: Int; var invalid: Int; var misordered: Int; var first: String }

    static func check(_ files: [URL]) throws -> [Entry] {
        let script = #"""
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        TOP = ["index", "time", "offset", "scroll", "callbacks", "views", "transition", "size", "trimmed"]
        SCROLL = ["contentSize", "inset", "adjustedInset", "velocity", "dragging", "decelerating", "animating", "release"]
        RELEASE = ["velocity", "target"]
        VIEW = ["frame", "alpha", "transform", "hidden", "text", "font", "cells", "animations"]
        CELL = ["indexPath", "frame", "alpha", "transform", "hidden", "labels"]
        LABEL = ["text", "font"]
        FONT = ["family", "size", "weight"]
        ANIMATION = ["key", "keyPath", "sublayer"]
        def order(line):
            problems = []
            def hook(pairs):
                keys = [k for k, _ in pairs]
                if len(set(keys)) != len(keys): problems.append("repeated key in %s" % keys)
                return dict(pairs)
            d = json.loads(line, object_pairs_hook=hook)
            def expect(obj, wanted, where):
                if not isinstance(obj, dict): return
                keys = list(obj.keys())
                if keys != [k for k in wanted if k in obj]: problems.append("%s: keys %s" % (where, keys))
            expect(d, TOP, "line")
            expect(d.get("scroll"), SCROLL, "scroll")
            expect((d.get("scroll") or {}).get("release"), RELEASE, "release")
            for name, view in (d.get("views") or {}).items():
                expect(view, VIEW, name)
                expect(view.get("font"), FONT, name + ".font")
                for a in view.get("animations", []):
                    expect(a, ANIMATION, name + " animation")
                cells = view.get("cells", [])
                paths = [c.get("indexPath") for c in cells]
                if paths != sorted(paths): problems.append(name + ": cells not by index path")
                for c in cells:
                    expect(c, CELL, name + " cell")
                    for l in c.get("labels", []):
                        expect(l, LABEL, name + " label")
                        expect(l.get("font"), FONT, name + " label font")
            return problems
        for path in sys.argv[2:]:
            lines = open(path, encoding="utf-8").read().splitlines()
            invalid = misordered = 0
            first = ""
            for n, line in enumerate(lines, 1):
                try:
                    errors = sorted(validator.iter_errors(json.loads(line)), key=lambda e: list(e.path))
                except ValueError as e:
                    errors = [e]
                if errors:
                    invalid += 1
                    first = first or "line %d: %s" % (n, getattr(errors[0], "message", str(errors[0])))
                    continue
                problems = order(line)
                if problems:
                    misordered += 1
                    first = first or "line %d: %s" % (n, problems[0])
            print(json.dumps({"path": path, "lines": len(lines), "invalid": invalid, "misordered": misordered, "first": first}))
        """#
        let run = try ProcessRun(URL(fileURLWithPath: Checker.python), ["-c", script, TraceSchemaTests.schema.path] + files.map(\.path))
        guard run.status == 0 else { throw Failure(description: "python: \(run.stderr)") }
        return try run.stdout.split(separator: "\n").map { line in
            let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return Entry(path: o["path"] as! String, lines: o["lines"] as! Int, invalid: o["invalid"] as! Int,
                         misordered: o["misordered"] as! Int, first: o["first"] as! String)
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }
}
