import FlipbookRender

extension View {
    /// The direction this view lays its content out in, as UIKit's
    /// `effectiveUserInterfaceLayoutDirection`: its scene's, or left to right off screen.
    var effectiveLayoutDirection: LayoutDirection { scene?.layoutDirection ?? .leftToRight }

    /// Marks this view and every view under it for `layoutSubviews`, as UIKit does when a trait
    /// that frame-placed content depends on changes (layout direction, content size category).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for sub in subviews { sub.setNeedsLayoutInSubtree() }
    }
}
