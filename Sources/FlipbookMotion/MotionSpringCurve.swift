/// A damped harmonic oscillator moving a value from 0 to 1, solved in closed
/// form (no time stepping, so any time can be sampled exactly):
///
///     x″ = (−stiffness·(x − 1) − damping·x′) / mass,  x(0) = 0,  x′(0) = initialVelocity
///
/// `initialVelocity` is in units of the whole distance per second, like UIKit's
/// `initialVelocity`: 2 means "moving at twice the distance per second".
/// Under-, critically and over-damped springs are all exact.
///
/// ```swift
/// let spring = SpringCurve(stiffness: 300, damping: 20)
/// spring.value(atTime: 0.1)          // ≈ 0.69
/// spring.settlingDuration()          // ≈ 1.0 s
/// ```
public struct SpringCurve: Sendable, Hashable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double

    /// Creates a spring from physical parameters. Bad input never traps: a
    /// non-finite or non-positive mass becomes 1, stiffness is clamped to
    /// 1e-6…1e12 (NaN → 1e-6), damping to 0…1e12 (NaN → 0), and initialVelocity
    /// to ±1e12 (NaN → 0). Damping 0 is allowed; such a spring never settles.
    ///
    /// ```swift
    /// let wobbly = SpringCurve(mass: 1, stiffness: 200, damping: 8, initialVelocity: 0)
    /// ```
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = (mass.isFinite && mass > 0) ? MotionMath.clamp(mass, 1e-6...1e12, nan: 1) : 1
        self.stiffness = MotionMath.clamp(stiffness, 1e-6...1e12, nan: 1e-6)
        self.damping = MotionMath.clamp(damping, 0...1e12, nan: 0)
        self.initialVelocity = MotionMath.clamp(initialVelocity, -1e12...1e12, nan: 0)
    }

    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)` run by an
    /// animator of `duration` seconds.
    ///
    /// How stiffness is chosen: mass is 1, damping = 2·ζ·√stiffness, and the
    /// natural frequency ω₀ = √stiffness is solved (bisection on log ω₀, to full
    /// double precision) so that `settlingDuration(epsilon: 0.001) == duration`,
    /// i.e. from `duration` on the value stays within 0.1 % of the target and the
    /// speed below 0.001 distances/s. The settle time falls monotonically as ω₀
    /// grows, so the solution is unique for the usual inputs. If the stiffness
    /// clamp (≤ 1e12) cannot settle that fast (e.g. ζ = 0.01 in 1 ms), the
    /// stiffest allowed spring is used and `settlingDuration()` exceeds `duration`.
    ///
    /// Clamping: ζ (`dampingRatio`) to 0.01…100 (NaN → 1; > 1 is overdamped),
    /// `duration` to 0.001…3600 s (NaN → 0.001), initialVelocity as in the
    /// physical initializer.
    ///
    /// ```swift
    /// let spring = SpringCurve(dampingRatio: 0.7, duration: 0.5)
    /// spring.settlingDuration()   // 0.5
    /// ```
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let zeta = MotionMath.clamp(dampingRatio, 0.01...100, nan: 1)
        let target = MotionMath.clamp(duration, 0.001...3600, nan: 0.001)
        let velocity = MotionMath.clamp(initialVelocity, -1e12...1e12, nan: 0)
        func settle(_ w0: Double) -> Double {
            MotionDampedOscillator(naturalFrequency: w0, dampingRatio: zeta, displacement: -1, velocity: velocity)
                .settleTime(displacementTolerance: 0.001, velocityTolerance: 0.001)
        }
        // Stiffness clamps at 1e-6…1e12, so ω₀ lives in 1e-3…1e6.
        var lo = 1e-3, hi = 1e6
        var w0: Double
        if settle(hi) > target {
            w0 = hi
        } else if settle(lo) < target {
            w0 = lo
        } else {
            for _ in 0..<200 {
                let mid = (lo * hi).squareRoot()
                if mid <= lo || mid >= hi { break }
                if settle(mid) > target { lo = mid } else { hi = mid }
            }
            w0 = hi  // the side that settles no later than `duration`
        }
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: velocity)
    }

    /// ζ = damping / (2·√(stiffness·mass)): < 1 oscillates, 1 is critical, > 1 creeps.
    ///
    /// ```swift
    /// SpringCurve(stiffness: 100, damping: 20).dampingRatio   // 1
    /// ```
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    private var oscillator: MotionDampedOscillator {
        MotionDampedOscillator(naturalFrequency: (stiffness / mass).squareRoot(), dampingRatio: dampingRatio,
                               displacement: -1, velocity: initialVelocity)
    }

    /// Progress at `t` seconds: 0 at t = 0, approaching 1 (underdamped springs
    /// overshoot). Negative or NaN times count as 0; +∞ gives the rest value 1
    /// (also for an undamped spring, which has no limit).
    ///
    /// ```swift
    /// SpringCurve(dampingRatio: 1, duration: 0.5).value(atTime: 0.25)   // ≈ 0.987
    /// ```
    public func value(atTime t: Double) -> Double {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        if time == .infinity { return 1 }
        return 1 + oscillator.displacement.value(at: time)
    }

    /// Speed at `t` seconds in distances per second (x′). Negative or NaN times
    /// count as 0 (giving `initialVelocity`); +∞ gives 0.
    ///
    /// ```swift
    /// SpringCurve(stiffness: 100, damping: 20).velocity(atTime: 0.1)   // ≈ 3.68
    /// ```
    public func velocity(atTime t: Double) -> Double {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        if time == .infinity { return 0 }
        return oscillator.velocity.value(at: time)
    }

    /// The first time after which |x − 1| < `epsilon` and |x′| < `epsilon` for all
    /// later times, taken from the exponential envelope of the closed form (so it
    /// is a guaranteed bound, at most about half an oscillation late).
    /// `.infinity` for an undamped spring. `epsilon` is clamped to ≥ 1e-12
    /// (NaN → 0.001).
    ///
    /// ```swift
    /// let spring = SpringCurve(stiffness: 300, damping: 20)
    /// let t = spring.settlingDuration()          // ≈ 1.0
    /// abs(spring.value(atTime: t) - 1) < 0.001   // true
    /// ```
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let e = MotionMath.clamp(epsilon, 1e-12...Double.infinity, nan: 0.001)
        return oscillator.settleTime(displacementTolerance: e, velocityTolerance: e)
    }

    /// The tolerance of `coreAnimationSettlingDuration`: 1/1200 of the distance. CHOSEN (fitted):
    /// Apple does not publish its estimate, only two results for it
    /// (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration:
    /// mass 1, stiffness 100, damping 5 settles in "approximately 2.85 seconds", damping 15 in
    /// "just over 1 second"). The envelope below meets both with one tolerance — 2.849 s and
    /// 1.0005 s — where 0.1 % gives 2.776 s and 0.976 s.
    public static let coreAnimationSettlingTolerance = 1.0 / 1200

    /// `CASpringAnimation.settlingDuration`: the time from which the envelope of the distance
    /// still to go, e^(−σt)·√(u₀² + ((v₀ + σu₀)/ω_d)²) for an oscillating spring (a tight bound
    /// for a critically or over-damped one), stays below `coreAnimationSettlingTolerance`. Unlike
    /// `settlingDuration(epsilon:)` the speed is not bounded, so a stiff spring's estimate is not
    /// lengthened by its fast last wobble. `.infinity` for an undamped spring.
    ///
    /// ```swift
    /// SpringCurve(stiffness: 100, damping: 5).coreAnimationSettlingDuration()    // ≈ 2.85
    /// SpringCurve(stiffness: 100, damping: 15).coreAnimationSettlingDuration()   // ≈ 1.0005
    /// ```
    public func coreAnimationSettlingDuration() -> Double {
        oscillator.displacement.settleTime(epsilon: Self.coreAnimationSettlingTolerance)
    }

    /// This spring as a `TimingCurve` over `duration` seconds:
    /// `value(at: p) == value(atTime: p * duration)`.
    ///
    /// ```swift
    /// let spring = SpringCurve(dampingRatio: 0.8, duration: 0.4)
    /// let curve = spring.timingCurve(duration: 0.4)
    /// curve.value(at: 0.5) == spring.value(atTime: 0.2)   // true
    /// ```
    public func timingCurve(duration: Double) -> SpringTimingCurve {
        SpringTimingCurve(spring: self, duration: duration)
    }
}
