import Foundation
import XCTest
import FlipbookTestSupport

/// Strict goldens from the command line: `verify` and `diff` fail on a brand colour change that
/// pixelmatch's default threshold cannot see, and say why when they compare perceptually.
final class GoldenStrictCommandTests: XCTestCase {
    private var repository: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("fixtures").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }

    func testBrandColourChangeFailsVerifyAndDiffButNotAnotherRenderersGolden() throws {
        let dir = try temporaryDirectory("strict-verify")
        defer { try? FileManager.default.removeItem(at: dir) }
        for folder in ["fixtures", "golden"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(folder), to: dir.appendingPathComponent(folder))
        }
        let scene = dir.appendingPathComponent("fixtures/blog-header.json")
        let golden = dir.appendingPathComponent("golden"), report = dir.appendingPathComponent("report")
        let rendererJSON = golden.appendingPathComponent("blog-header/renderer.json")
        func verify(_ extra: String...) throws -> ProcessRun {
            try runFlipbook(["verify", scene.path, "--golden", golden.path, "--report", report.path, "--record", "never"] + extra)
        }
        // The copied goldens may predate fingerprints: record them with this build first.
        let record = try flipbook("record", scene.path, "--golden", golden.path, "-q")
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: rendererJSON.path))
        let same = try verify()
        XCTAssertEqual(same.status, 0, same.stdout)
        XCTAssertFalse(same.stdout.contains("perceptually"), same.stdout)

        let text = try String(contentsOf: scene, encoding: .utf8)
        XCTAssertTrue(text.contains("#13315C"))
        try text.replacingOccurrences(of: "#13315C", with: "#1A3A68").write(to: scene, atomically: true, encoding: .utf8)
        let changed = try verify()
        XCTAssertEqual(changed.status, 1, changed.stdout + changed.stderr)
        XCTAssertTrue(changed.stdout.contains("blog-header frame 0: FAILED: "), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("exact; 0 beyond the perceptual threshold"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("verify: 0 passed, 1 failed"), changed.stdout)

        // diff: the golden frame against the changed scene's first frame.
        let frames = dir.appendingPathComponent("frames")
        let render = try flipbook("render", scene.path, "-o", frames.path, "--frames", "0..0", "-q")
        XCTAssertEqual(render.status, 0, render.stderr)
        let goldenFrame = golden.appendingPathComponent("blog-header/0000.png").path
        let actualFrame = frames.appendingPathComponent("0000.png").path
        let diff = try flipbook("diff", goldenFrame, actualFrame)
        XCTAssertEqual(diff.status, 1, diff.stdout + diff.stderr)
        XCTAssertTrue(diff.stdout.hasSuffix(" pixels changed (exact); 0 pixels differ beyond threshold 0.1\n"), diff.stdout)
        XCTAssertGreaterThan(Int(diff.stdout.prefix { $0 != " " }) ?? 0, 100_000, diff.stdout)
        let tolerant = try flipbook("diff", goldenFrame, actualFrame, "--threshold", "0.1")
        XCTAssertEqual(tolerant.status, 0, tolerant.stdout)
        XCTAssertTrue(tolerant.stdout.hasPrefix("0 pixels differ beyond threshold 0.1; "), tolerant.stdout)

        // A golden from another renderer build: compared perceptually, and the output says why.
        let json = try String(contentsOf: rendererJSON, encoding: .utf8)
        let pango = try XCTUnwrap(json.range(of: #""pango" : "[^"]*""#, options: .regularExpression))
        try json.replacingCharacters(in: pango, with: #""pango" : "1.0.99""#).write(to: rendererJSON, atomically: true, encoding: .utf8)
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let other = try verify()
        XCTAssertEqual(other.status, 0, other.stdout + other.stderr)
        XCTAssertTrue(other.stdout.contains("blog-header: golden recorded with pango 1.0.99, this build has "), other.stdout)
        XCTAssertTrue(other.stdout.contains(": comparing perceptually"), other.stdout)
    }

    func testVersionPrintsTheRendererFingerprint() throws {
        let run = try flipbook("--version")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("flipbook ") == true, run.stdout)
        for library in ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  \(library) ") && $0.count > library.count + 3 }, "\(library): \(run.stdout)")
        }
        XCTAssertTrue(run.stdout.contains("  font /usr/share/fonts/opentype/inter/Inter-Regular.otf ("), run.stdout)
        XCTAssertTrue(run.stdout.contains("sha256 "), run.stdout)
    }

    func testHelpShowsVerifysWholeSummary() throws {
        let run = try flipbook("--help")
        let line = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("  verify ") }, run.stdout)
        XCTAssertFalse(line.contains("\\"), String(line))
        XCTAssertTrue(line.hasSuffix("Exit 1 on a mismatch, with an HTML report."), String(line))
        let help = try flipbook("verify", "--help")
        XCTAssertFalse(help.stdout.contains("\\"), help.stdout)
    }

    private let badScene = """
        {"views": [
          {"id": "a", "colour": "red", "frame": [0, 0, "x", 10]},
          {"id": "b", "type": "label", "text": 5},
          {"id": "a", "backgroundColor": "#zzz"}
        ],
         "driver": {"type": "timelin"}}
        """

    func testValidateListsEachProblemOnceInFileOrder() throws {
        let dir = try temporaryDirectory("validate-order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json")
        try Data(badScene.utf8).write(to: bad)
        let run = try flipbook("validate", bad.path)
        XCTAssertEqual(run.status, 2)
        let places = run.stderr.split(separator: "\n").filter { $0.hasPrefix(bad.path) }
            .map { $0.dropFirst(bad.path.count + 2).prefix { $0 != ":" } }
        XCTAssertEqual(places, ["$.views[0].colour", "$.views[0].frame[2]", "$.views[1].text", "$.views[2].id",
                                "$.views[2].backgroundColor", "$.driver.type"], run.stderr)
    }

    func testRenderErrorsNeverLeaveTheErrorLineEmpty() throws {
        let dir = try temporaryDirectory("render-error")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json"), one = dir.appendingPathComponent("one.json")
        try Data(badScene.utf8).write(to: bad)
        try Data(#"{"views": [], "driver": {"type": "timelin"}}"#.utf8).write(to: one)
        let many = try flipbook("render", bad.path, "-o", dir.appendingPathComponent("a.gif").path)
        XCTAssertEqual(many.status, 2)
        XCTAssertTrue(many.stderr.hasPrefix("flipbook: error: 6 problems:\n\(bad.path): $.views[0].colour: "), many.stderr)
        XCTAssertFalse(many.stderr.contains("\n\n"), many.stderr)
        let single = try flipbook("render", one.path, "-o", dir.appendingPathComponent("b.gif").path)
        XCTAssertEqual(single.status, 2)
        XCTAssertTrue(single.stderr.hasPrefix("flipbook: error: \(one.path): $.driver.type: unknown driver"), single.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.gif").path))
    }
}
