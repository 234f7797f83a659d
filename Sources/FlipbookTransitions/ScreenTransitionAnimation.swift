import FlipbookScene

/// A transition between two screens as a pure value: for any time, both screens' poses.
/// `HeroTransitionAnimation` (Hero's defaults) and `UIKitTransitionAnimation` (UIKit's own,
/// when Hero is off) are the two kinds `ControllerHost` runs.
///
/// ```swift
/// let motion: any ScreenTransitionAnimation = UIKitTransitionAnimation(.push, containerSize: Size(width: 390, height: 844))
/// motion.frame(at: motion.duration / 2).to.translation
/// ```
public protocol ScreenTransitionAnimation: Sendable {
    /// Seconds; 0 when it cuts.
    var duration: Double { get }
    /// Both screens `time` seconds in (clamped to 0…duration).
    func frame(at time: Double) -> TransitionFrame
    /// Whether the outgoing screen is drawn over the incoming one.
    var fromOnTop: Bool { get }
    var fromCastsShadow: Bool { get }
    var toCastsShadow: Bool { get }
    /// Whether the poses' corner radii are applied to the screens (the sheet's card).
    var animatesCornerRadius: Bool { get }
}

extension HeroTransitionAnimation: ScreenTransitionAnimation {
    public var animatesCornerRadius: Bool { false }
}
