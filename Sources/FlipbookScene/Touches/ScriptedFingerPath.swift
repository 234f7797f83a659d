import FlipbookMotion
import FlipbookRender

/// A scripted finger that lands at `start` and moves by `by` over `duration` seconds with an
/// easing (`Scene.drag`): where it is at any moment, on the scene's clock.
struct ScriptedFingerPath {
    let start: Point
    let by: Vector
    let startTime: Double
    let duration: Double
    let easing: FingerEasing

    var endTime: Double { startTime + duration }

    func location(atTime t: Double) -> Point {
        let f = duration > 0 ? min(1, max(0, (t - startTime) / duration)) : 1
        let eased = easing.curve.value(at: f)
        return Point(x: start.x + by.dx * eased, y: start.y + by.dy * eased)
    }
}
