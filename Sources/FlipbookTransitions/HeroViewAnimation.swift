import FlipbookScene

/// How one view moves in a transition, as a pure value: from one `HeroViewState` to another,
/// after `delay`, over `duration`, on a cubic curve or a spring, the centre on Hero's arc when
/// asked. Hero's facts (HeroCoreAnimationViewContext.swift, HeroDefaultAnimator.swift):
///
/// - the curve is Material's standard one unless a timing function is given;
/// - a spring (stiffness, damping; mass 1) replaces the curve for everything but the corner
///   radius and an arcing centre, and lasts until it settles, whatever the duration;
/// - the arc is a quadratic Bézier from the start to the end centre, its control point pulled
///   from the midpoint towards the corner (end.x, start.y) when moving up, (start.x, end.y)
///   otherwise, by `intensity`; only when the centre moves at least 1 point on both axes.
///
/// ```swift
/// let move = HeroViewAnimation(from: start, to: end, delay: 0, duration: 0.35, curve: HeroTiming.standard)
/// move.state(at: 0.175)     // half the time, 0.5 along the standard curve (≈ 0.77 of the way)
/// ```
public struct HeroViewAnimation: Sendable, Hashable {
    public var from: HeroViewState
    public var to: HeroViewState
    public var delay: Double
    public var duration: Double
    public var curve: CubicBezierCurve
    public var spring: SpringCurve?
    public var arc: Double?

    public init(from: HeroViewState, to: HeroViewState, delay: Double, duration: Double,
                curve: CubicBezierCurve = HeroTiming.standard, spring: SpringCurve? = nil, arc: Double? = nil) {
        self.from = from; self.to = to; self.delay = delay; self.duration = duration
        self.curve = curve; self.spring = spring; self.arc = arc
    }

    /// How long the springy properties take: the spring's settling time (Core Animation's
    /// `settlingDuration`).
    public var springDuration: Double? { spring.map { $0.settlingDuration() } }

    /// When the last property arrives, counted from the start of the transition.
    public var end: Double { delay + max(duration, springDuration ?? 0) }

    /// The view `time` seconds into the transition: `from` until the delay has passed, `to` once done.
    public func state(at time: Double) -> HeroViewState {
        let t = (time.isFinite ? time : 0) - delay
        let curved = progress(t, duration: duration) { curve.value(at: $0) }
        let sprung: Double
        if let spring, let settle = springDuration {
            sprung = t <= 0 ? 0 : (t >= settle ? 1 : spring.value(atTime: t))
        } else {
            sprung = curved
        }
        var state = from.interpolated(to: to, sprung)
        state.cornerRadius = from.cornerRadius.interpolated(to: to.cornerRadius, curved)
        if let arc, let path = Self.arcControl(from: from.center, to: to.center, intensity: arc) {
            state.center = Self.quadratic(from.center, path, to.center, curved)
        }
        return state
    }

    private func progress(_ t: Double, duration: Double, _ ease: (Double) -> Double) -> Double {
        if t <= 0 { return duration > 0 ? 0 : (t < 0 ? 0 : 1) }
        if t >= duration { return 1 }
        return ease(t / duration)
    }

    /// Hero's arc control point, or nil when the move is too straight to bend (under 1 point on
    /// either axis).
    public static func arcControl(from a: Point, to b: Point, intensity: Double) -> Point? {
        guard abs(a.x - b.x) >= 1, abs(a.y - b.y) >= 1 else { return nil }
        let corner = a.y > b.y ? Point(x: b.x, y: a.y) : Point(x: a.x, y: b.y)
        let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        return Point(x: mid.x + (corner.x - mid.x) * intensity, y: mid.y + (corner.y - mid.y) * intensity)
    }

    static func quadratic(_ a: Point, _ c: Point, _ b: Point, _ s: Double) -> Point {
        let u = 1 - s
        return Point(x: u * u * a.x + 2 * u * s * c.x + s * s * b.x, y: u * u * a.y + 2 * u * s * c.y + s * s * b.y)
    }

    /// Hero's duration for a view with no duration modifier (`optimizedDurationTo`): 0.208 s plus
    /// 1/3000 s a point of movement — the centre's travel plus how far the (transformed) size
    /// changes, as a point — counting at most 500 points (0.208 … ≈ 0.375 s).
    ///
    /// ```swift
    /// HeroViewAnimation.optimizedDuration(from: a, to: b)   // 0.208 + min(500, |Δcentre| + |Δsize|) / 3000
    /// ```
    public static func optimizedDuration(from a: HeroViewState, to b: HeroViewState) -> Double {
        func real(_ s: HeroViewState) -> (Point, Point) {
            let t = s.transform
            let size = Point(x: t.a * s.size.width + t.c * s.size.height, y: t.b * s.size.width + t.d * s.size.height)
            return (Point(x: s.center.x + t.tx, y: s.center.y + t.ty), size)
        }
        let (p0, s0) = real(a), (p1, s1) = real(b)
        func distance(_ u: Point, _ v: Point) -> Double { ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot() }
        let move = distance(p0, p1) + distance(s0, s1)
        return 0.208 + min(max(move.isFinite ? move : 500, 0), 500) / 3000
    }
}
