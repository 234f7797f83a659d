import XCTest
import FlipbookScene
import FlipbookRender
import FlipbookTestSupport
import FlipbookTransitions
@testable import FlipbookSceneFile

/// `presentationStyle` and `dismissAll` in scene files: the styles reach the controllers, an
/// event's style overrides the screen's, the sheet is on screen where UIKit puts it, and bad
/// values are problems at their place.
final class SheetSceneFileTests: XCTestCase {
    static func sheetScene(screenStyle: String = "\"pageSheet\"", eventStyle: String = "\"formSheet\"") -> String {
        """
        {"screen": {"device": "iphone-14", "scale": 1},
         "screens": {
           "home": {"title": "Home", "backgroundColor": "white", "views": [{"frame": [16, 100, 358, 80], "backgroundColor": "blue"}]},
           "detail": {"title": "Detail", "backgroundColor": "#FFF8E7", "views": []},
           "settings": {"title": "Settings", "backgroundColor": "#FF3B30", "presentationStyle": \(screenStyle), "views": []},
           "cover": {"presentationStyle": "fullScreen", "backgroundColor": "green", "views": []}},
         "controllers": {"nav": {"type": "navigation", "viewControllers": ["home"]}},
         "rootViewController": "nav",
         "driver": {"type": "transitions", "tail": 0, "events": [
           {"at": 0, "action": "push", "controller": "detail"},
           {"at": 0.6, "action": "pop"},
           {"at": 1.2, "action": "present", "controller": "settings", "presentationStyle": \(eventStyle)},
           {"at": 1.8, "action": "present", "controller": "cover"},
           {"at": 2.4, "action": "dismissAll"}]}}
        """
    }

    private func lines(_ errors: [SceneFileError]) -> [String] { errors.map { "\($0.place): \($0.message)" } }

