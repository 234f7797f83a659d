import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `CAKeyframeAnimation`, `CAAnimationGroup` and the layer key paths beyond geometry, written as
/// app code writes them, against hand-worked values: the keyframe rules of
/// developer.apple.com/documentation/quartzcore/cakeyframeanimation (keyTimes, timingFunctions,
/// calculationMode: discrete takes one key time more than values, paced ignores keyTimes; a path's
/// segments; rotationMode), and the group's clock of
/// developer.apple.com/documentation/quartzcore/caanimationgroup.
final class CoreAnimationKeyframeTests: XCTestCase {
    private func scene() -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "ca", size: CGSize(width: 400, height: 400), scale: 1, safeAreaInsets: .zero))
        let controller = UIViewController()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.backgroundColor = .systemBlue
        controller.view.addSubview(badge)
        scene.attach(controller)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, badge)
    }

    private func at(_ scene: Scene, _ t: Double) { scene.advance(to: Step(index: Int(t * 1000), time: t)) }
    private func shown(_ view: UIView) -> CALayer { view.layer.presentation()! }

    func testAShakeAddsItsValuesToThePositionAtTheKeyTimes() {
        let (scene, field) = scene()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, 0]
        shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        field.layer.add(shake, forKey: "shake")
        // 0.05 s (f 0.125) is half-way through 0 → 10; 0.15 s (0.375) half-way through 10 → −10; 0.225 s
        // (0.5625) a quarter through −10 → 10; 0.3 s (0.75) is the key time of 10.
        for (t, dx) in [(0.05, 5.0), (0.15, 0), (0.225, -5), (0.3, 10)] {
            at(scene, t)
            XCTAssertEqual(shown(field).position.x, 20 + dx, accuracy: 1e-9, "at \(t) s")
        }
        at(scene, 0.5)
        XCTAssertNil(field.layer.animationKeys(), "removed on completion")
        XCTAssertEqual(shown(field).position.x, 20)
    }

    func testDiscreteHoldsEachValueFromItsKeyTimeToTheNext() {
        let (scene, badge) = scene()
        // Apple's example: one key time more than values; the last value holds to the end.
        let steps = CAKeyframeAnimation(keyPath: "position.y")
        steps.calculationMode = .discrete
        steps.values = [0, 20, 60]
        steps.keyTimes = [0, 0.25, 0.75, 1]
        steps.duration = 1
        badge.layer.add(steps, forKey: "steps")
        for (t, y) in [(0.2, 0.0), (0.25, 20), (0.5, 20), (0.74, 20), (0.8, 60), (0.99, 60)] {
            at(scene, t)
            XCTAssertEqual(shown(badge).position.y, y, accuracy: 1e-9, "at \(t) s")
        }
    }

    func testPacedMovesAtOneSpeedAlongTheValuesAndIgnoresKeyTimes() {
        let (scene, badge) = scene()
        let walk = CAKeyframeAnimation(keyPath: "position")
        walk.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
        walk.keyTimes = [0, 0.9, 1]
        walk.calculationMode = .paced
        walk.duration = 1
        badge.layer.add(walk, forKey: "walk")
        // 40 pt in all: half-way is 20 pt along the first leg, 7/8 is 35 pt, 5 down the second.
        at(scene, 0.5)
        XCTAssertEqual(shown(badge).position.x, 20, accuracy: 1e-9)
        XCTAssertEqual(shown(badge).position.y, 0, accuracy: 1e-9)
        at(scene, 0.875)
        XCTAssertEqual(shown(badge).position.x, 30, accuracy: 1e-9)
        XCTAssertEqual(shown(badge).position.y, 5, accuracy: 1e-9)
    }

    func testEachSegmentIsEasedByItsOwnTimingFunction() {
        let (scene, badge) = scene()
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 100, 200]
        move.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        move.duration = 1
        badge.layer.add(move, forKey: "move")
        // easeIn (0.42, 0)(1, 1) at x = 0.5: the curve's parameter s = 0.374253 gives y = 0.315357.
        at(scene, 0.25)
        XCTAssertEqual(shown(badge).position.x, 31.5357, accuracy: 1e-3)
        at(scene, 0.75)
        XCTAssertEqual(shown(badge).position.x, 150, accuracy: 1e-9, "the second segment is linear")
    }

    func testAlongAPathBySegmentOrPacedAndTurnedWithIt() {
        func run(_ mode: CAAnimationCalculationMode) -> (CGPoint, CGFloat) {
            let (scene, plane) = scene()
            let route = UIBezierPath()
            route.move(to: .zero)
            route.addLine(to: CGPoint(x: 100, y: 0))
            route.addLine(to: CGPoint(x: 100, y: 300))
            let fly = CAKeyframeAnimation(keyPath: "position")
            fly.path = route.cgPath
            fly.calculationMode = mode
            fly.rotationMode = .rotateAuto
            fly.duration = 1
            plane.layer.add(fly, forKey: "fly")
            at(scene, 0.75)
            let t = shown(plane).affineTransform()
            return (shown(plane).position, atan2(t.b, t.a))
        }
        // By segment, each of the two lines takes half the time: 0.75 is half-way down the second.
        let (bySegment, heading) = run(.linear)
        XCTAssertEqual(bySegment.x, 100, accuracy: 1e-9)
        XCTAssertEqual(bySegment.y, 150, accuracy: 1e-6)
        XCTAssertEqual(heading, .pi / 2, accuracy: 1e-9, "turned to face down the second line")
        // Paced, 400 pt in all: 0.75 is 300 pt along, 200 pt down the second line.
        let (paced, _) = run(.paced)
        XCTAssertEqual(paced.x, 100, accuracy: 1e-6)
        XCTAssertEqual(paced.y, 200, accuracy: 0.05)
    }

    func testAGroupRunsItsPartsOnItsClockAndCutsThemAtItsEnd() {
        let (scene, badge) = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        grow.beginTime = 0.5       // from the group's start
        grow.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.duration = 1
        group.beginTime = CACurrentMediaTime() + 1   // a second from now
        badge.layer.add(group, forKey: "ripple")
        at(scene, 0.5)
        XCTAssertEqual(shown(badge).opacity, 1, "before the group begins: the model")
        at(scene, 1.25)
        XCTAssertEqual(Double(shown(badge).opacity), 0.75, accuracy: 1e-6)
        XCTAssertEqual(shown(badge).affineTransform().a, 1, accuracy: 1e-9, "grow has not begun")
        at(scene, 1.75)
        XCTAssertEqual(Double(shown(badge).opacity), 0.25, accuracy: 1e-6)
        XCTAssertEqual(shown(badge).affineTransform().a, 1.25, accuracy: 1e-9, "a quarter into grow")
        at(scene, 2.01)
        XCTAssertNil(badge.layer.animationKeys(), "both come off at the group's end, grow cut half-way")
        XCTAssertEqual(shown(badge).affineTransform().a, 1)
    }

    func testARepeatedGroupRepeatsItsParts() {
        let (scene, badge) = scene()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [slide]
        group.duration = 0.5
        group.repeatCount = 3
        badge.layer.add(group, forKey: "slides")
        at(scene, 0.25)
        XCTAssertEqual(shown(badge).position.x, 50, accuracy: 1e-9)
        at(scene, 1.125)
        XCTAssertEqual(shown(badge).position.x, 25, accuracy: 1e-9, "a quarter into the third cycle")
    }

    func testAFractionalRepeatCountHoldsWhereItStopped() {
        let (scene, badge) = scene()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        slide.repeatCount = 1.5
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        badge.layer.add(slide, forKey: "slide")
        at(scene, 3)
        XCTAssertEqual(shown(badge).position.x, 50, accuracy: 1e-9, "half-way through the second cycle")
    }

    func testBorderShadowAndStrokeKeyPathsAnimate() throws {
        let (scene, badge) = scene()
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        badge.layer.addSublayer(ring)
        func basic(_ path: String, _ from: Any, _ to: Any) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: path)
            a.fromValue = from
            a.toValue = to
            a.duration = 1
            return a
        }
        badge.layer.add(basic("borderWidth", 0, 10), forKey: "border")
        badge.layer.add(basic("borderColor", UIColor.black.cgColor, UIColor.white.cgColor), forKey: "borderColor")
        badge.layer.add(basic("shadowOpacity", 0, 1), forKey: "shadow")
        badge.layer.add(basic("shadowRadius", 0, 8), forKey: "blur")
        badge.layer.add(basic("shadowOffset", CGSize(width: 0, height: 0), CGSize(width: 4, height: 8)), forKey: "offset")
        ring.add(basic("strokeEnd", 0, 1), forKey: "draw")
        at(scene, 0.5)
        let layer = shown(badge)
        XCTAssertEqual(layer.borderWidth, 5, accuracy: 1e-9)
        let border = try XCTUnwrap(layer.borderColor)
        XCTAssertEqual(border, UIColor(white: 0.5, alpha: 1), "black to white, half-way")
        XCTAssertEqual(Double(layer.shadowOpacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(layer.shadowRadius, 4, accuracy: 1e-9)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 2, height: 4))
        XCTAssertEqual(ring.strokeEnd, 1, "the model is untouched")
        XCTAssertEqual(scene.warnings, [])
    }

    func testAKeyPathFlipbookDoesNotAnimateIsNamedInAWarningOnce() {
        let (scene, badge) = scene()
        for _ in 0..<2 {
            let z = CABasicAnimation(keyPath: "zPosition")
            z.toValue = 10
            badge.layer.add(z, forKey: "z")
        }
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings.first?.contains("'zPosition' does nothing") ?? false, "\(scene.warnings)")
        XCTAssertNil(badge.layer.animationKeys())
    }
}

