import Foundation
import FlipbookMotion
import FlipbookRender

/// Scripted fingers that land together and move with an easing over `duration` seconds, on the
/// scene's clock (`Scene.drag`, `Scene.pinch`, `Scene.rotate`): where each is at any moment.
/// A drag is one finger on a straight line; a pinch is two fingers moving apart or together
/// along the line through them, about their centre; a rotation is two fingers turning about it.
struct ScriptedFingerPath {
    enum Motion {
        /// Every finger moves by the vector.
        case line(Vector)
        /// The fingers' distances from the centre are multiplied by up to `scale`.
        case pinch(scale: Double)
        /// The fingers turn by up to `angle` radians about the centre (positive: clockwise on screen).
        case rotation(angle: Double)
    }

    /// Where each finger lands, the first one first.
    let starts: [Point]
    let motion: Motion
    let startTime: Double
    let duration: Double
    let easing: FingerEasing

    var endTime: Double { startTime + duration }
    var start: Point { starts[0] }

    /// One finger dragged by `by`.
    init(start: Point, by: Vector, startTime: Double, duration: Double, easing: FingerEasing) {
        self.init(starts: [start], motion: .line(by), startTime: startTime, duration: duration, easing: easing)
    }

    init(starts: [Point], motion: Motion, startTime: Double, duration: Double, easing: FingerEasing) {
        precondition(!starts.isEmpty, "a path has a finger")
        self.starts = starts
        self.motion = motion
        self.startTime = startTime
        self.duration = duration
        self.easing = easing
    }

    /// The fingers' centre where they landed.
    var centre: Point {
        let n = Double(starts.count)
        return Point(x: starts.map(\.x).reduce(0, +) / n, y: starts.map(\.y).reduce(0, +) / n)
    }

    func locations(atTime t: Double) -> [Point] {
        let f = duration > 0 ? min(1, max(0, (t - startTime) / duration)) : 1
        let eased = easing.curve.value(at: f)
        let c = centre
        switch motion {
        case .line(let by):
            return starts.map { Point(x: $0.x + by.dx * eased, y: $0.y + by.dy * eased) }
        case .pinch(let scale):
            let k = 1 + (scale - 1) * eased
            return starts.map { Point(x: c.x + ($0.x - c.x) * k, y: c.y + ($0.y - c.y) * k) }
        case .rotation(let angle):
            let a = angle * eased, cs = cos(a), sn = sin(a)
            return starts.map {
                let dx = $0.x - c.x, dy = $0.y - c.y
                return Point(x: c.x + dx * cs - dy * sn, y: c.y + dx * sn + dy * cs)
            }
        }
    }

    func location(atTime t: Double) -> Point { locations(atTime: t)[0] }
}
