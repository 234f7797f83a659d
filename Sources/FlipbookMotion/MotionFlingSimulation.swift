/// What a scroll view does along one axis after the finger lifts, in closed form
/// per phase (no per-frame stepping, so any time samples exactly and repeatably):
///
/// 1. Inside the bounds it coasts as `ScrollDeceleration`.
/// 2. If the coast would carry it past an edge, the crossing time is solved
///    analytically, t_c = ln(1 + k·s/v₀) / k (k = 1000·ln rate, s the distance to
///    the edge), with velocity v₀ + k·s there. From t_c it is a `BounceBack`
///    from the edge with that velocity: it overshoots (decaying much faster than
///    the coast) and returns to the edge. Position and velocity are continuous.
/// 3. Released already past an edge, it is a `BounceBack` from there.
///
/// `dimension` (the view's size on this axis) bounds the overshoot: rubber-banding
/// can never show content more than `dimension` past an edge, so the crossing
/// velocity is capped at e·ω₀·dimension, which keeps the bounce's peak
/// (v / (e·ω₀)) within it. Realistic flings are far below that cap.
///
/// A coast that would stop within `ScrollDeceleration.restingSpeed`'s tail of an
/// edge (crossing slower than 0.5 pt/s) simply rests at the edge.
/// When finished, the offset snaps to `restingOffset` (a jump of at most 0.25 pt
/// at `.normal`, 0.5 pt after a bounce) and the velocity is 0.
///
/// With a `pixelGrid`, as `DragDriver` plans every release, the edges and the resting offset
/// are on the device-pixel grid and the motion lands there without that jump: the coast and
/// the bounce are reshaped by `PixelGridLanding` to arrive exactly at `duration`.
///
/// ```swift
/// // Content 2000 pt tall in an 800 pt view: offsets 0…1200.
/// let fling = FlingSimulation(offset: 1000, velocity: 1500,
///                             minOffset: 0, maxOffset: 1200, dimension: 800)
/// fling.edgeCrossingTime          // ≈ 0.155 s: it reaches 1200 moving at ≈ 1100 pt/s
/// fling.position(atTime: 0.2)     // ≈ (1222.0, 94.0, false): overshooting, nearly turned
/// fling.restingOffset             // 1200 (it bounces back to the edge)
/// fling.duration                  // ≈ 0.67 s
/// ```
public struct FlingSimulation: Sendable, Hashable {
    /// Offset at release (NaN → 0, clamped to ±1e9).
    public let offset: Double
    /// Velocity at release in pt/s (NaN → 0, clamped to ±1e9).
    public let velocity: Double
    /// Smallest resting offset (NaN → 0; may be −∞ for an unbounded axis).
    public let minOffset: Double
    /// Largest resting offset; raised to `minOffset` when smaller (content shorter
    /// than the view) — as UIScrollView, which then rests only at the top. NaN → `minOffset`.
    public let maxOffset: Double
    /// The scroll view's size along this axis; non-positive or NaN means "no cap".
    public let dimension: Double
    /// The coast; its `rate` is the sanitized rate in use.
    public let deceleration: ScrollDeceleration
    /// Where the simulation ends: the coast's projected end clamped to the bounds.
    public let restingOffset: Double
    /// Total seconds until `position(atTime:)` reports `finished`.
    public let duration: Double
    /// Set, the motion comes to rest on this grid without a final jump.
    public let pixelGrid: PixelGrid?

    private enum Plan: Sendable, Hashable {
        /// Coast that stops inside the bounds at `stopTime`.
        case coast(stopTime: Double)
        /// Coast until `crossingTime`, then bounce around `edge`.
        case coastThenBounce(crossingTime: Double, edge: Double, bounce: BounceBack)
    }
    private let plan: Plan

