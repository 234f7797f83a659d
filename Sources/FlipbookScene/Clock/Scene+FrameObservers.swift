/// One frame as the scene is about to draw it, for code that runs once a frame.
public struct FrameTiming: Sendable, Equatable {
    /// The time of the frame last drawn (this frame's time minus `duration` on the first).
    public var previous: Double
    /// The time of the frame being made: what its content should show.
    public var target: Double
    /// The time between the two.
    public var duration: Double { target - previous }
}

/// A per-frame callback and its owner, kept until the owner is removed.
struct FrameObserverEntry {
    let owner: ObjectIdentifier
    let body: (FrameTiming) -> Void
}

public extension Scene {
    /// The step interval assumed before a second step has been made: a 60 Hz screen's refresh
    /// (CHOSEN: no driver has said its rate yet).
    static let assumedFrameInterval = 1.0 / 60

    /// Calls `body` once every frame from the next step on, after the timers and queued work due
    /// by the frame's time and before its animations move, until `removeFrameObserver(owner)`:
    /// `CADisplayLink` rides on it. A second call with the same owner replaces the first.
    ///
    /// ```swift
    /// scene.addFrameObserver(self) { frame in ring.strokeEnd = min(1, frame.target / 2) }
    /// ```
    func addFrameObserver(_ owner: AnyObject, _ body: @escaping (FrameTiming) -> Void) {
        let id = ObjectIdentifier(owner)
        frameObservers.removeAll { $0.owner == id }
        frameObservers.append(FrameObserverEntry(owner: id, body: body))
    }

    /// Stops `owner`'s per-frame callback (nothing when it has none).
    func removeFrameObserver(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        frameObservers.removeAll { $0.owner == id }
    }

    /// Whether a scroll view in the scene is being dragged or is decelerating: the run loop's
    /// tracking mode, in which UIKit holds back timers and display links of the default mode.
    var isTrackingScroll: Bool { Self.tracks(root) }

    internal func runFrameObservers(at time: Double) {
        guard !frameObservers.isEmpty else { return }
        let previous = previousStepTime.map { min($0, time) } ?? time - Self.assumedFrameInterval
        let frame = FrameTiming(previous: previous, target: time)
        // A copy: a callback may add or remove observers; those take effect from the next frame.
        for entry in frameObservers { entry.body(frame) }
    }

    private static func tracks(_ view: View) -> Bool {
        if let scroll = view as? ScrollView, scroll.isDragging || scroll.isDecelerating { return true }
        return view.subviews.contains { tracks($0) }
    }
}
