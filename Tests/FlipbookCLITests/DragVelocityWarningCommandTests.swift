import Foundation
import XCTest
import FlipbookTestSupport

/// A scene file's drag that releases at 3× the finger's speed still renders, but stderr says
/// that no finger on that path would release so; left to the finger, it says nothing.
final class DragVelocityWarningCommandTests: XCTestCase {
    private func scene(gesture: String) -> String {
        """
        {"name": "fling", "screen": {"device": "iphone-14", "scale": 1},
         "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [390, 20000]}],
         "scrollView": "list",
         "driver": {"type": "drag", "hold": 0, "gestures": [\(gesture)]}}
        """
    }

    private var dirs: [URL] = []
    override func tearDown() { dirs.forEach { try? FileManager.default.removeItem(at: $0) } }

    private func render(_ gesture: String, extra: [String] = []) throws -> (ProcessRun, URL) {
        let dir = try temporaryDirectory("drag-velocity")
        dirs.append(dir)
        let file = dir.appendingPathComponent("fling.json")
        try Data(scene(gesture: gesture).utf8).write(to: file)
        let trace = dir.appendingPathComponent("trace.jsonl")
        let run = try runFlipbook(["render", file.path, "-o", dir.appendingPathComponent("out.gif").path,
                                   "--trace", trace.path, "--quiet"] + extra)
        return (run, trace)
    }

    func testVelocityThreeTimesTheFingersWarnsOnStandardError() throws {
        // 240 pt in 0.3 s at a steady pace: the finger lifts at 800 pt/s.
        let (run, _) = try render(#"{"drag": 240, "duration": 0.3, "velocity": 2400}"#)
        XCTAssertEqual(run.status, 0, run.stderr)
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("flipbook: warning:") && $0.contains("release velocity") }
        XCTAssertEqual(warnings.count, 1, run.stderr)
        XCTAssertTrue(warnings.first?.contains("2400 pt/s") == true, run.stderr)
        XCTAssertTrue(warnings.first?.contains("800 pt/s") == true, run.stderr)
    }

    func testTheFingersOwnVelocityIsQuietAndRestsOnThePixelGrid() throws {
        let (run, trace) = try render(#"{"drag": [{"by": 40, "duration": 0.2, "easing": "easeInOut"}, {"by": 200, "duration": 0.12, "easing": "easeIn"}]}"#)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("warning"), run.stderr)
        let last = try XCTUnwrap(String(contentsOf: trace, encoding: .utf8).split(separator: "\n").last)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let offset = try XCTUnwrap(json["offset"] as? [Double])
        XCTAssertGreaterThan(offset[1], 1000, "the flick coasts")
        XCTAssertEqual(offset[1], offset[1].rounded(), accuracy: 1e-9, "rests on a whole pixel at 1×")
    }

    /// After the coast and the scroll indicator's fade, the 40 held frames show nothing new: with
    /// `--trim-still` the folder leaves them out and the trace marks them.
    func testTrimStillOnTheCommandLine() throws {
        let dir = try temporaryDirectory("drag-trim")
        dirs.append(dir)
        let file = dir.appendingPathComponent("held.json")
        let text = scene(gesture: #"{"drag": 100, "duration": 0.2}"#).replacingOccurrences(of: #""hold": 0"#, with: #""hold": 40"#)
        try Data(text.utf8).write(to: file)
        let trace = dir.appendingPathComponent("trace.jsonl")
        let folder = dir.appendingPathComponent("frames")
        let run = try runFlipbook(["render", file.path, "-o", folder.path + "/", "--trace", trace.path, "--trim-still", "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let trimmed = lines.indices.filter { lines[$0].hasSuffix(",\"trimmed\":true}") }
        // Frames only: the folder also holds Flipbook's output marker.
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") })
        XCTAssertGreaterThanOrEqual(trimmed.count, 10, "the held frames are trimmed")
        XCTAssertTrue(trimmed.contains(lines.count - 1), "the last held frame is trimmed")
        XCTAssertFalse(trimmed.contains(0), "the first frame is always kept")
        XCTAssertEqual(files.count + trimmed.count, lines.count)
        XCTAssertTrue(trimmed.allSatisfy { !files.contains(String(format: "%04d.png", $0)) })
    }

    func testBadEasingAndHugeHoldAreProblemsNotTraps() throws {
        let dir = try temporaryDirectory("drag-velocity-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.json")
        let text = scene(gesture: #"{"drag": 100, "duration": 0.2, "easing": "easIn"}"#)
            .replacingOccurrences(of: #""hold": 0"#, with: #""hold": 1e300"#)
        try Data(text.utf8).write(to: file)
        let run = try runFlipbook(["validate", file.path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("did you mean \"easeIn\"?"), run.stderr)
        XCTAssertTrue(run.stderr.contains("hold"), run.stderr)
    }
}
