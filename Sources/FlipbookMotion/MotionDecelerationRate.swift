/// `UIScrollView.DecelerationRate`: after the finger lifts, the scroll velocity
/// is multiplied by `rawValue` every millisecond.
///
/// ```swift
/// let rate = DecelerationRate.normal          // 0.998
/// let custom = DecelerationRate(rawValue: 0.995)
/// ```
public struct DecelerationRate: Sendable, Hashable, RawRepresentable {
    /// Per-millisecond velocity factor, meaningful in the open interval (0, 1).
    /// Values outside it are accepted here and clamped by `ScrollDeceleration`.
    public var rawValue: Double

    /// ```swift
    /// DecelerationRate(rawValue: 0.99) == .fast   // true
    /// ```
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// `UIScrollView.DecelerationRate.normal`, 0.998: a 1000 pt/s fling coasts ≈ 499.5 pt.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`, 0.99: a 1000 pt/s fling coasts ≈ 99.5 pt.
    public static let fast = DecelerationRate(rawValue: 0.99)
}