/// A progress ring drawn by `strokeEnd` under `CABasicAnimation`, measured in pixels: the arc from
/// 12 o'clock runs clockwise as far as the animation has come.
final class CoreAnimationStrokeEndTests: XCTestCase {
    final class ProgressController: UIViewController {
        let ring = CAShapeLayer()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let holder = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
            view.addSubview(holder)
            ring.frame = holder.bounds
            ring.path = UIBezierPath(arcCenter: CGPoint(x: 80, y: 80), radius: 60, startAngle: -.pi / 2,
                                     endAngle: 3 * .pi / 2, clockwise: true).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.systemGreen.cgColor
            ring.lineWidth = 12
            holder.layer.addSublayer(ring)
        }

        func fill(over seconds: Double) {
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = seconds
            ring.strokeEnd = 1
            ring.add(grow, forKey: "grow")
        }
    }

    private func scene() -> (Scene, ProgressController) {
        let scene = Scene(screen: Screen(name: "ring", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        let controller = ProgressController()
        scene.attach(controller)
        return (scene, controller)
    }

    func testTheRingIsDrawnAsFarAsStrokeEndHasCome() throws {
        let (scene, c) = scene()
        c.fill(over: 2)
        scene.advance(to: Step(index: 0, time: 0))
        scene.advance(to: Step(index: 1, time: 0.75))   // strokeEnd 0.375: 12 o'clock to 4:30
        let frame = try Rasterizer().render(scene.displayList())
        func green(atClock hours: Double) -> Bool {
            let angle = hours / 12 * 2 * .pi
            let p = frame.rgba(Int(100 + 60 * sin(angle)), Int(100 - 60 * cos(angle)))
            return p.g > 150 && p.r < 120
        }
        XCTAssertTrue(green(atClock: 1.5))
        XCTAssertTrue(green(atClock: 4))
        XCTAssertFalse(green(atClock: 5), "past 4:30 the ring is not drawn yet")
        XCTAssertFalse(green(atClock: 9))
    }

    func testTheRingFillingGolden() throws {
        let (scene, c) = scene()
        scene.onStep = { _, step in if step.index == 0 { c.fill(over: 2) } }
        // Checkpoints at 0, 1 s (half the ring), 2 s (whole) and 2.4 s (held by the model).
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 10, duration: 2.4)), named: "ring-fill")
    }
}
