import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// Buttons and scripted touches in scene files: what they build, what a tap does, and the
/// problems bad ones get (each at its place, docs/scene-format.md#touches).
final class SceneFileButtonTests: XCTestCase {
    private func scene(_ button: String, touches: String = "[]", driver: String = #"{"type": "timeline", "duration": 1}"#,
                       extra: String = "") -> String {
        """
        {"views": [\(button), {"id": "note", "type": "label", "frame": [20, 300, 200, 22], "text": "Saved", "alpha": 0}\(extra)],
         "touches": \(touches), "fps": 10, "driver": \(driver)}
        """
    }

    func testAButtonOfEachKindIsBuiltAsItsStyleSays() throws {
        let file = try SceneFileTestFile("""
        {"views": [
          {"id": "a", "type": "button", "frame": [0, 0, 200, 50], "style": "tinted", "title": "Tinted", "subtitle": "sub",
           "cornerStyle": "capsule", "size": "large", "imagePlacement": "top", "imagePadding": 4, "foregroundColor": "systemRed"},
          {"id": "b", "type": "button", "frame": [0, 60, 200, 30], "style": "custom", "title": "Custom", "titleColor": "black",
           "contentInsets": {"top": 2, "left": 8, "bottom": 2, "right": 8}, "enabled": false},
          {"id": "c", "type": "button", "frame": [0, 100, 30, 30], "style": "close", "selected": true}
        ], "driver": {"type": "timeline", "duration": 0}}
        """)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        let views = loaded.scene.root.subviews.compactMap { $0 as? Button }
        XCTAssertEqual(views.count, 3)
        let a = views[0], b = views[1], c = views[2]
        XCTAssertEqual(a.configuration?.style, .tinted)
        XCTAssertEqual(a.configuration?.subtitle, "sub")
        XCTAssertEqual(a.configuration?.cornerStyle, .capsule)
        XCTAssertEqual(a.configuration?.buttonSize, .large)
        XCTAssertEqual(a.configuration?.imagePlacement, .top)
        XCTAssertEqual(a.configuration?.baseForegroundColor, .systemRed)
        XCTAssertEqual(b.buttonType, .custom)
        XCTAssertEqual(b.title(for: .normal), "Custom")
        XCTAssertEqual(b.titleColor(for: .normal), .black)
        XCTAssertEqual(b.contentEdgeInsets, EdgeInsets(top: 2, left: 8, bottom: 2, right: 8))
        XCTAssertFalse(b.isEnabled)
        XCTAssertEqual(c.buttonType, .close)
        XCTAssertTrue(c.isSelected)
    }

