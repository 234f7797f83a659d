/// Maps linear progress 0…1 to eased progress. Springs may overshoot past 1.
///
/// ```swift
/// let curve: any TimingCurve = CubicBezierCurve.easeInOut
/// let eased = curve.value(at: 0.25)   // ≈ 0.129
/// ```
public protocol TimingCurve: Sendable {
    /// Eased progress for linear `progress` (0 at the start, 1 at the end).
    func value(at progress: Double) -> Double
}
