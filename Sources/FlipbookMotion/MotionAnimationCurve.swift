/// `UIView.AnimationCurve`: the four built-in easing curves.
///
/// ```swift
/// let curve = AnimationCurve.easeOut.timingCurve
/// curve.value(at: 0.5)   // ≈ 0.685
/// ```
public enum AnimationCurve: String, Sendable, CaseIterable, Codable {
    case easeInOut, easeIn, easeOut, linear

    /// The cubic Bézier Core Animation uses for this curve.
    ///
    /// ```swift
    /// AnimationCurve.linear.timingCurve == .linear   // true
    /// ```
    public var timingCurve: CubicBezierCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
