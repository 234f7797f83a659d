/// A blur of what lies behind a shape, as a `UIVisualEffectView` with a `UIBlurEffect` shows the
/// content under it: a Gaussian of σ = `radius` / 2 points (the shadow's blur), in the group's
/// coordinates. On a PDF page the blurred region is an image, rasterised at the page's density
/// (BackdropBlurPage.swift); everything else there stays vector.
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
