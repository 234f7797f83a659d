import FlipbookRender

/// A finger on a scroll view: drags that move the content, lifts with the finger's velocity, and
/// the fling, rubber-banding and bounce-back UIKit does after — with every delegate callback in
/// UIKit's order (willBeginDragging, didScroll…, willEndDragging, didEndDragging(willDecelerate:),
/// willBeginDecelerating, didScroll…, didEndDecelerating). `scrollViewDidEndDecelerating` comes
/// in the step that shows the resting offset, after its didScroll, as UIKit's last deceleration
/// tick sends it; only after a lift that decelerated (a coast or a bounce), never after a drag
/// that ends at rest (`didEndDragging(willDecelerate: false)`) nor when an animated scroll cuts
/// the deceleration short.
///
/// ```swift
/// // Drag slowly, flick towards the end, let it coast and bounce, then drag back and linger.
/// var driver = DragDriver(fps: 30, gestures: [
///     .drag([.init(by: 120, duration: 0.4, easing: .easeInOut),
///            .init(by: 200, duration: 0.12, easing: .easeIn)]),
///     .wait(0.3),
///     .drag(by: -600, duration: 0.8, easing: .easeOut),
/// ])
/// ```
///
/// `by` is how far the finger asks the content offset to move (positive: towards the end, so the
/// finger moves up the screen); velocities are in points per second along the same axis. The
/// release velocity is the finger's, measured as a pan gesture measures it
/// (`FingerPath.releaseVelocity`: the mean over the last 100 ms); an explicit `releaseVelocity`
/// overrides it and warns (`Scene.warnings`) when it differs from the finger's by more than 2×.
///
/// Offsets are on the device-pixel grid, as UIKit keeps them (`PixelGrid`): the finger's travel
/// is rounded to whole pixels, and flings, bounces and landings on a delegate's target come to
/// rest on a pixel without a final jump (`PixelGridLanding`). A `wait` after a release counts
/// from rest; after a release the delegate turned into `setContentOffset(_:animated:)`, from the
/// finger lifting. After the last gesture the driver keeps stepping while animations run (a
/// snap, a fade), then holds `holdFrames` more.
public struct DragDriver: Driver {
    public enum Gesture: Sendable, Hashable {
        /// The finger lands, follows `path`, and lifts with `releaseVelocity` (nil: the finger's
        /// own, `path.releaseVelocity`).
        case touch(FingerPath, releaseVelocity: Double?)
        /// Nothing touches the screen for this long (flings and animations go on).
        case wait(Double)

        /// One stretch of drag: `by` points over `duration` seconds.
        ///
        /// ```swift
        /// let flick = DragDriver.Gesture.drag(by: 260, duration: 0.2, easing: .easeIn)
        /// ```
        public static func drag(by: Double, duration: Double, easing: FingerEasing = .linear,
                                releaseVelocity: Double? = nil) -> Gesture {
            .touch(FingerPath([.init(by: by, duration: duration, easing: easing)]), releaseVelocity: releaseVelocity)
        }

        /// A drag through several stretches without lifting the finger.
        public static func drag(_ segments: [FingerPath.Segment], releaseVelocity: Double? = nil) -> Gesture {
            .touch(FingerPath(segments), releaseVelocity: releaseVelocity)
        }
    }

    /// An explicit release velocity further than this factor from the finger's warns.
    public static let velocityMismatchFactor = 2.0

    public let fps: Double
    public let gestures: [Gesture]
    public var holdFrames: Int
    /// The axis the finger drags: `.vertical` (the default; positive `by` moves the finger up)
    /// or `.horizontal` (positive `by` moves the content towards its trailing end, the finger
    /// to the left), as an onboarding carousel is flicked.
    public var axis: LayoutAxis = .vertical
    /// Guards against animations that never end.
    public var maxSeconds = 30.0

    private var index = 0
    private var gestureIndex = 0
    private var phase: Phase = .idle
    private var holdLeft: Int
    /// Where the current drag's finger landed, on screen (`Scene.touchLocation`).
    private var touchStart: Point?
    /// The page shown when the finger landed: a paging release moves at most one page from it.
    private var pageAtTouch: Int?

