import XCTest
@testable import FlipbookMotion

final class MotionBounceBackTests: XCTestCase {
    func testConstants() {
        // source: a design choice, not a UIKit constant; derived from its promise in
        // testReleasedAtRestItSettlesInAboutHalfASecond below (MotionBounceBack.swift: "Why ω₀ = 18").
        XCTAssertEqual(BounceBack.naturalFrequency, 18)
        XCTAssertEqual(BounceBack.stiffness, 324)
        XCTAssertEqual(BounceBack.damping, 36)
        XCTAssertEqual(BounceBack.damping, 2 * BounceBack.stiffness.squareRoot(), "critically damped at mass 1")
    }

    /// What ω₀ = 18 was chosen for: released at rest 50–200 pt past the edge, the bounce settles
    /// (within 0.5 pt and 1 pt/s) in about half a second, 0.50–0.59 s, like UIScrollView's.
    func testReleasedAtRestItSettlesInAboutHalfASecond() {
        for x0 in [50.0, 100, 200] {
            let bounce = BounceBack(from: x0, velocity: 0)
            let settled = stride(from: 0.0, through: 2, by: 0.001).first {
                abs(bounce.offset(atTime: $0)) < 0.5 && abs(bounce.velocity(atTime: $0)) < 1
            }
            XCTAssertNotNil(settled)
            XCTAssertGreaterThanOrEqual(settled ?? 0, 0.5, "\(x0) pt")
            XCTAssertLessThanOrEqual(settled ?? 9, 0.59, "\(x0) pt")
        }
    }

    func testClosedFormAndInitialConditions() {
        let w = BounceBack.naturalFrequency
        for (x0, v0) in [(80.0, 0.0), (-120, 300), (0, 1500), (40, -2000)] {
            let bounce = BounceBack(from: x0, velocity: v0)
            XCTAssertEqual(bounce.offset(atTime: 0), x0, accuracy: 1e-12)
            XCTAssertEqual(bounce.velocity(atTime: 0), v0, accuracy: 1e-9)
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                let expected = (x0 + (v0 + w * x0) * t) * exp(-w * t)
                XCTAssertEqual(bounce.offset(atTime: t), expected, accuracy: 1e-9)
                let expectedVelocity = ((v0 + w * x0) - w * (x0 + (v0 + w * x0) * t)) * exp(-w * t)
                XCTAssertEqual(bounce.velocity(atTime: t), expectedVelocity, accuracy: 1e-8)
            }
        }
    }

    func testMatchesRK4() {
        var x = 100.0, v = -500.0
        let dt = 1e-4
        let bounce = BounceBack(from: x, velocity: v)
        func a(_ x: Double, _ v: Double) -> Double { -324 * x - 36 * v }
        for i in 1...10_000 {
            let k1x = v, k1v = a(x, v)
            let k2x = v + dt / 2 * k1v, k2v = a(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = a(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = a(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if i % 100 == 0 {
                XCTAssertEqual(bounce.offset(atTime: Double(i) * dt), x, accuracy: 1e-4)
                XCTAssertEqual(bounce.velocity(atTime: Double(i) * dt), v, accuracy: 1e-3)
            }
        }
    }

    func testSettlesAtTheEdgeWithinDuration() {
        for (x0, v0) in [(100.0, 0.0), (-60, 0), (0, 2000), (30, -800), (300, 1200)] {
            let bounce = BounceBack(from: x0, velocity: v0)
            let end = bounce.duration
            XCTAssertGreaterThan(end, 0)
            XCTAssertLessThan(end, 1)
            for t in stride(from: end, through: end + 3, by: 1e-3) {
                XCTAssertLessThan(abs(bounce.offset(atTime: t)), 0.5)
                XCTAssertLessThan(abs(bounce.velocity(atTime: t)), 1)
            }
        }
        XCTAssertEqual(BounceBack(from: 100, velocity: 0).duration, 0.543, accuracy: 0.002)
        XCTAssertEqual(BounceBack(from: 50, velocity: 0).duration, 0.50, accuracy: 0.005)
        XCTAssertEqual(BounceBack(from: 0, velocity: 0).duration, 0)
        XCTAssertEqual(BounceBack(from: 0.01, velocity: 0.5).duration, 0, "never leaves 0.5 pt / 1 pt/s")
        XCTAssertGreaterThan(BounceBack(from: 0.2, velocity: 0.5).duration, 0, "close, but the pull back reaches > 1 pt/s")
    }

    func testReleasedAtRestNeverCrossesTheEdge() {
        let bounce = BounceBack(from: 150, velocity: 0)
        var previous = 150.0
        for t in stride(from: 0.0, through: 2.0, by: 1e-3) {
            let x = bounce.offset(atTime: t)
            XCTAssertGreaterThanOrEqual(x, 0)
            XCTAssertLessThanOrEqual(x, previous + 1e-12)
            previous = x
        }
    }

    func testOvershootFromTheEdge() {
        let bounce = BounceBack(from: 0, velocity: 1500)
        // From x(t) = v₀·t·e^(−ω₀t): the peak is at t = 1/ω₀, where x = v₀ / (e·ω₀).
        let w = BounceBack.naturalFrequency
        let peak = 1500 / (w * exp(1.0))
        XCTAssertEqual(bounce.offset(atTime: 1 / w), peak, accuracy: 1e-9)
        XCTAssertEqual(bounce.velocity(atTime: 1 / w), 0, accuracy: 1e-9)
    }

    func testDeterministicAndSanitised() {
        XCTAssertEqual(BounceBack(from: 42, velocity: 7).offset(atTime: 0.2), BounceBack(from: 42, velocity: 7).offset(atTime: 0.2))
        let bad = BounceBack(from: .nan, velocity: .infinity)
        XCTAssertEqual(bad.overscroll, 0)
        XCTAssertTrue(bad.duration.isFinite)
        XCTAssertEqual(BounceBack(from: 10, velocity: 0).offset(atTime: -1), 10)
        XCTAssertEqual(BounceBack(from: 10, velocity: 0).offset(atTime: .infinity), 0)
    }
}
