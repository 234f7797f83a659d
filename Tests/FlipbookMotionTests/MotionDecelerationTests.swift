import Foundation
import XCTest
@testable import FlipbookMotion

final class MotionDecelerationTests: XCTestCase {
    func testRates() {
        // source: UIKit's UIScrollView.DecelerationRate.normal.rawValue (0.998) and .fast (0.99),
        // the velocity kept per millisecond.
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(DecelerationRate(rawValue: 0.99), .fast)
    }

    func testProjectedDistance() {
        let normal = ScrollDeceleration(velocity: 1000)
        XCTAssertEqual(normal.projectedDistance, 1000 / (-1000 * log(0.998)), accuracy: 1e-9)
        // source: 1000 / (−1000 · ln 0.998) = 499.49983…, computed with bc -l at scale 30.
        XCTAssertEqual(normal.projectedDistance, 499.49983, accuracy: 1e-4)
        let fast = ScrollDeceleration(velocity: 1000, rate: .fast)
        XCTAssertEqual(fast.projectedDistance, 99.49916, accuracy: 1e-4)
        XCTAssertEqual(ScrollDeceleration(velocity: -1000).projectedDistance, -normal.projectedDistance)
        XCTAssertEqual(ScrollDeceleration(velocity: 0).projectedDistance, 0)
        XCTAssertEqual(normal.offset(atTime: .infinity), normal.projectedDistance)
    }

    func testOffsetMatchesClosedForm() {
        for (v0, rate) in [(1000.0, DecelerationRate.normal), (-2500, .fast), (300, DecelerationRate(rawValue: 0.995))] {
            let fling = ScrollDeceleration(velocity: v0, rate: rate)
            for t in stride(from: 0.0, through: 5.0, by: 0.125) {
                let expected = v0 * (pow(rate.rawValue, 1000 * t) - 1) / (1000 * log(rate.rawValue))
                XCTAssertEqual(fling.offset(atTime: t), expected, accuracy: 1e-9 * max(1, abs(expected)))
                XCTAssertEqual(fling.velocity(atTime: t), v0 * pow(rate.rawValue, 1000 * t), accuracy: 1e-9 * abs(v0))
            }
        }
        XCTAssertEqual(ScrollDeceleration(velocity: 1000).offset(atTime: 0.5), 315.928, accuracy: 1e-3)
    }

    func testOffsetMatchesPerMillisecondStepping() {
        // UIKit's description: every millisecond, v *= rate. The continuous closed form is
        // the limit of that; after 1 s they agree within half a millisecond's travel.
        var v = 1000.0, x = 0.0
        for _ in 0..<1000 { x += v * 0.001; v *= 0.998 }
        let fling = ScrollDeceleration(velocity: 1000)
        XCTAssertEqual(fling.velocity(atTime: 1), v, accuracy: 1e-9)
        XCTAssertEqual(fling.offset(atTime: 1), x, accuracy: 0.5)
    }

    func testVelocityDecaysByRatePerMillisecond() {
        let fling = ScrollDeceleration(velocity: 1234)
        for t in [0.0, 0.1, 0.5, 1.7] {
            XCTAssertEqual(fling.velocity(atTime: t + 0.001) / fling.velocity(atTime: t), 0.998, accuracy: 1e-12)
        }
        XCTAssertEqual(ScrollDeceleration(velocity: 1000).velocity(atTime: 0.001), 998, accuracy: 1e-9)
    }

    func testDuration() {
        let fling = ScrollDeceleration(velocity: 1000)
        let stop = fling.duration()
        XCTAssertEqual(stop, log(0.5 / 1000) / (1000 * log(0.998)), accuracy: 1e-12)
        XCTAssertEqual(fling.velocity(atTime: stop), 0.5, accuracy: 1e-9)
        XCTAssertEqual(fling.projectedDistance - fling.offset(atTime: stop), 0.5 / (-1000 * log(0.998)), accuracy: 1e-9)
        XCTAssertEqual(ScrollDeceleration(velocity: -1000).duration(), stop, accuracy: 1e-12)
        XCTAssertEqual(ScrollDeceleration(velocity: 0.3).duration(), 0)
        XCTAssertEqual(fling.duration(threshold: 10), log(0.01) / (1000 * log(0.998)), accuracy: 1e-12)
        XCTAssertTrue(fling.duration(threshold: 0).isFinite)
        XCTAssertEqual(fling.duration(threshold: .nan), stop)
    }

    func testRateToTravelRoundTrip() throws {
        for (distance, velocity) in [(300.0, 1000.0), (-42, -800), (2000, 500), (5, 3000)] {
            let rate = try XCTUnwrap(ScrollDeceleration.rate(toTravel: distance, withVelocity: velocity))
            XCTAssertGreaterThan(rate.rawValue, 0)
            XCTAssertLessThan(rate.rawValue, 1)
            XCTAssertEqual(ScrollDeceleration(velocity: velocity, rate: rate).projectedDistance, distance, accuracy: 1e-9 * abs(distance))
        }
        let normal = try XCTUnwrap(ScrollDeceleration.rate(toTravel: ScrollDeceleration(velocity: 1000).projectedDistance, withVelocity: 1000))
        XCTAssertEqual(normal.rawValue, 0.998, accuracy: 1e-14)
        XCTAssertNil(ScrollDeceleration.rate(toTravel: -100, withVelocity: 500))
        XCTAssertNil(ScrollDeceleration.rate(toTravel: 0, withVelocity: 500))
        XCTAssertNil(ScrollDeceleration.rate(toTravel: 100, withVelocity: 0))
        XCTAssertNil(ScrollDeceleration.rate(toTravel: .nan, withVelocity: 500))
    }

    func testBadInputIsClamped() {
        let nanRate = ScrollDeceleration(velocity: 1000, rate: DecelerationRate(rawValue: .nan))
        XCTAssertEqual(nanRate.rate, .normal)
        let tooSlow = ScrollDeceleration(velocity: 1000, rate: DecelerationRate(rawValue: 1.5))
        XCTAssertLessThan(tooSlow.rate.rawValue, 1)
        XCTAssertTrue(tooSlow.projectedDistance.isFinite)
        let zero = ScrollDeceleration(velocity: 1000, rate: DecelerationRate(rawValue: 0))
        XCTAssertGreaterThan(zero.rate.rawValue, 0)
        XCTAssertTrue(zero.projectedDistance.isFinite)
        let nanVelocity = ScrollDeceleration(velocity: .nan)
        XCTAssertEqual(nanVelocity.velocity, 0)
        XCTAssertEqual(nanVelocity.offset(atTime: 1), 0)
        XCTAssertEqual(ScrollDeceleration(velocity: 1000).offset(atTime: -1), 0)
        XCTAssertEqual(ScrollDeceleration(velocity: 1000).offset(atTime: .nan), 0)
    }
}
