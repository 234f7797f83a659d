import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// UIView animations compose as UIKit's do since iOS 8: each call sets the model at once and runs
/// an additive animation of `old − new` down to zero (`additive = 1; fillMode = both`), so calls
/// overlapping on one property sum and start from what is on screen, and a delayed call holds the
/// old value until it begins ("in-flight animations on the same properties will no longer be
/// yanked out of the view's layer": iosoteric.com/additive-animations-animatewithduration-in-ios-8/).
/// The app code below is written as for iOS; the expected positions are worked by hand.
final class AnimationAdditiveTests: XCTestCase {
    private func scene() -> Scene {
        let scene = Scene(screen: Screen(name: "additive", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        return scene
    }

    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? .zero }

    /// The keyframe sample as a new user ports it: three overlapping delayed calls, right, then
    /// down while still moving right, then back to the start.
    private func startSquareSequence(_ square: UIView) {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            square.center.x += 100
        })
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            square.center.y += 100
        })
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: {
            square.center = CGPoint(x: 25, y: 25)
        })
    }

    /// Hand-worked, linear: shown = model (25, 25) + (−100, 0)(1 − e₁) + (0, −100)(1 − e₂) + (100, 100)(1 − e₃),
    /// e₁ = t, e₂ = t − 0.5, e₃ = t − 1, each clamped to 0…1.
    func testOverlappingDelayedAnimationsOfOneViewAddUp() {
        let scene = scene()
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.root.addSubview(square)
        scene.advance(to: Step(index: 0, time: 0))
        startSquareSequence(square)
        XCTAssertEqual(square.center, CGPoint(x: 25, y: 25), "the model is where the last block left it, at once")
        XCTAssertEqual(square.layer.animationKeys(), ["position", "position-2", "position-3"], "three animations side by side")
        let expected: [(Double, CGPoint)] = [
            (0, CGPoint(x: 25, y: 25)), (0.25, CGPoint(x: 50, y: 25)), (0.5, CGPoint(x: 75, y: 25)),
            (0.75, CGPoint(x: 100, y: 50)), (1, CGPoint(x: 125, y: 75)), (1.25, CGPoint(x: 100, y: 75)),
            (1.5, CGPoint(x: 75, y: 75)), (1.75, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 25, y: 25)),
        ]
        for (i, (t, p)) in expected.enumerated() {
            scene.advance(to: Step(index: i + 1, time: t))
            XCTAssertEqual(shown(square).x, p.x, accuracy: 1e-5, "x at \(t) s")
            XCTAssertEqual(shown(square).y, p.y, accuracy: 1e-5, "y at \(t) s")
        }
        XCTAssertNil(square.layer.animationKeys(), "all three done")
    }

    /// The iosoteric example: center.y 0 → 100 over 1 s; at 0.5 s a 1 s call sends it back to 0.
    /// Additive and linear, the two velocities cancel: it holds at 50 until the first ends.
    func testAReversalMidFlightStartsFromWhatIsOnScreen() {
        let scene = scene()
        let view = UIView(frame: CGRect(x: 0, y: -25, width: 50, height: 50))
        scene.root.addSubview(view)
        scene.advance(to: Step(index: 0, time: 0))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y = 100 })
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertEqual(shown(view).y, 50, accuracy: 1e-5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.center.y = 0 })
        XCTAssertEqual(shown(view).y, 50, accuracy: 1e-5, "no jump")
        for (i, (t, y)) in [(0.75, 50.0), (1, 50), (1.25, 25), (1.5, 0)].enumerated() {
            scene.advance(to: Step(index: 2 + i, time: t))
            XCTAssertEqual(shown(view).y, y, accuracy: 1e-5, "at \(t) s")
        }
    }

    /// Ease in-out at the midpoint is 0.5 by the curve's symmetry (control points (0.42, 0), (0.58, 1)).
    func testTheDefaultCurveIsEaseInOut() {
        let scene = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.root.addSubview(view)
        scene.advance(to: Step(index: 0, time: 0))
        UIView.animate(withDuration: 1) { view.center.x = 125 }
        scene.advance(to: Step(index: 1, time: 0.1))
        XCTAssertLessThan(shown(view).x, 25 + 10, "slower than linear at the start")
        scene.advance(to: Step(index: 2, time: 0.5))
        XCTAssertEqual(shown(view).x, 75, accuracy: 1e-6)
    }

    func testCompletionsRunWhenTheAnimationEndsOrFalseWhenRemoved() {
        let scene = scene()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        scene.root.addSubview(a)
        scene.root.addSubview(b)
        scene.advance(to: Step(index: 0, time: 0))
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0.25, options: [], animations: { a.alpha = 0 }, completion: { log.append("a \($0) at \(scene.currentTime)") })
        UIView.animate(withDuration: 1, animations: { b.center.x = 150 }, completion: { log.append("b \($0) at \(scene.currentTime)") })
        scene.advance(to: Step(index: 1, time: 0.5))
        b.layer.removeAllAnimations()
        XCTAssertEqual(log, ["b false at 0.5"], "removed: finished is false")
        XCTAssertEqual(shown(b).x, 150, "the model shows")
        scene.advance(to: Step(index: 2, time: 1.2))
        XCTAssertEqual(log, ["b false at 0.5"], "a ends at 1.25")
        scene.advance(to: Step(index: 3, time: 1.25))
        XCTAssertEqual(log, ["b false at 0.5", "a true at 1.25"])
    }

    /// `.repeat` with `.autoreverse`: 1 → 0 → 1 … forever; `.autoreverse` alone ends at the model value.
    func testRepeatAndAutoreverse() {
        let scene = scene()
        let pulse = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let once = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        scene.root.addSubview(pulse)
        scene.root.addSubview(once)
        scene.advance(to: Step(index: 0, time: 0))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { pulse.alpha = 0 },
                       completion: { finished.append($0) })
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { once.alpha = 0 })
        let samples: [(Double, Float, Float)] = [(0.25, 0.75, 0.75), (1, 0, 0), (1.25, 0.25, 0.25), (1.75, 0.75, 0.75),
                                                   (2, 1, 0), (2.25, 0.75, 0), (3.5, 0.5, 0)]
        for (i, (t, p, o)) in samples.enumerated() {
            scene.advance(to: Step(index: i + 1, time: t))
            XCTAssertEqual(pulse.layer.presentation()!.opacity, p, accuracy: 1e-6, "pulse at \(t) s")
            XCTAssertEqual(once.layer.presentation()!.opacity, o, accuracy: 1e-6, "once at \(t) s")
        }
        XCTAssertEqual(finished, [], "a repeating animation never finishes")
        pulse.layer.removeAllAnimations()
        XCTAssertEqual(finished, [false])
    }

    /// A call inside another's block takes the enclosing duration unless it overrides it.
    func testNestedCallsInheritTheDurationUnlessOverridden() {
        let scene = scene()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        scene.root.addSubview(a)
        scene.root.addSubview(b)
        scene.advance(to: Step(index: 0, time: 0))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 4, animations: { a.center.x = 125 })
            UIView.animate(withDuration: 4, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { b.center.x = 125 })
        })
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertEqual(shown(a).x, 75, accuracy: 1e-5, "1 s, linear: inherited")
        XCTAssertEqual(shown(b).x, 25 + 100 * 0.125, accuracy: 1e-5, "its own 4 s")
    }

    func testPerformWithoutAnimationJumpsInsideABlock() {
        let scene = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.root.addSubview(view)
        scene.advance(to: Step(index: 0, time: 0))
        UIView.animate(withDuration: 1) {
            view.center.x = 125
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        XCTAssertEqual(view.layer.animationKeys(), ["position"])
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5)
    }

    /// The golden: the square's way right, down while still moving, and back, at 8 frames a second.
    func testTheOverlappingSquareGolden() throws {
        let scene = scene()
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        square.backgroundColor = .systemBlue
        square.id = "square"   // named in the trace
        scene.root.addSubview(square)
        scene.onStep = { _, step in if step.index == 0 { self.startSquareSequence(square) } }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 8, duration: 2)), named: "additive-square")
        // The frame at 1 s, from a scene of its own started the same way.
        let measured = self.scene()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.backgroundColor = .systemBlue
        measured.root.addSubview(other)
        measured.advance(to: Step(index: 0, time: 0))
        startSquareSequence(other)
        measured.advance(to: Step(index: 1, time: 1))
        let frame = try Rasterizer().render(measured.displayList())
        // At 1 s the square's centre is at (125, 75): its box 100…150 × 50…100.
        XCTAssertNotEqual(frame.rgba(125, 75), frame.rgba(5, 195), "square at (125, 75)")
        XCTAssertEqual(frame.rgba(95, 75), frame.rgba(5, 195), "left of it is background")
        XCTAssertEqual(frame.rgba(125, 45), frame.rgba(5, 195), "above it is background")
    }
}
