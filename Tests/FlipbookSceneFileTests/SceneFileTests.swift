import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookRender
import FlipbookScene
import FlipbookExamples
@testable import FlipbookSceneFile

/// Scene files: the fixtures against their Swift twins, and every kind of bad input.
final class SceneFileTests: XCTestCase {
    static let fixtures: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("fixtures").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("fixtures")
    }()

    func testEachFixtureRendersTheSameFramesAsItsBuiltInTwin() throws {
        for name in ["blog-header", "scroll-effects", "dynamic-header", "large-title-image"] {
            let file = try SceneFileLoader.load(path: Self.fixtures.appendingPathComponent("\(name).json").path, scale: 1)
            let (twin, twinDriver) = try XCTUnwrap(BuiltInScenes.named(name)).make(SceneTraits(scale: 1))
            var fileDriver = file.driver, builtDriver = twinDriver
            let rasterizer = Rasterizer()
            var k = 0
            while true {
                let a = fileDriver.next(file.scene), b = builtDriver.next(twin)
                XCTAssertEqual(a, b, "\(name): step \(k)")
                guard let a, let b else { break }
                file.scene.advance(to: a)
                twin.advance(to: b)
                let fa = try rasterizer.render(file.scene.displayList()), fb = try rasterizer.render(twin.displayList())
                XCTAssertTrue(fa == fb, "\(name): frame \(k) differs")
                if fa != fb { break }
                k += 1
            }
            XCTAssertGreaterThan(k, 30, name)
            XCTAssertEqual(SceneFileLoader.validate(path: Self.fixtures.appendingPathComponent("\(name).json").path), [], name)
        }
    }

    /// The shipped JSON Schema accepts every fixture and refuses an unknown key (checked by an
    /// independent validator: Python's jsonschema).
    func testJSONSchemaAgreesWithTheFixtures() throws {
        try Checker.require(.jsonschema)
        let python = Checker.python
        let docs = Self.fixtures.deletingLastPathComponent().appendingPathComponent("docs/scene.schema.json")
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        v = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            print(path.rsplit('/', 1)[-1], len(list(v.iter_errors(json.load(open(path))))))
        bad = {"views": [{"id": "a", "colour": "red"}], "driver": {"type": "timeline", "duration": 1}}
        print("bad", len(list(v.iter_errors(bad))) > 0)
        """
        let run = try ProcessRun(URL(fileURLWithPath: python), ["-c", script, docs.path]
            + ["blog-header", "dynamic-header", "large-title-image", "scroll-effects"]
            .map { Self.fixtures.appendingPathComponent("\($0).json").path })
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "blog-header.json 0\ndynamic-header.json 0\nlarge-title-image.json 0\nscroll-effects.json 0\nbad True\n")
    }

    // MARK: Bad input

    /// The problems `validate` finds (or, with `warnings`, its warnings), the file named scene.json.
    private func problems(warnings: Bool = false, _ json: String, assets: [String: Data] = [:]) throws -> [SceneFileError] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-scene-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, data) in assets {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let file = dir.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: file)
        let check = SceneFileLoader.check(path: file.path)
        return (warnings ? check.warnings : check.problems).map {
            SceneFileError(file: "scene.json", place: $0.place, message: $0.message)
        }
    }

    private let minimal = """
    {"views": [{"id": "box", "frame": [0, 0, 10, 10]}], "driver": {"type": "timeline", "duration": 0.1}}
    """

    func testAMinimalFileIsClean() throws {
        XCTAssertEqual(try problems(minimal), [])
    }

    func testDarkAppearanceDefaults() throws {
        let dir = try temporaryDirectory("dark")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("dark.json")
        try Data("""
        {"screen": {"appearance": "dark", "scale": 1}, "views": [{"id": "t", "type": "label", "text": "Hi", "frame": [0, 0, 100, 40]}],
         "driver": {"type": "timeline", "duration": 0}}
        """.utf8).write(to: file)
        let loaded = try SceneFileLoader.load(path: file.path)
        XCTAssertEqual(loaded.scene.appearance, .dark)
        XCTAssertEqual(loaded.scene.backgroundColor.resolved(for: loaded.scene.appearance), .black)
        XCTAssertEqual((loaded.scene.root.viewWithID("t") as? Label)?.textColor.resolved(for: loaded.scene.appearance), .white)
    }

    func testMalformedJSONNamesLineAndColumn() throws {
        let found = try problems("{\n  \"views\": [],\n  \"driver\": {\"type\": \"timeline\",, \"duration\": 1}\n}")
        XCTAssertEqual(found.map(\.place), ["line 3, column 33"])
        XCTAssertTrue(found[0].message.hasPrefix("malformed JSON"), found[0].message)
        let trailing = try problems("{\"views\": [1,],}")
        XCTAssertEqual(trailing.first?.place, "line 1, column 14")
        XCTAssertTrue(trailing.first?.message.contains("trailing comma") == true)
    }

    func testWrongTypesNameTheirJSONPath() throws {
        let found = try problems("""
        {"views": [{"id": "t", "type": "label", "text": 12, "font": {"size": "big"}}], "driver": {"type": "timeline", "duration": "1"}}
        """)
        let places = found.map(\.place)
        XCTAssertTrue(places.contains("$.views[0].text"), "\(found)")
        XCTAssertTrue(places.contains("$.views[0].font.size"), "\(found)")
        XCTAssertTrue(places.contains("$.driver.duration"), "\(found)")
    }

    func testUnknownIdsAndPropertiesGetSuggestions() throws {
        let found = try problems("""
        {"views": [{"id": "header", "frame": [0, 0, 10, 10], "backgroundColour": "red"}],
         "constraints": ["headr.top == root.top"],
         "bindings": [{"set": "header.alpah", "to": "1"}, {"set": "header.alpha", "to": "scroll.z"}],
         "driver": {"type": "timeline", "duration": 0.1}}
        """)
        let text = found.map(\.description).joined(separator: "\n")
        XCTAssertTrue(text.contains("unknown property \"backgroundColour\"; did you mean \"backgroundColor\"?"), text)
        XCTAssertTrue(text.contains("unknown view id \"headr\"; did you mean \"header\"?"), text)
        XCTAssertTrue(text.contains("\"alpah\" is not a property bindings can set; did you mean \"alpha\"?"), text)
        XCTAssertTrue(text.contains("unknown reference \"scroll.z\""), text)
    }

    func testExpressionErrorsShowACaret() throws {
        let found = try problems("""
        {"views": [{"id": "box", "frame": [0, 0, 10, 10]}],
         "bindings": [{"set": "box.alpha", "to": "max(1, 2"}],
         "driver": {"type": "timeline", "duration": 0.1}}
        """)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].place, "$.bindings[0].to")
        XCTAssertTrue(found[0].message.contains("max(1, 2\n") && found[0].message.contains("^"), found[0].message)
    }

    func testNonFiniteAndOutOfRangeNumbers() throws {
        let found = try problems("""
        {"screen": {"size": [100000, 100000], "scale": 7}, "views": [{"id": "box", "frame": [0, 0, 1e999, 10]}],
         "driver": {"type": "offsets", "from": 0, "to": 1e6, "step": 1}}
        """)
        let text = found.map(\.description).joined(separator: "\n")
        XCTAssertTrue(text.contains("screen sides must be in 1…4096 points"), text)
        XCTAssertTrue(text.contains("scale must be 1, 2 or 3"), text)
        XCTAssertTrue(text.contains("$.views[0].frame[2]: the number is not finite"), text)
        XCTAssertTrue(text.contains("must give 1…10000 offsets"), text)
    }

    func testDuplicateIdsAndTooManyViews() throws {
        let dup = try problems("""
        {"views": [{"id": "a"}, {"id": "a"}], "driver": {"type": "timeline", "duration": 0.1}}
        """)
        XCTAssertTrue(dup.contains { $0.message == "duplicate id \"a\" (first used at $.views[0].id)" }, "\(dup)")
        let many = try problems("""
        {"views": [{"repeat": {"count": \(SceneFileLimits.views)}, "view": {"subviews": [{}]}}], "driver": {"type": "timeline", "duration": 0.1}}
        """)
        XCTAssertTrue(many.contains { $0.message.contains("more than \(SceneFileLimits.views) views") }, "\(many)")
    }

    func testAssetsMustBeInsideTheFolderAndReadable() throws {
        func scene(_ src: String) -> String {
            """
            {"views": [{"id": "icon", "type": "image", "src": "\(src)"}], "driver": {"type": "timeline", "duration": 0.1}}
            """
        }
        XCTAssertTrue(try problems(scene("missing.png")).contains { $0.message.contains("image not found") })
        XCTAssertTrue(try problems(scene("bad.png"), assets: ["bad.png": Data("nope".utf8)])
            .contains { $0.message.contains("not a readable PNG") })
        XCTAssertTrue(try problems(scene("../outside.png")).contains { $0.message.contains("leaves the scene file's folder") })
        XCTAssertTrue(try problems(scene("/etc/passwd")).contains { $0.message.contains("is absolute") })
        let icon = try Data(contentsOf: Self.fixtures.appendingPathComponent("assets/avatar@3x.png"))
        XCTAssertEqual(try problems(scene("assets/a@3x.png"), assets: ["assets/a@3x.png": icon]), [])
    }

    /// Warnings, not problems: `render` breaks a constraint and goes on as UIKit does, so
    /// `validate` must not refuse what `render` accepts; it lists them as warnings.
    func testConflictingAndAmbiguousConstraintsAreWarnings() throws {
        let found = try problems(warnings: true, """
        {"views": [{"id": "box"}],
         "constraints": ["box.top == root.top", "box.leading == root.leading", "box.width == 10", "box.width == 20",
                         "box.height >= 5"],
         "driver": {"type": "timeline", "duration": 0.1}}
        """)
        let text = found.map(\.message).joined(separator: "\n")
        XCTAssertTrue(text.contains("Unable to simultaneously satisfy constraints"), text)
        XCTAssertTrue(text.contains("box.width == 10") && text.contains("box.width == 20"), text)
        XCTAssertTrue(text.contains("ambiguous layout: 'box' has an ambiguous height"), text)
        XCTAssertEqual(try problems("""
        {"views": [{"id": "box"}],
         "constraints": ["box.top == root.top", "box.leading == root.leading", "box.width == 10", "box.width == 20",
                         "box.height >= 5"],
         "driver": {"type": "timeline", "duration": 0.1}}
        """), [], "no problem: render accepts it")
    }

    /// Thousands of mutated fixtures: every one loads or is refused with problems; none traps.
    /// Counted: enough of them load (so the loop reaches the builder and the drive, not only the
    /// JSON reader) and enough are refused, each refusal a bad-input error (exit 2) whose every
    /// problem names its file, a place and what is wrong.
    func testMutatedFixturesNeverCrash() throws {
        var generator = SplitMix(seed: 0x5EED)
        let sources = try ["blog-header", "dynamic-header", "large-title-image", "scroll-effects"].map {
            try Array(Data(contentsOf: Self.fixtures.appendingPathComponent("\($0).json")))
        }
        let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "null", "-1e400", "1e999", "0", "\"x\"", "true",
                                 "\"root\"", "max(", "/ 0", "..", "\"../../etc/passwd\"", "9999999"].map { Array($0.utf8) }
        let dir = try temporaryDirectory("fuzz")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("assets"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for asset in ["swift@3x.png", "apple@3x.png", "avatar@3x.png"] {
            try? FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("assets/\(asset)"),
                                              to: dir.appendingPathComponent("assets/\(asset)"))
        }
        let path = dir.appendingPathComponent("mutant.json").path
        var loaded = 0, refused = 0, drivenSteps = 0
        var refusedAt: Set<String> = []   // kinds of place: "$", "line", "file"
        for round in 0..<2000 {
            let bytes = generator.mutate(sources[round % sources.count], tokens: tokens, maxEdits: 4)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                let scene = try SceneFileLoader.load(path: path, scale: 1)
                var driver = scene.driver
                for _ in 0..<3 {
                    guard let step = driver.next(scene.scene) else { break }
                    scene.scene.advance(to: step)
                    drivenSteps += 1
                }
                loaded += 1
            } catch let stopped as SceneFileProblems {
                refused += 1
                XCTAssertEqual(stopped.exitCode, .badInput, "round \(round)")
                XCTAssertFalse(stopped.problems.isEmpty, "round \(round): refused without a problem")
                for problem in stopped.problems {
                    XCTAssertEqual(problem.file, path, "round \(round)")
                    XCTAssertTrue(problem.place.hasPrefix("$") || problem.place.hasPrefix("line ") || problem.place == "file",
                                  "round \(round): place \(problem.place.debugDescription) names no place")
                    XCTAssertFalse(problem.message.isEmpty, "round \(round): \(problem.place) without a message")
                    refusedAt.insert(problem.place.hasPrefix("$") ? "$" : problem.place.hasPrefix("line ") ? "line" : "file")
                }
            }
        }
        // Any other error escapes the loop and fails the test. With this seed 60 load and 1,940
        // are refused (when written); the minimums fail if the mutations stop reaching the
        // builder and the drive (nothing loads) or stop being noticed (nothing is refused).
        XCTAssertEqual(loaded + refused, 2000)
        XCTAssertGreaterThanOrEqual(loaded, 40, "mutants that still load and drive")
        XCTAssertGreaterThanOrEqual(refused, 1_500, "mutants refused with problems")
        XCTAssertEqual(drivenSteps, 3 * loaded, "each loaded mutant is driven three steps")
        XCTAssertEqual(refusedAt, ["$", "line"], "refusals name JSON paths (bad values) and lines (malformed JSON)")
    }
}
