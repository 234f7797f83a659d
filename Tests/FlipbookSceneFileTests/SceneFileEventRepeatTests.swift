import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Scene-file events that repeat (`every`/`times`, a repeating `Timer`) and animations with a
/// `delay`, `repeat` and `autoreverse` (UIView's options), against hand-worked values.
final class SceneFileEventRepeatTests: XCTestCase {
    private func scene(events: String, duration: Double = 2) -> String {
        """
        {"screen": {"size": [200, 200], "scale": 1},
         "views": [{"id": "dot", "frame": [0, 0, 20, 20], "backgroundColor": "systemRed"}],
         "events": [\(events)],
         "fps": 10, "driver": {"type": "timeline", "duration": \(duration)}}
        """
    }

    /// The dot's drawn alpha and x at each step's time.
    private func run(_ json: String) throws -> (alpha: [Double: Double], x: [Double: Double], warnings: [String]) {
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var driver = loaded.driver, alpha: [Double: Double] = [:], x: [Double: Double] = [:]
        let dot = try XCTUnwrap(loaded.scene.root.viewWithID("dot"))
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            let shown = try XCTUnwrap(dot.layer.presentation())
            let t = (step.time * 10).rounded() / 10
            alpha[t] = Double(shown.opacity)
            x[t] = shown.frame.minX
        }
        return (alpha, x, loaded.scene.warnings)
    }

    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    func testARepeatingEventHappensAtEachOfItsTimes() throws {
        // A blink: at 0.5, 1.0 … 1.5 s the alpha becomes floor(time · 2) mod 2: 1, 0, 1.
        let (alpha, _, warnings) = try run(scene(events: """
            {"at": 0.5, "every": 0.5, "times": 3, "set": [{"set": "dot.alpha", "to": "mod(floor(time * 2 + 0.001), 2)"}]},
            {"at": 0, "set": [{"set": "dot.alpha", "to": "0.25"}]}
            """))
        XCTAssertEqual(alpha[0.4], 0.25)
        XCTAssertEqual(alpha[0.5], 1)
        XCTAssertEqual(alpha[0.9], 1)
        XCTAssertEqual(alpha[1.0], 0)
        XCTAssertEqual(alpha[1.5], 1)
        XCTAssertEqual(alpha[2.0], 1, "three times only: nothing at 2 s")
        XCTAssertEqual(warnings, [])
    }

    func testADelayedAutoreversingRepeatPulsesForEver() throws {
        // 0.5 s each way from 0 to 100 after a 0.5 s delay, linear: at 0.75 s half-way out, at 1 s
        // at 100, at 1.25 s half-way back, at 1.5 s home, and again.
        let (_, x, _) = try run(scene(events: """
            {"at": 0, "animate": {"duration": 0.5, "delay": 0.5, "curve": "linear", "repeat": true, "autoreverse": true,
                                  "set": [{"set": "dot.transform", "ops": [{"translate": ["100", "0"]}]}]}}
            """))
        XCTAssertEqual(x[0.4] ?? -1, 0, accuracy: 1e-6, "still waiting")
        XCTAssertEqual(x[0.7] ?? -1, 40, accuracy: 1e-4)
        XCTAssertEqual(x[1.0] ?? -1, 100, accuracy: 1e-4)
        XCTAssertEqual(x[1.2] ?? -1, 60, accuracy: 1e-4)
        XCTAssertEqual(x[1.5] ?? -1, 0, accuracy: 1e-4)
        XCTAssertEqual(x[1.8] ?? -1, 60, accuracy: 1e-4, "out again")
    }

    func testBadRepeatsAreProblemsAtTheirPlace() throws {
        XCTAssertEqual(try problems(scene(events: #"{"at": 0, "every": 1, "set": []}"#)),
                       ["$.events[0]: a repeating event needs both \"every\" (seconds apart) and \"times\""])
        XCTAssertEqual(try problems(scene(events: #"{"at": 0, "every": 0.001, "times": 2, "set": []}"#)),
                       ["$.events[0].every: \"every\" is the time between repeats: 0.01…600 s"])
        for bad in ["0", "1.5", "1001", "-3"] {
            XCTAssertEqual(try problems(scene(events: #"{"at": 0, "every": 1, "times": \#(bad), "set": []}"#)),
                           ["$.events[0].times: \"times\" is how often the event happens: a whole number in 1…1000"], bad)
        }
        XCTAssertEqual(try problems(scene(events: #"{"at": 0, "animate": {"spring": {"mass": 1, "stiffness": 100, "damping": 10}, "repeat": true, "set": []}}"#)),
                       ["$.events[0].animate: a spring does not repeat or reverse here: give a \"curve\" and a \"duration\""])
        XCTAssertEqual(try problems(scene(events: #"{"at": 0, "animate": {"duration": 1, "delay": -1, "set": []}}"#)),
                       ["$.events[0].animate.delay: an animation's delay is 0…600 s"])
    }

    func testTheOccurrencesOfAllEventsAreBounded() throws {
        let many = (0..<11).map { _ in #"{"at": 0, "every": 0.01, "times": 1000, "set": []}"# }.joined(separator: ", ")
        XCTAssertEqual(try problems(scene(events: many)), ["$.events[10]: the events would happen more than 10000 times, repeats counted"])
    }
}