    func testATapRunsTheButtonsChangesOnTheLift() throws {
        let file = try SceneFileTestFile(scene(#"{"id": "save", "type": "button", "frame": [20, 200, 120, 44], "title": "Save", "#
            + #""onTap": {"animate": {"duration": 0.2, "curve": "linear", "set": [{"set": "note.alpha", "to": "1"}]}}}"#,
            touches: #"[{"at": 0.2, "tap": "save", "hold": 0.2}]"#))
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        var driver = loaded.driver
        var alphas: [Double] = [], highlighted: [Bool] = []
        let note = try XCTUnwrap(loaded.scene.root.subviews.first { $0.id == "note" })
        let save = try XCTUnwrap(loaded.scene.root.subviews.first { $0.id == "save" } as? Button)
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            alphas.append((Double(note.layer.presentation()?.opacity ?? note.layer.opacity) * 100).rounded() / 100)
            highlighted.append(save.isHighlighted)
        }
        // Down at 0.2 s, up at 0.4 s: highlighted in the steps at 0.2 and 0.3; the fade runs 0.4 → 0.6.
        XCTAssertEqual(highlighted, [false, false, true, true, false, false, false, false, false, false, false])
        XCTAssertEqual(Array(alphas.prefix(8)), [0, 0, 0, 0, 0, 0.5, 1, 1])
        XCTAssertEqual(loaded.scene.warnings, [])
    }

    func testProblemsAreNamedAtTheirPlace() throws {
        func problems(_ button: String, touches: String = "[]", driver: String = #"{"type": "timeline", "duration": 1}"#) throws -> [String] {
            try SceneFileTestFile.problems(of: scene(button, touches: touches, driver: driver))
        }
        XCTAssertEqual(try problems(#"{"type": "button", "style": "filed"}"#),
                       [#"$.views[0].style: unknown button style "filed"; did you mean "filled"?"#])
        XCTAssertEqual(try problems(#"{"type": "button", "style": "filled", "titleColor": "red"}"#),
                       [#"$.views[0].titleColor: "titleColor" is for system and custom buttons; a configured one takes "foregroundColor""#])
        XCTAssertEqual(try problems(#"{"type": "button", "cornerStyle": "capsule"}"#),
                       [#"$.views[0].cornerStyle: "cornerStyle" is for configured buttons (style plain, gray, tinted, filled …)"#])
        XCTAssertEqual(try problems(#"{"type": "button", "onTap": {"at": 1, "set": []}}"#),
                       [#"$.views[0].onTap.at: unknown property "at""#], "a tap's change runs on the tap, not at a time")
        XCTAssertEqual(try problems(#"{"id": "b", "type": "button"}"#, touches: #"[{"at": 1, "tap": "nope"}]"#),
                       [#"$.touches[0].tap: unknown view id "nope"; did you mean "note"?"#])
        XCTAssertEqual(try problems(#"{"type": "button"}"#, touches: #"[{"at": 1, "tap": [1, 2, 3]}]"#).count, 1)
        XCTAssertEqual(try problems(#"{"type": "button"}"#, touches: #"[{"at": 1, "tap": "note", "hold": 11}]"#).count, 1)
        XCTAssertEqual(try problems(#"{"type": "button"}"#, touches: #"[{"at": -1, "tap": "note"}]"#).count, 1)
        XCTAssertEqual(try problems(#"{"type": "button"}"#, touches: "[" + Array(repeating: #"{"at": 1, "tap": "note"}"#, count: 1001).joined(separator: ",") + "]"),
                       ["$.touches: more than 1000 touches"])
    }

    func testATransitionOnTapNeedsScreensAndTheTransitionsDriver() throws {
        let withoutScreens = try SceneFileTestFile.problems(of: scene(#"{"type": "button", "onTap": {"action": "dismiss"}}"#))
        XCTAssertEqual(withoutScreens, [#"$.views[0].onTap: a tap that runs a transition needs "screens" and a "rootViewController""#])
        let timeline = try SceneFileTestFile.problems(of: """
        {"screens": {"home": {"views": [{"type": "button", "onTap": {"action": "present", "controller": "next"}}]},
                     "next": {"views": []}},
         "rootViewController": "home", "driver": {"type": "timeline", "duration": 1}}
        """)
        XCTAssertEqual(timeline, [#"$.driver: a control's onTap runs a transition, which only the "transitions" driver animates"#])
    }
}

/// Scripted touches of every kind, paging and the horizontal drag in scene files.
final class SceneFileTouchKindsTests: XCTestCase {
    func testEveryTouchKindReadsAndAKeyOfAnotherKindIsAProblem() throws {
        let ok = try SceneFileTestFile.problems(of: """
        {"views": [{"id": "card", "frame": [0, 0, 100, 100]}],
         "touches": [{"at": 0, "tap": "card"}, {"at": 1, "longPress": [50, 50], "hold": 1},
                     {"at": 2, "drag": "card", "by": [0, 200], "duration": 0.3, "easing": "easeOut"},
                     {"at": 3, "swipe": "card", "direction": "left", "distance": 80}],
         "driver": {"type": "timeline", "duration": 4}}
        """)
        XCTAssertEqual(ok, [])
        let bad = try SceneFileTestFile.problems(of: """
        {"views": [{"id": "card", "frame": [0, 0, 100, 100]}],
         "touches": [{"at": 0, "drag": "card", "by": [0, 200], "duration": 0.3, "hold": 1},
                     {"at": 1, "tap": "card", "swipe": "card"},
                     {"at": 2, "swipe": "card", "direction": "sideways"},
                     {"at": 3, "drag": "card", "by": [0, 200], "duration": 0}],
         "driver": {"type": "timeline", "duration": 4}}
        """)
        XCTAssertEqual(bad.count, 4, "\(bad)")
        XCTAssertEqual(bad.first, #"$.touches[0].hold: "hold" does nothing in a drag"#)
        XCTAssertTrue(bad[1].hasPrefix("$.touches[1]: a touch is one of"), bad[1])
        XCTAssertTrue(bad[2].hasPrefix(#"$.touches[2].direction: unknown direction "sideways""#), bad[2])
        XCTAssertTrue(bad[3].hasPrefix("$.touches[3].duration"), bad[3])
    }

    func testAHorizontalPagingDragLandsOnTheNextPage() throws {
        let file = try SceneFileTestFile("""
        {"screen": {"size": [390, 844], "scale": 1},
         "views": [{"id": "pages", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [1560, 844],
                    "insetAdjustment": "never", "paging": true}],
         "scrollView": "pages", "fps": 60,
         "driver": {"type": "drag", "axis": "horizontal", "gestures": [{"drag": 150, "duration": 0.2}], "hold": 1}}
        """)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        var driver = loaded.driver
        while let step = driver.next(loaded.scene) { loaded.scene.advance(to: step) }
        // 750 pt/s at 150 pt: projected to 224 pt, past half of the 390 pt page (PagingTests).
        XCTAssertEqual(loaded.scene.scrollView?.contentOffset, Point(x: 390, y: 0))
    }
}

/// Gesture recognizers placed on views in scene files.
final class SceneFileGestureTests: XCTestCase {
    func testADoubleTapRecognizerRunsItsChangeAndASingleTapDoesNot() throws {
        func heartAlpha(_ touches: String) throws -> Double {
            let file = try SceneFileTestFile("""
            {"views": [{"id": "photo", "frame": [0, 0, 390, 400],
                        "gestures": [{"type": "tap", "taps": 2, "onRecognize": {"set": [{"set": "heart.alpha", "to": "1"}]}}],
                        "subviews": [{"id": "heart", "frame": [170, 180, 50, 40], "backgroundColor": "systemRed", "alpha": 0}]}],
             "touches": \(touches), "fps": 10, "driver": {"type": "timeline", "duration": 1}}
            """)
            defer { file.remove() }
            XCTAssertEqual(file.problems(), [])
            let loaded = try SceneFileLoader.load(path: file.path)
            var driver = loaded.driver
            while let step = driver.next(loaded.scene) { loaded.scene.advance(to: step) }
            XCTAssertEqual(loaded.scene.warnings, [])
            return try XCTUnwrap(loaded.scene.root.subviews.first?.subviews.first).alpha
        }
        XCTAssertEqual(try heartAlpha(#"[{"at": 0.1, "tap": "photo"}, {"at": 0.3, "tap": "photo"}]"#), 1)
        XCTAssertEqual(try heartAlpha(#"[{"at": 0.1, "tap": "photo"}]"#), 0)
    }

    func testBadGesturesAreProblemsAtTheirPlace() throws {
        let problems = try SceneFileTestFile.problems(of: """
        {"views": [{"id": "v", "frame": [0, 0, 10, 10], "gestures": [
            {"type": "zoom", "onRecognize": {"set": []}},
            {"type": "tap", "taps": 0, "onRecognize": {"set": []}},
            {"type": "swipe", "direction": "left"},
            {"type": "longPress", "taps": 2, "onRecognize": {"set": []}}]}],
         "driver": {"type": "timeline", "duration": 1}}
        """)
        XCTAssertEqual(problems.count, 4, "\(problems)")
        guard problems.count == 4 else { return }
        XCTAssertTrue(problems[0].hasPrefix(#"$.views[0].gestures[0].type: unknown gesture type "zoom""#), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("$.views[0].gestures[1].taps"), problems[1])
        XCTAssertEqual(problems[2], #"$.views[0].gestures[2]: missing required key "onRecognize""#)
        XCTAssertTrue(problems[3].hasPrefix("$.views[0].gestures[3].taps"), problems[3])
    }
}

/// Switches, page controls, segmented controls, spinners and refresh controls in scene files.
final class SceneFileControlKindsTests: XCTestCase {
    func testEachControlKindIsBuiltAndBadValuesAreProblems() throws {
        let file = try SceneFileTestFile("""
        {"views": [{"id": "s", "type": "switch", "on": true, "onTintColor": "systemBlue"},
                   {"id": "p", "type": "pageControl", "pages": 4, "currentPage": 2},
                   {"id": "g", "type": "segmented", "segments": ["A", "B"], "selected": 1, "momentary": false},
                   {"id": "a", "type": "activityIndicator", "style": "large"},
                   {"id": "t", "type": "table", "rows": ["x"], "refresh": {"endAfter": 0.5}}],
         "driver": {"type": "timeline", "duration": 0}}
        """)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let views = try SceneFileLoader.load(path: file.path).scene.root.subviews
        XCTAssertEqual((views[0] as? Switch)?.isOn, true)
        XCTAssertEqual((views[1] as? PageControl)?.currentPage, 2)
        XCTAssertEqual((views[2] as? SegmentedControl)?.selectedSegmentIndex, 1)
        XCTAssertEqual((views[3] as? ActivityIndicatorView)?.isAnimating, true)
        XCTAssertNotNil((views[4] as? TableView)?.refreshControl)

        let problems = try SceneFileTestFile.problems(of: """
        {"views": [{"type": "pageControl", "pages": 2000},
                   {"type": "segmented", "segments": ["A"], "selected": 3},
                   {"type": "activityIndicator", "style": "huge"},
                   {"type": "switch", "segments": ["A"]},
                   {"type": "scroll", "refresh": {"endAfter": 100}}],
         "driver": {"type": "timeline", "duration": 0}}
        """)
        XCTAssertEqual(problems.count, 5, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("$.views[0].pages"), problems[0])
        XCTAssertEqual(problems[1], "$.views[1].selected: segment 3 does not exist (1 segments)")
        XCTAssertTrue(problems[2].hasPrefix(#"$.views[2].style: unknown activity indicator style "huge""#), problems[2])
        XCTAssertTrue(problems[3].hasPrefix("$.views[3].segments"), problems[3])
        XCTAssertTrue(problems[4].hasPrefix("$.views[4].refresh.endAfter"), problems[4])
    }
}
