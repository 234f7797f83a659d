import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `UIView.animateKeyframes` with `addKeyframe(withRelativeStartTime:relativeDuration:)`, written as
/// app code writes it, against hand-worked positions for each calculation mode
/// (developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions; the modes as
/// `CAKeyframeAnimation.calculationMode` defines them). Linear timing over the whole is asked for
/// as app code asks for it, through the raw value of `UIView.AnimationOptions.curveLinear`.
final class KeyframeAnimationTests: XCTestCase {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func scene() -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "keyframes", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        square.backgroundColor = .systemOrange
        square.id = "square"
        scene.root.addSubview(square)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, square)
    }

    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? .zero }

    /// Right, down, back to the start: a third of the time each.
    private func squareSequence(_ square: UIView, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)? = nil) {
        UIView.animateKeyframes(withDuration: 3, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) { square.center.x += 100 }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) { square.center.y += 100 }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) { square.center = CGPoint(x: 25, y: 25) }
        }, completion: completion)
    }

    private func check(_ scene: Scene, _ square: UIView, _ expected: [(Double, CGPoint)], _ what: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        for (i, (t, p)) in expected.enumerated() {
            scene.advance(to: Step(index: i + 1, time: t))
            XCTAssertEqual(shown(square).x, p.x, accuracy: 1e-4, "\(what): x at \(t) s", file: file, line: line)
            XCTAssertEqual(shown(square).y, p.y, accuracy: 1e-4, "\(what): y at \(t) s", file: file, line: line)
        }
    }

    func testLinearKeyframesPassThroughEachKeyframesValue() {
        let (scene, square) = scene()
        var finished: [Bool] = []
        squareSequence(square, options: linear.union(.calculationModeLinear)) { finished.append($0) }
        XCTAssertEqual(square.center, CGPoint(x: 25, y: 25), "the model is the last keyframe's value at once")
        check(scene, square, [(0.5, CGPoint(x: 75, y: 25)), (1, CGPoint(x: 125, y: 25)), (1.5, CGPoint(x: 125, y: 75)),
                              (2, CGPoint(x: 125, y: 125)), (2.5, CGPoint(x: 75, y: 75))], "linear")
        XCTAssertEqual(finished, [])
        scene.advance(to: Step(index: 9, time: 3))
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(shown(square), CGPoint(x: 25, y: 25))
    }

    /// Discrete: each value holds until the next key time.
    func testDiscreteKeyframesJump() {
        let (scene, square) = scene()
        squareSequence(square, options: linear.union(.calculationModeDiscrete))
        check(scene, square, [(0.9, CGPoint(x: 25, y: 25)), (1.2, CGPoint(x: 125, y: 25)), (2.1, CGPoint(x: 125, y: 125)),
                              (2.9, CGPoint(x: 125, y: 125))], "discrete")
    }

    /// x by 100 in the first half, by 300 in the second: paced, the 400-point way runs at one speed,
    /// so the first value is reached at a quarter of the time; linear, at the half.
    private func unevenWay(_ square: UIView, _ options: UIView.KeyframeAnimationOptions) {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.center.x += 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.center.x += 300 }
        })
    }

    func testPacedKeyframesMoveAtOneSpeedByLength() {
        let (scene, square) = scene()
        unevenWay(square, linear.union(.calculationModePaced))
        check(scene, square, [(0.25, CGPoint(x: 125, y: 25)), (0.5, CGPoint(x: 225, y: 25)), (0.75, CGPoint(x: 325, y: 25))], "paced")
        let (scene2, square2) = self.scene()
        unevenWay(square2, linear)
        check(scene2, square2, [(0.25, CGPoint(x: 75, y: 25)), (0.5, CGPoint(x: 125, y: 25))], "linear")
    }

    /// Catmull-Rom through 0, 100, 400 (offsets from 25) at 0, ½, 1, ends doubled: at a quarter,
    /// ½[(100 − 0)·½ + (2·0 − 5·0 + 4·100 − 400)·¼ + (−0 + 3·0 − 3·100 + 400)·⅛] = 31.25.
    func testCubicKeyframesFollowACatmullRomSpline() {
        let (scene, square) = scene()
        unevenWay(square, linear.union(.calculationModeCubic))
        check(scene, square, [(0.25, CGPoint(x: 56.25, y: 25)), (0.5, CGPoint(x: 125, y: 25)), (1, CGPoint(x: 425, y: 25))], "cubic")
        // Cubic paced: the same spline at paced times (the first value at a quarter).
        let (scene2, square2) = self.scene()
        unevenWay(square2, linear.union(.calculationModeCubicPaced))
        check(scene2, square2, [(0.125, CGPoint(x: 56.25, y: 25)), (0.25, CGPoint(x: 125, y: 25))], "cubic paced")
    }

    /// Without a curve the whole eases in and out: slower than linear at first, the middle the middle.
    func testTheWholeEasesInAndOutByDefault() {
        let (scene, square) = scene()
        squareSequence(square, options: [])
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertLessThan(shown(square).x, 75 - 10)
        scene.advance(to: Step(index: 2, time: 1.5))
        XCTAssertEqual(shown(square).y, 75, accuracy: 1e-4)
    }

    /// The golden: the keyframe sequence at 4 frames a second.
    func testTheKeyframeSequenceGolden() throws {
        let (scene, square) = scene()
        scene.onStep = { _, step in if step.index == 0 { self.squareSequence(square, options: self.linear) } }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 4, duration: 3)), named: "keyframe-square")
    }
}
