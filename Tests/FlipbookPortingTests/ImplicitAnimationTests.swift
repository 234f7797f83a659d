import XCTest
import FlipbookUIKit

/// Core Animation's implicit animations of standalone layers and `CATransaction`
/// (developer.apple.com/documentation/quartzcore/catransaction): 0.25 s on the default curve
/// (0.25, 0.1)(0.25, 1), whose value at half time is 0.802403 (hand-solved from the Bézier).
final class ImplicitAnimationTests: XCTestCase {
    private func scene() -> (Scene, UIView, CALayer) {
        let scene = Scene(screen: Screen(name: "implicit", size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let controller = UIViewController()
        scene.attach(controller)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.systemRed.cgColor
        controller.view.layer.addSublayer(dot)
        return (scene, controller.view, dot)
    }

    private func at(_ scene: Scene, _ t: Double) {
        scene.advance(to: Step(index: Int((t * 1000).rounded()), time: t))
        _ = scene.displayList()   // the frame is drawn, as every step of a render is
    }

    private func opacity(_ layer: CALayer) -> Double { Double(layer.presentation()!.opacity) }

    func testAChangeBeforeTheFirstFrameShowsAtOnce() {
        let (scene, _, dot) = scene()
        dot.opacity = 0.5
        at(scene, 0)
        XCTAssertEqual(opacity(dot), 0.5, "nothing was drawn to animate from")
        XCTAssertNil(dot.animationKeys())
    }

    func testADrawnLayerAnimatesAChangeOverAQuarterSecondOnTheDefaultCurve() {
        let (scene, _, dot) = scene()
        at(scene, 0)
        dot.opacity = 0
        XCTAssertEqual(dot.animationKeys(), ["opacity"], "under the property's key path")
        XCTAssertEqual(dot.opacity, 0, "the model has the new value at once")
        at(scene, 0.125)
        XCTAssertEqual(opacity(dot), 1 - 0.802403, accuracy: 1e-5)
        at(scene, 0.25)
        XCTAssertEqual(opacity(dot), 0)
        XCTAssertNil(dot.animationKeys())
    }

    func testATransactionSetsTheDurationAndCurveOrDisablesTheAnimation() {
        let (scene, _, dot) = scene()
        at(scene, 0)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        dot.position = CGPoint(x: 60, y: 10)
        CATransaction.commit()
        at(scene, 0.5)
        XCTAssertEqual(dot.presentation()!.position.x, 35, accuracy: 1e-6, "half of 10 → 60 in one linear second")
        at(scene, 1)
        XCTAssertNil(dot.animationKeys())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.position = CGPoint(x: 90, y: 10)
        CATransaction.commit()
        XCTAssertEqual(dot.presentation()!.position.x, 90, "actions disabled: at once")
        XCTAssertNil(dot.animationKeys())
    }

    func testTheCompletionBlockWaitsForTheTransactionsAnimations() {
        let (scene, _, dot) = scene()
        at(scene, 0)
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        dot.opacity = 0
        CATransaction.commit()
        XCTAssertNil(completedAt, "not at commit: the fade has just begun")
        at(scene, 0.4)
        XCTAssertNil(completedAt)
        at(scene, 0.5)
        XCTAssertEqual(completedAt, 0.5)
    }

    func testSettingsOutsideBeginAndCommitHoldForTheRestOfTheStep() {
        let (scene, _, dot) = scene()
        at(scene, 0)
        CATransaction.setDisableActions(true)
        dot.opacity = 0.2
        XCTAssertNil(dot.animationKeys(), "the run loop's transaction has actions disabled")
        at(scene, 0.1)
        dot.opacity = 0.8
        XCTAssertEqual(dot.animationKeys(), ["opacity"], "a new step, a new transaction: it animates again")
    }

    func testAViewsOwnLayerDoesNotAnimateOutsideAnAnimationBlock() {
        let (scene, view, _) = scene()
        at(scene, 0)
        view.layer.opacity = 0.3
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.3, accuracy: 1e-6)
    }
}
