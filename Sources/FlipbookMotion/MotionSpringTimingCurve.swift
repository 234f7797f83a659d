/// A `SpringCurve` played over a fixed duration, usable wherever a `TimingCurve`
/// is: `value(at: p) == spring.value(atTime: p * duration)`.
///
/// ```swift
/// let curve = SpringCurve(dampingRatio: 0.6, duration: 0.5).timingCurve(duration: 0.5)
/// curve.value(at: 0.3)   // overshoots past 1 around here
/// ```
public struct SpringTimingCurve: TimingCurve, Hashable {
    public let spring: SpringCurve
    /// Seconds that progress 0…1 spans; non-finite or negative input becomes 0.
    public let duration: Double

    /// ```swift
    /// let curve = SpringTimingCurve(spring: SpringCurve(stiffness: 300, damping: 30), duration: 0.6)
    /// ```
    public init(spring: SpringCurve, duration: Double) {
        self.spring = spring
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Eased progress; `progress` is clamped to 0…1 (NaN → 0). The end value is the
    /// spring's own value at `duration` (within its settle tolerance of 1 when
    /// `duration ≥ spring.settlingDuration()`), not forced to exactly 1. A
    /// zero-duration curve is a step: 0 at progress 0, 1 after.
    ///
    /// ```swift
    /// curve.value(at: 0)   // 0
    /// ```
    public func value(at progress: Double) -> Double {
        let p = MotionMath.clamp(progress, 0...1, nan: 0)
        if duration == 0 { return p > 0 ? 1 : 0 }
        return spring.value(atTime: p * duration)
    }
}
