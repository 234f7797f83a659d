import XCTest
@testable import FlipbookMotion

final class MotionScrollAnimationTests: XCTestCase {
    func testConstants() {
        // source: UIKit publishes no duration for setContentOffset(_:animated:); 0.3 s is the
        // commonly measured value the type documents (Sources/FlipbookMotion/MotionScrollAnimation.swift).
        XCTAssertEqual(ScrollAnimation.duration, 0.3)
        XCTAssertEqual(ScrollAnimation.curve, .easeInOut)
    }

    func testProgress() {
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0), 0)
        // Half the duration is half the way: ease-in-out (0.42, 0, 0.58, 1) is point-symmetric.
        XCTAssertEqual(ScrollAnimation.progress(atTime: ScrollAnimation.duration / 2), 0.5, accuracy: 1e-6)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0.3), 1)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 5), 1)
        XCTAssertEqual(ScrollAnimation.progress(atTime: -1), 0)
        XCTAssertEqual(ScrollAnimation.progress(atTime: .nan), 0)
        XCTAssertEqual(ScrollAnimation.progress(atTime: 0.075), CubicBezierCurve.easeInOut.value(at: 0.25))
    }
}
