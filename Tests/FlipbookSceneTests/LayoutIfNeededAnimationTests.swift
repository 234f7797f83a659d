import XCTest
import FlipbookRender
@testable import FlipbookScene

/// UIKit's everyday idiom: change a constraint's constant, then `layoutIfNeeded()` inside an
/// animation block; the frames before and after that layout pass are interpolated.
final class LayoutIfNeededAnimationTests: XCTestCase {
    /// A bar pinned to the top-left, 100 pt wide, its height a constraint (100 pt).
    private func sceneWithBar() -> (Scene, View, LayoutConstraint, TimelineDriver) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.backgroundColor = .systemBlue
        scene.root.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 100)
        height.identifier = "bar.height"
        LayoutConstraint.activate([bar.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 50),
                                   bar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
                                   bar.widthAnchor.constraint(equalToConstant: 100), height])
        var driver = TimelineDriver(fps: 10, duration: 2)
        scene.advance(to: driver.next(scene)!)   // t = 0
        return (scene, bar, height, driver)
    }

    /// The bar as drawn: the blue fill's rectangle in the frame's display list.
    private func drawnBar(_ scene: Scene) -> Rect? {
        for op in scene.displayList().ops {
            if case .fill(let shape, let color) = op, color == Color.systemBlue.resolved(for: .light) { return shape.bounds }
        }
        return nil
    }

    func testLayoutIfNeededInsideAnimateInterpolatesTheFrames() throws {
        let (scene, bar, height, driver) = sceneWithBar()
        var d = driver
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            height.constant = 300
            scene.root.layoutIfNeeded()
        })
        XCTAssertEqual(bar.presented.frame, Rect(x: 0, y: 50, width: 100, height: 100), "t = 0: drawn where it was before the layout pass")
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 50, width: 100, height: 300), "the model is where the layout put it, as in UIKit")
        XCTAssertEqual(try XCTUnwrap(drawnBar(scene)).height, 100)
        var frames: [Double: Rect] = [:]
        while let step = d.next(scene) {
            scene.advance(to: step)
            frames[step.time] = bar.presented.frame
        }
        XCTAssertEqual(frames[0.5], Rect(x: 0, y: 50, width: 100, height: 200), "halfway: halfway between the two layouts")
        XCTAssertEqual(frames[1.0], Rect(x: 0, y: 50, width: 100, height: 300))
        XCTAssertEqual(frames[2.0], Rect(x: 0, y: 50, width: 100, height: 300), "and it stays")
        XCTAssertEqual(scene.warnings, [])
    }

    func testConstantChangedBeforeTheBlockAnimatesWithLayoutInside() {
        let (scene, bar, height, driver) = sceneWithBar()
        var d = driver
        height.constant = 200
        View.animate(withDuration: 0.4, options: .curveEaseIn, animations: { bar.superview?.layoutIfNeeded() })
        scene.advance(to: d.next(scene)!)   // 0.1 s: a quarter of the time, easeIn(0.25) of the way
        XCTAssertEqual(bar.presented.frame.height, 100 + 100 * CubicBezierCurve.easeIn.value(at: 0.25), accuracy: 1e-9)
        XCTAssertEqual(scene.warnings, [])
    }

    func testLayoutSubviewsOptionLaysOutInTheBlock() {
        let (scene, bar, height, driver) = sceneWithBar()
        var d = driver
        View.animate(withDuration: 1, options: [.curveLinear, .layoutSubviews], animations: { height.constant = 200 })
        for _ in 0..<5 { scene.advance(to: d.next(scene)!) }
        XCTAssertEqual(bar.presented.frame.height, 150, accuracy: 1e-9, "halfway at 0.5 s")
        XCTAssertEqual(scene.warnings, [])
    }

    func testSpringLayoutAnimation() {
        let (scene, bar, height, driver) = sceneWithBar()
        var d = driver
        let animator = PropertyAnimator(duration: 9, timingParameters: SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)) {
            height.constant = 200
            scene.root.layoutIfNeeded()
        }
        animator.startAnimation()
        scene.advance(to: d.next(scene)!)
        // x(0.1) = 0.340300 for ζ = 0.5, ω₀ = 10 (SpringAnimationTests works it by hand).
        XCTAssertEqual(bar.presented.frame.height, 100 + 100 * 0.3402998466, accuracy: 1e-6)
    }

    func testConstantChangeWithoutLayoutJumpsAndWarns() {
        let (scene, bar, height, driver) = sceneWithBar()
        var d = driver
        View.animate(withDuration: 1, animations: { height.constant = 300 })
        XCTAssertEqual(scene.warnings, ["constraint 'bar.height' changed its constant inside an animation block with no layout "
            + "after it, so the change jumps: call layoutIfNeeded() inside the animation block "
            + "(in a scene file, \"layout\": true in the event's \"animate\")"])
        scene.advance(to: d.next(scene)!)   // 0.1 s
        XCTAssertEqual(bar.frame.height, 300, "no animation: the next layout puts it at the end at once")
        // Said once, however often it happens.
        View.animate(withDuration: 1, animations: { height.constant = 100 })
        XCTAssertEqual(scene.warnings.count, 1)
    }

    func testLayoutBeforeTheChangeDoesNotCount() {
        let (scene, _, height, _) = sceneWithBar()
        View.animate(withDuration: 1, animations: {
            scene.root.layoutIfNeeded()
            height.constant = 300
        })
        XCTAssertEqual(scene.warnings.count, 1, "a layout pass before the change does not animate it")
    }

    func testChangesOutsideAnimationBlocksDoNotWarn() {
        let (scene, _, height, _) = sceneWithBar()
        height.constant = 300
        scene.layout()
        XCTAssertEqual(scene.warnings, [])
    }
}