    func testStylesLoadAndTheSheetRestsWhereUIKitPutsIt() throws {
        let file = try SceneFileTestFile(Self.sheetScene())
        defer { file.remove() }
        XCTAssertEqual(lines(SceneFileLoader.check(path: file.path).problems), [])
        let loaded = try SceneFileLoader.load(path: file.path, scale: 1)
        let host = try XCTUnwrap(loaded.scene.controllers.compactMap { $0 as? ControllerHost }.first)
        var driver = loaded.driver
        var count = 0
        var settingsFrame: Rect?
        var styleAtPresent: ModalPresentationStyle?
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            count += 1
            if step.time >= 1.75, step.time < 1.8, settingsFrame == nil {
                let settings = host.topPresented
                styleAtPresent = settings.modalPresentationStyle
                settingsFrame = host.sheetFrame(of: settings)
            }
        }
        // Events to 2.4 s, plus UIKit's 0.5 s (not Hero's 0.35: nothing here has Hero), at 30 fps.
        XCTAssertEqual(count, Int((2.9 * 30).rounded()) + 1)
        XCTAssertEqual(styleAtPresent, .formSheet, "the event's style overrides the screen's pageSheet")
        XCTAssertEqual(settingsFrame, Rect(x: 0, y: 57, width: 390, height: 787), "47 pt status bar + 10")
        XCTAssertNil(host.rootViewController.presentedViewController, "dismissAll took both down")
        XCTAssertEqual(loaded.scene.warnings, [])
    }

    /// `overFullScreen` with `"transitionStyle": "crossDissolve"`: the home screen stays under the
    /// dialog (Apple: "the views beneath the presented content are not removed"), which fades in.
    func testOverFullScreenKeepsThePresenterAndCrossDissolves() throws {
        let json = """
        {"screen": {"device": "iphone-14", "scale": 1},
         "screens": {
           "home": {"backgroundColor": "white", "views": [{"frame": [0, 100, 390, 300], "backgroundColor": "#30B0C7"}]},
           "dialog": {"backgroundColor": "#00000066", "presentationStyle": "overFullScreen", "transitionStyle": "crossDissolve",
                      "views": [{"frame": [60, 360, 270, 140], "backgroundColor": "white", "cornerRadius": 14}]}},
         "rootViewController": "home",
         "driver": {"type": "transitions", "tail": 0.2, "events": [{"at": 0.1, "action": "present", "controller": "dialog"}]}}
        """
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path, scale: 1)
        let host = try XCTUnwrap(loaded.scene.controllers.compactMap { $0 as? ControllerHost }.first)
        var driver = loaded.driver
        var green: [Double] = []
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            green.append(Double(try Rasterizer().render(loaded.scene.displayList()).rgba(20, 150).g))
        }
        XCTAssertEqual(host.topPresented.modalTransitionStyle, .crossDissolve)
        XCTAssertTrue(host.rootViewController.view.scene != nil, "the presenter stays")
        XCTAssertEqual(green.first ?? 0, 176, accuracy: 0.5)
        XCTAssertEqual(green.last ?? 0, 176 * 0.6, accuracy: 1.5, "the teal under black at 0.4")
        XCTAssertTrue(zip(green, green.dropFirst()).allSatisfy { $0 >= $1 - 0.5 }, "it darkens steadily: the dialog fades in, nothing else moves")
        XCTAssertEqual(try SceneFileTestFile.problems(of: json.replacingOccurrences(of: "\"crossDissolve\"", with: "\"dissolve\"")),
                       [#"$.screens.dialog.transitionStyle: unknown transition style "dissolve" (coverVertical, flipHorizontal, crossDissolve, partialCurl)"#])
    }

    func testHeroScenesKeepHerosLength() throws {
        // hero-push's pushes belong to a Hero navigation controller: 0.35 s, so its frames are unchanged.
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/hero-push.json").path
        let loaded = try SceneFileLoader.load(path: path, scale: 1)
        var driver = loaded.driver, count = 0
        while driver.next(loaded.scene) != nil { count += 1 }
        XCTAssertEqual(count, 55)
    }

    func testBadStylesAndDismissAllKeysAreProblemsAtTheirPlace() throws {
        let file = try SceneFileTestFile(Self.sheetScene(screenStyle: "\"pagesheet\"", eventStyle: "\"popover\""))
        defer { file.remove() }
        let problems = lines(SceneFileLoader.check(path: file.path).problems)
        XCTAssertTrue(problems.contains(#"$.screens.settings.presentationStyle: unknown presentation style "pagesheet" (automatic, pageSheet, formSheet, fullScreen, overFullScreen, overCurrentContext); did you mean "pageSheet"?"#), "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix(#"$.driver.events[2].presentationStyle: unknown presentation style "popover""#) }, "\(problems)")

        let number = try SceneFileTestFile(Self.sheetScene(screenStyle: "3"))
        defer { number.remove() }
        XCTAssertTrue(lines(SceneFileLoader.check(path: number.path).problems).contains { $0.hasPrefix("$.screens.settings.presentationStyle:") })

        let misplaced = try SceneFileTestFile(Self.sheetScene().replacingOccurrences(of: #""action": "dismissAll""#,
                                                                                      with: #""action": "dismissAll", "presentationStyle": "pageSheet""#))
        defer { misplaced.remove() }
        XCTAssertTrue(lines(SceneFileLoader.check(path: misplaced.path).problems)
            .contains(#"$.driver.events[4].presentationStyle: "presentationStyle" does nothing in a dismissAll event"#))
    }

    /// The shipped schema (Python's jsonschema, an independent validator) accepts the styles and
    /// dismissAll and refuses an unknown style.
    func testJSONSchemaKnowsTheStylesAndDismissAll() throws {
        try Checker.require(.jsonschema)
        let file = try SceneFileTestFile(Self.sheetScene())
        defer { file.remove() }
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scene.schema.json")
        let script = """
        import json, sys, jsonschema
        v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        scene = json.load(open(sys.argv[2]))
        print("ok", len(list(v.iter_errors(scene))))
        scene["screens"]["settings"]["presentationStyle"] = "sheet"
        print("screen", len(list(v.iter_errors(scene))) > 0)
        scene = json.load(open(sys.argv[2]))
        scene["driver"]["events"][2]["presentationStyle"] = "popover"
        print("event", len(list(v.iter_errors(scene))) > 0)
        scene = json.load(open(sys.argv[2]))
        scene["controllers"]["nav"]["presentationStyle"] = "fullScreen"
        print("controller", len(list(v.iter_errors(scene))))
        """
        let text = try ProcessRun.checked(URL(fileURLWithPath: Checker.python), ["-c", script, schema.path, file.path])
        XCTAssertEqual(text, "ok 0\nscreen True\nevent True\ncontroller 0\n")
    }
}
