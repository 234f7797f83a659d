import FlipbookScene

/// The numbers of UIKit's own transitions, used when Hero is off (`hero.isEnabled` false).
/// UIKit does not publish them; what each is based on is said next to it.
///
/// ```swift
/// UIKitTiming.curve.value(at: 0.5)    // ≈ 0.96: a critically damped spring is nearly there half-way
/// ```
public enum UIKitTiming {
    /// Push, pop, cover vertical and sheets all take about half a second on a device; imitations
    /// of the system pop use 0.5 s ("approximated lengths of the default animations", SSWAnimator).
    public static let duration = 0.5
    /// A critically damped spring (no overshoot) that settles in `duration`, the feel of UIKit's
    /// navigation and sheet animations; `SpringCurve(dampingRatio:duration:)` from FlipbookMotion.
    public static let curve = SpringTimingCurve(spring: SpringCurve(dampingRatio: 1, duration: duration), duration: duration)
    /// The screen a push covers moves 30 % of the width the same way (the parallax ratio 0.3 of
    /// back-swipe imitations such as LazyBackAnimator).
    public static let parallax = 0.3
    /// The black over the covered screen of a push or pop at its darkest (chosen: a light dim,
    /// as on a device; imitations use 0.1 to 0.5).
    public static let pushDimming = 0.1
    /// The opacity of the shadow left of (right of, under right-to-left) the moving screen
    /// (chosen: UIKit's is faint; TransitionShadowView's radius-5 shadow at 0.25).
    public static let pushShadowOpacity = 0.25
}
