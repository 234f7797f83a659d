import FlipbookRender

/// A finger on a scroll view: drags that move the content, lifts with a velocity, and the fling,
/// rubber-banding and bounce-back UIKit does after — with every delegate callback in UIKit's
/// order (willBeginDragging, didScroll…, willEndDragging, didEndDragging(willDecelerate:),
/// willBeginDecelerating, didScroll…, didEndDecelerating).
///
/// ```swift
/// // Fling towards the end, let it bounce, then drag back up.
/// var driver = DragDriver(fps: 30, gestures: [
///     .drag(by: 400, duration: 0.25, releaseVelocity: 3000),
///     .wait(0.3),
///     .drag(by: -600, duration: 0.5, releaseVelocity: 0),
/// ])
/// ```
///
/// `by` is how far the finger asks the content offset to move (positive: towards the end);
/// velocities are in points per second along the same axis. After the last gesture the driver
/// keeps stepping while animations run (a snap, a fade), then holds `holdFrames` more.
public struct DragDriver: Driver {
    public enum Gesture: Sendable, Hashable {
        /// Drag the content by `by` points over `duration` seconds, then lift with `releaseVelocity`
        /// (nil: the finger's own speed).
        case drag(by: Double, duration: Double, releaseVelocity: Double?)
        /// Nothing touches the screen for this long (flings and animations go on).
        case wait(Double)
    }

    public let fps: Double
    public let gestures: [Gesture]
    public var holdFrames: Int
    /// Guards against animations that never end.
    public var maxSeconds = 30.0

    private var index = 0
    private var gestureIndex = 0
    private var phase: Phase = .idle
    private var holdLeft: Int
    /// Where the current drag's finger landed, on screen (`Scene.touchLocation`).
    private var touchStart: Point?

