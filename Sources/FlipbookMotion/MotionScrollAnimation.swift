/// `UIScrollView.setContentOffset(_:animated:)` / `scrollRectToVisible(_:animated:)`:
/// a fixed-length eased move rather than a physics simulation.
///
/// Duration 0.3 s with the ease-in-out Bézier: UIKit's animated content-offset
/// change is commonly measured at about 0.3 s and accelerates then decelerates;
/// `.easeInOut` (0.42, 0, 0.58, 1) is the standard curve of that shape.
///
/// ```swift
/// let from = 0.0, to = 600.0
/// let p = ScrollAnimation.progress(atTime: 0.15)     // 0.5
/// let offset = from + (to - from) * p                 // 300
/// ```
public enum ScrollAnimation {
    /// Seconds the animated scroll takes.
    public static let duration: Double = 0.3
    /// Easing of the animated scroll.
    public static let curve: CubicBezierCurve = .easeInOut

    /// Eased progress `t` seconds into the animation: `curve.value(at: t / duration)`,
    /// 0 before it starts (or for NaN), 1 from `duration` on.
    ///
    /// ```swift
    /// ScrollAnimation.progress(atTime: 0.3)   // 1
    /// ```
    public static func progress(atTime t: Double) -> Double {
        curve.value(at: t / duration)
    }
}
