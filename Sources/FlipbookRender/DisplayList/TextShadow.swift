/// A shadow under text, as `NSShadow` (and `UILabel.shadowColor`/`shadowOffset`): the glyphs'
/// silhouette moved by `offset` (points, y down), blurred as Core Graphics blurs a shadow (a
/// Gaussian of σ = `blurRadius / 2`, as `Shadow` draws a layer's) and painted in `color` under
/// the text.
///
/// ```swift
/// run.shadow = TextShadow(offset: Size(width: 0, height: 2), blurRadius: 3, color: Color(white: 0, alpha: 0.5))
/// ```
public struct TextShadow: Sendable, Hashable {
    public var offset: Size
    public var blurRadius: Double
    public var color: Color

    public init(offset: Size, blurRadius: Double = 0, color: Color) {
        self.offset = offset; self.blurRadius = blurRadius; self.color = color
    }
}
