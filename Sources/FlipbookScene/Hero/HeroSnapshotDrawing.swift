import FlipbookRender

extension View {
    /// Draw ops for this view's content and visible subviews (not its background, border or
    /// alpha), with `transform` mapping its bounds coordinates onto the canvas: what a snapshot of
    /// the view shows when drawn somewhere else, stretched as a picture is (Hero's flying views).
    /// Drawn even while the view itself is hidden.
    ///
    /// ```swift
    /// // inside a view's drawContent: the label's text, twice as wide, at this view's place
    /// ops += label.snapshotContentOps(transform: AffineTransform(scaleX: 2, y: 1).concatenating(transformToRoot))
    /// ```
    public func snapshotContentOps(transform: AffineTransform) -> [DrawOp] {
        var ops: [DrawOp] = []
        DisplayListBuilder.appendContent(of: self, transform: transform, into: &ops)
        return ops
    }
}
