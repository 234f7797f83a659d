/// Closures to run once the current step's callbacks have returned: the off-device stand-in for
/// `DispatchQueue.main.async`, which has no run loop to wait for here.
///
/// ```swift
/// scrollView.scene?.mainQueue.async {
///     self.tableView.setContentOffset(offset, animated: true)
/// }
/// ```
public final class StepQueue {
    private var pending: [() -> Void] = []

    public func async(_ work: @escaping () -> Void) { pending.append(work) }

    var hasWork: Bool { !pending.isEmpty }

    /// Runs what was queued, in order; work queued meanwhile waits for the next step.
    func drain() {
        let work = pending
        pending = []
        work.forEach { $0() }
    }
}
