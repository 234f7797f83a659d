import XCTest
@testable import FlipbookMotion

final class MotionScrollAnimationTests: XCTestCase {
    func testConstants() {
        XCTAssertEqual(ScrollAnimation.duration, 0.3)
        XCTAssertEqual(ScrollAnimation.curve, .easeInOut)
    }

    func testProgress() {
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0), 0)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0.15), 0.5, accuracy: 1e-6)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0.3), 1)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 5), 1)
        XCTAssertEqual(ScrollAnimation.progress(atTime: -1), 0)
        XCTAssertEqual(ScrollAnimation.progress(atTime: .nan), 0)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0.075), CubicBezierCurve.easeInOut.value(at: 0.25))
    }
}
