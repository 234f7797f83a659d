import Foundation
import XCTest
import FlipbookRender
@testable import FlipbookScene

/// Springs as UIKit runs them, sampled on the scene's clock against the damped oscillator's
/// closed form x(t) = 1 + e^(−σt)(u₀·cos ω_d t + (v₀ + σu₀)/ω_d · sin ω_d t), u₀ = −1.
final class SpringAnimationTests: XCTestCase {
    private func sceneWithBox() -> (Scene, View, TimelineDriver) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))   // centre x 50
        scene.root.addSubview(box)
        scene.layout()
        var driver = TimelineDriver(fps: 10, duration: 3)
        scene.advance(to: driver.next(scene)!)   // t = 0
        return (scene, box, driver)
    }

    /// mass 1, stiffness 100, damping 10: ζ = 0.5, ω₀ = 10, σ = 5, ω_d = √75, worked by hand:
    /// x(0.1) = 1 − e^(−0.5)(cos 0.866 + 0.577·sin 0.866) = 0.340300, x(0.2) = 0.849426,
    /// x(0.3) = 1.124355 (the overshoot).
    func testPhysicalSpringFollowsTheClosedForm() {
        let (scene, box, driver) = sceneWithBox()
        var d = driver
        let parameters = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
        let animator = PropertyAnimator(duration: 99, timingParameters: parameters) { box.center.x = 150 }
        animator.startAnimation()
        var xs: [Double] = []
        for _ in 0..<3 { scene.advance(to: d.next(scene)!); xs.append(box.presented.position.x) }
        XCTAssertEqual(xs[0], 50 + 100 * 0.3402998466, accuracy: 1e-6)
        XCTAssertEqual(xs[1], 50 + 100 * 0.8494256349, accuracy: 1e-6)
        XCTAssertEqual(xs[2], 50 + 100 * 1.1243547674, accuracy: 1e-6)
    }

    func testPhysicalSpringLastsItsSettlingTimeNotTheGivenDuration() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10)
        let animator = PropertyAnimator(duration: 99, timingParameters: SpringTimingParameters(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(animator.duration, spring.settlingDuration())
        // e^(−5t) bounds the motion: the offset's amplitude is √(1 + 1/3) and the speed's
        // ω₀²/ω_d = 100/√75, so both are within 0.001 from ln(1000·11.547)/5 = 1.871 s on.
        XCTAssertEqual(animator.duration, log(1000 * 100 / 75.0.squareRoot()) / 5, accuracy: 1e-6)
    }

    /// Critically damped (stiffness 400, damping 40: ω₀ = 20, ζ = 1) with initial velocity 3:
    /// x(t) = 1 + e^(−20t)(−1 + (3 − 20)t): x(0.1) = 1 − e^(−2)·2.7 = 0.634595.
    func testInitialVelocityStartsTheSpringMoving() {
        let (scene, box, driver) = sceneWithBox()
        var d = driver
        let parameters = SpringTimingParameters(mass: 1, stiffness: 400, damping: 40, initialVelocity: Vector(dx: 3, dy: 0))
        PropertyAnimator(duration: 1, timingParameters: parameters) { box.center.x = 150 }.startAnimation()
        scene.advance(to: d.next(scene)!)
        XCTAssertEqual(box.presented.position.x, 50 + 100 * (1 - exp(-2) * 2.7), accuracy: 1e-6)
    }

    /// `usingSpringWithDamping` runs for the given duration: ζ = 0.5 is over its 0.1 % settle
    /// tolerance then, with the stiffness that makes it so, and follows the closed form on the way.
    func testViewAnimateSpringUsesTheGivenDuration() {
        let (scene, box, driver) = sceneWithBox()
        var d = driver
        var finishedAt: Double?
        View.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                     options: [], animations: { box.center.x = 150 }, completion: { _ in finishedAt = scene.currentTime })
        let spring = SpringCurve(dampingRatio: 0.5, duration: 0.8)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        let w0 = spring.stiffness.squareRoot(), sigma = 0.5 * w0, wd = w0 * 0.75.squareRoot()
        func x(_ t: Double) -> Double { 1 + exp(-sigma * t) * (-cos(wd * t) - sigma / wd * sin(wd * t)) }
        var overshoot = 0.0
        for k in 1...7 {
            scene.advance(to: d.next(scene)!)
            XCTAssertEqual(box.presented.position.x, 50 + 100 * x(Double(k) / 10), accuracy: 1e-6, "t = \(Double(k) / 10)")
            overshoot = max(overshoot, box.presented.position.x - 150)
        }
        XCTAssertGreaterThan(overshoot, 1, "ζ = 0.5 overshoots")
        XCTAssertLessThan(abs(x(0.8) - 1), 0.001, "the spring is within its settle tolerance at the duration")
        scene.advance(to: d.next(scene)!)   // t = 0.8
        XCTAssertEqual(box.presented.position.x, 150, "the animation ends exactly on the target")
        XCTAssertEqual(finishedAt ?? -1, 0.8, accuracy: 1e-9)
    }

    func testDampingRatioParametersMatchViewAnimate() {
        let (scene, box, driver) = sceneWithBox()
        var d = driver
        let other = View(frame: Rect(x: 0, y: 200, width: 100, height: 100))
        scene.root.addSubview(other)
        View.animate(withDuration: 0.6, usingSpringWithDamping: 0.7, initialSpringVelocity: 2, animations: { box.center.x = 150 })
        PropertyAnimator(duration: 0.6, timingParameters: SpringTimingParameters(dampingRatio: 0.7, initialVelocity: Vector(dx: 2, dy: 0))) {
            other.center.x = 150
        }.startAnimation()
        for _ in 0..<6 {
            scene.advance(to: d.next(scene)!)
            XCTAssertEqual(box.presented.position.x, other.presented.position.x, accuracy: 1e-9, "additive sums round differently")
        }
    }

    func testVelocityComesFromDyWhenDxIsZero() {
        XCTAssertEqual(SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: 0, dy: 4)).scalarVelocity, 4)
        XCTAssertEqual(SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: 2, dy: 4)).scalarVelocity, 2)
    }
}
