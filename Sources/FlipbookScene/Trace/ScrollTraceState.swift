import FlipbookRender

/// What the step trace measures of a scroll view between traced steps, kept by the view
/// (`ScrollView.traceState`) so that every trace of it sees the same numbers:
///
/// - the velocity: the content offset's change since the previous traced step, divided by the
///   time between the two steps, in points per second (UIKit measures a pan gesture's velocity
///   the same way, from successive touch samples). The first traced step, and a step traced
///   again, keep what they had;
/// - the release: the velocity and target offset `scrollViewWillEndDragging` was given (the
///   target as the delegate left it), for the traced step in which the finger lifted.
///
/// ```swift
/// let state = ScrollTraceState()
/// state.velocity(at: Step(index: 0, time: 0, scrollOffset: nil), offset: Point(x: 0, y: 0))      // (0, 0)
/// state.velocity(at: Step(index: 1, time: 0.1, scrollOffset: nil), offset: Point(x: 0, y: 50))   // (0, 500)
/// state.released(velocity: Point(x: 0, y: 2.5), target: Point(x: 0, y: 900))   // in willEndDragging
/// state.release(at: Step(index: 2, time: 0.2, scrollOffset: nil))?.velocity    // (0, 2500): points per second
/// ```
final class ScrollTraceState {
    private var last: (index: Int, time: Double, offset: Point)?
    private var current = Point(x: 0, y: 0)
    /// Set by a release, taken by the first step traced after it.
    private var pendingRelease: (velocity: Point, target: Point)?
    private var tracedRelease: (index: Int, velocity: Point, target: Point)?

    func velocity(at step: Step, offset: Point) -> Point {
        defer { last = (step.index, step.time, offset) }
        guard let last, last.index != step.index else { return current }
        let dt = step.time - last.time
        // Time that stands still or runs back (a scene driven by hand) measures nothing.
        guard dt > 0, dt.isFinite else { return current }
        current = Point(x: (offset.x - last.offset.x) / dt, y: (offset.y - last.offset.y) / dt)
        return current
    }

    /// Called by `ScrollView.willEndDragging` once the delegate has answered; `velocity` in
    /// points per millisecond, as the delegate hears it.
    func released(velocity: Point, target: Point) {
        pendingRelease = (Point(x: velocity.x * 1000, y: velocity.y * 1000), target)
    }

    /// The release that happened since the previous traced step (velocity in points per
    /// second), or nil.
    func release(at step: Step) -> (velocity: Point, target: Point)? {
        if let pendingRelease {
            tracedRelease = (step.index, pendingRelease.velocity, pendingRelease.target)
            self.pendingRelease = nil
        }
        guard let tracedRelease, tracedRelease.index == step.index else { return nil }
        return (tracedRelease.velocity, tracedRelease.target)
    }
}
