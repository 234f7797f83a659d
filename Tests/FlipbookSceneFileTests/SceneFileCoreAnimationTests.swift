import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Scene-file `keyframes` (UIView.animateKeyframes) and `coreAnimation` events (a CABasicAnimation,
/// CAKeyframeAnimation or CASpringAnimation on a view's layer), against hand-worked values, and
/// their bad input as problems at their place.
final class SceneFileCoreAnimationTests: XCTestCase {
    private func scene(events: String, duration: Double = 2) -> String {
        """
        {"screen": {"size": [300, 300], "scale": 1},
         "views": [{"id": "dot", "frame": [0, 0, 20, 20], "backgroundColor": "systemRed"}],
         "events": [\(events)],
         "fps": 10, "driver": {"type": "timeline", "duration": \(duration)}}
        """
    }

    /// The dot's drawn layer at each step's time (rounded to 0.1 s).
    private func run(_ json: String) throws -> [Double: Layer] {
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var driver = loaded.driver, shown: [Double: Layer] = [:]
        let dot = try XCTUnwrap(loaded.scene.root.viewWithID("dot"))
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            shown[(step.time * 10).rounded() / 10] = try XCTUnwrap(dot.layer.presentation())
        }
        return shown
    }

    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    /// Three keyframes over 1 s from 0 s, linear (the Bézier solved to 1e-7): right 100 over 0…0.4 s, down 100 over 0.4…0.8 s,
    /// home over 0.8…1 s (UIKit's relative start times and durations).
    func testKeyframesMoveThroughEachShareOfTheDuration() throws {
        let shown = try run(scene(events: """
            {"at": 0, "animate": {"duration": 1, "curve": "linear", "keyframes": [
              {"start": 0, "duration": 0.4, "set": [{"set": "dot.transform", "ops": [{"translate": ["100", "0"]}]}]},
              {"start": 0.4, "duration": 0.4, "set": [{"set": "dot.transform", "ops": [{"translate": ["100", "100"]}]}]},
              {"start": 0.8, "duration": 0.2, "set": [{"set": "dot.transform", "ops": [{"translate": ["0", "0"]}]}]}]}}
            """))
        func tx(_ t: Double) -> Double { Double(shown[t]?.affineTransform().tx ?? .nan) }
        func ty(_ t: Double) -> Double { Double(shown[t]?.affineTransform().ty ?? .nan) }
        XCTAssertEqual(tx(0.2), 50, accuracy: 1e-4)
        XCTAssertEqual(ty(0.2), 0, accuracy: 1e-4)
        XCTAssertEqual(tx(0.6), 100, accuracy: 1e-4)
        XCTAssertEqual(ty(0.6), 50, accuracy: 1e-4)
        XCTAssertEqual(tx(0.9), 50, accuracy: 1e-4)
        XCTAssertEqual(ty(0.9), 50, accuracy: 1e-4)
        XCTAssertEqual(tx(1.1), 0, accuracy: 1e-4)
    }

    /// Without a curve UIKit eases the whole keyframe animation in and out: at 0.2 s the
    /// animation is easeInOut(0.2) of the way, inside the first keyframe (0…0.4).
    func testKeyframesWithoutACurveEaseTheWholeAnimation() throws {
        let shown = try run(scene(events: """
            {"at": 0, "animate": {"duration": 1, "keyframes": [
              {"start": 0, "duration": 0.4, "set": [{"set": "dot.transform", "ops": [{"translate": ["100", "0"]}]}]},
              {"start": 0.4, "duration": 0.6, "set": [{"set": "dot.transform", "ops": [{"translate": ["100", "100"]}]}]}]}}
            """))
        let eased = CubicBezierCurve.easeInOut.value(at: 0.2)
        XCTAssertLessThan(eased, 0.1, "ease in-out is slow at first")
        XCTAssertEqual(Double(shown[0.2]?.affineTransform().tx ?? .nan), 100 * eased / 0.4, accuracy: 1e-6)
    }

    /// A pulse from 1 to 1.2 over 0.5 s each way, linear, for ever: 1.1 at 0.25 s, 1.2 at 0.5 s,
    /// 1.1 at 0.75 s on the way back, 1 at 1 s.
    func testABasicAnimationAutoreversesForEver() throws {
        let shown = try run(scene(events: """
            {"at": 0, "coreAnimation": {"view": "dot", "key": "pulse", "keyPath": "transform.scale", "from": 1, "to": 1.2,
              "duration": 0.5, "autoreverses": true, "repeatForever": true, "timingFunction": "linear"}}
            """, duration: 3))
        func scale(_ t: Double) -> Double { Double(shown[t]?.affineTransform().a ?? .nan) }
        XCTAssertEqual(scale(0.2), 1.08, accuracy: 1e-6)
        XCTAssertEqual(scale(0.5), 1.2, accuracy: 1e-6)
        XCTAssertEqual(scale(0.7), 1.12, accuracy: 1e-6)
        XCTAssertEqual(scale(1.0), 1, accuracy: 1e-6)
        XCTAssertEqual(scale(2.7), 1.12, accuracy: 1e-6, "still pulsing")
    }

    /// A shake of position.x, additive, through 0, 10, −10, 10, 0 at the key times over 0.4 s
    /// from 0.5 s: at 0.6 s (f 0.25) +10, at 0.7 s (0.5) −10; the model (x 10) again after.
    func testAKeyframeShakeAddsToThePositionAndLeaves() throws {
        let shown = try run(scene(events: """
            {"at": 0.5, "coreAnimation": {"view": "dot", "key": "shake", "keyPath": "position.x", "values": [0, 10, -10, 10, 0],
              "keyTimes": [0, 0.25, 0.5, 0.75, 1], "duration": 0.4, "additive": true}}
            """))
        XCTAssertEqual(Double(shown[0.6]?.position.x ?? .nan), 20, accuracy: 1e-6)
        XCTAssertEqual(Double(shown[0.7]?.position.x ?? .nan), 0, accuracy: 1e-6)
        XCTAssertEqual(Double(shown[1.0]?.position.x ?? .nan), 10, accuracy: 1e-6)
    }

    /// A spring of opacity from 0 to 1 with the defaults (mass 1, stiffness 100, damping 10):
    /// ζ = 0.5, ω₀ = 10; x(0.3) = 1.124355 (the overshoot, worked in SpringAnimationTests), and it
    /// lasts its settling duration (1.8 s here), so it is over by 2 s.
    func testASpringOvershootsAndEndsAtItsSettlingDuration() throws {
        let shown = try run(scene(events: """
            {"at": 0, "coreAnimation": {"view": "dot", "keyPath": "position.y", "from": 10, "to": 110, "spring": {}}}
            """, duration: 2.5))
        XCTAssertEqual(Double(shown[0.3]?.position.y ?? .nan), 10 + 100 * 1.1243547674, accuracy: 1e-6)
        XCTAssertEqual(Double(shown[2.2]?.position.y ?? .nan), 10, accuracy: 1e-9, "removed: the model again")
    }

    func testHeldAtItsEndAndDelayedAndColours() throws {
        let shown = try run(scene(events: """
            {"at": 0, "coreAnimation": {"view": "dot", "keyPath": "backgroundColor", "to": "#0000FF", "duration": 0.5,
              "delay": 0.5, "fillMode": "forwards", "removedOnCompletion": false, "timingFunction": [0, 0, 1, 1]}}
            """))
        XCTAssertEqual(shown[0.4]?.backgroundColor?.resolved(for: .light).red ?? -1, Color.systemRed.resolved(for: .light).red, accuracy: 1e-9,
                       "waiting for its delay")
        // At 0.8 s, 0.6 of the way from systemRed to blue, straight (control points of linear).
        let mid = try XCTUnwrap(shown[0.8]?.backgroundColor?.resolved(for: .light))
        XCTAssertEqual(mid.blue, 0.6 + 0.4 * Color.systemRed.resolved(for: .light).blue, accuracy: 1e-6)
        XCTAssertEqual(shown[1.5]?.backgroundColor?.resolved(for: .light).blue ?? -1, 1, accuracy: 1e-9, "held")
    }

    func testBadCoreAnimationsAreProblemsAtTheirPlace() throws {
        func one(_ body: String) throws -> [String] { try problems(scene(events: #"{"at": 0, "coreAnimation": {\#(body)}}"#)) }
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "transform", "to": 1"#),
                       [#"$.events[0].coreAnimation.keyPath: "transform" is not a key path a view's layer animates here: animate its parts ("transform.scale", "transform.rotation.z", "transform.translation.x" …)"#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "strokeEnd", "to": 1"#),
                       [#"$.events[0].coreAnimation.keyPath: "strokeEnd" is not a key path a view's layer animates here: strokeStart and strokeEnd animate shape layers (a "shape" sublayer, named by "layer")"#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacty", "to": 1"#),
                       [#"$.events[0].coreAnimation.keyPath: "opacty" is not a key path a view's layer animates here; did you mean "opacity"?"#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity""#),
                       [#"$.events[0].coreAnimation: a Core Animation animation needs "from", "to" or "by" (or "values")"#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "position", "to": 3"#),
                       ["$.events[0].coreAnimation.to: expected a list, found a number"])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "position", "to": [1, 2, 3]"#),
                       ["$.events[0].coreAnimation.to: expected 2 numbers, found 3"])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0.5, 0.2]"#),
                       [#"$.events[0].coreAnimation.keyTimes: "keyTimes" never go back: each is at least the one before"#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0]"#),
                       [#"$.events[0].coreAnimation.keyTimes: "keyTimes" has one time per value: 2, found 1"#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity", "values": [0, 1], "from": 0"#),
                       [#"$.events[0].coreAnimation.from: a keyframe animation ("values") has no "from""#])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity", "to": 1, "spring": {"damping": 0}"#),
                       ["$.events[0].coreAnimation.spring.damping: an undamped spring (damping 0) never settles: give a damping above 0"])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity", "to": 1, "repeatCount": 1e9"#),
                       ["$.events[0].coreAnimation.repeatCount: must be a number in 0…100000, found 1000000000"])
        XCTAssertEqual(try one(#""view": "dot", "keyPath": "opacity", "to": 1, "key": "transition""#),
                       [#"$.events[0].coreAnimation.key: a key is 1…200 characters, not "transition" (Core Animation's own) nor starting "flipbook.""#])
        XCTAssertEqual(try one(#""view": "nope", "keyPath": "opacity", "to": 1"#).count, 1)
        XCTAssertEqual(try problems(scene(events: #"{"at": 0, "coreAnimation": {"view": "dot", "keyPath": "opacity", "to": 1}, "set": []}"#)),
                       [#"$.events[0]: an event has "coreAnimation", "animate" or "set": one of them"#])
    }

    func testBadKeyframesAreProblemsAtTheirPlace() throws {
        func one(_ body: String) throws -> [String] { try problems(scene(events: #"{"at": 0, "animate": {\#(body)}}"#)) }
        XCTAssertEqual(try one(#""duration": 1, "spring": {"dampingRatio": 1}, "keyframes": [{"start": 0, "duration": 1, "set": []}]"#),
                       [#"$.events[0].animate.spring: keyframes take a "curve" over the whole animation, not a spring"#])
        XCTAssertEqual(try one(#""duration": 1, "keyframes": [{"start": 0.6, "duration": 0.5, "set": []}]"#),
                       ["$.events[0].animate.keyframes[0]: a keyframe ends by the animation's end: start + duration is at most 1"])
        XCTAssertEqual(try one(#""duration": 1, "keyframes": []"#),
                       ["$.events[0].animate.keyframes: keyframes are a list of 1…1000 items"])
        XCTAssertEqual(try one(#""duration": 1, "calculationMode": "cubic", "set": []"#),
                       [#"$.events[0].animate.calculationMode: "calculationMode" goes with "keyframes""#])
        XCTAssertEqual(try one(#""duration": 1, "calculationMode": "cubik", "keyframes": [{"start": 0, "duration": 1, "set": []}]"#),
                       [#"$.events[0].animate.calculationMode: unknown calculation mode "cubik"; did you mean "cubic"?"#])
    }
}
