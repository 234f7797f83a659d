/// The coasting of a scroll view after a fling, in closed form. With k = 1000·ln(rate):
///
///     v(t) = v₀ · rate^(1000t) = v₀ · e^(kt)
///     x(t) = v₀ · (e^(kt) − 1) / k          (t in seconds, v in pt/s, x in pt)
///
/// ```swift
/// let fling = ScrollDeceleration(velocity: 1000)
/// fling.projectedDistance        // ≈ 499.5 pt
/// fling.offset(atTime: 0.5)      // ≈ 315.9 pt
/// fling.duration()               // ≈ 3.8 s until below 0.5 pt/s
/// ```
public struct ScrollDeceleration: Sendable, Hashable {
    /// Release velocity in pt/s (NaN → 0, clamped to ±1e9).
    public let velocity: Double
    /// The rate in use, clamped into the open interval (0, 1) so every fling stops:
    /// ≤ 0 becomes the smallest normal double, ≥ 1 the largest double below 1, NaN `.normal`.
    public let rate: DecelerationRate

    /// Speed below which a fling counts as stopped, in pt/s. At that speed the
    /// remaining coast is |v| / (1000·|ln rate|): 0.25 pt at `.normal`, 0.05 pt at
    /// `.fast` — under a pixel even on a 3× screen, so stopping there is invisible.
    public static let restingSpeed: Double = 0.5

    /// ```swift
    /// let fling = ScrollDeceleration(velocity: -2400, rate: .fast)
    /// ```
    public init(velocity: Double, rate: DecelerationRate = .normal) {
        self.velocity = MotionMath.clamp(velocity, -1e9...1e9, nan: 0)
        let raw = rate.rawValue
        let clamped: Double
        if raw.isNaN {
            clamped = DecelerationRate.normal.rawValue
        } else if raw <= 0 {
            clamped = .leastNormalMagnitude
        } else if raw >= 1 {
            clamped = 1.0.nextDown
        } else {
            clamped = raw
        }
        self.rate = DecelerationRate(rawValue: clamped)
    }

    /// k = 1000·ln(rate) < 0, the exponential decay constant per second.
    private var decayConstant: Double { 1000 * MotionMath.log(rate.rawValue) }

    /// Distance travelled since release at `t` seconds (signed like `velocity`).
    /// Negative or NaN times count as 0; +∞ gives `projectedDistance`.
    ///
    /// ```swift
    /// ScrollDeceleration(velocity: 1000).offset(atTime: 1)   // ≈ 432.0
    /// ```
    public func offset(atTime t: Double) -> Double {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        if time == .infinity { return projectedDistance }
        let k = decayConstant
        // expm1 keeps early samples exact where e^(kt) − 1 would cancel.
        return velocity * MotionMath.expm1(k * time) / k
    }

    /// Velocity at `t` seconds in pt/s; it shrinks by exactly `rate` every millisecond.
    ///
    /// ```swift
    /// ScrollDeceleration(velocity: 1000).velocity(atTime: 0.001)   // 998
    /// ```
    public func velocity(atTime t: Double) -> Double {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        if time == .infinity { return 0 }
        return velocity * MotionMath.exp(decayConstant * time)
    }

    /// Where the fling comes to rest, relative to release: −v₀ / (1000·ln rate).
    /// This is what UIKit hands to `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    ///
    /// ```swift
    /// ScrollDeceleration(velocity: 1000, rate: .fast).projectedDistance   // ≈ 99.5
    /// ```
    public var projectedDistance: Double { -velocity / decayConstant }

    /// Seconds until |v| falls below `threshold` pt/s (default `restingSpeed`,
    /// 0.5 pt/s); 0 if it already is. `threshold` is clamped to ≥ 1e-9 (NaN → 0.5).
    ///
    /// ```swift
    /// ScrollDeceleration(velocity: 1000).duration()   // ≈ 3.80 s
    /// ```
    public func duration(threshold: Double = ScrollDeceleration.restingSpeed) -> Double {
        let limit = MotionMath.clamp(threshold, 1e-9...Double.infinity, nan: Self.restingSpeed)
        let speed = abs(velocity)
        if speed <= limit { return 0 }
        return MotionMath.log(limit / speed) / decayConstant
    }

    /// The rate that makes `velocity` coast exactly `distance` (same sign), so a
    /// delegate that moves `targetContentOffset` gets a fling that lands on it:
    /// rate = e^(−v / (1000·d)). `nil` when the signs differ, either is 0, or
    /// either is not finite.
    ///
    /// ```swift
    /// let rate = ScrollDeceleration.rate(toTravel: 300, withVelocity: 1000)!
    /// ScrollDeceleration(velocity: 1000, rate: rate).projectedDistance   // 300
    /// ```
    public static func rate(toTravel distance: Double, withVelocity velocity: Double) -> DecelerationRate? {
        guard distance.isFinite, velocity.isFinite, distance != 0, velocity != 0,
              (distance > 0) == (velocity > 0) else { return nil }
        let raw = MotionMath.exp(-velocity / (1000 * distance))
        guard raw > 0, raw < 1 else { return nil }  // distance too extreme for a double
        return DecelerationRate(rawValue: raw)
    }
}
