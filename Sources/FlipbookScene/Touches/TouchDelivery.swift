import FlipbookRender

/// The fingers of a scene: they land where `hitTest` says, move, lift, and the first one is
/// told to the view it landed in (which passes it up the responder chain unless it handles it).
/// Scripted taps (`Scene.tap`), two-finger gestures (`Scene.pinch`) and custom drivers
/// (`Scene.touchDown`…) all go through it. Fingers land, move and lift together; recognizers see
/// all of them, views only the first, as UIKit delivers to a view whose
/// `isMultipleTouchEnabled` is false (its default).
final class TouchDelivery {
    private unowned let scene: Scene
    /// The first finger on the screen, if one is down.
    private(set) var current: Touch?
    /// The other fingers down with it (the second finger of a pinch).
    private var companions: [Touch] = []
    /// Every finger down, the first one first.
    var allTouches: [Touch] { current.map { [$0] + companions } ?? [] }
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

    func down(at point: Point, time: Double) { down(at: [point], time: time) }

    /// Fingers landing together at `points` (the first is the one views hear of).
    func down(at points: [Point], time: Double) {
        guard let point = points.first else { return }
        if current != nil { up(time: time) }
        let hit = scene.root.hitTest(scene.root.convert(point, from: nil), with: nil)
        var count = 1
        if let last = lastLift, time - last.time <= TouchTiming.multiTapInterval,
           ((point.x - last.at.x) * (point.x - last.at.x) + (point.y - last.at.y) * (point.y - last.at.y)).squareRoot() <= TouchTiming.multiTapDistance {
            count = last.count + 1
        }
        let touch = Touch(at: point, time: time, tapCount: count, view: hit)
        current = touch
        companions = points.dropFirst().map { p in
            Touch(at: p, time: time, tapCount: 1, view: scene.root.hitTest(scene.root.convert(p, from: nil), with: nil))
        }
        showFingers()
        viewToldCancelled = false
        let all = allTouches
        arena.touchesLanded(all)
        recognizersWatched = !arena.participants.isEmpty
        arena.deliver(all) { g, touches, event in
            g.trackedTouches = GestureArena.touches(all, for: g)
            g.touchesBegan(touches, with: event)
        }
        beganFellThrough = arena.viewTouchCancelled ? false : deliver(touch) { $0.touchesBegan($1, with: $2) }
        cancelViewTouchIfTaken(touch)
    }

    func move(to point: Point, time: Double) { move(to: [point], time: time) }

    /// The fingers move to `points`, in the order they landed (missing ones stay where they are).
    func move(to points: [Point], time: Double) {
        guard let touch = current else { return }
        for (finger, point) in zip(allTouches, points) {
            finger.previousRootLocation = finger.rootLocation
            finger.rootLocation = point
            finger.timestamp = time
            finger.phase = .moved
        }
        showFingers()
        arena.deliver(allTouches) { $0.touchesMoved($1, with: $2) }
        cancelViewTouchIfTaken(touch)
        if !arena.viewTouchCancelled { _ = deliver(touch) { $0.touchesMoved($1, with: $2) } }
    }

    func up(time: Double) {
        let all = allTouches
        guard let touch = lift(time: time, phase: .ended) else { return }
        let n = Double(all.count)
        let centroid = Point(x: all.map(\.rootLocation.x).reduce(0, +) / n, y: all.map(\.rootLocation.y).reduce(0, +) / n)
        arena.deliver(all) { g, touches, event in
            g.lastLocation = centroid
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
        let all = allTouches
        guard let touch = lift(time: time, phase: .cancelled) else { return }
        arena.deliver(all) { $0.touchesCancelled($1, with: $2); $0.trackedTouches = [] }
        if !viewToldCancelled { _ = deliver(touch) { $0.touchesCancelled($1, with: $2) } }
        arena.resetFinished()
    }

    /// The finger leaves the screen (lifted or taken away): the touch as its last phase, or nil if none was down.
    private func lift(time: Double, phase: Touch.Phase) -> Touch? {
        guard let touch = current else { return nil }
        for finger in allTouches {
            finger.timestamp = time
            finger.phase = phase
        }
        current = nil
        companions = []
        showFingers()
        path = nil
        return touch
    }

    /// Where the finger annotation draws the fingers.
    private func showFingers() {
        scene.touchLocation = current?.rootLocation
        scene.otherTouchLocations = companions.map(\.rootLocation)
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
        if let path, current != nil, time < path.endTime - 1e-9 {
            let points = path.locations(atTime: time)
            if points != allTouches.map(\.rootLocation) { move(to: points, time: time) }
        }
        arena.clockDidAdvance(to: time)
        if let touch = current { cancelViewTouchIfTaken(touch) } else { arena.resetFinished() }
    }

    /// A scripted drag, pinch or rotation: the fingers land at `path`'s starts (now), then move with the clock.
    func follow(_ path: ScriptedFingerPath) {
        down(at: path.starts, time: path.startTime)
        self.path = path
    }

    /// The scripted gesture's end: the last move, then the lift.
    func finish(_ path: ScriptedFingerPath) {
        guard current != nil else { return }
        let end = path.locations(atTime: path.endTime)
        if allTouches.map(\.rootLocation) != end { move(to: end, time: path.endTime) }
        up(time: path.endTime)
    }

    /// Called by `View`'s default touch methods when the root passes a touch on: nobody took it.
    func touchFellThrough() { fellThrough = true }

    /// Sends one phase to the touch's view; true when it fell off the top of the chain.
    private func deliver(_ touch: Touch, _ send: (View, Set<Touch>, TouchEvent) -> Void) -> Bool {
        guard let view = touch.view, view.scene === scene else { return true }
        fellThrough = false
        let all = allTouches
        send(view, [touch], all.isEmpty ? TouchEvent(touch: touch) : TouchEvent(touches: all))
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
