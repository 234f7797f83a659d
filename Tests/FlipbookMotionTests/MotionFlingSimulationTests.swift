import XCTest
@testable import FlipbookMotion

final class MotionFlingSimulationTests: XCTestCase {
    func testCoastInsideBounds() {
        let fling = FlingSimulation(offset: 100, velocity: 1000, minOffset: 0, maxOffset: 5000, dimension: 800)
        let coast = ScrollDeceleration(velocity: 1000)
        XCTAssertNil(fling.edgeCrossingTime)
        XCTAssertEqual(fling.duration, coast.duration(), accuracy: 1e-12)
        XCTAssertEqual(fling.restingOffset, 100 + coast.projectedDistance, accuracy: 1e-9)
        for t in stride(from: 0.0, to: fling.duration, by: 0.01) {
            let p = fling.position(atTime: t)
            XCTAssertEqual(p.offset, 100 + coast.offset(atTime: t), accuracy: 1e-9)
            XCTAssertEqual(p.velocity, coast.velocity(atTime: t), accuracy: 1e-9)
            XCTAssertFalse(p.finished)
        }
        let end = fling.position(atTime: fling.duration)
        XCTAssertTrue(end.finished)
        XCTAssertEqual(end.offset, fling.restingOffset)
        XCTAssertEqual(end.velocity, 0)
        XCTAssertLessThan(abs(fling.position(atTime: fling.duration.nextDown).offset - end.offset), 0.26, "snap ≤ 0.25 pt")
    }

    func testCrossingTheFarEdgeOvershootsAndReturns() throws {
        let fling = FlingSimulation(offset: 1000, velocity: 1500, minOffset: 0, maxOffset: 1200, dimension: 800)
        let crossing = try XCTUnwrap(fling.edgeCrossingTime)
        // source: DecelerationRate.normal (UIKit's 0.998 per ms), as a continuous rate per second.
        let k = 1000 * log(DecelerationRate.normal.rawValue)
        XCTAssertEqual(crossing, log1p(k * 200 / 1500) / k, accuracy: 1e-12)
        XCTAssertEqual(fling.position(atTime: crossing).offset, 1200, accuracy: 1e-9)
        XCTAssertEqual(fling.position(atTime: crossing).velocity, 1500 + k * 200, accuracy: 1e-9)

        // Continuous across the phase switch: no jump in position or velocity.
        let before = fling.position(atTime: crossing - 1e-9), after = fling.position(atTime: crossing + 1e-9)
        XCTAssertEqual(before.offset, after.offset, accuracy: 1e-5)
        XCTAssertEqual(before.velocity, after.velocity, accuracy: 1e-4)
        XCTAssertLessThan(before.offset, 1200)
        XCTAssertGreaterThan(after.offset, 1200)

        let samples = stride(from: 0.0, through: fling.duration + 0.5, by: 1e-3).map { fling.position(atTime: $0) }
        let peak = samples.map(\.offset).max()!
        XCTAssertGreaterThan(peak, 1200 + 10, "overshoots past the edge")
        // The bounce's peak past the edge is v / (e·ω₀) (MotionBounceBack.swift), ω₀ = BounceBack.naturalFrequency.
        XCTAssertLessThan(peak, 1200 + (1500 + k * 200) / (BounceBack.naturalFrequency * exp(1.0)) + 1e-6)
        // Sampled frame to frame the offset never jumps by more than the top speed allows.
        for (a, b) in zip(samples, samples.dropFirst()) {
            XCTAssertLessThan(abs(b.offset - a.offset), 1500 * 1e-3 + 1e-6)
        }
        XCTAssertEqual(fling.restingOffset, 1200)
        XCTAssertEqual(fling.position(atTime: fling.duration).offset, 1200)
        XCTAssertTrue(fling.position(atTime: fling.duration).finished)
        XCTAssertFalse(fling.position(atTime: fling.duration.nextDown).finished)
        XCTAssertLessThan(abs(fling.position(atTime: fling.duration.nextDown).offset - 1200), 0.5)
    }

    func testCrossingTheNearEdge() throws {
        let fling = FlingSimulation(offset: 50, velocity: -900, minOffset: 0, maxOffset: 2000, dimension: 600, rate: .fast)
        let crossing = try XCTUnwrap(fling.edgeCrossingTime)
        XCTAssertEqual(fling.position(atTime: crossing).offset, 0, accuracy: 1e-9)
        let lowest = stride(from: 0.0, through: fling.duration, by: 1e-3).map { fling.position(atTime: $0).offset }.min()!
        XCTAssertLessThan(lowest, -5)
        XCTAssertEqual(fling.restingOffset, 0)
        XCTAssertEqual(fling.position(atTime: fling.duration + 1).offset, 0)
    }

