import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// Two-finger gestures as app code handles them (the `scale = 1` / `rotation = 0` idiom), driven
/// by scripted fingers at 30 steps per second, against hand-worked finger paths.
/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer (scale relative to
/// the fingers' distance, velocity in scale per second),
/// https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer (radians, velocity
/// in radians per second).
final class PinchAndRotationTests: XCTestCase {
    final class PhotoController: UIViewController {
        let photo = UIView(frame: CGRect(x: 115, y: 370, width: 160, height: 40))
        var pinches: [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat, time: Double)] = []
        var turns: [(state: UIGestureRecognizer.State, rotation: CGFloat, velocity: CGFloat, time: Double)] = []
        var taps = 0, pans = 0
        var clock: () -> Double = { 0 }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            photo.backgroundColor = .systemRed
            view.addSubview(photo)
            photo.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Self.pinched))
            let rotation = UIRotationGestureRecognizer(target: self, action: Self.rotated)
            rotation.delegate = self
            photo.addGestureRecognizer(rotation)
            photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
            let pan = UIPanGestureRecognizer(target: self, action: Self.panned)
            pan.maximumNumberOfTouches = 1
            photo.addGestureRecognizer(pan)
        }

        func pinched(_ pinch: UIPinchGestureRecognizer) {
            pinches.append((pinch.state, pinch.scale, pinch.velocity, clock()))
            photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }

        func rotated(_ gesture: UIRotationGestureRecognizer) {
            turns.append((gesture.state, gesture.rotation, gesture.velocity, clock()))
            photo.transform = photo.transform.rotated(by: gesture.rotation)
            gesture.rotation = 0
        }

        func tapped() { taps += 1 }
        func panned() { pans += 1 }
    }

    private func run(_ scene: Scene, until end: Double, fps: Double = 30) {
        var k = 0
        while Double(k) / fps <= end + 1e-9 {
            scene.advance(to: Step(index: k, time: Double(k) / fps))
            k += 1
        }
    }

    private func setUp(_ controller: PhotoController) -> Scene {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.attach(controller)
        controller.clock = { scene.currentTime }
        return scene
    }

    /// The red pixels' bounding box, in points.
    private func redBox(_ scene: Scene) throws -> (width: Double, height: Double) {
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        let box = try XCTUnwrap(frame.inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255), tolerance: 40))
        return (Double(box.maxX - box.minX + 1), Double(box.maxY - box.minY + 1))
    }

    func testAPinchsScaleAndVelocityAreTheFingersDistanceRatioAndItsRate() throws {
        let controller = PhotoController()
        let scene = setUp(controller)
        // Fingers 100 pt apart, to 200 pt apart over 0.5 s at an even pace from 0.1 s: the
        // distance is 100 · (1 + (t − 0.1) / 0.5), the ratio's rate 2 per second.
        scene.pinch(.view(controller.photo), scale: 2, spread: 100, duration: 0.5, easing: .linear, at: 0.1)
        run(scene, until: 0.9)
        let states = controller.pinches.map(\.state)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertTrue(states.dropFirst().dropLast().allSatisfy { $0 == .changed }, "\(states)")
        // Began at the first step past 8 pt of change: 0.1 + 1/30 is 6.7 pt, 0.1 + 2/30 is 13.3 pt.
        XCTAssertEqual(controller.pinches.first?.time ?? 0, 0.1 + 2.0 / 30, accuracy: 1e-9)
        // Each report is the ratio since the last one (the handler sets scale = 1 each time).
        var distance = 100.0
        for entry in controller.pinches {
            let now = 100 * (1 + min(1, (entry.time - 0.1) / 0.5))
            XCTAssertEqual(entry.scale, now / distance, accuracy: 1e-4, "at \(entry.time) s")
            distance = now
            // Velocity in the (reset) scale per second: the distance's rate over the distance at the reset.
            if entry.state == .changed, entry.time >= 0.2 - 1e-9 {
                XCTAssertEqual(entry.velocity, 200 / (100 * (1 + (entry.time - 0.1 - 1.0 / 30) / 0.5)), accuracy: 1e-3, "at \(entry.time) s")
            }
        }
        XCTAssertEqual(controller.photo.transform.a, 2, accuracy: 1e-3, "the product of the increments is the whole pinch")
        XCTAssertEqual(controller.taps, 0, "two fingers are not a one-finger tap")
        XCTAssertEqual(controller.pans, 0, "a one-finger pan fails under two")
        // What a user sees: the 160 × 40 photo drawn at 320 × 80.
        let box = try redBox(scene)
        XCTAssertEqual(box.width, 320, accuracy: 1)
        XCTAssertEqual(box.height, 80, accuracy: 1)
    }

    func testARotationsAngleAndVelocityAreTheFingersTurn() throws {
        let controller = PhotoController()
        let scene = setUp(controller)
        // A quarter turn clockwise over 0.5 s at an even pace from 0.1 s: π rad/s.
        scene.rotate(.view(controller.photo), by: .pi / 2, spread: 100, duration: 0.5, easing: .linear, at: 0.1)
        run(scene, until: 0.9)
        XCTAssertEqual(controller.turns.first?.state, .began)
        XCTAssertEqual(controller.turns.last?.state, .ended)
        // Began at the first step past 0.07 rad: 1/30 s in, the line has turned π/30 ≈ 0.105 rad.
        XCTAssertEqual(controller.turns.first?.time ?? 0, 0.1 + 1.0 / 30, accuracy: 1e-9)
        XCTAssertEqual(controller.turns.first?.rotation ?? 0, .pi / 30, accuracy: 1e-6)
        let total = controller.turns.map(\.rotation).reduce(0, +)
        XCTAssertEqual(total, .pi / 2, accuracy: 1e-6)
        for entry in controller.turns where entry.time >= 0.2 - 1e-9 && entry.time <= 0.6 + 1e-9 {
            XCTAssertEqual(entry.velocity, .pi, accuracy: 1e-3, "at \(entry.time) s")
        }
        XCTAssertEqual(atan2(controller.photo.transform.b, controller.photo.transform.a), .pi / 2, accuracy: 1e-6)
        // The 160 × 40 photo stands upright: 40 wide, 160 tall.
        let box = try redBox(scene)
        XCTAssertEqual(box.width, 40, accuracy: 1.5)
        XCTAssertEqual(box.height, 160, accuracy: 1.5)
    }

    func testTheSecondFingerIsDrawnAndListedWhileDown() {
        let controller = PhotoController()
        let scene = setUp(controller)
        scene.pinch(.view(controller.photo), scale: 0.5, spread: 120, duration: 0.4, easing: .linear, at: 0.1)
        scene.advance(to: Step(index: 0, time: 0))
        scene.advance(to: Step(index: 1, time: 0.3))
        // Half-way: 120 · (1 − 0.5 · 0.5) = 90 pt apart about the photo's centre (195, 390).
        XCTAssertEqual(scene.touchLocation?.x ?? 0, 195 - 45, accuracy: 1e-6)
        XCTAssertEqual(scene.otherTouchLocations.count, 1)
        XCTAssertEqual(scene.otherTouchLocations.first?.x ?? 0, 195 + 45, accuracy: 1e-6)
        scene.advance(to: Step(index: 2, time: 0.6))
        XCTAssertNil(scene.touchLocation)
        XCTAssertTrue(scene.otherTouchLocations.isEmpty)
    }

    func testAFingerOffTheViewIsNotItsRecognizersSoAWideSpreadCannotPinchIt() {
        let controller = PhotoController()
        let scene = setUp(controller)
        // 200 pt apart across a 160 pt photo: the second finger lands beside it, as in UIKit the
        // photo's recognizers follow only the finger on it, and one finger does not pinch.
        scene.pinch(.view(controller.photo), scale: 2, spread: 200, duration: 0.5, easing: .linear, at: 0.1)
        run(scene, until: 0.8)
        XCTAssertTrue(controller.pinches.isEmpty)
        XCTAssertEqual(controller.photo.transform, .identity)
    }

    func testABadPinchWarnsAndTouchesNothing() {
        let controller = PhotoController()
        let scene = setUp(controller)
        scene.pinch(.view(controller.photo), scale: 0, at: 0.1)
        scene.pinch(.view(controller.photo), scale: .nan, at: 0.1)
        run(scene, until: 0.8)
        XCTAssertTrue(controller.pinches.isEmpty)
        XCTAssertEqual(scene.warnings.filter { $0.contains("the pinch at 0.1 s needs a scale") }.count, 2, "\(scene.warnings)")
    }
}

extension PinchAndRotationTests.PhotoController: UIGestureRecognizerDelegate {
    /// Pinch and rotate together, as photo viewers do.
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        (g is UIRotationGestureRecognizer && other is UIPinchGestureRecognizer) || (g is UIPinchGestureRecognizer && other is UIRotationGestureRecognizer)
    }
}
