import FlipbookRender

extension ScrollView {
    /// The scroll view's frame, as `UIScrollView.frameLayoutGuide`: a view pinned to it stays put
    /// while the content scrolls; its width is the usual way to make content exactly as wide as
    /// the scroll view. https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    ///
    /// ```swift
    /// content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
    /// ```
    public var frameLayoutGuide: LayoutGuide { systemGuide(.scrollFrame, "frameLayoutGuide") }

    /// The content area, as `UIScrollView.contentLayoutGuide`: its origin is the content's; the
    /// size the constraints on it give it becomes `contentSize`.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    ///
    /// ```swift
    /// NSLayoutConstraint.activate([
    ///     content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
    ///     content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
    ///     content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
    ///     content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
    /// ])
    /// ```
    public var contentLayoutGuide: LayoutGuide { systemGuide(.scrollContent, "contentLayoutGuide") }
}
