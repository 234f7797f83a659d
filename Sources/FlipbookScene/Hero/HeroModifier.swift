import FlipbookRender

/// One of Hero's modifiers (HeroTransitions/Hero `HeroModifier`): how a view that is not matched
/// by `hero.id` enters or leaves, or how a matched one travels. Set them on the view, usually on
/// the destination screen, as the seed's SDOSHero guide says:
///
/// ```swift
/// avatar.hero.id = "avatar-3"
/// avatar.hero.modifiers = [.arc(intensity: 1)]
/// caption.hero.modifiers = [.fade, .translate(x: 0, y: 40), .delay(0.05)]
/// ```
///
/// A transform-like modifier (scale, translate, rotate) is the state the view animates from when it
/// appears and to when it disappears, as in Hero. Views are 2D here, so Hero's z components have
/// no effect except `zPosition`, which orders the views that fly.
public enum HeroModifier: Sendable, Hashable {
    /// Opacity 0 at the far end of the transition.
    case fade
    /// The view's centre at the far end, in the container's points.
    case position(Point)
    /// The view's bounds size at the far end.
    case size(Size)
    case scale(x: Double, y: Double)
    case translate(x: Double, y: Double)
    /// Rotation about the view's centre, radians.
    case rotate(Double)
    case cornerRadius(Double)
    case opacity(Double)
    case zPosition(Double)
    /// Seconds before this view starts to move.
    case delay(Double)
    /// Seconds this view moves for; `.infinity` matches the longest animation (durationMatchLongest).
    case duration(Double)
    /// A cubic Bézier timing curve by its two control points (CAMediaTimingFunction's).
    case timingFunction(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring instead of a curve; Hero's string default is stiffness 250, damping 30.
    case spring(stiffness: Double, damping: Double)
    /// A curved path when the position changes: 1 bends downward (╰), -1 upward (╮).
    case arc(intensity: Double)
    /// Subviews start one after another, `delta` seconds apart.
    case cascade(delta: Double, direction: HeroCascadeDirection, delayMatchedViews: Bool)
    /// Animate from (or to) the view with this hero id, as if matched.
    case source(heroID: String)
    /// The view flies on its own in the container, not moved along with its superview.
    case useGlobalCoordinateSpace
    /// Subviews' own modifiers are ignored (all descendants when `recursive`).
    case ignoreSubviewModifiers(recursive: Bool)
    /// SDOSHero's `.autolayout` (Hero+Autolayout.swift, a patch for Hero issue 305): the view keeps
    /// the frame Auto Layout gave it while it animates. Flying views here are snapshots of the
    /// laid-out view, so it changes nothing; it is accepted so the seed's modifiers carry over.
    case autolayout
}

/// The order `cascade` starts subviews in (Hero's `CascadeDirection`).
public enum HeroCascadeDirection: Sendable, Hashable {
    case topToBottom, bottomToTop, leftToRight, rightToLeft
    case leadingToTrailing, trailingToLeading
    /// Outward from a point in the container, or inward to it.
    case radial(center: Point), inverseRadial(center: Point)
}
