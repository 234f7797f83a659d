import Foundation
import FlipbookRender

/// The line between a gesture's first two fingers, sampled at every move: its length (for a
/// pinch) and its angle (for a rotation), and how fast each changes over the last
/// `FingerPath.velocityWindow` (100 ms), as pans measure velocity.
struct TwoFingerSpan {
    /// (time, length in points, angle in radians unwrapped so it never jumps by 2π).
    private(set) var samples: [(time: Double, length: Double, angle: Double)] = []

    var first: (time: Double, length: Double, angle: Double)? { samples.first }
    var last: (time: Double, length: Double, angle: Double)? { samples.last }

    /// Adds the fingers' line now; fewer than two fingers add nothing.
    mutating func record(_ touches: [Touch], time: Double) {
        guard touches.count >= 2 else { return }
        let a = touches[0].rootLocation, b = touches[1].rootLocation
        let dx = b.x - a.x, dy = b.y - a.y
        var angle = atan2(dy, dx)
        if let previous = samples.last?.angle {
            // The same direction as last time, give or take a turn.
            while angle - previous > .pi { angle -= 2 * .pi }
            while angle - previous < -.pi { angle += 2 * .pi }
        }
        samples.append((time, (dx * dx + dy * dy).squareRoot(), angle))
    }

    mutating func reset() { samples = [] }

    /// A two-finger gesture's state after a move, as pinches and rotations move: from
    /// `.possible` to `.began` once `change(first, last)` reaches `hysteresis`, then `.changed`
    /// at every move; nil: stay as it is.
    func stateAfterMove(from state: GestureRecognizer.State, hysteresis: Double,
                        change: (_ first: (length: Double, angle: Double), _ last: (length: Double, angle: Double)) -> Double)
        -> GestureRecognizer.State? {
        guard let first, let last else { return nil }
        switch state {
        case .possible: return change((first.length, first.angle), (last.length, last.angle)) >= hysteresis ? .began : nil
        case .began, .changed: return .changed
        default: return nil
        }
    }

    /// A two-finger gesture's state when the fingers lift: ended if it had begun, else failed.
    static func stateAtLift(from state: GestureRecognizer.State) -> GestureRecognizer.State {
        state == .began || state == .changed ? .ended : .failed
    }

    /// The mean rate of `value` per second over the last 100 ms of samples (0 before two samples).
    func rate(_ value: (Double, Double) -> Double) -> Double {
        guard let last, let first, last.time > first.time else { return 0 }
        let start = max(first.time, last.time - FingerPath.velocityWindow)
        let from = interpolated(at: start)
        return (value(last.length, last.angle) - value(from.length, from.angle)) / (last.time - start)
    }

    /// Length and angle at `time`, between samples as straight lines.
    private func interpolated(at time: Double) -> (length: Double, angle: Double) {
        guard let after = samples.firstIndex(where: { $0.time >= time - 1e-12 }) else { return (last?.length ?? 0, last?.angle ?? 0) }
        guard after > 0 else { return (samples[after].length, samples[after].angle) }
        let a = samples[after - 1], b = samples[after]
        let f = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
        return (a.length + (b.length - a.length) * f, a.angle + (b.angle - a.angle) * f)
    }
}
