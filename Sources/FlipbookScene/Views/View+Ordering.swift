import FlipbookRender

extension View {
    /// Inserts `view` just below `siblingSubview`, as `UIView.insertSubview(_:belowSubview:)`;
    /// on top when `siblingSubview` is not a subview.
    ///
    /// ```swift
    /// card.insertSubview(shadowView, belowSubview: contentView)
    /// ```
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        view.removeFromSuperview()
        guard let i = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: i)
    }

    /// Inserts `view` just above `siblingSubview`, as `UIView.insertSubview(_:aboveSubview:)`;
    /// on top when `siblingSubview` is not a subview.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        view.removeFromSuperview()
        guard let i = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }
}
