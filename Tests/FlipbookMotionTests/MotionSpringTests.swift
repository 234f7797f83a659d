import Foundation
import XCTest
@testable import FlipbookMotion

final class MotionSpringTests: XCTestCase {
    /// Classic RK4 on x″ = (−k(x − 1) − c·x′)/m, x(0) = 0, x′(0) = v0, returning
    /// (x, v) at every multiple of `sampleEvery` seconds up to `end`.
    private func rk4(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
                     end: Double, dt: Double = 1e-4, sampleEvery: Double = 0.01) -> [(t: Double, x: Double, v: Double)] {
        func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
        var x = 0.0, v = v0
        var out: [(Double, Double, Double)] = [(0, x, v)]
        let steps = Int((end / dt).rounded())
        let stride = Int((sampleEvery / dt).rounded())
        for i in 1...steps {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + 0.5 * dt * k1v, k2v = accel(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
            let k3x = v + 0.5 * dt * k2v, k3v = accel(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if i % stride == 0 { out.append((Double(i) * dt, x, v)) }
        }
        return out
    }

    private func assertMatchesRK4(_ spring: SpringCurve, end: Double = 2, file: StaticString = #filePath, line: UInt = #line) {
        let reference = rk4(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                            velocity: spring.initialVelocity, end: end)
        for sample in reference {
            XCTAssertEqual(spring.value(atTime: sample.t), sample.x, accuracy: 1e-4, "x at \(sample.t)", file: file, line: line)
            // Velocities are larger numbers; compare relative to the initial scale.
            let scale = max(1, abs(spring.initialVelocity), (spring.stiffness / spring.mass).squareRoot())
            XCTAssertEqual(spring.velocity(atTime: sample.t), sample.v, accuracy: 1e-4 * scale, "v at \(sample.t)", file: file, line: line)
        }
    }

    func testCriticallyDampedMatchesRK4() {
        let spring = SpringCurve(stiffness: 100, damping: 20)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
        assertMatchesRK4(spring)
        assertMatchesRK4(SpringCurve(stiffness: 400, damping: 40, initialVelocity: 6))
        assertMatchesRK4(SpringCurve(stiffness: 400, damping: 40, initialVelocity: -8))
    }

    func testUnderdampedMatchesRK4() {
        let spring = SpringCurve(stiffness: 300, damping: 10)
        XCTAssertLessThan(spring.dampingRatio, 1)
        assertMatchesRK4(spring)
        assertMatchesRK4(SpringCurve(mass: 2, stiffness: 500, damping: 12, initialVelocity: 3))
        assertMatchesRK4(SpringCurve(stiffness: 200, damping: 0.5, initialVelocity: -2), end: 1)
    }

    func testOverdampedMatchesRK4() {
        let spring = SpringCurve(stiffness: 100, damping: 50)
        XCTAssertGreaterThan(spring.dampingRatio, 1)
        assertMatchesRK4(spring, end: 4)
        assertMatchesRK4(SpringCurve(mass: 0.5, stiffness: 100, damping: 60, initialVelocity: 10), end: 4)
        assertMatchesRK4(SpringCurve(stiffness: 10, damping: 100, initialVelocity: -1), end: 4)
    }

    func testNearCriticalIsContinuousAndMatchesRK4() {
        for ratio in [1 - 1e-7, 1 - 1e-12, 1 + 1e-12, 1 + 1e-7] {
            let spring = SpringCurve(stiffness: 100, damping: 20 * ratio, initialVelocity: 2)
            assertMatchesRK4(spring)
        }
        let below = SpringCurve(stiffness: 100, damping: 20 * (1 - 1e-6)).settlingDuration()
        let at = SpringCurve(stiffness: 100, damping: 20).settlingDuration()
        let above = SpringCurve(stiffness: 100, damping: 20 * (1 + 1e-6)).settlingDuration()
        XCTAssertEqual(below, at, accuracy: 1e-4)
        XCTAssertEqual(above, at, accuracy: 1e-4)
    }

    func testStartsAtRestPosition() {
        let spring = SpringCurve(stiffness: 250, damping: 15, initialVelocity: 4)
        XCTAssertEqual(spring.value(atTime: 0), 0, accuracy: 1e-15)
        XCTAssertEqual(spring.velocity(atTime: 0), 4, accuracy: 1e-12)
        XCTAssertEqual(spring.value(atTime: .infinity), 1)
        XCTAssertEqual(spring.velocity(atTime: .infinity), 0)
        XCTAssertEqual(spring.value(atTime: 1000), 1, accuracy: 1e-12)
    }

    private func assertSettles(_ spring: SpringCurve, epsilon: Double = 1e-3, file: StaticString = #filePath, line: UInt = #line) {
        let settle = spring.settlingDuration(epsilon: epsilon)
        XCTAssertTrue(settle.isFinite && settle > 0, file: file, line: line)
        var t = settle
        while t < settle + 5 {
            XCTAssertLessThan(abs(spring.value(atTime: t) - 1), epsilon, "x at \(t)", file: file, line: line)
            XCTAssertLessThan(abs(spring.velocity(atTime: t)), epsilon, "v at \(t)", file: file, line: line)
            t += 5e-4
        }
    }

    func testSettlesAndStaysSettled() {
        assertSettles(SpringCurve(stiffness: 300, damping: 10))
        assertSettles(SpringCurve(stiffness: 100, damping: 20))
        assertSettles(SpringCurve(stiffness: 100, damping: 50))
        assertSettles(SpringCurve(mass: 2, stiffness: 500, damping: 12, initialVelocity: 3))
        assertSettles(SpringCurve(stiffness: 400, damping: 40, initialVelocity: -8), epsilon: 1e-2)
    }

    func testCriticalSettlingDurationIsTight() {
        // With v0 = 0 the critical envelope equals the motion itself, so the bound is exact:
        // just before it, position or velocity is still out of tolerance.
        let spring = SpringCurve(stiffness: 100, damping: 20)
        let settle = spring.settlingDuration()
        let before = settle - 1e-3
        XCTAssertTrue(abs(spring.value(atTime: before) - 1) >= 1e-3 || abs(spring.velocity(atTime: before)) >= 1e-3)
    }

    func testUnderdampedOvershootsByTheTextbookAmount() {
        let zeta = 0.5, w0 = 20.0
        let spring = SpringCurve(stiffness: w0 * w0, damping: 2 * zeta * w0)
        let peakTime = Double.pi / (w0 * (1 - zeta * zeta).squareRoot())
        let expected = 1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())  // ≈ 1.163
        XCTAssertEqual(spring.value(atTime: peakTime), expected, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(atTime: peakTime), 0, accuracy: 1e-9)
        let maximum = stride(from: 0.0, through: 2.0, by: 1e-4).map(spring.value(atTime:)).max()!
        XCTAssertEqual(maximum, expected, accuracy: 1e-6)
    }

    func testCriticallyAndOverDampedNeverOvershoot() {
        for spring in [SpringCurve(stiffness: 100, damping: 20), SpringCurve(stiffness: 100, damping: 35),
                       SpringCurve(dampingRatio: 1, duration: 0.4)] {
            var previous = 0.0
            for t in stride(from: 0.0, through: 3.0, by: 1e-3) {
                let x = spring.value(atTime: t)
                XCTAssertLessThanOrEqual(x, 1 + 1e-12)
                XCTAssertGreaterThanOrEqual(x, previous - 1e-12, "monotone without initial velocity")
                previous = x
            }
        }
    }

    func testDampingRatioInitSettlesAtDuration() {
        for zeta in [0.2, 0.5, 0.8, 1.0, 1.5, 3.0] {
            for duration in [0.25, 0.5, 1.0] {
                for v0 in [0.0, 3.0] {
                    let spring = SpringCurve(dampingRatio: zeta, duration: duration, initialVelocity: v0)
                    XCTAssertEqual(spring.mass, 1)
                    XCTAssertEqual(spring.dampingRatio, zeta, accuracy: 1e-9)
                    XCTAssertEqual(spring.initialVelocity, v0)
                    XCTAssertEqual(spring.settlingDuration(), duration, accuracy: 1e-6, "ζ \(zeta) d \(duration) v \(v0)")
                    for t in stride(from: duration, through: duration + 1, by: 1e-3) {
                        XCTAssertLessThan(abs(spring.value(atTime: t) - 1), 1e-3)
                    }
                }
            }
        }
    }

    func testStifferSpringsForShorterDurations() {
        let slow = SpringCurve(dampingRatio: 0.7, duration: 1)
        let fast = SpringCurve(dampingRatio: 0.7, duration: 0.25)
        XCTAssertGreaterThan(fast.stiffness, slow.stiffness)
    }

    func testTimingCurve() {
        let spring = SpringCurve(dampingRatio: 0.6, duration: 0.5)
        let curve = spring.timingCurve(duration: 0.5)
        XCTAssertEqual(curve.duration, 0.5)
        for p in stride(from: 0.0, through: 1.0, by: 0.1) {
            XCTAssertEqual(curve.value(at: p), spring.value(atTime: p * 0.5))
        }
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-3)
        XCTAssertEqual(curve.value(at: 2), curve.value(at: 1))
        XCTAssertGreaterThan((0...100).map { curve.value(at: Double($0) / 100) }.max()!, 1, "ζ 0.6 overshoots")
        let step = spring.timingCurve(duration: -1)
        XCTAssertEqual(step.duration, 0)
        XCTAssertEqual(step.value(at: 0), 0)
        XCTAssertEqual(step.value(at: 0.01), 1)
    }

