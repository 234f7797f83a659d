import XCTest
import FlipbookMotion

/// `CASpringAnimation.settlingDuration` against the two results Apple publishes for it
/// (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration):
/// mass 1, stiffness 100 (the defaults) with damping 5 settles in "approximately 2.85 seconds",
/// with damping 15 in "just over 1 second".
final class CoreAnimationSettlingTests: XCTestCase {
    func testApplesTwoPublishedExamples() {
        let loose = SpringCurve(mass: 1, stiffness: 100, damping: 5).coreAnimationSettlingDuration()
        XCTAssertEqual(loose, 2.85, accuracy: 0.005, "damping 5: approximately 2.85 s")
        let firm = SpringCurve(mass: 1, stiffness: 100, damping: 15).coreAnimationSettlingDuration()
        XCTAssertGreaterThan(firm, 1, "damping 15: just over 1 s")
        XCTAssertLessThan(firm, 1.05, "damping 15: just over 1 s")
    }

    /// By hand, damping 5: σ = 2.5, ω_d = √(100 − 6.25) = 9.6825, the envelope's amplitude
    /// √(1 + (σ/ω_d)²) = 1.03280, so t = ln(1.03280 × 1200) / 2.5 = ln(1239.36) / 2.5 = 2.84894 s.
    func testTheEnvelopeWorkedByHand() {
        let t = SpringCurve(stiffness: 100, damping: 5).coreAnimationSettlingDuration()
        XCTAssertEqual(t, log(1200 * (1 + 6.25 / 93.75).squareRoot()) / 2.5, accuracy: 1e-9)
        XCTAssertEqual(t, 2.84894, accuracy: 1e-5)
    }

    /// From the estimate on, the spring stays within 1/1200 of its target, and it is not long
    /// after the last time it was outside (at most one half-oscillation late).
    func testTheSpringIsAtRestFromTheEstimateOn() {
        for (stiffness, damping) in [(100.0, 5.0), (100, 15), (200, 12), (400, 40), (100, 60), (300, 2)] {
            let spring = SpringCurve(stiffness: stiffness, damping: damping)
            let settle = spring.coreAnimationSettlingDuration()
            var lastOutside = 0.0
            var t = 0.0
            while t < settle + 5 {
                let off = abs(spring.value(atTime: t) - 1)
                if t >= settle { XCTAssertLessThan(off, SpringCurve.coreAnimationSettlingTolerance, "k \(stiffness) c \(damping) at \(t)") }
                if off >= SpringCurve.coreAnimationSettlingTolerance { lastOutside = t }
                t += 0.0005
            }
            let zeta = damping / (2 * stiffness.squareRoot())
            let halfPeriod = zeta < 1 ? Double.pi / (stiffness.squareRoot() * (1 - zeta * zeta).squareRoot()) : 0.05
            XCTAssertLessThanOrEqual(settle - lastOutside, halfPeriod + 0.001, "k \(stiffness) c \(damping)")
        }
    }

    func testAnUndampedSpringNeverSettlesAndBadInputDoesNotTrap() {
        XCTAssertEqual(SpringCurve(stiffness: 100, damping: 0).coreAnimationSettlingDuration(), .infinity)
        XCTAssertTrue(SpringCurve(mass: .nan, stiffness: .infinity, damping: -.infinity).coreAnimationSettlingDuration() >= 0)
    }
}
