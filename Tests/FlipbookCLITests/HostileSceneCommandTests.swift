import Foundation
import XCTest
import FlipbookTestSupport

/// Hostile scene files as a user meets them: every number that used to trap (exit 132) is
/// refused by `validate` and `render` alike with exit 2 and the JSON place; a file `validate`
/// refuses never renders.
final class HostileSceneCommandTests: XCTestCase {
    /// `validate` and `render` on `json`: both must exit 2, and both must name `place`.
    private func assertRefused(_ json: String, at place: String, saying words: String, checkNothingWritten: Bool = true,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try temporaryDirectory("hostile-scene")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: scene)
        let out = dir.appendingPathComponent("out.png")
        for run in [try flipbook("validate", scene.path), try flipbook("render", scene.path, "-o", out.path, "--quiet")] {
            let said = run.stdout + run.stderr
            XCTAssertEqual(run.status, 2, said, file: file, line: line)
            XCTAssertTrue(said.contains("\(place): "), "expected the place \(place) in: \(said)", file: file, line: line)
            XCTAssertTrue(said.contains(words), "expected \"\(words)\" in: \(said)", file: file, line: line)
            XCTAssertFalse(said.contains("CRITICAL"), said, file: file, line: line)
        }
        if checkNothingWritten {
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing is written", file: file, line: line)
        }
    }

    private func scene(views: String, constraints: String = "[]", bindings: String = "[]",
                       driver: String = #"{"type": "timeline", "duration": 0}"#) -> String {
        #"{"screen": {"size": [100, 100], "scale": 1}, "views": \#(views), "constraints": \#(constraints), "bindings": \#(bindings), "driver": \#(driver)}"#
    }

    // MARK: Numbers that trapped

    func testALabelsLineCountPastIntIsRefused() throws {
        try assertRefused(scene(views: #"[{"type": "label", "text": "hi", "frame": [0, 0, 50, 20], "lines": 1e19}]"#),
                          at: "$.views[0].lines", saying: "must be a whole number in 0…10000")
    }

    func testALabelsLineCountPastInt32IsRefused() throws {
        try assertRefused(scene(views: #"[{"type": "label", "text": "hi", "frame": [0, 0, 50, 20], "lines": 3e9}]"#),
                          at: "$.views[0].lines", saying: "must be a whole number in 0…10000")
    }

    func testALabelWidthFromAFrameIsRefused() throws {
        try assertRefused(scene(views: #"[{"type": "label", "text": "hi", "frame": [0, 0, 1e300, 20]}]"#),
                          at: "$.views[0].frame[2]", saying: "must be a number in -1000000…1000000")
    }

    func testALabelWidthFromAConstraintIsRefused() throws {
        try assertRefused(scene(views: #"[{"id": "l", "type": "label", "text": "hi"}]"#,
                                constraints: #"["l.width == 3e9", "l.top == root.top", "l.leading == root.leading"]"#),
                          at: "$.constraints[0]", saying: "the constant must be a number in -1000000…1000000")
    }

    func testALabelWidthFromABindingStopsTheRun() throws {
        try assertRefused(scene(views: #"[{"id": "l", "type": "label", "text": "hi"}]"#,
                                constraints: #"["l.width == 30 #w", "l.top == root.top", "l.leading == root.leading"]"#,
                                bindings: #"[{"set": "constraint:w", "to": "1e300"}]"#),
                          at: "$.bindings[0].to", saying: "must be a number in -1000000…1000000")
    }

    func testATimelineHoldPastIntIsRefused() throws {
        try assertRefused(scene(views: "[]", driver: #"{"type": "timeline", "duration": 0, "holdStart": 1e19}"#),
                          at: "$.driver.holdStart", saying: "must be a whole number in 0…10000")
    }

    func testTheSumOfTwoHoldsIsRefusedBeforeItOverflows() throws {
        try assertRefused(scene(views: "[]", driver: #"{"type": "timeline", "duration": 0, "holdStart": 9000, "holdEnd": 9000}"#),
                          at: "$.driver", saying: "at most 10000 frames")
    }

    func testADragHoldPastIntIsRefused() throws {
        try assertRefused(scene(views: #"[{"id": "s", "type": "scroll", "frame": [0, 0, 100, 100], "contentSize": [100, 1000]}]"#,
                                driver: #"{"type": "drag", "gestures": [{"wait": 0.1}], "hold": 1e19}"#)
                            .replacingOccurrences(of: #""driver""#, with: #""scrollView": "s", "driver""#),
                          at: "$.driver.hold", saying: "hold must be a whole number of frames, 0…10000")
    }

    func testARotationPastIntIsRefused() throws {
        try assertRefused(scene(views: #"[{"id": "b", "frame": [0, 0, 10, 10]}]"#,
                                bindings: #"[{"set": "b.transform", "ops": [{"rotate": "1e300"}]}]"#),
                          at: "$.bindings[0].ops[0].rotate", saying: "must be a number in -1000…1000")
    }

    func testAStacksSpacingIsRefused() throws {
        try assertRefused(scene(views: #"[{"type": "stack", "frame": [0, 0, 100, 100], "spacing": 1e300, "subviews": [{"type": "label", "text": "a"}]}]"#),
                          at: "$.views[0].spacing", saying: "must be a number in -1000000…1000000")
    }

    func testAFontSizeFromABindingIsRefused() throws {
        try assertRefused(scene(views: #"[{"id": "l", "type": "label", "text": "a", "frame": [0, 0, 50, 20]}]"#,
                                bindings: #"[{"set": "l.fontSize", "to": "1e300"}]"#),
                          at: "$.bindings[0].to", saying: "must be a number in 0.1…1000")
    }

    func testAPriorityPastFloatIsRefused() throws {
        try assertRefused(scene(views: #"[{"type": "label", "text": "a", "huggingH": 1e300}]"#),
                          at: "$.views[0].huggingH", saying: "must be a number in 1…1000")
    }

    // MARK: Limits

    /// 300 bytes of repeats nested six deep would ask for 1000⁶ expansions.
    func testNestedRepeatsStopAtTheViewLimit() throws {
        var view = #"{"frame": [0, 0, 1, 1]}"#
        for _ in 0..<6 { view = #"{"repeat": {"count": 1000}, "view": \#(view)}"# }
        try assertRefused(scene(views: "[\(view)]"), at: "$.views[0].view.view.view.view.view.view", saying: "more than 2000 views")
    }

    func testNestedEmptyRepeatsStopToo() throws {
        var view = #"{"repeat": {"count": 0}, "view": {}}"#
        for _ in 0..<6 { view = #"{"repeat": {"count": 1000}, "view": \#(view)}"# }
        try assertRefused(scene(views: "[\(view)]"), at: "repeat.count", saying: "more than 2000 views")
    }

    func testALabelsTextLengthIsLimited() throws {
        let text = String(repeating: "word ", count: 3000)
        try assertRefused(scene(views: #"[{"type": "label", "text": "\#(text)", "frame": [0, 0, 50, 20]}]"#),
                          at: "$.views[0].text", saying: "the limit is 10000")
    }

    // MARK: What render accepts is what validate accepts

    func testADivisionByZeroWhileRunningStopsRenderToo() throws {
        try assertRefused(#"""
            {"views": [{"id": "box", "frame": [0, 0, 10, 10]}],
             "bindings": [{"set": "box.cornerRadius", "to": "1 / (time - 0.5)"}],
             "fps": 10, "driver": {"type": "timeline", "duration": 1}}
            """#, at: "$.bindings[0].to", saying: "at t=0.5 s: division by zero")
    }

    func testAFileWithNoFramesSaysSo() throws {
        try assertRefused(scene(views: "[]", driver: #"{"type": "offsets", "offsets": []}"#),
                          at: "$.driver.offsets", saying: "the driver makes no frames")
    }

    /// 99 s of waiting at 100 fps and 200 frames of hold: 10,100 steps.
    func testTheStepLimitNamesTheDriver() throws {
        try assertRefused(#"""
            {"screen": {"size": [10, 10], "scale": 1},
             "views": [{"id": "s", "type": "scroll", "frame": [0, 0, 10, 10], "contentSize": [10, 100]}],
             "scrollView": "s", "fps": 100, "driver": {"type": "drag", "gestures": [{"wait": 99}], "hold": 200}}
            """#, at: "$.driver", saying: "the driver makes more than 10000 steps")
    }

    // MARK: Malformed files

    func testInvalidUTF8IsReportedAsSuchWithItsPlace() throws {
        let dir = try temporaryDirectory("hostile-utf8")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json")
        var bytes = Array(#"{"views": [{"type": "label", "text": "ab"#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#"cd"}], "driver": {"type": "timeline", "duration": 0}}"#.utf8)
        try Data(bytes).write(to: scene)
        let run = try flipbook("validate", scene.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue((run.stdout + run.stderr).contains("line 1, column 41: malformed JSON: invalid UTF-8 in a string (byte 0xFF at byte offset 40)"),
                      run.stdout + run.stderr)
    }

    func testDuplicateKeysAreAnErrorNamingBothPlaces() throws {
        try assertRefused("""
            {"views": [],
             "driver": {"type": "timeline", "duration": 0},
             "fps": 10, "views": [{"frame": [0, 0, 1, 1]}]}
            """, at: "line 3, column 13", saying: #"duplicate key "views" (first given at line 1, column 2)"#)
    }
}
