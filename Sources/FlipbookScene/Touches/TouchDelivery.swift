import FlipbookRender

/// The one finger of a scene: lands where `hitTest` says, moves, lifts, and tells the view it
/// landed in (which passes it up the responder chain unless it handles it). Scripted taps
/// (`Scene.tap`) and custom drivers (`Scene.touchDown`…) both go through it.
final class TouchDelivery {
    private unowned let scene: Scene
    /// The finger on the screen, if one is down.
    private(set) var current: Touch?
    /// Whether the phase being delivered reached the top of the responder chain unhandled.
    private var fellThrough = false
    private var beganFellThrough = false
    private var lastLift: (time: Double, at: Point, count: Int)?

    /// Scripted taps whose lift has not happened yet, and the latest lift among them.
    private var pendingLifts = 0
    private var latestLift = -Double.infinity

    init(scene: Scene) { self.scene = scene }

    var scriptedTouchesEnd: Double? { pendingLifts > 0 ? latestLift : nil }

    func scripted(liftingAt time: Double) {
        pendingLifts += 1
        latestLift = max(latestLift, time)
    }

    func scriptedLiftDone() { pendingLifts = max(0, pendingLifts - 1) }

    func down(at point: Point, time: Double) {
        if current != nil { up(time: time) }
        let hit = scene.root.hitTest(scene.root.convert(point, from: nil), with: nil)
        var count = 1
        if let last = lastLift, time - last.time <= TouchTiming.multiTapInterval,
           ((point.x - last.at.x) * (point.x - last.at.x) + (point.y - last.at.y) * (point.y - last.at.y)).squareRoot() <= TouchTiming.multiTapDistance {
            count = last.count + 1
        }
        let touch = Touch(at: point, time: time, tapCount: count, view: hit)
        current = touch
        scene.touchLocation = point
        beganFellThrough = deliver(touch) { $0.touchesBegan($1, with: $2) }
    }

    func move(to point: Point, time: Double) {
        guard let touch = current else { return }
        touch.previousRootLocation = touch.rootLocation
        touch.rootLocation = point
        touch.timestamp = time
        touch.phase = .moved
        scene.touchLocation = point
        _ = deliver(touch) { $0.touchesMoved($1, with: $2) }
    }

    func up(time: Double) {
        guard let touch = current else { return }
        current = nil
        touch.timestamp = time
        touch.phase = .ended
        scene.touchLocation = nil
        let endedFellThrough = deliver(touch) { $0.touchesEnded($1, with: $2) }
        lastLift = (time, touch.rootLocation, touch.tapCount)
        if beganFellThrough, endedFellThrough { warnNothingReacted(to: touch) }
    }

    /// The system takes the finger away (`touchesCancelled`), as when a scroll view starts dragging.
    func cancel(time: Double) {
        guard let touch = current else { return }
        current = nil
        touch.timestamp = time
        touch.phase = .cancelled
        scene.touchLocation = nil
        _ = deliver(touch) { $0.touchesCancelled($1, with: $2) }
    }

    /// Called by `View`'s default touch methods when the root passes a touch on: nobody took it.
    func touchFellThrough() { fellThrough = true }

    /// Sends one phase to the touch's view; true when it fell off the top of the chain.
    private func deliver(_ touch: Touch, _ send: (View, Set<Touch>, TouchEvent) -> Void) -> Bool {
        guard let view = touch.view, view.scene === scene else { return true }
        fellThrough = false
        send(view, [touch], TouchEvent(touch: touch))
        return fellThrough
    }

    private func warnNothingReacted(to touch: Touch) {
        let at = touch.rootLocation
        let under = touch.view.map(Self.describe) ?? "no view"
        scene.noteWarning("touches: the tap at (\(formatPoints(at.x)), \(formatPoints(at.y))) at "
            + "\(formatPoints(touch.timestamp)) s reached nothing that reacts (no enabled control or touch handler); "
            + "under it is \(under)")
    }

    /// A view as a message names it: its id, else its type and frame on screen (deterministic).
    static func describe(_ view: View) -> String {
        if let name = view.id ?? view.accessibilityIdentifier { return "'\(name)'" }
        let f = view.frameInRoot
        return "a \(type(of: view)) at (\(formatPoints(f.minX)), \(formatPoints(f.minY)), "
            + "\(formatPoints(f.width)), \(formatPoints(f.height)))"
    }
}
