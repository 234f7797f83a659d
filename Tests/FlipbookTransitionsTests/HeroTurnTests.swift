import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// A Hero view animation that turns a view mixes the turn, not the matrix: the same
/// interpolation `View.animate` and property animators use (FlipbookScene's `Interpolatable`).
final class HeroTurnTests: XCTestCase {
    func testAViewTurnedBy135DegreesIsTurned67AndAHalfAtHalfTimeWithScale1() {
        let start = HeroViewState(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
        var end = start
        end.transform = AffineTransform(rotationAngle: 3 * .pi / 4)
        let linear = CubicBezierCurve(0, 0, 1, 1)
        let move = HeroViewAnimation(from: start, to: end, delay: 0, duration: 0.4, curve: linear)
        let t = move.state(at: 0.2).transform
        XCTAssertEqual(atan2(t.b, t.a) * 180 / .pi, 67.5, accuracy: 1e-6)
        XCTAssertEqual((t.a * t.a + t.b * t.b).squareRoot(), 1, accuracy: 1e-9)
        XCTAssertEqual(t.a * t.d - t.b * t.c, 1, accuracy: 1e-9, "no shrinking, no shear")
        XCTAssertEqual(move.state(at: 0.4).transform, end.transform, "it lands exactly")
    }
}
