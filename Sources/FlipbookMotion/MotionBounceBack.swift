/// The bounce back to an edge after a drag or fling ends past it: a critically
/// damped spring (mass 1, stiffness 324, damping 36, so ω₀ = 18 rad/s) from the
/// overscrolled position and its velocity to the edge, like UIScrollView's:
///
///     x(t) = (x₀ + (v₀ + ω₀x₀)·t) · e^(−ω₀t)
///
/// Why ω₀ = 18: released at rest 50–200 pt past the edge it settles (0.5 pt,
/// 1 pt/s) in 0.50–0.59 s, matching the roughly half-second bounce of
/// UIScrollView; a 2000 pt/s fling that meets the edge overshoots ≈ 41 pt
/// (peak v₀ / (e·ω₀)) before returning. Critical damping never crosses back
/// over the edge when released at rest, as UIKit's bounce doesn't.
///
/// ```swift
/// let bounce = BounceBack(from: 80, velocity: 0)   // 80 pt past the edge
/// bounce.offset(atTime: 0.1)                       // ≈ 37.0
/// bounce.duration                                   // ≈ 0.53 s
/// ```
public struct BounceBack: Sendable, Hashable {
    /// ω₀ in rad/s; stiffness = ω₀², damping = 2ω₀ (critical) at mass 1.
    public static let naturalFrequency: Double = 18
    public static let stiffness: Double = naturalFrequency * naturalFrequency
    public static let damping: Double = 2 * naturalFrequency
    /// `duration` ends once the offset stays within this many points of the edge…
    public static let restingDistance: Double = 0.5
    /// …and the speed below this many pt/s.
    public static let restingSpeed: Double = 1

    /// Starting offset past the edge in points (positive past the far edge,
    /// negative past the near one — only the sign convention of the caller matters).
    public let overscroll: Double
    /// Starting velocity in pt/s, in the same axis as `overscroll`.
    public let velocity: Double

    /// NaN inputs become 0; magnitudes are clamped to 1e9.
    ///
    /// ```swift
    /// let bounce = BounceBack(from: 0, velocity: 1500)   // hits the edge at 1500 pt/s
    /// ```
    public init(from overscroll: Double, velocity: Double) {
        self.overscroll = MotionMath.clamp(overscroll, -1e9...1e9, nan: 0)
        self.velocity = MotionMath.clamp(velocity, -1e9...1e9, nan: 0)
    }

    private var oscillator: MotionDampedOscillator {
        MotionDampedOscillator(naturalFrequency: Self.naturalFrequency, dampingRatio: 1,
                               displacement: overscroll, velocity: velocity)
    }

    /// Offset past the edge at `t` seconds, → 0. Negative/NaN t count as 0, +∞ gives 0.
    ///
    /// ```swift
    /// BounceBack(from: 0, velocity: 1500).offset(atTime: 1 / 18)   // ≈ 30.7, the peak
    /// ```
    public func offset(atTime t: Double) -> Double {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        if time == .infinity { return 0 }
        return oscillator.displacement.value(at: time)
    }

    /// Velocity at `t` seconds in pt/s. Negative/NaN t count as 0, +∞ gives 0.
    ///
    /// ```swift
    /// BounceBack(from: 80, velocity: 0).velocity(atTime: 0.1)   // ≈ −428 (heading back)
    /// ```
    public func velocity(atTime t: Double) -> Double {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        if time == .infinity { return 0 }
        return oscillator.velocity.value(at: time)
    }

    /// Seconds after which the offset stays within `restingDistance` (0.5 pt) of
    /// the edge and the speed below `restingSpeed` (1 pt/s), from the envelope
    /// (|x₀| + |v₀ + ω₀x₀|·t)·e^(−ω₀t) — a guaranteed bound. 0 if already at rest.
    ///
    /// ```swift
    /// BounceBack(from: 100, velocity: 0).duration   // ≈ 0.55 s
    /// ```
    public var duration: Double {
        oscillator.settleTime(displacementTolerance: Self.restingDistance, velocityTolerance: Self.restingSpeed)
    }
}