    /// Plans the whole release up front; sampling is then O(1).
    ///
    /// ```swift
    /// let pullToRefresh = FlingSimulation(offset: -60, velocity: 0,
    ///                                     minOffset: 0, maxOffset: 500, dimension: 700)
    /// pullToRefresh.position(atTime: 0).offset   // −60, bouncing back to 0
    /// ```
    public init(offset: Double, velocity: Double, minOffset: Double, maxOffset: Double, dimension: Double,
                rate: DecelerationRate = .normal, pixelGrid: PixelGrid? = nil) {
        let x0 = MotionMath.clamp(offset, -1e9...1e9, nan: 0)
        // On a grid, the edges a scroll rests against are pixel-aligned too (UIKit rounds them alike).
        let onGrid = { (v: Double) in pixelGrid?.round(v) ?? v }
        let lower = onGrid(minOffset.isNaN ? 0 : minOffset)
        let upper = max(lower, onGrid(maxOffset.isNaN ? lower : max(lower, maxOffset)))
        self.pixelGrid = pixelGrid
        let coast = ScrollDeceleration(velocity: velocity, rate: rate)
        let v0 = coast.velocity
        self.offset = x0
        self.velocity = v0
        self.minOffset = lower
        self.maxOffset = upper
        self.dimension = dimension.isNaN ? 0 : dimension
        self.deceleration = coast

        let ceiling = (dimension.isFinite && dimension > 0)
            ? MotionMath.exp(1) * BounceBack.naturalFrequency * dimension : Double.infinity
        func capped(_ v: Double) -> Double { min(max(v, -ceiling), ceiling) }

        if x0 > upper || x0 < lower {
            // Released past an edge (a drag's rubber band, or a programmatic offset).
            let edge = x0 > upper ? upper : lower
            let bounce = BounceBack(from: x0 - edge, velocity: capped(v0))
            plan = .coastThenBounce(crossingTime: 0, edge: edge, bounce: bounce)
            restingOffset = edge
            duration = bounce.duration
            return
        }

        let projected = x0 + coast.projectedDistance
        let edge: Double? = projected > upper ? upper : (projected < lower ? lower : nil)
        if let edge {
            let k = 1000 * MotionMath.log(coast.rate.rawValue)
            let distance = edge - x0          // same sign as v0, |distance| < |projected travel|
            let crossingVelocity = v0 + k * distance
            if abs(crossingVelocity) >= ScrollDeceleration.restingSpeed {
                // x(t) = v₀·expm1(kt)/k = s  ⇒  t = log1p(k·s/v₀)/k, with k·s/v₀ ∈ (−1, 0].
                let crossingTime = max(0, MotionMath.log1p(k * distance / v0) / k)
                let bounce = BounceBack(from: 0, velocity: capped(crossingVelocity))
                plan = .coastThenBounce(crossingTime: crossingTime, edge: edge, bounce: bounce)
                restingOffset = edge
                duration = crossingTime + bounce.duration
                return
            }
            // Too slow at the edge to show a bounce: it stops (sub-pixel short) and rests there.
            plan = .coast(stopTime: coast.duration())
            restingOffset = edge
            duration = coast.duration()
            return
        }
        plan = .coast(stopTime: coast.duration())
        restingOffset = onGrid(projected)
        duration = coast.duration()
    }

    /// Offset, velocity (pt/s) and whether the motion is over, `t` seconds after
    /// release. Negative or NaN t count as 0. Once `finished`, the offset is
    /// exactly `restingOffset` and the velocity 0.
    ///
    /// ```swift
    /// let (offset, velocity, finished) = fling.position(atTime: 1 / 60)
    /// ```
    public func position(atTime t: Double) -> (offset: Double, velocity: Double, finished: Bool) {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        switch plan {
        case .coast(let stopTime):
            if time >= stopTime { return (restingOffset, 0, true) }
            if pixelGrid != nil {
                let p = PixelGridLanding.coast(from: offset, to: restingOffset, decay: deceleration,
                                               endTime: stopTime, atTime: time)
                return (p.offset, p.velocity, false)
            }
            return (offset + deceleration.offset(atTime: time), deceleration.velocity(atTime: time), false)
        case .coastThenBounce(let crossingTime, let edge, let bounce):
            if time < crossingTime {
                return (offset + deceleration.offset(atTime: time), deceleration.velocity(atTime: time), false)
            }
            let local = time - crossingTime
            if local >= bounce.duration { return (restingOffset, 0, true) }
            if pixelGrid != nil {
                let p = PixelGridLanding.bounce(bounce, edge: edge, endTime: bounce.duration, atTime: local)
                return (p.offset, p.velocity, false)
            }
            return (edge + bounce.offset(atTime: local), bounce.velocity(atTime: local), false)
        }
    }

    /// The time the coast meets an edge, if it does (`nil` when it stops inside
    /// the bounds; 0 when released past an edge).
    ///
    /// ```swift
    /// fling.edgeCrossingTime   // ≈ 0.155 s for the example above
    /// ```
    public var edgeCrossingTime: Double? {
        if case .coastThenBounce(let crossingTime, _, _) = plan { return crossingTime }
        return nil
    }
}
