import XCTest
@testable import FlipbookMotion

final class MotionFingerPathTests: XCTestCase {
    func testTravelFollowsSegmentsAndEasings() {
        let path = FingerPath([.init(by: 100, duration: 0.5), .init(by: -40, duration: 0.2, easing: .easeOut)])
        XCTAssertEqual(path.duration, 0.7, accuracy: 1e-12)
        XCTAssertEqual(path.distance, 60)
        XCTAssertEqual(path.travel(atTime: 0), 0)
        XCTAssertEqual(path.travel(atTime: 0.25), 50, accuracy: 1e-9)
        XCTAssertEqual(path.travel(atTime: 0.5), 100, accuracy: 1e-9)
        XCTAssertEqual(path.travel(atTime: 0.6), 100 - 40 * CubicBezierCurve.easeOut.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(path.travel(atTime: 5), 60)
        XCTAssertEqual(path.travel(atTime: .nan), 0)
    }

    /// The release velocity is the mean over the last 100 ms: (travel(T) − travel(T − 0.1)) / 0.1.
    func testReleaseVelocityIsTheMeanOverTheLastHundredMilliseconds() {
        let steady = FingerPath([.init(by: 300, duration: 0.3)])
        XCTAssertEqual(steady.releaseVelocity, 1000, accuracy: 1e-6)

        let flick = FingerPath([.init(by: 200, duration: 0.4, easing: .easeOut), .init(by: 300, duration: 0.2, easing: .easeIn)])
        let expected = 300 * (1 - CubicBezierCurve.easeIn.value(at: 0.5)) / 0.1
        XCTAssertEqual(flick.releaseVelocity, expected, accuracy: 1e-6)
        XCTAssertGreaterThan(flick.releaseVelocity, 300 / 0.2, "a flick lifts faster than its segment's mean")

        // A drag that lingers lifts slowly; a path shorter than the window averages over itself.
        let linger = FingerPath([.init(by: 300, duration: 0.6, easing: .easeOut)])
        XCTAssertLessThan(linger.releaseVelocity, 0.3 * 300 / 0.6)
        XCTAssertEqual(FingerPath([.init(by: 50, duration: 0.05)]).releaseVelocity, 1000, accuracy: 1e-6)
        XCTAssertEqual(FingerPath([]).releaseVelocity, 0)
    }

    func testHostileSegmentsAreClamped() {
        let s = FingerPath.Segment(by: .infinity, duration: -3)
        XCTAssertEqual(s.by, 1e6)
        XCTAssertEqual(s.duration, 0.001)
        XCTAssertEqual(FingerPath.Segment(by: .nan, duration: .nan).by, 0)
    }
}
