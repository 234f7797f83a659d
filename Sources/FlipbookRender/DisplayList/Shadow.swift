/// A blurred shadow drawn under a view's content, as Core Animation draws a layer's shadow:
/// a mask moved by `offset`, filled with `color` and blurred by a Gaussian whose standard
/// deviation is `radius / 2` points (`CALayer.shadowRadius`). The mask is `shape` (a
/// `shadowPath`), or, when `fromContent`, the alpha of everything the group draws after this op
/// (the layer and its sublayers, as UIKit does without a path); `shape` then only bounds it.
public struct Shadow: Sendable, Hashable {
    public var shape: Shape
    public var fromContent: Bool
    /// The colour with the layer's `shadowOpacity` already multiplied into its alpha.
    public var color: Color
    public var offset: Size
    public var radius: Double

    public init(shape: Shape, color: Color, offset: Size, radius: Double, fromContent: Bool = false) {
        self.shape = shape; self.color = color; self.offset = offset; self.radius = radius
        self.fromContent = fromContent
    }
}