    private enum Phase {
        case idle
        case dragging(started: Double, moved: Double, path: FingerPath, velocity: Double?)
        case waiting(until: Double)
        case flinging(started: Double, motion: ReleaseMotion)
        case settling
        case done
    }

    public init(fps: Double = 30, gestures: [Gesture], holdFrames: Int = 5) {
        self.fps = fps
        self.gestures = gestures
        self.holdFrames = holdFrames
        holdLeft = holdFrames
    }

    public mutating func next(_ scene: Scene) -> Step? {
        let time = Double(index) / fps
        guard time <= maxSeconds else { return nil }
        // Untouched unless this step is part of a drag (set below).
        scene.touchLocation = nil
        guard let scrollView = scene.scrollView else {
            scene.noteMissingScrollView()
            return nil
        }
        guard let offset = step(scrollView, scene: scene, at: time) else { return nil }
        defer { index += 1 }
        return Step(index: index, time: time, scrollOffset: offset.point)
    }

    private struct Move { let point: Point? }

    /// What this frame shows: a new offset, no change (nil point), or the end (nil).
    private mutating func step(_ scrollView: ScrollView, scene: Scene, at time: Double) -> Move? {
        while true {
            switch phase {
            case .idle:
                guard gestureIndex < gestures.count else { phase = .settling; continue }
                let gesture = gestures[gestureIndex]
                gestureIndex += 1
                switch gesture {
                case let .touch(path, velocity):
                    scrollView.beginDragging()
                    pageAtTouch = PagingRule.page(of: axis.value(of: scrollView.contentOffset), in: scrollView, axis: axis)
                    touchStart = Self.touchStart(on: scrollView, dragging: path.distance, axis: axis)
                    scene.touchLocation = touchStart
                    if let touchStart { scrollView.panGestureRecognizer.driverFinger(at: touchStart, time: time, phase: .began) }
                    phase = .dragging(started: time, moved: 0, path: path, velocity: velocity)
                    // The touch lands this frame; the finger moves from the next one on.
                    return Move(point: nil)
                case .wait(let seconds):
                    phase = .waiting(until: time + seconds)
                }
            case let .dragging(started, moved, path, velocity):
                let elapsed = time - started
                // Touches arrive on the pixel grid, so the dragged offset stays on it too.
                let fingerAt = grid(scene).round(path.travel(atTime: elapsed))
                let point = Self.drag(scrollView, by: fingerAt - moved, grid: grid(scene), axis: axis)
                scene.touchLocation = touchStart.map { Self.touch(from: $0, moved: fingerAt, on: scrollView, axis: axis) }
                phase = .dragging(started: started, moved: fingerAt, path: path, velocity: velocity)
                // The scroll view's own pan follows the finger itself (off the pixel grid).
                let fingerTime = min(elapsed, path.duration)
                let lifts = elapsed >= path.duration - 1e-9
                // The finger lifts where its path ends: the delegate sees the last move first.
                if lifts { scrollView.contentOffset = point }
                if let touchStart {
                    let unclamped = axis.replacing(touchStart, with: axis.value(of: touchStart) - path.travel(atTime: fingerTime))
                    scrollView.panGestureRecognizer.driverFinger(at: unclamped, time: started + fingerTime, phase: .moved)
                }
                if lifts {
                    let finger = path.releaseVelocity
                    if let velocity { warnIfUnlike(finger: finger, explicit: velocity, scene: scene) }
                    phase = release(scrollView, velocity: velocity ?? finger, grid: grid(scene), at: started + path.duration)
                    scrollView.panGestureRecognizer.driverFinger(at: .zero, time: started + path.duration, phase: .ended)
                    // A lift between two frames: this frame already shows the motion since the
                    // lift, so the content does not pause for the rest of the frame.
                    if case .flinging = phase { continue }
                }
                return Move(point: point)
            case .waiting(let until):
                // A wait that ends on a frame ends there, whatever the rounding of 1/fps sums.
                if time >= until - 1e-9 { phase = .idle; continue }
                return Move(point: nil)
            case let .flinging(started, motion):
                if scrollView.isScrollAnimating || scrollView.isDragging {
                    // setContentOffset(animated:) or a new touch stops the fling, as in UIKit; it
                    // did not come to rest, so scrollViewDidEndDecelerating is not sent.
                    scrollView.stopDecelerating()
                    phase = .idle
                    continue
                }
                let (value, finished) = motion.offset(atTime: time - started)
                let point = axis.replacing(scrollView.contentOffset, with: value)
                if finished {
                    // As UIKit's last deceleration tick: the resting offset (its didScroll), then
                    // scrollViewDidEndDecelerating, in the step that shows the rest.
                    scrollView.contentOffset = point
                    scrollView.endDecelerating()
                    phase = .idle
                }
                return Move(point: point)
            case .settling:
                // Animations, and scripted taps still to come (`Scene.tap`), keep it stepping.
                if !scene.animations.isEmpty || scrollView.isScrollAnimating || scene.scriptedTouchesEnd != nil {
                    return Move(point: nil)
                }
                guard holdLeft > 0 else { phase = .done; return nil }
                holdLeft -= 1
                return Move(point: nil)
            case .done:
                return nil
            }
        }
    }

