/// One damped-oscillator signal in a branch-free closed form:
///
///     f(t) = e^(−σt) · (p · C(t) + q · S(t))
///
/// with C(0) = 1, S(0) = 0, S′(0) = 1:
/// - oscillating (ζ < 1):   C = cos ω_d t,  S = sin(ω_d t) / ω_d
/// - critical (ζ = 1):      C = 1,          S = t
/// - overdamped (ζ > 1):    C = cosh μt,    S = sinh(μt) / μ
///
/// So f(0) = p and f′(0) = q − σp. Writing all three regimes the same way keeps
/// the solution continuous as ζ crosses 1 (no division by a vanishing ω_d or μ),
/// which is why springs with ζ = 0.999 999 and 1.000 001 behave alike here.
struct MotionDampedTerm: Sendable, Hashable {
    enum Regime: Sendable, Hashable {
        /// ζ < 1, damped angular frequency ω_d > 0.
        case oscillating(dampedFrequency: Double)
        /// ζ ≥ 1. `spread` is μ = ω₀·√(ζ² − 1) (0 when critical) and `slowDecay`
        /// is σ − μ, computed as ω₀² / (σ + μ) so it does not cancel for large ζ.
        case nonOscillating(spread: Double, slowDecay: Double)
    }

    var decay: Double  // σ = ζ·ω₀
    var p: Double
    var q: Double
    var regime: Regime

    func value(at t: Double) -> Double {
        switch regime {
        case .oscillating(let wd):
            let angle = wd * t
            return MotionMath.exp(-decay * t) * (p * MotionMath.cos(angle) + q * MotionMath.sin(angle) / wd)
        case .nonOscillating(let mu, let slow):
            let (c, s) = Self.hyperbolicParts(t: t, spread: mu, slowDecay: slow, decay: decay)
            return p * c + q * s
        }
    }

    /// e^(−σt)·cosh μt and e^(−σt)·sinh(μt)/μ written as
    /// ½e^(−(σ−μ)t)·(1 + e^(−2μt)) and ½e^(−(σ−μ)t)·(−expm1(−2μt))/μ:
    /// neither overflows for large t and the second stays exact as μ → 0.
    static func hyperbolicParts(t: Double, spread mu: Double, slowDecay: Double, decay: Double) -> (Double, Double) {
        if mu == 0 {
            let e = MotionMath.exp(-decay * t)
            return (e, t * e)
        }
        let slow = MotionMath.exp(-slowDecay * t)
        let fast = MotionMath.exp(-2 * mu * t)
        return (0.5 * slow * (1 + fast), 0.5 * slow * (-MotionMath.expm1(-2 * mu * t)) / mu)
    }

    /// The first time after which an upper bound (envelope) of |f| stays below
    /// `epsilon` for good. Conservative: the signal itself is below `epsilon` from
    /// then on, and usually a little earlier. `.infinity` if it never decays.
    func settleTime(epsilon: Double) -> Double {
        if p == 0 && q == 0 { return 0 }
        guard decay > 0 else { return .infinity }
        let a = abs(p), b = abs(q)
        switch regime {
        case .oscillating(let wd):
            // |p cos + q sin/ω_d| ≤ √(p² + (q/ω_d)²) (Cauchy–Schwarz) and ≤ |p| + |q|t
            // (|sin x| ≤ |x|). The second keeps the bound finite as ω_d → 0.
            let amplitude = (p * p + (q / wd) * (q / wd)).squareRoot()
            let byAmplitude = amplitude <= epsilon ? 0 : MotionMath.log(amplitude / epsilon) / decay
            let byLinear = Self.lastTimeAbove(epsilon, a: a, b: b, decay: decay, spread: 0, slowDecay: decay)
            return min(byAmplitude, byLinear)
        case .nonOscillating(let mu, let slow):
            return Self.lastTimeAbove(epsilon, a: a, b: b, decay: decay, spread: mu, slowDecay: slow)
        }
    }

    /// For g(t) = e^(−σt)(a·C + b·S) with a, b ≥ 0 (non-oscillating C, S), which
    /// rises to one peak and then falls to 0, the time after the peak where g = ε.
    static func lastTimeAbove(_ epsilon: Double, a: Double, b: Double, decay: Double, spread mu: Double, slowDecay: Double) -> Double {
        func g(_ t: Double) -> Double {
            let (c, s) = hyperbolicParts(t: t, spread: mu, slowDecay: slowDecay, decay: decay)
            return a * c + b * s
        }
        // g′ = e^(−σt)[(b − σa)·C + (aμ² − σb)·S]; it vanishes where
        // tanh(μt)/μ = (b − σa)/(σb − aμ²) (t = (b − σa)/(σb) when μ = 0).
        var peak = 0.0
        if b > decay * a {
            let r = (b - decay * a) / (decay * b - a * mu * mu)
            peak = mu == 0 ? r : MotionMath.atanh(mu * r) / mu
            if !peak.isFinite || peak < 0 { peak = 0 }
        }
        if g(peak) < epsilon { return 0 }
        // Grow the bracket by doubling from the slowest decay's time constant.
        var step = 1 / slowDecay
        var hi = peak + step
        var guardCount = 0
        while g(hi) >= epsilon {
            step *= 2
            hi = peak + step
            guardCount += 1
            if guardCount > 2000 || !hi.isFinite { return .infinity }
        }
        var lo = peak
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if g(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}

/// A unit-mass damped harmonic oscillator u″ = −ω₀²u − 2ζω₀u′ with arbitrary
/// initial displacement and velocity, solved in closed form. Shared by
/// `SpringCurve` (u = x − 1) and `BounceBack` (u = overscroll).
struct MotionDampedOscillator: Sendable, Hashable {
    var displacement: MotionDampedTerm
    var velocity: MotionDampedTerm

    /// - Parameters: `naturalFrequency` ω₀ > 0, `dampingRatio` ζ ≥ 0.
    init(naturalFrequency w0: Double, dampingRatio zeta: Double, displacement u0: Double, velocity v0: Double) {
        let sigma = zeta * w0
        let regime: MotionDampedTerm.Regime
        // Within 1e-9 of critical the three forms agree to ~1e-18 relative, and
        // treating it as critical avoids a needlessly tiny ω_d or μ.
        if abs(zeta - 1) < 1e-9 {
            regime = .nonOscillating(spread: 0, slowDecay: sigma)
        } else if zeta < 1 {
            regime = .oscillating(dampedFrequency: w0 * (1 - zeta * zeta).squareRoot())
        } else {
            let mu = w0 * (zeta * zeta - 1).squareRoot()
            regime = .nonOscillating(spread: mu, slowDecay: w0 * w0 / (sigma + mu))
        }
        // f = e^(−σt)(pC + qS) has f(0) = p, f′(0) = q − σp, so q = f′(0) + σ·f(0).
        // The velocity obeys the same equation with u″(0) = −ω₀²u₀ − 2σv₀.
        displacement = MotionDampedTerm(decay: sigma, p: u0, q: v0 + sigma * u0, regime: regime)
        velocity = MotionDampedTerm(decay: sigma, p: v0, q: -w0 * w0 * u0 - sigma * v0, regime: regime)
    }

    /// Time after which |u| < `displacementTolerance` and |u′| < `velocityTolerance` for good.
    func settleTime(displacementTolerance: Double, velocityTolerance: Double) -> Double {
        max(displacement.settleTime(epsilon: displacementTolerance),
            velocity.settleTime(epsilon: velocityTolerance))
    }
}
