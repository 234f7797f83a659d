import XCTest
@testable import FlipbookSceneFile

/// Every section refuses a misspelt key, at any depth, naming its place and the key meant; a
/// driver refuses a key of another driver type by naming the type it belongs to.
final class SceneFileKeyTests: XCTestCase {
    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    /// A scene with a scroll view and a label, `section` spliced in (`driver` unless it gives one).
    private func scene(_ section: String, driver: String = #""driver": {"type": "timeline", "duration": 0.1}"#) -> String {
        """
        {"views": [{"id": "box", "type": "label", "text": "Hi", "frame": [0, 0, 100, 40]},
                   {"id": "list", "type": "scroll", "frame": [0, 40, 100, 100], "contentSize": [100, 400]}],
         "constraints": ["box.width == 100 #boxWidth"],
         \(section.isEmpty ? "" : section + ",")
         \(driver)}
        """
    }

    private func expectRefused(_ json: String, _ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let found = try problems(json)
        XCTAssertTrue(found.contains(line), "expected \(line)\nfound \(found)", file: file, line: lineNumber)
    }

    func testTheBaseSceneIsClean() throws {
        XCTAssertEqual(try problems(scene("")), [])
    }

    func testAMisspeltKeyInEverySection() throws {
        try expectRefused(scene(#""fsp": 30"#), #"$.fsp: unknown property "fsp"; did you mean "fps"?"#)
        try expectRefused(scene(#""screen": {"scael": 2}"#), #"$.screen.scael: unknown property "scael"; did you mean "scale"?"#)
        try expectRefused(scene(#""guides": [{"id": "g", "owner": "box", "ownr": "box"}]"#),
                          #"$.guides[0].ownr: unknown property "ownr"; did you mean "owner"?"#)
        try expectRefused(scene(#""variables": [{"name": "v", "vaule": "1"}]"#),
                          #"$.variables[0].vaule: unknown property "vaule"; did you mean "value"?"#)
        try expectRefused(scene(#""bindings": [{"set": "box.alpha", "to": "1", "too": "2"}]"#),
                          #"$.bindings[0].too: unknown property "too"; did you mean "to"?"#)
        try expectRefused(scene(#""behaviors": [{"type": "holdWhileCollapsing", "constraint": "boxWidth", "min": 0, "max": 1, "mx": 2}]"#),
                          #"$.behaviors[0].mx: unknown property "mx"; did you mean "max"?"#)
        try expectRefused(scene(#""events": [{"at": 0, "set": [{"set": "box.alpha", "to": "0.5"}], "att": 1}]"#),
                          #"$.events[0].att: unknown property "att"; did you mean "at"?"#)
        try expectRefused(scene("", driver: #""driver": {"type": "timeline", "durration": 1}"#),
                          #"$.driver.durration: unknown property "durration"; did you mean "duration"?"#)
    }

    func testAMisspeltKeyDeepInside() throws {
        // Views: a view's key, a subview's font, a repeat's spec, a table row.
        try expectRefused(scene(#""background": "white""#).replacingOccurrences(of: #""text": "Hi""#, with: #""text": "Hi", "cornerRadias": 4"#),
                          #"$.views[0].cornerRadias: unknown property "cornerRadias"; did you mean "cornerRadius"?"#)
        try expectRefused("""
            {"views": [{"id": "card", "subviews": [{"type": "label", "text": "a", "font": {"size": 12, "weigth": "bold"}}]}],
             "driver": {"type": "timeline", "duration": 0}}
            """, #"$.views[0].subviews[0].font.weigth: unknown property "weigth"; did you mean "weight"?"#)
        try expectRefused("""
            {"views": [{"repeat": {"count": 2, "ass": "k"}, "view": {"frame": [0, 0, 1, 1]}}], "driver": {"type": "timeline", "duration": 0}}
            """, #"$.views[0].repeat.ass: unknown property "ass"; did you mean "as"?"#)
        try expectRefused("""
            {"views": [{"type": "table", "rows": [{"text": "a", "detial": "b"}]}], "driver": {"type": "timeline", "duration": 0}}
            """, #"$.views[0].rows[0].detial: unknown property "detial"; did you mean "detail"?"#)
        // Bindings: a transform's op, a track.
        try expectRefused(scene(#""bindings": [{"set": "box.transform", "ops": [{"scael": 2}]}]"#),
                          #"$.bindings[0].ops[0].scael: unknown property "scael"; did you mean "scale"?"#)
        try expectRefused(scene(#""bindings": [{"set": "box.alpha", "track": {"input": "time", "keys": [[0, 0], [1, 1]], "curv": "linear"}}]"#),
                          #"$.bindings[0].track.curv: unknown property "curv"; did you mean "curve"?"#)
        // Events: an animation's spring.
        try expectRefused(scene(#""events": [{"at": 0, "animate": {"spring": {"dampingRatio": 0.5, "velocty": 1}, "duration": 0.3, "set": []}}]"#),
                          #"$.events[0].animate.spring.velocty: unknown property "velocty"; did you mean "velocity"?"#)
        // Drivers: a drag's gesture, and one segment of it.
        try expectRefused(scene("", driver: #""scrollView": "list", "driver": {"type": "drag", "gestures": [{"drag": -100, "duration": 0.5, "easeing": "linear"}]}"#),
                          #"$.driver.gestures[0].easeing: unknown property "easeing"; did you mean "easing"?"#)
        try expectRefused(scene("", driver: #""scrollView": "list", "driver": {"type": "drag", "gestures": [{"drag": [{"by": -10, "duraton": 0.5}]}]}"#),
                          #"$.driver.gestures[0].drag[0].duraton: unknown property "duraton"; did you mean "duration"?"#)
    }

    private let screens = """
        "screens": {"home": {"title": "Home", "views": [{"id": "avatar", "frame": [0, 0, 10, 10], "hero": {"id": "a"}}]},
                    "detail": {"views": []}},
        "controllers": {"nav": {"type": "navigation", "viewControllers": ["home"]}},
        "rootViewController": "nav"
        """

    private func screensScene(_ change: (String) -> String,
                              driver: String = #"{"type": "transitions", "events": [{"at": 0.1, "action": "push", "controller": "detail"}]}"#) -> String {
        "{" + change(screens) + ", \"driver\": " + driver + "}"
    }

    func testScreensControllersAndTransitions() throws {
        XCTAssertEqual(try problems(screensScene { $0 }), [])
        try expectRefused(screensScene { $0.replacingOccurrences(of: #""title": "Home""#, with: #""titel": "Home""#) },
                          #"$.screens.home.titel: unknown property "titel"; did you mean "title"?"#)
        try expectRefused(screensScene { $0.replacingOccurrences(of: #""hero": {"id": "a"}"#, with: #""hero": {"id": "a", "modifers": "fade"}"#) },
                          #"$.screens.home.views[0].hero.modifers: unknown property "modifers"; did you mean "modifiers"?"#)
        try expectRefused(screensScene { $0.replacingOccurrences(of: #""viewControllers": ["home"]"#, with: #""viewControllers": ["home"], "heor": true"#) },
                          #"$.controllers.nav.heor: unknown property "heor"; did you mean "hero"?"#)
        try expectRefused(screensScene({ $0 }, driver: #"{"type": "transitions", "events": [{"at": 0.1, "action": "push", "controller": "detail", "animaton": "fade"}]}"#),
                          #"$.driver.events[0].animaton: unknown property "animaton"; did you mean "animation"?"#)
        try expectRefused(screensScene({ $0 }, driver: #"{"type": "transitions", "tial": 1, "events": []}"#),
                          #"$.driver.tial: unknown property "tial"; did you mean "tail"?"#)
    }

    func testADriverRefusesAKeyOfAnotherDriverTypeByName() throws {
        let drag = #""scrollView": "list", "driver": {"type": "drag", "gestures": [{"wait": 0.1}], "step": 10}"#
        try expectRefused(scene("", driver: drag), #"$.driver.step: "step" is not a key of a "drag" driver; it belongs to "offsets""#)
        try expectRefused(scene("", driver: #""driver": {"type": "timeline", "duration": 1, "count": 3}"#),
                          #"$.driver.count: "count" is not a key of a "timeline" driver; it belongs to "deltas""#)
        try expectRefused(scene("", driver: #""scrollView": "list", "driver": {"type": "offsets", "offsets": [0, 10], "holdStart": 2}"#),
                          #"$.driver.holdStart: "holdStart" is not a key of an "offsets" driver; it belongs to "deltas" and "timeline""#)
        try expectRefused(scene("", driver: #""scrollView": "list", "driver": {"type": "deltas", "delta": 1, "count": 2, "events": []}"#),
                          #"$.driver.events: "events" is not a key of a "deltas" driver; it belongs to "transitions""#)
        // Views are kinds too: a table's key on a scroll view.
        try expectRefused(scene("").replacingOccurrences(of: #""contentSize": [100, 400]"#, with: #""contentSize": [100, 400], "rows": ["a"]"#),
                          #"$.views[1].rows: "rows" is not a key of a "scroll" view; it belongs to "table""#)
        // Its own keys are still read: the same keys on their own driver are clean.
        XCTAssertEqual(try problems(scene("", driver: #""scrollView": "list", "driver": {"type": "offsets", "from": 0, "to": 20, "step": 10}"#)), [])
        XCTAssertEqual(try problems(scene("", driver: #""scrollView": "list", "driver": {"type": "deltas", "delta": 1, "count": 2, "holdStart": 1}"#)), [])
    }
}
