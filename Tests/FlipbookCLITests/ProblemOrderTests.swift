import XCTest
import FlipbookSceneFile
@testable import flipbook

/// Scene-file problems once each, in the order of the file, whatever order they were found in.
final class ProblemOrderTests: XCTestCase {
    private let text = Array("""
        {"views": [{"id": "a", "colour": "red", "frame": [0, 0, "x", 10]}, {"id": "b", "text": 5}],
         "constraints": ["a.width == 1"],
         "bindings": [{"set": "a.alpha", "to": "1/0"}]}
        """.utf8)

    private func problem(_ place: String, _ message: String = "m") -> SceneFileError {
        SceneFileError(file: "s.json", place: place, message: message)
    }

    func testSortsByPositionAndDropsRepeats() {
        let found = [problem("$.bindings[0].to"), problem("$.views[0].frame[2]"), problem("constraints", "conflict"),
                     problem("$.views[0].colour"), problem("$.bindings[0].to"), problem("$.views[1].text"),
                     problem("$.views[0].frame[2]", "another message")]
        let sorted = ProblemOrder.sorted(found, texts: ["s.json": text])
        XCTAssertEqual(sorted.map { "\($0.place) \($0.message)" },
                       ["$.views[0].colour m", "$.views[0].frame[2] m", "$.views[0].frame[2] another message",
                        "$.views[1].text m", "constraints conflict", "$.bindings[0].to m"])
    }

    func testUnknownPlacesFallBackToTheirParentAndFilesKeepTheirOrder() {
        let other = SceneFileError(file: "t.json", place: "$", message: "m")
        let sorted = ProblemOrder.sorted([other, problem("$.bindings[0].nope"), problem("$.views[1]")],
                                         texts: ["s.json": text, "t.json": text])
        XCTAssertEqual(sorted.map(\.file), ["t.json", "s.json", "s.json"])
        XCTAssertEqual(sorted.dropFirst().map(\.place), ["$.views[1]", "$.bindings[0].nope"])
    }

    func testLineAndColumnPlacesAndMalformedText() {
        let broken = Array("{\"views\": [\n  {\"id\": }\n]}".utf8)
        let sorted = ProblemOrder.sorted([problem("line 2, column 10"), problem("$")], texts: ["s.json": broken])
        XCTAssertEqual(sorted.map(\.place), ["$", "line 2, column 10"])
    }

    func testOffsets() {
        let offsets = JSONPathOffsets(Array(#"{"a": [1, {"b": 2, "odd key": 3}]}"#.utf8))
        XCTAssertEqual(offsets.offset(of: "$.a[1].b"), 16)
        XCTAssertEqual(offsets.offset(of: "$.a[1].zz"), 10)
        XCTAssertEqual(offsets.offset(of: "$.a[0]"), 7)
        XCTAssertEqual(offsets.offset(of: "$"), 0)
        XCTAssertEqual(JSONPathOffsets(Array(String(repeating: "[", count: 10_000).utf8)).offset(of: "$"), 0,
                       "deep nesting stops the scan instead of the stack")
    }

    func testMessageNeverLeavesTheErrorLineEmpty() {
        XCTAssertEqual(ProblemOrder.message([problem("$.a")]), "s.json: $.a: m")
        XCTAssertEqual(ProblemOrder.message([problem("$.b"), problem("$.a"), problem("$.b")]).split(separator: "\n").first, "2 problems:")
    }
}
