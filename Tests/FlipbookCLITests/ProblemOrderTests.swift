import Foundation
import XCTest
import FlipbookSceneFile
@testable import flipbook

/// Scene-file problems once each, in the order of the file, whatever order they were found in:
/// the order comes from the places the reader gave them, not from reading the file again.
final class ProblemOrderTests: XCTestCase {
    private func problem(_ place: String, _ message: String = "m", at offset: Int?, file: String = "s.json") -> SceneFileError {
        SceneFileError(file: file, place: place, message: message,
                       position: offset.map { SceneFilePosition(offset: $0, line: 1, column: $0 + 1) })
    }

    func testSortsByPositionAndDropsRepeats() {
        let found = [problem("$.bindings[0].to", at: 120), problem("$.views[0].frame[2]", at: 40), problem("constraints", "conflict", at: 90),
                     problem("$.views[0].colour", at: 12), problem("$.bindings[0].to", at: 120), problem("$.views[1].text", at: 70),
                     problem("$.views[0].frame[2]", "another message", at: 40), problem("file", "unreadable", at: nil)]
        XCTAssertEqual(ProblemOrder.sorted(found).map { "\($0.place) \($0.message)" },
                       ["$.views[0].colour m", "$.views[0].frame[2] m", "$.views[0].frame[2] another message",
                        "$.views[1].text m", "constraints conflict", "$.bindings[0].to m", "file unreadable"])
    }

    func testFilesKeepTheirOrder() {
        let sorted = ProblemOrder.sorted([problem("$", at: 0, file: "t.json"), problem("$.b", at: 50), problem("$.a", at: 5)])
        XCTAssertEqual(sorted.map { "\($0.file) \($0.place)" }, ["t.json $", "s.json $.a", "s.json $.b"])
    }

    /// The reader finds the views' problems before the bindings'; the file gives the bindings first.
    func testValidateListsARealFilesProblemsInItsOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-order-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("order.json")
        try Data("""
            {"bindings": [{"set": "box.alpha", "to": "nowhere + 1"}],
             "views": [{"id": "box", "frame": [0, 0, 10, 10], "colour": "red"}],
             "fsp": 10, "driver": {"type": "timeline", "duration": 0}}
            """.utf8).write(to: scene)
        let run = try flipbook("validate", scene.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        let places = run.stderr.split(separator: "\n").filter { $0.hasPrefix(scene.path) }
            .map { $0.dropFirst(scene.path.count + 2).prefix(while: { $0 != ":" }) }
        XCTAssertEqual(places, ["$.bindings[0].to", "$.views[0].colour", "$.fsp"], run.stderr)
    }

    func testMessageNeverLeavesTheErrorLineEmpty() {
        XCTAssertEqual(ProblemOrder.message([SceneFileError(file: "s.json", place: "$.a", message: "m")]), "s.json: $.a: m")
        XCTAssertEqual(ProblemOrder.message([problem("$.b", at: 2), problem("$.a", at: 1), problem("$.b", at: 2)]).split(separator: "\n").first,
                       "2 problems:")
    }
}
