import XCTest
@testable import FlipbookMotion

/// Rest like UIKit: every release ends on the device-pixel grid, and the offset never jumps at
/// the end (the step-to-step change keeps shrinking to the last frame).
final class MotionPixelGridTests: XCTestCase {
    func testGridRounding() {
        let grid = PixelGrid(scale: 2)
        XCTAssertEqual(grid.round(50459.6), 50459.5)
        XCTAssertTrue(grid.contains(12.5))
        XCTAssertFalse(grid.contains(12.4))
        XCTAssertTrue(PixelGrid(scale: 3).contains(PixelGrid(scale: 3).round(-187.5)))
        XCTAssertEqual(PixelGrid(scale: .nan).scale, 1)
        XCTAssertEqual(grid.round(.infinity), .infinity)
    }

    /// Offsets sampled at `fps` from release to rest.
    private func frames(_ fling: FlingSimulation, fps: Double = 30) -> [Double] {
        var out: [Double] = []
        var i = 0
        while true {
            let p = fling.position(atTime: Double(i) / fps)
            out.append(p.offset)
            if p.finished { return out }
            i += 1
        }
    }

    /// The changes of the last `tail` steps never grow, and the last offset is on the grid.
    private func assertLandsWithoutJump(_ offsets: [Double], scale: Double, tail: Int = 20,
                                        file: StaticString = #filePath, line: UInt = #line) {
        let steps = zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }
        for (a, b) in zip(steps.suffix(tail), steps.suffix(tail).dropFirst()) {
            XCTAssertLessThanOrEqual(b, a + 1e-9, "a step grows at the end: \(steps.suffix(tail))", file: file, line: line)
        }
        let last = offsets.last! * scale
        XCTAssertEqual(last, last.rounded(), accuracy: 1e-6, "rest \(offsets.last!) off the grid", file: file, line: line)
    }

    func testCoastLandsOnTheGridWithoutAFinalJump() {
        for scale in [1.0, 2, 3] {
            for v in [-5200.0, -900, 37, 1000, 4321] {
                let fling = FlingSimulation(offset: 100, velocity: v, minOffset: -1e6, maxOffset: 1e6, dimension: 800,
                                            rate: .normal, pixelGrid: PixelGrid(scale: scale))
                let offsets = frames(fling)
                assertLandsWithoutJump(offsets, scale: scale)
                // Still the same fling: the rest is the projected end rounded to a pixel.
                XCTAssertEqual(fling.restingOffset, 100 + ScrollDeceleration(velocity: v).projectedDistance, accuracy: 0.5 / scale + 1e-9)
                XCTAssertEqual(fling.position(atTime: 0.1).offset, 100 + ScrollDeceleration(velocity: v).offset(atTime: 0.1),
                               accuracy: 0.01 * abs(v) / 1000 + 0.5 / scale)
            }
        }
        // Off the grid: the projected end of a 1000 pt/s fling is 499.5…; without a grid it rests there.
        let plain = FlingSimulation(offset: 0, velocity: 1234, minOffset: 0, maxOffset: 1e6, dimension: 800)
        XCTAssertFalse(PixelGrid(scale: 2).contains(plain.restingOffset))
    }

    func testBounceLandsOnTheGridWithoutAFinalJump() {
        let grid = PixelGrid(scale: 3)
        // Crossing the far edge (overshoot, return), released past an edge, and an edge off the grid.
        let cases = [
            FlingSimulation(offset: 1000, velocity: 1500, minOffset: 0, maxOffset: 1200, dimension: 800, pixelGrid: grid),
            FlingSimulation(offset: -70, velocity: 0, minOffset: 0, maxOffset: 500, dimension: 700, pixelGrid: grid),
            FlingSimulation(offset: 560, velocity: 800, minOffset: 0, maxOffset: 500.2, dimension: 700, pixelGrid: grid),
        ]
        for fling in cases {
            let offsets = frames(fling, fps: 60)
            // The last 0.15 s: past the overshoot's turn, where the return only slows.
            assertLandsWithoutJump(offsets, scale: 3, tail: 9)
            XCTAssertEqual(offsets.last!, fling.restingOffset)
        }
        // The landing keeps the bounce's shape: within half a point of it throughout.
        let bounce = BounceBack(from: 80, velocity: 0)
        for t in stride(from: 0.0, through: bounce.duration, by: 0.01) {
            let landed = PixelGridLanding.bounce(bounce, edge: 0, endTime: bounce.duration, atTime: t)
            XCTAssertEqual(landed.offset, bounce.offset(atTime: t), accuracy: 0.5)
        }
        XCTAssertEqual(PixelGridLanding.bounce(bounce, edge: 7, endTime: bounce.duration, atTime: bounce.duration).offset, 7)
    }
}
