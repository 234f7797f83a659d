import FlipbookRender

/// The one finger of a scene: lands where `hitTest` says, moves, lifts, and tells the view it
/// landed in (which passes it up the responder chain unless it handles it). Scripted taps
/// (`Scene.tap`) and custom drivers (`Scene.touchDown`…) both go through it.
final class TouchDelivery {
    private unowned let scene: Scene
    /// The finger on the screen, if one is down.
    private(set) var current: Touch?
    /// The recognizers watching the finger (Gestures/GestureArena.swift).
    let arena = GestureArena()
    /// Whether the view was told its touch is cancelled, after a recognizer took it.
    private var viewToldCancelled = false
    /// Whether a recognizer watched this touch (it then counts as reacting to it).
    private var recognizersWatched = false
    /// A scripted finger moving along a path (`Scene.drag`), while it moves.
    private var path: ScriptedFingerPath?
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
        viewToldCancelled = false
        arena.touchLanded(touch, on: hit)
        recognizersWatched = !arena.participants.isEmpty
        arena.deliver(touch) { $0.trackedTouches = [touch]; $0.touchesBegan($1, with: $2) }
        beganFellThrough = arena.viewTouchCancelled ? false : deliver(touch) { $0.touchesBegan($1, with: $2) }
        cancelViewTouchIfTaken(touch)
    }

    func move(to point: Point, time: Double) {
        guard let touch = current else { return }
        touch.previousRootLocation = touch.rootLocation
        touch.rootLocation = point
        touch.timestamp = time
        touch.phase = .moved
        scene.touchLocation = point
        arena.deliver(touch) { $0.touchesMoved($1, with: $2) }
        cancelViewTouchIfTaken(touch)
        if !arena.viewTouchCancelled { _ = deliver(touch) { $0.touchesMoved($1, with: $2) } }
    }

    func up(time: Double) {
        guard let touch = lift(time: time, phase: .ended) else { return }
        arena.deliver(touch) { g, touches, event in
            g.lastLocation = touch.rootLocation
            g.touchesEnded(touches, with: event)
            g.trackedTouches = []
        }
        cancelViewTouchIfTaken(touch)
        let endedFellThrough = arena.viewTouchCancelled ? false : deliver(touch) { $0.touchesEnded($1, with: $2) }
        lastLift = (time, touch.rootLocation, touch.tapCount)
        if beganFellThrough, endedFellThrough, !recognizersWatched { warnNothingReacted(to: touch) }
        arena.resetFinished()
    }

    /// The system takes the finger away (`touchesCancelled`), as when a scroll view starts dragging.
    func cancel(time: Double) {
        guard let touch = lift(time: time, phase: .cancelled) else { return }
        arena.deliver(touch) { $0.touchesCancelled($1, with: $2); $0.trackedTouches = [] }
        if !viewToldCancelled { _ = deliver(touch) { $0.touchesCancelled($1, with: $2) } }
        arena.resetFinished()
    }

    /// The finger leaves the screen (lifted or taken away): the touch as its last phase, or nil if none was down.
    private func lift(time: Double, phase: Touch.Phase) -> Touch? {
        guard let touch = current else { return nil }
        current = nil
        touch.timestamp = time
        touch.phase = phase
        scene.touchLocation = nil
        path = nil
        return touch
    }

    /// Once a recognizer took the touch (`cancelsTouchesInView`), the view hears `touchesCancelled`, once.
    private func cancelViewTouchIfTaken(_ touch: Touch) {
        guard arena.viewTouchCancelled, !viewToldCancelled else { return }
        viewToldCancelled = true
        let phase = touch.phase
        touch.phase = .cancelled
        _ = deliver(touch) { $0.touchesCancelled($1, with: $2) }
        touch.phase = phase
    }

    /// The scene's clock reached `time`: a scripted path moves the finger, and recognizers that
    /// wait on time (a long press, a tap between taps) look at it.
    func clockDidAdvance(to time: Double) {
        if let path, let touch = current, time < path.endTime - 1e-9 {
            let point = path.location(atTime: time)
            if point != touch.rootLocation { move(to: point, time: time) }
        }
        arena.clockDidAdvance(to: time)
        if let touch = current { cancelViewTouchIfTaken(touch) } else { arena.resetFinished() }
    }

    /// A scripted drag: lands at `path`'s start (now), then moves with the clock.
    func follow(_ path: ScriptedFingerPath) {
        down(at: path.start, time: path.startTime)
        self.path = path
    }

    /// The scripted drag's end: the last move, then the lift.
    func finish(_ path: ScriptedFingerPath) {
        guard current != nil else { return }
        let end = path.location(atTime: path.endTime)
        if current?.rootLocation != end { move(to: end, time: path.endTime) }
        up(time: path.endTime)
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
