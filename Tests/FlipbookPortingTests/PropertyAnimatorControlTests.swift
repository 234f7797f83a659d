import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit

/// `UIViewPropertyAnimator` driven as interactive app code drives it: scrubbing (linear by default,
/// developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly), starting and
/// continuing from a scrubbed point, pausing a running animator, `addAnimations(_:delayFactor:)`,
/// `continueAnimation(withTimingParameters:durationFactor:)` and `runningPropertyAnimator`.
/// Curve values are hand-worked from UIKit's Béziers: easeIn (0.42, 0)(1, 1) at 0.5 is 0.315357,
/// easeInOut (0.42, 0)(0.58, 1) at 0.25 is 0.129162.
final class PropertyAnimatorControlTests: XCTestCase {
    private func scene() -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "pa", size: CGSize(width: 300, height: 100), scale: 1, safeAreaInsets: .zero))
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        controller.view.addSubview(card)
        scene.attach(controller)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, card)
    }

    private func x(_ card: UIView) -> CGFloat { card.layer.presentation()!.position.x - 10 }
    private func at(_ scene: Scene, _ t: Double) { scene.advance(to: Step(index: Int(t * 1000), time: t)) }

    func testAPausedAnimatorScrubsLinearlyUnlessToldOtherwise() {
        let (_, card) = scene()
        let slide = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { card.frame.origin.x = 100 }
        slide.fractionComplete = 0.5
        XCTAssertEqual(x(card), 50, accuracy: 1e-9, "linear: half the way at half the fraction")
        slide.scrubsLinearly = false
        XCTAssertEqual(x(card), 31.5357, accuracy: 1e-3, "on the curve: easeIn(0.5)")
    }

    func testStartingFromAScrubbedPointRunsTheRestOnTheCurveWithoutAJump() {
        let (scene, card) = scene()
        var ended: UIViewAnimatingPosition?
        let slide = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { card.frame.origin.x = 100 }
        slide.addCompletion { ended = $0 }
        slide.fractionComplete = 0.5
        slide.startAnimation()
        at(scene, 0.001)
        XCTAssertEqual(x(card), 50, accuracy: 0.01, "it goes on from where it was drawn")
        // 0.25 s later the fraction is 0.75: half of the rest, eased in: 50 + 50 · 0.315357.
        at(scene, 0.25)
        XCTAssertEqual(x(card), 65.7678, accuracy: 1e-3)
        at(scene, 0.5)
        XCTAssertEqual(ended, .end)
        XCTAssertEqual(x(card), 100)
    }

    func testPausingARunningAnimatorKeepsWhatIsDrawn() {
        let (scene, card) = scene()
        let slide = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { card.frame.origin.x = 100 }
        slide.startAnimation()
        at(scene, 0.25)
        XCTAssertEqual(x(card), 12.9162, accuracy: 1e-3)
        slide.pauseAnimation()
        XCTAssertEqual(x(card), 12.9162, accuracy: 1e-3, "no jump to the linear 25")
        XCTAssertEqual(slide.fractionComplete, 0.129162, accuracy: 1e-6, "the fraction now reads what is drawn")
        slide.fractionComplete = 0.6
        XCTAssertEqual(x(card), 60, accuracy: 1e-9)
    }

    func testDelayedAnimationsWaitForTheirShareOfTheTime() {
        let (scene, card) = scene()
        let caption = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        caption.alpha = 0
        card.superview!.addSubview(caption)
        let reveal = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 100 }
        reveal.addAnimations({ caption.alpha = 1 }, delayFactor: 0.5)
        reveal.startAnimation()
        at(scene, 0.4)
        XCTAssertEqual(Double(caption.layer.presentation()!.opacity), 0, accuracy: 1e-9, "the second half only")
        XCTAssertEqual(x(card), 40, accuracy: 1e-5)
        at(scene, 0.75)
        XCTAssertEqual(Double(caption.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
        at(scene, 1)
        XCTAssertEqual(caption.alpha, 1)
    }

    func testContinuingScalesTheDurationAndCanGoBack() {
        let (scene, card) = scene()
        var ended: UIViewAnimatingPosition?
        let slide = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 100 }
        slide.addCompletion { ended = $0 }
        slide.startAnimation()
        at(scene, 0.5)
        slide.pauseAnimation()
        // Twice the duration: the remaining half takes a second.
        slide.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        at(scene, 1.0)
        XCTAssertEqual(x(card), 75, accuracy: 1e-5)   // the linear Bézier is solved to 1e-7
        slide.pauseAnimation()
        slide.isReversed = true
        slide.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        at(scene, 1.5)
        XCTAssertEqual(x(card), 25, accuracy: 1e-5, "back half a second of a one-second animation")
        at(scene, 2)
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(card.frame.origin.x, 0, "finished at the start: the model goes back")
    }

    func testARunningPropertyAnimatorStartsAfterItsDelay() {
        let (scene, card) = scene()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            card.frame.origin.x = 100
        }, completion: { ended = $0 })
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.delay, 0.5)
        at(scene, 0.5)
        XCTAssertEqual(x(card), 0, accuracy: 1e-9)
        at(scene, 1)
        XCTAssertEqual(x(card), 50, accuracy: 1e-5)
        at(scene, 1.5)
        XCTAssertEqual(ended, .end)
    }
}
