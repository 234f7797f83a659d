/// A blurred shadow drawn under a view's content, as Core Animation draws a layer's shadow:
/// `shape` (in the group's coordinates) moved by `offset`, filled with `color` and blurred by a
/// Gaussian whose standard deviation is `radius / 2` points (`CALayer.shadowRadius`).
public struct Shadow: Sendable, Hashable {
    public var shape: Shape
    /// The colour with the layer's `shadowOpacity` already multiplied into its alpha.
    public var color: Color
    public var offset: Size
    public var radius: Double

    public init(shape: Shape, color: Color, offset: Size, radius: Double) {
        self.shape = shape; self.color = color; self.offset = offset; self.radius = radius
    }
}