    private func grid(_ scene: Scene) -> PixelGrid { PixelGrid(scale: scene.screen.scale) }

    /// Says when a scripted release velocity is nothing a finger on this path would give.
    private func warnIfUnlike(finger: Double, explicit: Double, scene: Scene) {
        let factor = Self.velocityMismatchFactor
        // Below 10 pt/s both are a finger at rest; no ratio is meaningful there.
        let a = abs(finger), b = abs(explicit)
        guard max(a, b) > 10 else { return }
        let unlike = (finger * explicit < 0) || max(a, b) > factor * min(a, b)
        guard unlike else { return }
        scene.noteDriverWarning("drag gesture \(gestureIndex): release velocity \(formatPoints(explicit)) pt/s is more than "
            + "\(formatPoints(factor))× away from the finger's \(formatPoints(finger)) pt/s over its last "
            + "\(formatPoints(FingerPath.velocityWindow * 1000)) ms; leave the velocity out to release at the finger's speed")
    }

    /// Where the finger lands for a drag of `by` points: halfway across, placed so that its
    /// path is centred on the scroll view (moving the content towards the end moves the finger
    /// up, or left on the horizontal axis).
    static func touchStart(on scrollView: ScrollView, dragging by: Double, axis: LayoutAxis = .vertical) -> Point {
        let frame = scrollView.frameInRoot
        return axis == .vertical ? Point(x: frame.midX, y: frame.midY + by / 2) : Point(x: frame.midX + by / 2, y: frame.midY)
    }

    /// The finger after it moved `moved` points, kept on the scroll view: a drag longer than the
    /// view is drawn with the finger stopping at its edge.
    static func touch(from start: Point, moved: Double, on scrollView: ScrollView, axis: LayoutAxis = .vertical) -> Point {
        let frame = scrollView.frameInRoot
        if axis == .horizontal { return Point(x: min(max(start.x - moved, frame.minX), frame.maxX), y: start.y) }
        return Point(x: start.x, y: min(max(start.y - moved, frame.minY), frame.maxY))
    }

    /// Moves the content by the finger's delta from wherever it is now (a delegate may have
    /// held it), rubber-banding past the edges with UIKit's formula. Inside the edges the offset
    /// is on the pixel grid, as UIKit rounds a content offset that is set; a rubber-banded one
    /// keeps the formula's value (its release bounces back onto the grid).
    static func drag(_ scrollView: ScrollView, by delta: Double, grid: PixelGrid, axis: LayoutAxis = .vertical) -> Point {
        let y = axis.value(of: scrollView.contentOffset)
        let lo = axis.value(of: scrollView.minContentOffset), hi = axis.value(of: scrollView.maxContentOffset)
        let dimension = max(1, axis.length(of: scrollView.bounds.size))
        // Unwind the rubber band to the finger's position, move it, wind it again.
        let finger: Double
        if y < lo { finger = lo - RubberBand.overscroll(forOffset: lo - y, dimension: dimension) }
        else if y > hi { finger = hi + RubberBand.overscroll(forOffset: y - hi, dimension: dimension) }
        else { finger = y }
        let moved = finger + delta
        let shown: Double
        if moved < lo { shown = scrollView.bounces ? lo - RubberBand.offset(overscroll: lo - moved, dimension: dimension) : lo }
        else if moved > hi { shown = scrollView.bounces ? hi + RubberBand.offset(overscroll: moved - hi, dimension: dimension) : hi }
        else { shown = min(hi, max(lo, grid.round(moved))) }
        return axis.replacing(scrollView.contentOffset, with: shown)
    }