    func testReleasedPastAnEdgeBouncesBack() {
        let pulled = FlingSimulation(offset: -70, velocity: 0, minOffset: 0, maxOffset: 500, dimension: 700)
        XCTAssertEqual(pulled.edgeCrossingTime, 0)
        XCTAssertEqual(pulled.position(atTime: 0).offset, -70)
        XCTAssertEqual(pulled.duration, BounceBack(from: -70, velocity: 0).duration)
        XCTAssertEqual(pulled.position(atTime: 0.1).offset, BounceBack(from: -70, velocity: 0).offset(atTime: 0.1), accuracy: 1e-12)
        XCTAssertEqual(pulled.position(atTime: pulled.duration).offset, 0)
        XCTAssertEqual(pulled.restingOffset, 0)

        let flungFurther = FlingSimulation(offset: 560, velocity: 800, minOffset: 0, maxOffset: 500, dimension: 700)
        let offsets = stride(from: 0.0, through: flungFurther.duration, by: 1e-3).map { flungFurther.position(atTime: $0).offset }
        XCTAssertGreaterThan(offsets.max()!, 560, "keeps going out, then returns")
        XCTAssertEqual(flungFurther.position(atTime: flungFurther.duration).offset, 500)
    }

    func testSlowArrivalRestsAtEdgeWithoutBounce() {
        // Projected end only 0.1 pt past the edge: it arrives slower than 0.5 pt/s.
        let coast = ScrollDeceleration(velocity: 1000)
        let fling = FlingSimulation(offset: 0, velocity: 1000, minOffset: 0, maxOffset: coast.projectedDistance - 0.1, dimension: 800)
        XCTAssertNil(fling.edgeCrossingTime)
        XCTAssertEqual(fling.restingOffset, coast.projectedDistance - 0.1)
        XCTAssertEqual(fling.duration, coast.duration(), accuracy: 1e-12)
        XCTAssertLessThanOrEqual(fling.position(atTime: fling.duration.nextDown).offset, fling.restingOffset)
    }

    func testDimensionCapsTheOvershoot() {
        let fling = FlingSimulation(offset: 0, velocity: 200_000, minOffset: 0, maxOffset: 10, dimension: 100)
        let peak = stride(from: 0.0, through: fling.duration, by: 1e-4).map { fling.position(atTime: $0).offset }.max()!
        XCTAssertLessThanOrEqual(peak, 10 + 100 + 1e-6)
        XCTAssertGreaterThan(peak, 10 + 99)
    }

    func testContentShorterThanViewRestsAtMin() {
        let fling = FlingSimulation(offset: 0, velocity: 700, minOffset: 0, maxOffset: -300, dimension: 800)
        XCTAssertEqual(fling.maxOffset, 0)
        XCTAssertEqual(fling.edgeCrossingTime, 0)
        XCTAssertEqual(fling.position(atTime: fling.duration).offset, 0)
    }

    func testNoVelocityIsFinishedImmediately() {
        let fling = FlingSimulation(offset: 300, velocity: 0, minOffset: 0, maxOffset: 1000, dimension: 800)
        XCTAssertEqual(fling.duration, 0)
        let p = fling.position(atTime: 0)
        XCTAssertEqual(p.offset, 300)
        XCTAssertTrue(p.finished)
    }

    func testDeterministicAndOrderIndependent() {
        let a = FlingSimulation(offset: 900, velocity: 2600, minOffset: 0, maxOffset: 1500, dimension: 844)
        let b = FlingSimulation(offset: 900, velocity: 2600, minOffset: 0, maxOffset: 1500, dimension: 844)
        XCTAssertEqual(a, b)
        let times = stride(from: 0.0, through: a.duration, by: 1.0 / 60).map { $0 }
        let forward = times.map { a.position(atTime: $0).offset }
        let backward = times.reversed().map { b.position(atTime: $0).offset }.reversed()
        XCTAssertEqual(forward, Array(backward))
    }

    func testBadInputNeverTraps() {
        let fling = FlingSimulation(offset: .nan, velocity: .nan, minOffset: .nan, maxOffset: .nan, dimension: .nan,
                                    rate: DecelerationRate(rawValue: .nan))
        XCTAssertEqual(fling.position(atTime: .nan).offset, 0)
        XCTAssertTrue(fling.duration.isFinite)
        let unbounded = FlingSimulation(offset: 0, velocity: 3000, minOffset: -.infinity, maxOffset: .infinity, dimension: 800)
        XCTAssertNil(unbounded.edgeCrossingTime)
        XCTAssertEqual(unbounded.restingOffset, ScrollDeceleration(velocity: 3000).projectedDistance, accuracy: 1e-9)
        XCTAssertEqual(unbounded.position(atTime: -5).offset, 0)
    }
}
