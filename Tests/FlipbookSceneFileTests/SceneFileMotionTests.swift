import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Scene-file motion keys: `decelerationRate`, `indicatorInsets`, springs and `"layout": true`
/// in an event's `animate`.
final class SceneFileMotionTests: XCTestCase {
    /// A 100 pt bar whose height is constraint `h`, and one event at t = 0.
    private func barScene(animate: String) -> String {
        """
        {"screen": {"size": [200, 400], "scale": 1},
         "views": [{"id": "bar", "backgroundColor": "systemBlue"}],
         "constraints": ["bar.top == root.top", "bar.leading == root.leading", "bar.width == 100",
                         "bar.height == 100 #h"],
         "events": [{"at": 0, "animate": \(animate)}],
         "fps": 10, "driver": {"type": "timeline", "duration": 1}}
        """
    }

    private func load(_ json: String) throws -> (SceneFileLoader.Loaded, SceneFileTestFile) {
        let file = try SceneFileTestFile(json)
        return (try SceneFileLoader.load(path: file.path), file)
    }

    /// Height of `bar` at each step's time.
    /// The bar's height as drawn at each step (its layer's presentation: the model is at the end at once).
    private func heights(_ loaded: SceneFileLoader.Loaded) throws -> [Double: Double] {
        var driver = loaded.driver, out: [Double: Double] = [:]
        let bar = try XCTUnwrap(loaded.scene.root.viewWithID("bar"))
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            out[step.time] = try XCTUnwrap(bar.layer.presentation()).frame.height
        }
        return out
    }

    func testLayoutTrueAnimatesAConstraintConstant() throws {
        let (loaded, file) = try load(barScene(animate: """
            {"duration": 1, "curve": "linear", "layout": true, "set": [{"set": "constraint:h", "to": "300"}]}
            """))
        defer { file.remove() }
        let h = try heights(loaded)
        XCTAssertEqual(h[0.5] ?? 0, 200, accuracy: 1e-9)
        XCTAssertEqual(h[1.0], 300)
        XCTAssertEqual(loaded.scene.warnings, [])
    }

    func testWithoutLayoutTheConstantJumpsAndTheRunWarns() throws {
        let (loaded, file) = try load(barScene(animate: """
            {"duration": 1, "curve": "linear", "set": [{"set": "constraint:h", "to": "300"}]}
            """))
        defer { file.remove() }
        let h = try heights(loaded)
        XCTAssertEqual(h[0.1], 300)
        XCTAssertEqual(loaded.scene.warnings, ["constraint 'h' changed its constant inside an animation block with no layout "
            + "after it, so the change jumps: call layoutIfNeeded() inside the animation block "
            + "(in a scene file, \"layout\": true in the event's \"animate\")"])
    }

    /// mass 1, stiffness 100, damping 10 (ζ = 0.5, ω₀ = 10): x(0.1) = 0.340300, x(0.3) = 1.124355.
    func testPhysicalSpringEvent() throws {
        let (loaded, file) = try load(barScene(animate: """
            {"spring": {"mass": 1, "stiffness": 100, "damping": 10}, "layout": true,
             "set": [{"set": "constraint:h", "to": "200"}]}
            """))
        defer { file.remove() }
        let h = try heights(loaded)
        XCTAssertEqual(h[0.1] ?? 0, 100 + 100 * 0.3402998466, accuracy: 1e-6)
        XCTAssertEqual(h[0.3] ?? 0, 100 + 100 * 1.1243547674, accuracy: 1e-6)
    }

    func testDampingRatioSpringEventMatchesTheSwiftAPI() throws {
        let (loaded, file) = try load(barScene(animate: """
            {"duration": 0.6, "spring": {"dampingRatio": 0.6, "velocity": 1}, "layout": true,
             "set": [{"set": "constraint:h", "to": "200"}]}
            """))
        defer { file.remove() }
        let h = try heights(loaded)
        let spring = SpringCurve(dampingRatio: 0.6, duration: 0.6, initialVelocity: 1)
        for t in [0.1, 0.2, 0.3] { XCTAssertEqual(h[t] ?? 0, 100 + 100 * spring.value(atTime: t), accuracy: 1e-9, "t = \(t)") }
        XCTAssertEqual(h[0.6], 200)
    }

    func testDecelerationRateAndIndicatorInsets() throws {
        let (loaded, file) = try load("""
            {"screen": {"size": [200, 400], "scale": 1},
             "views": [{"id": "a", "type": "scroll", "frame": [0, 0, 200, 400], "contentSize": [200, 4000],
                        "decelerationRate": "fast", "indicatorInsets": {"top": 8}},
                       {"id": "b", "type": "table", "frame": [0, 0, 200, 400], "decelerationRate": 0.995}],
             "scrollView": "a", "driver": {"type": "timeline", "duration": 0.1}}
            """)
        defer { file.remove() }
        let a = try XCTUnwrap(loaded.scene.root.viewWithID("a") as? ScrollView)
        let b = try XCTUnwrap(loaded.scene.root.viewWithID("b") as? ScrollView)
        XCTAssertEqual(a.decelerationRate, .fast)
        XCTAssertEqual(a.verticalScrollIndicatorInsets, EdgeInsets(top: 8))
        XCTAssertEqual(b.decelerationRate.rawValue, 0.995)
    }

    // MARK: Problems, each at its place

    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    private func scroll(rate: String) -> String {
        """
        {"views": [{"id": "a", "type": "scroll", "decelerationRate": \(rate)}], "driver": {"type": "timeline", "duration": 1}}
        """
    }

    func testBadDecelerationRates() throws {
        XCTAssertEqual(try problems(scroll(rate: "\"fats\"")), ["$.views[0].decelerationRate: unknown deceleration rate \"fats\"; "
            + "did you mean \"fast\"?: use \"normal\", \"fast\" or a number between 0 and 1"])
        for bad in ["1", "0", "-0.5", "1.5"] {
            let found = try problems(scroll(rate: bad))
            XCTAssertEqual(found.count, 1, bad)
            XCTAssertTrue(found.first?.hasPrefix("$.views[0].decelerationRate: a deceleration rate is a number between 0 and 1") == true,
                          "\(found)")
        }
        XCTAssertEqual(try problems(scroll(rate: "true")), ["$.views[0].decelerationRate: expected a number, found a boolean"])
    }

    func testBadSprings() throws {
        let change = #""set": [{"set": "constraint:h", "to": "200"}]"#
        XCTAssertEqual(try problems(barScene(animate: #"{"spring": {"dampingRatio": 0.5}, "# + change + "}")),
                       ["$.events[0].animate.spring: a dampingRatio spring settles within the animation's \"duration\": give one"])
        XCTAssertEqual(try problems(barScene(animate: #"{"duration": 1, "spring": {"mass": 1, "stiffness": 100, "damping": 10}, "# + change + "}")),
                       ["$.events[0].animate.duration: a mass/stiffness/damping spring lasts until it settles, as in UIKit: leave out \"duration\""])
        XCTAssertEqual(try problems(barScene(animate: #"{"duration": 1, "curve": "linear", "spring": {"dampingRatio": 0.5}, "# + change + "}")),
                       ["$.events[0].animate.curve: an animation has a \"curve\" or a \"spring\", not both"])
        XCTAssertEqual(try problems(barScene(animate: #"{"duration": 1, "spring": {"dampingRatio": 0}, "# + change + "}")),
                       ["$.events[0].animate.spring.dampingRatio: must be a number in 0.01…100, found 0"])
        XCTAssertEqual(try problems(barScene(animate: #"{"spring": {"mass": 1, "stiffness": 100}, "# + change + "}")),
                       ["$.events[0].animate.spring: a spring needs \"dampingRatio\", or all of \"mass\", \"stiffness\" and \"damping\""])
        XCTAssertEqual(try problems(barScene(animate: #"{"spring": {"mass": 1, "stiffness": 100, "damping": 0}, "# + change + "}")),
                       ["$.events[0].animate.spring.damping: an undamped spring (damping 0) never settles: give a damping above 0"])
        let slow = ["$.events[0].animate.spring: this spring takes more than 600 s to settle, the longest an animation lasts: "
            + "give it more damping or stiffness"]
        XCTAssertEqual(try problems(barScene(animate: #"{"spring": {"mass": 1000, "stiffness": 0.001, "damping": 0.001}, "# + change + "}")), slow)
        XCTAssertEqual(try problems(barScene(animate: #"{"spring": {"mass": 1, "stiffness": 1000000, "damping": 1e-300}, "# + change + "}")), slow,
                       "all but undamped: it never settles, and nothing traps")
    }

    // MARK: The schema agrees

    /// jsonschema accepts what the reader accepts and refuses what it refuses, for the motion keys.
    func testJSONSchemaAgreesWithTheReader() throws {
        try Checker.require(.jsonschema)
        let accepted = [
            barScene(animate: #"{"spring": {"mass": 1, "stiffness": 100, "damping": 10, "velocity": 2}, "layout": true, "set": []}"#),
            barScene(animate: #"{"duration": 0.5, "spring": {"dampingRatio": 0.6}, "set": []}"#),
            scroll(rate: "\"fast\""), scroll(rate: "0.995"),
        ]
        let refused = [
            barScene(animate: #"{"spring": {"dampingRatio": 0.01, "velocity": 2000}, "duration": 1, "set": []}"#),
            barScene(animate: #"{"set": []}"#),
            barScene(animate: #"{"duration": 1, "layout": 1, "set": []}"#),
            scroll(rate: "1"), scroll(rate: "\"slow\""),
        ]
        let schema = Checker.packageRoot.appendingPathComponent("docs/scene.schema.json").path
        let script = """
        import json, sys, jsonschema
        v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        print(" ".join(str(len(list(v.iter_errors(json.loads(text)))) > 0) for text in sys.argv[2:]))
        """
        let run = try ProcessRun(URL(fileURLWithPath: Checker.python), ["-c", script, schema] + accepted + refused)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, (Array(repeating: "False", count: accepted.count) + Array(repeating: "True", count: refused.count))
            .joined(separator: " ") + "\n")
        // The reader agrees on every one.
        for json in accepted { XCTAssertEqual(try problems(json), [], json) }
        for json in refused { XCTAssertNotEqual(try problems(json), [], json) }
    }
}