    /// Lifts the finger: asks the delegate for the target, then flings (or bounces back).
    private func release(_ scrollView: ScrollView, velocity: Double, grid: PixelGrid, at time: Double) -> Phase {
        let y = axis.value(of: scrollView.contentOffset)
        let lo = grid.round(axis.value(of: scrollView.minContentOffset)), hi = max(lo, grid.round(axis.value(of: scrollView.maxContentOffset)))
        let rate = scrollView.decelerationRate
        let projected = y + ScrollDeceleration(velocity: velocity, rate: rate).projectedDistance
        // Paging: the page UIKit's rule picks is the target the delegate hears and the content lands on.
        let natural = scrollView.isPagingEnabled
            ? min(hi, max(lo, grid.round(PagingRule.target(offset: y, velocity: velocity, startPage: pageAtTouch ?? 0,
                                                           in: scrollView, axis: axis))))
            : min(hi, max(lo, grid.round(projected)))
        let velocityPoint = axis.replacing(.zero, with: velocity / 1000)
        let target = scrollView.willEndDragging(velocity: velocityPoint, target: axis.replacing(scrollView.contentOffset, with: natural))
        let targetValue = axis.value(of: target)
        let motion: ReleaseMotion
        if scrollView.isPagingEnabled || abs(targetValue - natural) > 1e-9 {
            // The delegate moved the target, or paging chose it: land on it (on the pixel grid, where
            // UIKit would show it), at the release velocity when the direction allows, else with the bounce spring.
            let landing = grid.round(targetValue)
            if scrollView.isPagingEnabled {
                // A page snaps on UIKit's critically damped return spring (CHOSEN: the bounce's,
                // ω₀ as BounceBack), not a long exponential coast onto the page's edge.
                motion = .spring(to: landing, BounceBack(from: y - landing, velocity: velocity))
            } else if let adjusted = ScrollDeceleration.rate(toTravel: landing - y, withVelocity: velocity),
               ScrollDeceleration(velocity: velocity, rate: adjusted).duration() > 0 {
                motion = .deceleration(from: y, to: landing, ScrollDeceleration(velocity: velocity, rate: adjusted))
            } else {
                motion = .spring(to: landing, BounceBack(from: y - landing, velocity: velocity))
            }
        } else {
            motion = .fling(FlingSimulation(offset: y, velocity: velocity, minOffset: lo, maxOffset: hi,
                                            dimension: max(1, axis.length(of: scrollView.bounds.size)), rate: rate, pixelGrid: grid))
        }
        let moves = abs(velocity) > 0.5 || y < lo || y > hi || abs(targetValue - y) > 0.25
        scrollView.endDragging(willDecelerate: moves)
        return moves ? .flinging(started: time, motion: motion) : .idle
    }
}

/// How the content moves after the finger lifts; each comes to rest exactly on its end point
/// (pixel-aligned by `release`) without a final jump.
enum ReleaseMotion {
    case fling(FlingSimulation)
    case deceleration(from: Double, to: Double, ScrollDeceleration)
    case spring(to: Double, BounceBack)

    func offset(atTime t: Double) -> (Double, Bool) {
        switch self {
        case .fling(let sim):
            let p = sim.position(atTime: t)
            return (p.offset, p.finished)
        case let .deceleration(from, to, decel):
            let end = decel.duration()
            let p = PixelGridLanding.coast(from: from, to: to, decay: decel, endTime: end, atTime: t)
            return (p.offset, t >= end)
        case let .spring(to, bounce):
            let end = bounce.duration
            let p = PixelGridLanding.bounce(bounce, edge: to, endTime: end, atTime: t)
            return (p.offset, t >= end)
        }
    }
}
