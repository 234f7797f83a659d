import XCTest
import FlipbookRender
@testable import FlipbookScene

/// The calls that steer an animation once it exists, as UIKit documents them:
/// `UIViewPropertyAnimator.stopAnimation(_:)`, `finishAnimation(at:)`, `addAnimations(_:)`,
/// `UIView.performWithoutAnimation(_:)` and the options `.beginFromCurrentState` and
/// `.allowUserInteraction`. Each test drives the scene's clock at 10 fps and reads what is drawn.
final class AnimationControlTests: XCTestCase {
    private func sceneWithBox() -> (Scene, View, TimelineDriver) {
        let s = Scene(screen: Screen.iPhone14.withScale(1))
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        s.root.addSubview(box)
        s.layout()
        var driver = TimelineDriver(fps: 10, duration: 2)
        s.advance(to: driver.next(s)!)      // t = 0
        return (s, box, driver)
    }

    private func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:):
    /// stopped without finishing, the animator leaves the properties at their current values and
    /// goes back to inactive without calling its completion handlers.
    func testStoppingWithoutFinishingKeepsWhatIsDrawnAsTheModel() {
        var (scene, box, driver) = sceneWithBox()
        var completions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { completions.append($0) }
        animator.startAnimation()
        scene.advance(to: driver.next(scene)!)
        scene.advance(to: driver.next(scene)!)      // 0.2 s of 0.5 s: 0.6
        XCTAssertEqual(rounded(box.presented.opacity), 0.6)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(rounded(box.alpha), 0.6, "the model takes the value drawn when it stopped")
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(rounded(box.presented.opacity), 0.6, "nothing moves after the stop")
        XCTAssertEqual(completions, [], "no completion runs")
    }

    /// Stopped and then finished at `.current`, the completion runs once with `.current`
    /// (https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)).
    func testStoppingThenFinishingAtCurrentCompletesThere() {
        var (scene, box, driver) = sceneWithBox()
        var completions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { completions.append($0) }
        animator.startAnimation()
        scene.advance(to: driver.next(scene)!)      // 0.1 s: 0.8
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(completions, [], "stopped, not yet finished")
        animator.finishAnimation(at: .current)
        XCTAssertEqual(completions, [.current])
        XCTAssertEqual(animator.state, .inactive)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(rounded(box.presented.opacity), 0.8)
        XCTAssertEqual(rounded(box.alpha), 0.8)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:):
    /// added before the start, a block runs with the others over the whole duration; added while
    /// the animator runs, it runs over the time that remains.
    func testAddedAnimationsRunWithTheOthersOrOverWhatRemains() {
        var (scene, box, driver) = sceneWithBox()
        let animator = PropertyAnimator(duration: 0.4, curve: .linear) { box.alpha = 0 }
        animator.addAnimations { box.center = Point(x: 250, y: 50) }
        animator.startAnimation()
        scene.advance(to: driver.next(scene)!)      // 0.1 of 0.4
        XCTAssertEqual(rounded(box.presented.opacity), 0.75)
        XCTAssertEqual(rounded(box.presented.position.x), 100, "50 + 200 × 0.25")
        // Now a second change while it runs: 0.3 s remain, of which the next step is a third.
        animator.addAnimations { box.bounds = Rect(x: 0, y: 0, width: 160, height: 100) }
        scene.advance(to: driver.next(scene)!)      // 0.2 of 0.4
        XCTAssertEqual(rounded(box.presented.opacity), 0.5)
        XCTAssertEqual(rounded(box.presented.bounds.width), 120, "100 + 60 × 1/3: the added block runs over the rest")
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(box.presented.bounds.width, 160)
        XCTAssertEqual(box.presented.position.x, 250)
        XCTAssertEqual(box.presented.opacity, 0)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:): a
    /// change made inside it takes effect at once, even inside an animation block.
    func testPerformWithoutAnimationJumpsInsideAnAnimationBlock() {
        var (scene, box, driver) = sceneWithBox()
        View.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            box.alpha = 0
            View.performWithoutAnimation { box.center = Point(x: 250, y: 50) }
        })
        scene.advance(to: driver.next(scene)!)
        XCTAssertEqual(rounded(box.presented.opacity), 0.75, "the rest of the block animates")
        XCTAssertEqual(box.presented.position.x, 250, "the change inside performWithoutAnimation does not")
    }

    /// `.beginFromCurrentState` starts a new animation from what an animation under way draws
    /// now (https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate);
    /// `.allowUserInteraction` changes nothing that is drawn.
    func testBeginFromCurrentStateStartsWhereTheRunningAnimationIs() {
        var (scene, box, driver) = sceneWithBox()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 0 })
        for _ in 0..<5 { scene.advance(to: driver.next(scene)!) }     // 0.5 s: 0.5 drawn
        XCTAssertEqual(rounded(box.presented.opacity), 0.5)
        View.animate(withDuration: 0.5, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction, .curveLinear],
                     animations: { box.alpha = 1 })
        scene.advance(to: driver.next(scene)!)      // 0.1 of 0.5 from 0.5 to 1
        XCTAssertEqual(rounded(box.presented.opacity), 0.6)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(box.presented.opacity, 1)
    }
}
