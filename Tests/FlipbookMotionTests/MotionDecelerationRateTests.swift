import Foundation
import XCTest
@testable import FlipbookMotion

/// `.normal` and `.fast` against UIKit's rule, velocity × rate every millisecond, worked by hand:
/// after n ms the speed is v·rⁿ; the distance is the integral of the continuous decay,
/// v / (1000·|ln r|), which the per-millisecond sum (v/1000)·r/(1 − r) approaches from below
/// (half a millisecond's travel short at the start).
final class MotionDecelerationRateTests: XCTestCase {
    func testRawValues() {
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
    }

    func testVelocityShrinksByTheRateEveryMillisecond() {
        for rate in [DecelerationRate.normal, .fast, DecelerationRate(rawValue: 0.995)] {
            let coast = ScrollDeceleration(velocity: 1200, rate: rate)
            for n in [1.0, 10, 100] {
                XCTAssertEqual(coast.velocity(atTime: n / 1000), 1200 * pow(rate.rawValue, n), accuracy: 1e-9)
            }
        }
    }

    func testFastAndNormalFlingDistances() {
        // v = 1000 pt/s: normal 1000/(1000·0.0020020027) = 499.500 pt; fast 1000/(1000·0.0100503359) = 99.499 pt.
        XCTAssertEqual(ScrollDeceleration(velocity: 1000, rate: .normal).projectedDistance, 499.4999, accuracy: 1e-3)
        XCTAssertEqual(ScrollDeceleration(velocity: 1000, rate: .fast).projectedDistance, 99.4992, accuracy: 1e-3)
        for (rate, v) in [(0.998, 1000.0), (0.99, 1000), (0.995, -2400)] {
            let coast = ScrollDeceleration(velocity: v, rate: DecelerationRate(rawValue: rate))
            let perMillisecondSum = v / 1000 * rate / (1 - rate)
            // The continuous coast travels between the per-millisecond sum and that sum plus one millisecond's step.
            XCTAssertGreaterThan(abs(coast.projectedDistance), abs(perMillisecondSum))
            XCTAssertLessThan(abs(coast.projectedDistance), abs(perMillisecondSum) + abs(v) / 1000)
        }
    }

    func testFastStopsSooner() {
        let normal = ScrollDeceleration(velocity: 3000, rate: .normal), fast = ScrollDeceleration(velocity: 3000, rate: .fast)
        XCTAssertLessThan(fast.duration(), normal.duration() / 4)
        XCTAssertEqual(fast.projectedDistance / normal.projectedDistance, log(0.998) / log(0.99), accuracy: 1e-12)
    }
}
