import XCTest
import FlipbookRender
@testable import FlipbookScene

/// Every view is backed by a layer that holds model values; running animations make the
/// presentation the frame is drawn from. Apple: `CALayer.presentation()` "represents the state of
/// the layer as it currently appears onscreen"
/// (developer.apple.com/documentation/quartzcore/calayer/presentation()), and a property set in an
/// animation block is the layer's model value at once while the animation shows the way there.
final class LayerModelPresentationTests: XCTestCase {
    private func sceneWithBox() -> (Scene, View) {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        let box = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = .white
        scene.root.addSubview(box)
        scene.layout()
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, box)
    }

    /// The opacity the display list gives the box's group (the root's group is the first).
    private func drawnOpacity(_ scene: Scene) -> Double? {
        let groups = scene.displayList().ops.compactMap { op -> Double? in
            if case .beginGroup(let group) = op { return group.opacity } else { return nil }
        }
        return groups.dropFirst().first
    }

    func testAfterAnimatingAlphaToZeroTheViewReadsZeroAtOnceWhileTheFrameShowsTheFade() throws {
        let (scene, box) = sceneWithBox()
        View.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        XCTAssertEqual(box.alpha, 0, "the model value, as UIKit's view reads it")
        XCTAssertEqual(box.layer.opacity, 0)
        XCTAssertEqual(box.layer.animationKeys(), ["opacity"])
        XCTAssertEqual(try XCTUnwrap(box.layer.presentation()).opacity, 1, "nothing has moved yet")
        scene.advance(to: Step(index: 1, time: 0.25))
        XCTAssertEqual(Double(try XCTUnwrap(box.layer.presentation()).opacity), 0.75, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(drawnOpacity(scene)), 0.75, accuracy: 1e-6)
        XCTAssertEqual(box.alpha, 0)
        scene.advance(to: Step(index: 2, time: 1))
        XCTAssertNil(box.layer.animationKeys(), "done: the animation is gone")
        XCTAssertNil(drawnOpacity(scene), "alpha 0 is not drawn")
    }

    func testTheViewsLayerPropertiesLiveOnItsLayer() {
        let view = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertTrue(view.layer === view.layer)
        XCTAssertTrue(view.layer.view === view)
        view.cornerRadius = 6
        view.layer.masksToBounds = true
        view.layer.borderWidth = 2
        view.layer.shadowOpacity = 0.3
        XCTAssertEqual(view.layer.cornerRadius, 6)
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertEqual(view.borderWidth, 2)
        XCTAssertEqual(view.layer.position, Point(x: 25, y: 40))
        XCTAssertEqual(view.layer.bounds, Rect(x: 0, y: 0, width: 30, height: 40))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.layer.affineTransform(), AffineTransform(scaleX: 2, y: 2))
    }

    /// UIKit's view animations add (iOS 8 and later): the second runs beside the first, from
    /// what is drawn. Hand-worked, linear: shown = 1 + 1·(1 − e₁) − 1·(1 − e₂), e₁ = t, e₂ = t − 0.5.
    func testASecondAnimationOfAPropertyAddsToTheFirstFromWhereItIsDrawn() throws {
        let (scene, box) = sceneWithBox()
        View.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        scene.advance(to: Step(index: 1, time: 0.5))
        View.animate(withDuration: 1, options: .curveLinear) { box.alpha = 1 }
        XCTAssertEqual(box.layer.animationKeys(), ["opacity", "opacity-2"], "two animations side by side")
        XCTAssertEqual(Double(try XCTUnwrap(box.layer.presentation()).opacity), 0.5, accuracy: 1e-6, "it starts where the fade was")
        scene.advance(to: Step(index: 2, time: 1))
        XCTAssertEqual(Double(try XCTUnwrap(box.layer.presentation()).opacity), 0.5, accuracy: 1e-6, "the two speeds cancel")
        scene.advance(to: Step(index: 3, time: 1.25))
        XCTAssertEqual(Double(try XCTUnwrap(box.layer.presentation()).opacity), 0.75, accuracy: 1e-6)
        scene.advance(to: Step(index: 4, time: 1.5))
        XCTAssertEqual(box.alpha, 1)
        XCTAssertNil(box.layer.animationKeys())
        XCTAssertEqual(try XCTUnwrap(drawnOpacity(scene)), 1)
    }

    func testStoppingWithoutFinishingKeepsWhatIsDrawnAsTheModel() throws {
        let (_, box) = sceneWithBox()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center = Point(x: 150, y: 100) }
        animator.fractionComplete = 0.5
        XCTAssertEqual(box.center, Point(x: 150, y: 100))
        XCTAssertEqual(try XCTUnwrap(box.layer.presentation()).position, Point(x: 125, y: 100))
        animator.stopAnimation(true)
        XCTAssertEqual(box.center, Point(x: 125, y: 100), "UIKit: the values are those at the time of stopping")
        XCTAssertNil(box.layer.animationKeys())
    }

    func testFinishingAtTheStartPutsTheModelBack() {
        let (_, box) = sceneWithBox()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.2 }
        animator.fractionComplete = 0.5
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(box.alpha, 1)
        XCTAssertNil(box.layer.animationKeys())
    }
}
