import FlipbookScene

/// Hero's timing for its default animations (Sources/Extensions/CAMediaTimingFunction+Hero.swift
/// and Sources/Preprocessors/DefaultAnimationPreprocessor.swift in HeroTransitions/Hero).
///
/// ```swift
/// HeroTiming.standard.value(at: 0.5)    // the eased progress half-way through
/// ```
public enum HeroTiming {
    /// Every default animation lasts 0.35 s.
    public static let duration = 0.35
    /// Material's standard curve, Hero's default for every animated view.
    public static let standard = CubicBezierCurve(0.4, 0, 0.2, 1)
    /// Material's deceleration curve: both views of push, cover and pageIn.
    public static let deceleration = CubicBezierCurve(0, 0, 0.2, 1)
    /// Material's acceleration and sharp curves, named by Hero's timing-function modifier.
    public static let acceleration = CubicBezierCurve(0.4, 0, 1, 1)
    public static let sharp = CubicBezierCurve(0.4, 0, 0.6, 1)
    /// easings.net's easeOutBack, which overshoots; the last of Hero's named curves.
    public static let easeOutBack = CubicBezierCurve(0.175, 0.885, 0.32, 1.275)

    /// Hero's timing functions by name (CAMediaTimingFunction+Hero.swift), nil for any other name.
    ///
    /// ```swift
    /// HeroTiming.curve(named: "sharp")       // CubicBezierCurve(0.4, 0, 0.6, 1)
    /// ```
    public static func curve(named name: String) -> CubicBezierCurve? {
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "standard": return standard
        case "deceleration": return deceleration
        case "acceleration": return acceleration
        case "sharp": return sharp
        case "easeOutBack": return easeOutBack
        default: return nil
        }
    }

    /// The colour behind both screens while they move (Hero's `containerColor`).
    public static let containerColor = Color.black
    /// The shadow the moving screen of push, pull, cover, uncover, pageIn and pageOut carries:
    /// black, radius 5, no offset, at this opacity when fully on screen.
    public static let shadowOpacity = 0.5
    public static let shadowRadius = 5.0
    /// The black overlay on the screen that stays behind (push, pull, cover, uncover, pageIn, pageOut).
    public static let overlayOpacity = 0.1
}