    private enum Phase {
        case idle
        case dragging(started: Double, last: Double, moved: Double, total: Double, duration: Double, velocity: Double?)
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
        if pendingEndDecelerating {
            // The fling's last offset was shown in the previous step; now it has ended.
            pendingEndDecelerating = false
            scrollView.endDecelerating()
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
                case let .drag(by, duration, velocity):
                    scrollView.beginDragging()
                    touchStart = Self.touchStart(on: scrollView, dragging: by)
                    scene.touchLocation = touchStart
                    phase = .dragging(started: time, last: 0, moved: 0, total: by, duration: max(duration, 1 / fps),
                                      velocity: velocity)
                    // The touch lands this frame; the finger moves from the next one on.
                    return Move(point: nil)
                case .wait(let seconds):
                    phase = .waiting(until: time + seconds)
                }
            case let .dragging(started, _, moved, total, duration, velocity):
                let p = min(1, (time - started) / duration)
                let fingerAt = total * p
                let point = Self.drag(scrollView, by: fingerAt - moved)
                scene.touchLocation = touchStart.map { Self.touch(from: $0, moved: fingerAt, on: scrollView) }
                phase = .dragging(started: started, last: p, moved: fingerAt, total: total, duration: duration, velocity: velocity)
                if p >= 1 {
                    // The last move is shown before the finger lifts.
                    scrollView.contentOffset = point
                    phase = release(scrollView, velocity: velocity ?? total / duration, at: time)
                }
                return Move(point: point)
            case .waiting(let until):
                if time >= until { phase = .idle; continue }
                return Move(point: nil)
            case let .flinging(started, motion):
                if scrollView.isScrollAnimating || scrollView.isDragging {
                    // setContentOffset(animated:) or a new touch stops the fling, as in UIKit.
                    phase = .idle
                    continue
                }
                let (value, finished) = motion.offset(atTime: time - started)
                if finished {
                    pendingEndDecelerating = true
                    phase = .idle
                }
                return Move(point: Point(x: scrollView.contentOffset.x, y: value))
            case .settling:
                if !scene.animations.isEmpty || scrollView.isScrollAnimating { return Move(point: nil) }
                guard holdLeft > 0 else { phase = .done; return nil }
                holdLeft -= 1
                return Move(point: nil)
            case .done:
                return nil
            }
        }
    }

    private var pendingEndDecelerating = false

    /// Where the finger lands for a drag of `by` points: halfway across, placed so that its
    /// path is centred on the scroll view (moving the content towards the end moves the finger up).
    static func touchStart(on scrollView: ScrollView, dragging by: Double) -> Point {
        let frame = scrollView.frameInRoot
        return Point(x: frame.midX, y: frame.midY + by / 2)
    }

    /// The finger after it moved `moved` points, kept on the scroll view: a drag longer than the
    /// view is drawn with the finger stopping at its edge.
    static func touch(from start: Point, moved: Double, on scrollView: ScrollView) -> Point {
        let frame = scrollView.frameInRoot
        return Point(x: start.x, y: min(max(start.y - moved, frame.minY), frame.maxY))
    }

    /// Moves the content by the finger's delta from wherever it is now (a delegate may have
    /// held it), rubber-banding past the edges with UIKit's formula.
    static func drag(_ scrollView: ScrollView, by delta: Double) -> Point {
        let y = scrollView.contentOffset.y
        let lo = scrollView.minContentOffset.y, hi = scrollView.maxContentOffset.y
        let dimension = max(1, scrollView.bounds.height)
        // Unwind the rubber band to the finger's position, move it, wind it again.
        let finger: Double
        if y < lo { finger = lo - RubberBand.overscroll(forOffset: lo - y, dimension: dimension) }
        else if y > hi { finger = hi + RubberBand.overscroll(forOffset: y - hi, dimension: dimension) }
        else { finger = y }
        let moved = finger + delta
        let shown: Double
        if moved < lo { shown = scrollView.bounces ? lo - RubberBand.offset(overscroll: lo - moved, dimension: dimension) : lo }
        else if moved > hi { shown = scrollView.bounces ? hi + RubberBand.offset(overscroll: moved - hi, dimension: dimension) : hi }
        else { shown = moved }
        return Point(x: scrollView.contentOffset.x, y: shown)
    }

    /// Lifts the finger: asks the delegate for the target, then flings (or bounces back).
    private func release(_ scrollView: ScrollView, velocity: Double, at time: Double) -> Phase {
        let y = scrollView.contentOffset.y
        let lo = scrollView.minContentOffset.y, hi = scrollView.maxContentOffset.y
        let rate = DecelerationRate(rawValue: scrollView.decelerationRate)
        let projected = y + ScrollDeceleration(velocity: velocity, rate: rate).projectedDistance
        let natural = min(hi, max(lo, projected))
        let target = scrollView.willEndDragging(velocity: Point(x: 0, y: velocity / 1000),
                                                target: Point(x: scrollView.contentOffset.x, y: natural))
        let motion: ReleaseMotion
        if abs(target.y - natural) > 1e-9 {
            // The delegate moved the target: land on it, at the release velocity when the
            // direction allows, else with the bounce spring.
            if let adjusted = ScrollDeceleration.rate(toTravel: target.y - y, withVelocity: velocity) {
                motion = .deceleration(from: y, ScrollDeceleration(velocity: velocity, rate: adjusted))
            } else {
                motion = .spring(to: target.y, BounceBack(from: y - target.y, velocity: velocity))
            }
        } else {
            motion = .fling(FlingSimulation(offset: y, velocity: velocity, minOffset: lo, maxOffset: hi,
                                            dimension: max(1, scrollView.bounds.height), rate: rate))
        }
        let moves = abs(velocity) > 0.5 || y < lo || y > hi || abs(target.y - y) > 0.25
        scrollView.endDragging(willDecelerate: moves)
        return moves ? .flinging(started: time, motion: motion) : .idle
    }
}

/// How the content moves after the finger lifts.
enum ReleaseMotion {
    case fling(FlingSimulation)
    case deceleration(from: Double, ScrollDeceleration)
    case spring(to: Double, BounceBack)

    func offset(atTime t: Double) -> (Double, Bool) {
        switch self {
        case .fling(let sim):
            let p = sim.position(atTime: t)
            return (p.offset, p.finished)
        case let .deceleration(from, decel):
            let end = t >= decel.duration()
            return (from + (end ? decel.projectedDistance : decel.offset(atTime: t)), end)
        case let .spring(to, bounce):
            let end = t >= bounce.duration
            return (to + (end ? 0 : bounce.offset(atTime: t)), end)
        }
    }
}
