/// A blur of what lies behind a shape, as a `UIVisualEffectView` with a `UIBlurEffect` shows the
/// content under it: a Gaussian of σ = `radius` / 2 points (the shadow's blur), in the group's
/// coordinates. Raster only: a PDF page draws the effect's tint without it.
///
/// ```swift
/// Group(transform: t, backdrop: BackdropBlur(shape: .rect(bar), radius: 30))
/// ```
public struct BackdropBlur: Sendable, Hashable {
    public var shape: Shape
    public var radius: Double

    public init(shape: Shape, radius: Double) {
        self.shape = shape
        self.radius = radius
    }
}