    func testBadInputNeverTraps() {
        let weird = SpringCurve(mass: .nan, stiffness: -5, damping: .nan, initialVelocity: .infinity)
        XCTAssertEqual(weird.mass, 1)
        XCTAssertTrue(weird.value(atTime: 0.5).isFinite)
        XCTAssertEqual(weird.settlingDuration(), .infinity, "undamped never settles")
        let clamped = SpringCurve(dampingRatio: .nan, duration: -3)
        XCTAssertEqual(clamped.dampingRatio, 1, accuracy: 1e-9)
        XCTAssertEqual(clamped.settlingDuration(), 0.001, accuracy: 1e-8)
        let tiny = SpringCurve(dampingRatio: 0, duration: .infinity)
        XCTAssertEqual(tiny.dampingRatio, 0.01, accuracy: 1e-9)
        XCTAssertTrue(tiny.settlingDuration().isFinite)
        let spring = SpringCurve(stiffness: 100, damping: 20)
        XCTAssertEqual(spring.value(atTime: -1), 0)
        XCTAssertEqual(spring.value(atTime: .nan), 0)
        XCTAssertTrue(spring.settlingDuration(epsilon: -1).isFinite)
        XCTAssertEqual(spring.settlingDuration(epsilon: .nan), spring.settlingDuration())
    }

    func testDeterministicAndHashable() {
        let a = SpringCurve(dampingRatio: 0.75, duration: 0.6, initialVelocity: 1)
        let b = SpringCurve(dampingRatio: 0.75, duration: 0.6, initialVelocity: 1)
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertEqual(a.value(atTime: 0.123), b.value(atTime: 0.123))
    }
}
