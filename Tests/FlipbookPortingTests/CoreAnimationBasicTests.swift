import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `CABasicAnimation` on a view's layer, written as app code writes it, against hand-worked
/// values: the timing of `CAMediaTiming` (developer.apple.com/documentation/quartzcore/camediatiming),
/// the ends of `CABasicAnimation` (developer.apple.com/documentation/quartzcore/cabasicanimation),
/// and the named timing functions' control points
/// (developer.apple.com/documentation/quartzcore/camediatimingfunctionname).
final class CoreAnimationBasicTests: XCTestCase {
    final class BadgeController: UIViewController {
        let badge = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            badge.backgroundColor = .systemRed
            badge.layer.cornerRadius = 50
            badge.id = "badge"
            view.addSubview(badge)
        }
    }

    private func scene() -> (Scene, BadgeController) {
        let scene = Scene(screen: Screen(name: "ca", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        let controller = BadgeController()
        scene.attach(controller)
        scene.layout()
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, controller)
    }

    private func scale(_ view: UIView) -> CGFloat { view.layer.presentation()!.affineTransform().a }

    /// The pulse: 1 → 1.2 over 0.5 s and back, for ever (linear: no timing function).
    private func pulse(_ layer: CALayer) {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.2
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        layer.add(pulse, forKey: "pulse")
    }

    func testAPulsingRepeatWithAutoreverse() {
        let (scene, c) = scene()
        pulse(c.badge.layer)
        XCTAssertEqual(c.badge.layer.animationKeys(), ["pulse"])
        for (i, (t, s)) in [(0.25, 1.1), (0.5, 1.2), (0.75, 1.1), (1, 1), (1.125, 1.05), (10.25, 1.1)].enumerated() {
            scene.advance(to: Step(index: i + 1, time: t))
            XCTAssertEqual(scale(c.badge), s, accuracy: 1e-9, "at \(t) s")
        }
        XCTAssertEqual(c.badge.transform, .identity, "the model never moved")
    }

    func testRemovedOnCompletionUnlessKeptByFillModeForwards() {
        let (scene, c) = scene()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 150
        slide.duration = 1
        c.badge.layer.add(slide, forKey: "slide")
        let kept = CABasicAnimation(keyPath: "opacity")
        kept.fromValue = 1
        kept.toValue = 0.25
        kept.duration = 1
        kept.fillMode = .forwards
        kept.isRemovedOnCompletion = false
        c.badge.layer.add(kept, forKey: "fade")
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertEqual(c.badge.layer.presentation()!.position.x, 125, accuracy: 1e-9, "from what is shown (100) to 150")
        XCTAssertEqual(c.badge.layer.presentation()!.opacity, 0.625, accuracy: 1e-6)
        scene.advance(to: Step(index: 2, time: 1))
        XCTAssertEqual(c.badge.layer.animationKeys(), ["fade"], "the slide is removed at its end")
        XCTAssertEqual(c.badge.layer.presentation()!.position.x, 100, "back to the model")
        XCTAssertEqual(c.badge.layer.presentation()!.opacity, 0.25, accuracy: 1e-6, "held by fillMode forwards")
        XCTAssertEqual(c.badge.alpha, 1)
    }

    /// `beginTime = CACurrentMediaTime() + 0.5`: nothing until then unless filled backwards; speed 2
    /// runs the second in half the time.
    func testBeginTimeFillBackwardsAndSpeed() {
        let (scene, c) = scene()
        scene.advance(to: Step(index: 1, time: 1))
        let later = CABasicAnimation(keyPath: "position.y")
        later.fromValue = 0
        later.toValue = 100
        later.duration = 1
        later.beginTime = CACurrentMediaTime() + 0.5
        later.fillMode = .backwards
        c.badge.layer.add(later, forKey: "later")
        let fast = CABasicAnimation(keyPath: "cornerRadius")
        fast.fromValue = 0
        fast.toValue = 40
        fast.duration = 1
        fast.speed = 2
        c.badge.layer.add(fast, forKey: "fast")
        XCTAssertEqual(c.badge.layer.presentation()!.position.y, 0, "filled backwards with the from value")
        scene.advance(to: Step(index: 2, time: 1.25))
        XCTAssertEqual(c.badge.layer.presentation()!.position.y, 0)
        XCTAssertEqual(c.badge.layer.presentation()!.cornerRadius, 20, accuracy: 1e-9)
        scene.advance(to: Step(index: 3, time: 2))
        XCTAssertEqual(c.badge.layer.presentation()!.position.y, 50, accuracy: 1e-9)
        XCTAssertEqual(c.badge.layer.presentation()!.cornerRadius, 50, "done at 1.5 s: the model")
    }

    func testAdditiveAddsToWhatIsShown() {
        let (scene, c) = scene()
        let nudge = CABasicAnimation(keyPath: "position")
        nudge.fromValue = CGPoint(x: 0, y: 0)
        nudge.toValue = CGPoint(x: 40, y: -20)
        nudge.duration = 1
        nudge.isAdditive = true
        c.badge.layer.add(nudge, forKey: nil)
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertEqual(c.badge.layer.presentation()!.position, CGPoint(x: 120, y: 90))
    }

    func testTheNamedTimingFunctionsAreApplesControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, points) in expected {
            let f = CAMediaTimingFunction(name: name)
            var c1 = [Float](repeating: 0, count: 2), c2 = [Float](repeating: 0, count: 2)
            f.getControlPoint(at: 1, values: &c1)
            f.getControlPoint(at: 2, values: &c2)
            XCTAssertEqual(c1 + c2, points, "\(name.rawValue)")
        }
        // Eased through a basic animation: ease in-out at the middle is the middle, ease in is behind.
        let (scene, c) = scene()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        c.badge.layer.add(a, forKey: "x")
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertLessThan(c.badge.layer.presentation()!.position.x, 40)
    }

    /// The golden: the badge pulsing, 10 frames a second over one cycle and a half.
    func testThePulseGolden() throws {
        let (scene, c) = scene()
        scene.onStep = { _, step in if step.index == 0 { self.pulse(c.badge.layer) } }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 10, duration: 1.5)), named: "pulse")
        // At 1.5 s (the peak) the 100-point badge is 120 across: 45 pt from the left is inside it.
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(45, 100), frame.rgba(100, 100), "inside the grown badge")
        XCTAssertNotEqual(frame.rgba(38, 100), frame.rgba(100, 100), "outside 120 across")
    }
}
