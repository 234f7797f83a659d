import XCTest
import FlipbookRender
@testable import FlipbookScene

final class PropertyAnimatorTests: XCTestCase {
    private func sceneWithBox() -> (Scene, View) {
        let s = Scene(screen: Screen.iPhone14.withScale(1))
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        box.id = "box"
        s.root.addSubview(box)
        s.layout()
        return (s, box)
    }

    /// A paused animator scrubs linearly by default and on its curve with `scrubsLinearly` false
    /// (developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly).
    func testScrubbingIsLinearUnlessTheCurveIsAskedFor() {
        let (_, box) = sceneWithBox()
        let animator = PropertyAnimator(duration: 0.1, curve: .easeIn) {
            box.transform = AffineTransform(translationX: -300, y: 0)
        }
        XCTAssertEqual(box.transform, .identity, "nothing moves before the animator is used")
        for p in [0.0, 0.25, 0.5, 0.75, 1.0] {
            animator.fractionComplete = p
            XCTAssertEqual(box.presented.transform.tx, -300 * p, accuracy: 1e-9, "p = \(p)")
        }
        animator.scrubsLinearly = false
        for p in [0.25, 0.5, 0.75] {
            animator.fractionComplete = p
            XCTAssertEqual(box.presented.transform.tx, -300 * CubicBezierCurve.easeIn.value(at: p), accuracy: 1e-9, "p = \(p)")
        }
        animator.fractionComplete = 0.3
        XCTAssertEqual(animator.fractionComplete, 0.3)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
    }

    func testRunningAnimatorFollowsTheSceneClockAndCompletes() {
        let (scene, box) = sceneWithBox()
        var finished: [AnimatingPosition] = []
        var driver = TimelineDriver(fps: 10, duration: 1)
        scene.advance(to: driver.next(scene)!)     // t = 0
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { finished.append($0) }
        animator.startAnimation()
        var alphas: [Double] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            alphas.append((box.presented.opacity * 1000).rounded() / 1000)
        }
        XCTAssertEqual(Array(alphas.prefix(6)), [0.8, 0.6, 0.4, 0.2, 0, 0])
        XCTAssertEqual(finished, [.end])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testReversedRunsBackToTheStart() {
        let (scene, box) = sceneWithBox()
        var driver = TimelineDriver(fps: 10, duration: 1)
        scene.advance(to: driver.next(scene)!)
        let animator = PropertyAnimator(duration: 0.4, curve: .linear) { box.center = Point(x: 250, y: 50) }
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.fractionComplete = 0.5
        XCTAssertEqual(box.presented.position.x, 150)
        animator.isReversed = true
        animator.startAnimation()
        scene.advance(to: driver.next(scene)!)      // 0.1 s of 0.4 s later: from 0.5 back to 0.25
        XCTAssertEqual(box.presented.position.x, 100, accuracy: 1e-6)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(box.center.x, 50)
        XCTAssertEqual(ended, .start)
    }

    func testPausesOnCompletionStaysActive() {
        let (scene, box) = sceneWithBox()
        var driver = TimelineDriver(fps: 10, duration: 1)
        scene.advance(to: driver.next(scene)!)
        let animator = PropertyAnimator(duration: 0.2, curve: .easeOut) { box.alpha = 0.5 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(box.alpha, 0.5)
        XCTAssertEqual(animator.state, .active, "still active, can be reversed")
        XCTAssertFalse(animator.isRunning)
    }

    func testViewAnimateFadesOverItsDuration() {
        let (scene, box) = sceneWithBox()
        var driver = TimelineDriver(fps: 10, duration: 0.5)
        scene.advance(to: driver.next(scene)!)
        var done: Bool?
        View.animate(withDuration: 0.2, animations: { box.alpha = 0 }, completion: { done = $0 })
        scene.advance(to: driver.next(scene)!)    // halfway through an ease-in-out: 0.5
        XCTAssertEqual(box.presented.opacity, 0.5, accuracy: 1e-6)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(box.alpha, 0)
        XCTAssertEqual(done, true)
    }

    func testConstraintChangesInsideABlockAnimateTheFrame() {
        let s = Scene(screen: Screen.iPhone14.withScale(1))
        let bar = View()
        bar.id = "bar"
        bar.translatesAutoresizingMaskIntoConstraints = false
        s.root.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([bar.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   bar.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   bar.widthAnchor.constraint(equalToConstant: 100), height])
        var driver = TimelineDriver(fps: 10, duration: 1)
        s.advance(to: driver.next(s)!)
        let animator = PropertyAnimator(duration: 0.4, curve: .linear) {
            height.constant = 200
            bar.layoutIfNeeded()
        }
        animator.startAnimation()
        s.advance(to: driver.next(s)!)
        XCTAssertEqual(bar.presented.bounds.height, 125, accuracy: 1e-6)
        while let step = driver.next(s) { s.advance(to: step) }
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 100, height: 200))
    }

    func testSpringAnimatorSettlesOnTheTarget() {
        let (scene, box) = sceneWithBox()
        var driver = TimelineDriver(fps: 60, duration: 1.2)
        scene.advance(to: driver.next(scene)!)
        let animator = PropertyAnimator(duration: 0.6, dampingRatio: 0.5) { box.center = Point(x: 150, y: 50) }
        animator.startAnimation()
        var overshoot = 0.0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            overshoot = max(overshoot, box.presented.position.x - 150)
        }
        XCTAssertGreaterThan(overshoot, 1, "a 0.5 damping ratio overshoots")
        XCTAssertEqual(box.center.x, 150, accuracy: 1e-9)
    }
}
