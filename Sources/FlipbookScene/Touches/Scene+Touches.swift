import FlipbookMotion
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

    /// Presses `target` for `holding` seconds (0.8 by default: past a long press's 0.5 s).
    ///
    /// ```swift
    /// scene.longPress(.view(photo), at: 0.2)      // the long-press recognizer begins at 0.7 s
    /// ```
    func longPress(_ target: TouchTarget, at time: Double, holding: Double = 0.8) {
        tap(target, at: time, holding: holding)
    }

    /// Drags from `target` by `by` points over `duration` seconds along `easing`, the finger
    /// moving with the clock (at every step in between) and lifting at the end: what a pan,
    /// a swipe or a slider sees. The finger lands at the step reaching `time`.
    ///
    /// ```swift
    /// scene.drag(.view(card), by: Vector(dx: 0, dy: 300), duration: 0.4, easing: .easeOut, at: 0.2)
    /// ```
    func drag(_ target: TouchTarget, by: Vector, duration: Double, easing: FingerEasing = .linear, at time: Double) {
        guard by.dx.isFinite, by.dy.isFinite else { return }
        script("drag", target, duration: duration, at: time) { point, length in
            ScriptedFingerPath(start: point, by: by, startTime: time, duration: length, easing: easing)
        }
    }

    /// Two fingers on `target`, `spread` points apart across it (100 by default), moving apart
    /// or together until they are `scale` times as far apart, over `duration` seconds: what a
    /// pinch recognizer sees (its `scale` ends at `scale`). They lift at the end.
    ///
    /// ```swift
    /// scene.pinch(.view(photo), scale: 2, duration: 0.6, at: 0.3)    // zoom in
    /// ```
    func pinch(_ target: TouchTarget, scale: Double, spread: Double = 100, duration: Double = 0.5,
               easing: FingerEasing = .easeInOut, at time: Double) {
        guard scale.isFinite, scale > 0, spread.isFinite, spread > 0 else {
            noteWarning("touches: the pinch at \(formatPoints(time)) s needs a scale and a spread above 0; nothing was pinched")
            return
        }
        let half = min(spread, 10_000) / 2
        script("pinch", target, duration: duration, at: time) { point, length in
            ScriptedFingerPath(starts: [Point(x: point.x - half, y: point.y), Point(x: point.x + half, y: point.y)],
                               motion: .pinch(scale: min(scale, 100)), startTime: time, duration: length, easing: easing)
        }
    }

    /// Two fingers on `target`, `spread` points apart across it, turning by `angle` radians
    /// about their centre (positive: clockwise on screen) over `duration` seconds: what a
    /// rotation recognizer sees (its `rotation` ends at `angle`). They lift at the end.
    ///
    /// ```swift
    /// scene.rotate(.view(dial), by: .pi / 2, duration: 0.8, at: 0.2)
    /// ```
    func rotate(_ target: TouchTarget, by angle: Double, spread: Double = 100, duration: Double = 0.5,
                easing: FingerEasing = .easeInOut, at time: Double) {
        guard angle.isFinite, spread.isFinite, spread > 0 else {
            noteWarning("touches: the rotation at \(formatPoints(time)) s needs a finite angle and a spread above 0; nothing was turned")
            return
        }
        let half = min(spread, 10_000) / 2
        script("rotation", target, duration: duration, at: time) { point, length in
            ScriptedFingerPath(starts: [Point(x: point.x - half, y: point.y), Point(x: point.x + half, y: point.y)],
                               motion: .rotation(angle: max(-100, min(100, angle))), startTime: time, duration: length, easing: easing)
        }
    }

    /// The one way a moving scripted gesture runs: the fingers land on `target` at `time` (the
    /// path made there), move with the clock and lift after `duration`.
    private func script(_ name: String, _ target: TouchTarget, duration: Double, at time: Double,
                        path make: @escaping (Point, Double) -> ScriptedFingerPath) {
        guard time.isFinite else { return }
        let length = duration.isFinite ? min(max(0.001, duration), 600) : 0.1
        var path: ScriptedFingerPath?
        touchDelivery.scripted(liftingAt: time + length)
        schedule(at: time) { [unowned self] in
            switch target.location(in: self) {
            case .success(let point):
                let made = make(point, length)
                touchDelivery.follow(made)
                path = made
            case .failure(let problem):
                noteWarning("touches: the \(name) at \(formatPoints(time)) s: \(problem.message); nothing was touched")
            }
        }
        schedule(at: time + length) { [unowned self] in
            if let path { touchDelivery.finish(path) }
            touchDelivery.scriptedLiftDone()
        }
    }

    /// A quick flick of `distance` points (120 by default) in 0.12 s, easing in: a swipe.
    func swipe(_ target: TouchTarget, _ direction: SwipeGestureRecognizer.Direction, distance: Double = 120, at time: Double) {
        let dx = direction.contains(.right) ? distance : direction.contains(.left) ? -distance : 0
        let dy = direction.contains(.down) ? distance : direction.contains(.up) ? -distance : 0
        drag(target, by: Vector(dx: dx, dy: dy), duration: 0.12, easing: .easeIn, at: time)
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
