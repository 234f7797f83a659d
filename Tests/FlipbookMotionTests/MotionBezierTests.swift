import Foundation
import XCTest
@testable import FlipbookMotion

final class MotionBezierTests: XCTestCase {
    /// Independent reference: Bernstein form sampled at 2^20 + 1 parameters, then
    /// the sample whose x is nearest `progress` (x is monotone, so binary search),
    /// refined by linear interpolation between neighbours.
    private func bruteForce(_ p: (Double, Double, Double, Double), _ progress: Double) -> Double {
        func bernstein(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        let n = 1 << 20
        var lo = 0, hi = n
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if bernstein(p.0, p.2, Double(mid) / Double(n)) <= progress { lo = mid } else { hi = mid }
        }
        let t0 = Double(lo) / Double(n), t1 = Double(hi) / Double(n)
        let x0 = bernstein(p.0, p.2, t0), x1 = bernstein(p.0, p.2, t1)
        let w = x1 > x0 ? (progress - x0) / (x1 - x0) : 0
        return bernstein(p.1, p.3, t0) + w * (bernstein(p.1, p.3, t1) - bernstein(p.1, p.3, t0))
    }

    func testEaseInOutIsSymmetricAtHalf() {
        XCTAssertEqual(CubicBezierCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            let a = CubicBezierCurve.easeInOut.value(at: p)
            let b = CubicBezierCurve.easeInOut.value(at: 1 - p)
            XCTAssertEqual(a + b, 1, accuracy: 1e-6, "ease-in-out is point-symmetric about (0.5, 0.5)")
        }
    }

    func testLinearIsIdentity() {
        for p in stride(from: 0.0, through: 1.0, by: 0.01) {
            XCTAssertEqual(CubicBezierCurve.linear.value(at: p), p, accuracy: 1e-7)
        }
    }

    func testOrderingAtQuarter() {
        let easeIn = CubicBezierCurve.easeIn.value(at: 0.25)
        let easeOut = CubicBezierCurve.easeOut.value(at: 0.25)
        XCTAssertLessThan(easeIn, 0.25)
        XCTAssertGreaterThan(easeOut, 0.25)
        // source: derived by bisection from Core Animation's easeIn control points (see reference).
        XCTAssertEqual(easeIn, 0.093465, accuracy: 1e-5)
        XCTAssertEqual(easeIn, Self.reference(0.42, 0, 1, 1, at: 0.25), accuracy: 1e-6)
    }

    /// An independent Bézier timing value: y at the parameter where x(s) = x, found by bisection
    /// (x(s) is monotonic for control x in 0…1). The control points are Core Animation's:
    /// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1)
    /// (CAMediaTimingFunctionName docs), as CSS's ease-in/-out/-in-out.
    /// Compared within 1e-6: the curve solves x(s) = x to about 1e-7, not exactly.
    static func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }

    func testEndpointsAreExact() {
        for curve in [CubicBezierCurve.linear, .easeIn, .easeOut, .easeInOut, CubicBezierCurve(0.3, -0.5, 0.7, 1.5)] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
        }
    }

    func testMonotone() {
        for curve in [CubicBezierCurve.easeIn, .easeOut, .easeInOut, CubicBezierCurve(0.25, 0.1, 0.25, 1)] {
            var previous = -Double.infinity
            for i in 0...2000 {
                let v = curve.value(at: Double(i) / 2000)
                XCTAssertGreaterThanOrEqual(v, previous - 1e-9)
                previous = v
            }
        }
    }

    func testMatchesBruteForceEvaluation() {
        let controls: [(Double, Double, Double, Double)] = [
            (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
            (0.68, -0.55, 0.27, 1.55), (1, 0, 0, 1), (0, 1, 1, 0),
        ]
        for c in controls {
            let curve = CubicBezierCurve(c.0, c.1, c.2, c.3)
            for p in stride(from: 0.0, through: 1.0, by: 0.0625) {
                XCTAssertEqual(curve.value(at: p), bruteForce(c, p), accuracy: 2e-5, "\(c) at \(p)")
            }
        }
    }

    func testKnownValues() {
        // CSS "ease" at 0.5 is a widely tabulated ≈ 0.8024.
        XCTAssertEqual(CubicBezierCurve(0.25, 0.1, 0.25, 1).value(at: 0.5), 0.8024, accuracy: 1e-4)
        // source: the bisection reference above on Core Animation's control points.
        XCTAssertEqual(CubicBezierCurve.easeOut.value(at: 0.5), 0.684643, accuracy: 1e-5)
        XCTAssertEqual(CubicBezierCurve.easeInOut.value(at: 0.25), 0.129162, accuracy: 1e-5)
        XCTAssertEqual(CubicBezierCurve.easeOut.value(at: 0.5), Self.reference(0, 0, 0.58, 1, at: 0.5), accuracy: 1e-6)
        XCTAssertEqual(CubicBezierCurve.easeInOut.value(at: 0.25), Self.reference(0.42, 0, 0.58, 1, at: 0.25), accuracy: 1e-6)
        XCTAssertEqual(0.8024, Self.reference(0.25, 0.1, 0.25, 1, at: 0.5), accuracy: 1e-4)
    }

    func testProgressIsClamped() {
        let curve = CubicBezierCurve.easeInOut
        XCTAssertEqual(curve.value(at: -0.5), 0)
        XCTAssertEqual(curve.value(at: 1.5), 1)
        XCTAssertEqual(curve.value(at: -.infinity), 0)
        XCTAssertEqual(curve.value(at: .infinity), 1)
        XCTAssertEqual(curve.value(at: .nan), 0)
    }

    func testControlXIsClampedAndNaNSanitised() {
        let curve = CubicBezierCurve(-1, 0, 2, 1)
        XCTAssertEqual(curve.x1, 0)
        XCTAssertEqual(curve.x2, 1)
        let bad = CubicBezierCurve(.nan, .nan, .nan, .infinity)
        XCTAssertEqual(bad, CubicBezierCurve(0, 0, 0, 0))
        XCTAssertTrue(bad.value(at: 0.3).isFinite)
    }

    func testOvershootingCurveLeavesUnitRange() {
        let back = CubicBezierCurve(0.68, -0.55, 0.27, 1.55)
        let samples = (0...200).map { back.value(at: Double($0) / 200) }
        XCTAssertLessThan(samples.min()!, 0)
        XCTAssertGreaterThan(samples.max()!, 1)
    }

    func testAnimationCurveMapping() throws {
        XCTAssertEqual(AnimationCurve.easeInOut.timingCurve, .easeInOut)
        XCTAssertEqual(AnimationCurve.easeIn.timingCurve, CubicBezierCurve(0.42, 0, 1, 1))
        XCTAssertEqual(AnimationCurve.easeOut.timingCurve, CubicBezierCurve(0, 0, 0.58, 1))
        XCTAssertEqual(AnimationCurve.linear.timingCurve, .linear)
        XCTAssertEqual(AnimationCurve.allCases.count, 4)
        let data = try JSONEncoder().encode(AnimationCurve.allCases)
        XCTAssertEqual(try JSONDecoder().decode([AnimationCurve].self, from: data), AnimationCurve.allCases)
        XCTAssertEqual(AnimationCurve(rawValue: "easeOut"), .easeOut)
    }

    func testTimingCurveExistential() {
        let curves: [any TimingCurve] = [CubicBezierCurve.easeIn, SpringCurve(dampingRatio: 1, duration: 0.5).timingCurve(duration: 0.5)]
        for curve in curves {
            XCTAssertEqual(curve.value(at: 0), 0, accuracy: 1e-12)
            XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-3)
        }
    }
}
