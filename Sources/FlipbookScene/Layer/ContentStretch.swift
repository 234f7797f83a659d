import FlipbookRender

extension AffineTransform {
    /// Maps `from` onto `to`, stretching each axis: how a layer's contents follow its bounds when
    /// they are drawn at another size (`CALayer.contentsGravity`'s default, `.resize`), and how a
    /// Hero snapshot shows its source.
    ///
    /// ```swift
    /// AffineTransform.stretching(Rect(x: 0, y: 0, width: 100, height: 50), onto: Rect(x: 0, y: 0, width: 200, height: 50))
    /// // scales x by 2
    /// ```
    package static func stretching(_ from: Rect, onto to: Rect) -> AffineTransform {
        AffineTransform(translationX: -from.minX, y: -from.minY)
            .concatenating(AffineTransform(scaleX: to.width / from.width, y: to.height / from.height))
            .concatenating(AffineTransform(translationX: to.minX, y: to.minY))
    }
}
