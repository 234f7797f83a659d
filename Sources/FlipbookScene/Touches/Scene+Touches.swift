import FlipbookRender

/// The scene's finger: scripted taps on the scene's clock, and the calls a custom driver makes.
public extension Scene {
    /// Taps `target` at `time`: the finger lands (the control under it highlights), stays down
    /// `holding` seconds, and lifts (`touchUpInside`: the button's actions run). Works with every
    /// driver: the touch happens at the first step whose time reaches it, as `schedule(at:)`.
    /// A target that is not on screen when the tap is due warns and taps nothing.
    ///
    /// ```swift
    /// scene.tap(.view(loginButton), at: 0.3)           // presents the next screen at 0.4 s
    /// scene.tap(.point(Point(x: 195, y: 420)), at: 1.2, holding: 0.5)
    /// ```
    func tap(_ target: TouchTarget, at time: Double, holding: Double = TouchTiming.tapHold) {
        let hold = holding.isFinite ? min(max(0, holding), 60) : TouchTiming.tapHold
        guard time.isFinite else { return }
        var landed = false
        touchDelivery.scripted(liftingAt: time + hold)
        schedule(at: time) { [unowned self] in
            switch target.location(in: self) {
            case .success(let point):
                touchDelivery.down(at: point, time: time)
                landed = true
            case .failure(let problem):
                noteWarning("touches: the tap at \(formatPoints(time)) s: \(problem.message); nothing was tapped")
            }
        }
        schedule(at: time + hold) { [unowned self] in
            if landed { touchDelivery.up(time: time + hold) }
            touchDelivery.scriptedLiftDone()
        }
    }

    /// A custom driver's finger lands at `point` (screen points) now.
    ///
    /// ```swift
    /// scene.touchDown(at: Point(x: 60, y: 700)); scene.touchMove(to: Point(x: 300, y: 700)); scene.touchUp()
    /// ```
    func touchDown(at point: Point) { touchDelivery.down(at: point, time: currentTime) }

    /// The finger moves to `point` now.
    func touchMove(to point: Point) { touchDelivery.move(to: point, time: currentTime) }

    /// The finger lifts now.
    func touchUp() { touchDelivery.up(time: currentTime) }

    /// When the last scripted tap still to come lifts (nil: none is waiting). Drivers that end by
    /// themselves (transitions, drags) run at least until then, so a scripted tap is never cut off.
    var scriptedTouchesEnd: Double? { touchDelivery.scriptedTouchesEnd }

    /// Whether a finger is on the screen.
    var isTouching: Bool { touchDelivery.current != nil }
}
