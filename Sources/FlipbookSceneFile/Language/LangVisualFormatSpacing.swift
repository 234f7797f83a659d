import FlipbookScene
/// What the standard-spacing dash means next to a superview edge, as in `|-[a]`
/// or `[a]-|`.
///
/// Apple's Auto Layout Guide documents the standard space as 8 points between
/// sibling views and 20 points between a view and its superview edge, which
/// is the default here. UIKit since iOS 8 instead relates such constraints to
/// the superview's layout margins with a zero constant; choose
/// `.layoutMargins` to get that (`view.leading == superview.margins.leading`).
enum VisualFormatEdgeSpacing: Sendable, Hashable {
    /// A fixed gap, in points, between the view and the superview edge.
    case points(Double)
    /// Pin to the superview's `margins` guide with no extra gap.
    case layoutMargins
}

extension ConstraintSpec {
    /// The standard space between sibling views for `[a]-[b]` (8 points).
    static let standardSpacing: Double = 8
    /// The standard space to a superview edge for `|-[a]` and `[a]-|` (20 points,
    /// Apple's documented value).
    static let standardSuperviewSpacing: Double = 20
    /// The item name used for the superview (`|`) in visual-format specs.
    static let superviewItem = "superview"
}
