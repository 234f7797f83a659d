import Foundation
import XCTest
import FlipbookTestSupport

/// The command line refuses bad motion keys with exit 2 and the place, and prints the warning
/// for a constraint constant animated without `"layout": true`.
final class MotionKeysCommandTests: XCTestCase {
    private func write(_ json: String, _ name: String) throws -> (URL, URL) {
        let dir = try temporaryDirectory(name)
        let file = dir.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: file)
        return (dir, file)
    }

    func testBadDecelerationRateExits2WithThePlace() throws {
        let (dir, file) = try write("""
            {"views": [{"id": "list", "type": "scroll", "decelerationRate": 1.2}],
             "driver": {"type": "timeline", "duration": 1}}
            """, "motion-bad-rate")
        defer { try? FileManager.default.removeItem(at: dir) }
        for command in ["validate", "render"] {
            var arguments = [command, file.path]
            if command == "render" { arguments += ["-o", dir.appendingPathComponent("out").path] }
            let run = try runFlipbook(arguments)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("$.views[0].decelerationRate: a deceleration rate is a number between 0 and 1"), run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }

    func testBadSpringExits2WithThePlace() throws {
        let (dir, file) = try write("""
            {"views": [{"id": "bar"}], "constraints": ["bar.height == 10 #h"],
             "events": [{"at": 0, "animate": {"duration": 1, "spring": {"dampingRatio": 500},
                                              "set": [{"set": "constraint:h", "to": "20"}]}}],
             "driver": {"type": "timeline", "duration": 1}}
            """, "motion-bad-spring")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try runFlipbook(["validate", file.path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("$.events[0].animate.spring.dampingRatio: must be a number in 0.01…100, found 500"), run.stderr)
    }

    func testConstantAnimatedWithoutLayoutWarns() throws {
        let (dir, file) = try write("""
            {"views": [{"id": "bar"}],
             "constraints": ["bar.top == root.top", "bar.leading == root.leading", "bar.width == 10", "bar.height == 10 #h"],
             "events": [{"at": 0, "animate": {"duration": 1, "set": [{"set": "constraint:h", "to": "20"}]}}],
             "driver": {"type": "timeline", "duration": 0.2}}
            """, "motion-jump-warning")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try runFlipbook(["render", file.path, "-o", dir.appendingPathComponent("out").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("flipbook: warning: constraint 'h' changed its constant inside an animation block "
            + "with no layout after it, so the change jumps: call layoutIfNeeded() inside the animation block "
            + "(in a scene file, \"layout\": true in the event's \"animate\")"), run.stderr)
    }
}
