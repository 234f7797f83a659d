import FlipbookRender

/// The scroll view's velocity as the trace reports it: the content offset's change since the
/// previous traced step, divided by the time between the two steps, in points per second (UIKit
/// measures the pan gesture's velocity the same way, from successive touch samples). The first
/// traced step, and a step traced again, keep what they had.
///
/// Each scroll view holds one (`ScrollView.traceVelocity`), so any trace of it, however many
/// views it records, sees the same velocities.
///
/// ```swift
/// let v = ScrollVelocitySample()
/// v.velocity(at: Step(index: 0, time: 0, scrollOffset: nil), offset: Point(x: 0, y: 0))      // (0, 0)
/// v.velocity(at: Step(index: 1, time: 0.1, scrollOffset: nil), offset: Point(x: 0, y: 50))   // (0, 500)
/// ```
final class ScrollVelocitySample {
    private var last: (index: Int, time: Double, offset: Point)?
    private var current = Point(x: 0, y: 0)

    func velocity(at step: Step, offset: Point) -> Point {
        defer { last = (step.index, step.time, offset) }
        guard let last, last.index != step.index else { return current }
        let dt = step.time - last.time
        // Time that stands still or runs back (a scene driven by hand) measures nothing.
        guard dt > 0, dt.isFinite else { return current }
        current = Point(x: (offset.x - last.offset.x) / dt, y: (offset.y - last.offset.y) / dt)
        return current
    }
}
