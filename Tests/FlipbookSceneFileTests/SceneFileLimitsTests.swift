import Foundation
import XCTest
import FlipbookScene
@testable import FlipbookSceneFile

/// The limits of docs/limits.md, each refused at its place before it costs time, and the
/// malformed-file checks that name both places or the byte.
final class SceneFileLimitsTests: XCTestCase {
    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    private func problems(bytes: [UInt8]) throws -> [String] {
        let file = try SceneFileTestFile("")
        defer { file.remove() }
        try Data(bytes).write(to: URL(fileURLWithPath: file.path))
        return file.problems()
    }

    /// A chain the solver would take minutes over is refused before the first solve.
    func testTheLayoutBudgetIsCheckedBeforeSolving() throws {
        let count = SceneFileLimits.layoutConstraints / 6 + 1
        let views = (0..<count).map { #"{"id": "v\#($0)", "type": "label", "text": "row"}"# }.joined(separator: ",")
        let constraints = (1..<count).flatMap { ["\"v\($0).top == v\($0 - 1).bottom\"", "\"v\($0).leading == v\($0 - 1).leading\""] }
        let found = try problems(#"""
            {"views": [\#(views)], "constraints": ["v0.top == root.top", "v0.leading == root.leading", \#(constraints.joined(separator: ","))],
             "driver": {"type": "timeline", "duration": 0}}
            """#)
        XCTAssertEqual(found, ["$.constraints: the layout needs \(2 * count + 4 * count) constraints (\(2 * count) written, "
                               + "4 for each of \(count) views placed by Auto Layout); the limit is \(SceneFileLimits.layoutConstraints)"])
    }

    func testWrittenConstraintsAreLimited() throws {
        let constraints = Array(repeating: "\"a.width == 10\"", count: SceneFileLimits.constraints + 1).joined(separator: ",")
        let found = try problems(#"""
            {"views": [{"id": "a", "frame": [0, 0, 1, 1]}], "constraints": [\#(constraints)], "driver": {"type": "timeline", "duration": 0}}
            """#)
        XCTAssertTrue(found.contains("$.constraints[\(SceneFileLimits.constraints)]: more than \(SceneFileLimits.constraints) constraints"), "\(found)")
    }

    /// One 10-character label repeated past the total: a small file asking for megabytes of text.
    func testAllLabelsTextTogetherIsLimited() throws {
        let text = String(repeating: "x", count: SceneFileLimits.textLength)
        let count = SceneFileLimits.labelTextTotal / SceneFileLimits.textLength + 1
        let found = try problems(#"""
            {"views": [{"repeat": {"count": \#(count)}, "view": {"type": "label", "text": "\#(text)", "frame": [0, 0, 10, 10]}}],
             "driver": {"type": "timeline", "duration": 0}}
            """#)
        XCTAssertEqual(found, ["$.views[0].view.text: the labels' text passes \(SceneFileLimits.labelTextTotal) characters in all (repeats included)"])
    }

    func testAKeyWrittenWithAnEscapeIsStillADuplicate() throws {
        let found = try problems(#"{"fps": 10, "f\u0070s": 20, "views": [], "driver": {"type": "timeline", "duration": 0}}"#)
        XCTAssertEqual(found, [#"line 1, column 13: malformed JSON: duplicate key "fps" (first given at line 1, column 2)"#])
    }

    func testTheSameKeyInTwoObjectsIsFine() throws {
        XCTAssertEqual(try problems(#"{"views": [{"id": "a"}, {"id": "b"}], "driver": {"type": "timeline", "duration": 0}}"#), [])
    }

    func testOverlongAndSurrogateUTF8AreInvalid() throws {
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let bytes = Array(#"{"name": "a"#.utf8) + bad + Array(#"", "views": [], "driver": {"type": "timeline", "duration": 0}}"#.utf8)
            let found = try problems(bytes: bytes)
            XCTAssertEqual(found.count, 1)
            XCTAssertTrue(found.first?.hasPrefix("line 1, column 12: malformed JSON: invalid UTF-8 in a string (byte 0x") == true, "\(found)")
            XCTAssertTrue(found.first?.hasSuffix("at byte offset 11)") == true, "\(found)")
        }
        // Well-formed multi-byte text passes.
        XCTAssertEqual(try problems(#"{"name": "Cómo 🎞", "views": [], "driver": {"type": "timeline", "duration": 0}}"#), [])
    }

    func testATransformScaleFromABindingIsCheckedEveryStep() throws {
        let found = try problems("""
            {"views": [{"id": "b", "frame": [0, 0, 10, 10]}],
             "bindings": [{"set": "b.transform", "ops": [{"scale": "1 + time * 1e4"}]}],
             "fps": 10, "driver": {"type": "timeline", "duration": 1}}
            """)
        XCTAssertEqual(found, ["$.bindings[0].ops[0].scale: at t=0.1 s: must be a number in -1000…1000, found 1001"])
    }

    func testADeltasDriverWithNoStepsSaysSo() throws {
        XCTAssertEqual(try problems(#"{"views": [], "driver": {"type": "deltas", "delta": 1, "count": 0}}"#),
                       ["$.driver: the driver makes no frames: give it at least one step"])
    }
}
