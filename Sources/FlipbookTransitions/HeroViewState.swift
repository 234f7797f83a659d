import FlipbookScene

/// One animated view's look at an instant: centre and size (in the container's points for a
/// view that flies, its superview's otherwise), transform about its centre, opacity, corner
/// radius and background colour — the layer properties Hero animates.
///
/// ```swift
/// let a = HeroViewState(center: Point(x: 42, y: 140), size: Size(width: 52, height: 52), cornerRadius: 10)
/// var b = a; b.center = Point(x: 195, y: 220); b.size = Size(width: 160, height: 160)
/// a.interpolated(to: b, 0.5).size      // 106 × 106
/// ```
public struct HeroViewState: Sendable, Hashable {
    public var center: Point
    public var size: Size
    public var transform: AffineTransform
    public var alpha: Double
    public var cornerRadius: Double
    public var backgroundColor: Color?

    public init(center: Point, size: Size, transform: AffineTransform = .identity, alpha: Double = 1,
                cornerRadius: Double = 0, backgroundColor: Color? = nil) {
        self.center = center; self.size = size; self.transform = transform
        self.alpha = alpha; self.cornerRadius = cornerRadius; self.backgroundColor = backgroundColor
    }

    /// The frame before the transform (UIKit's frame of an untransformed view).
    public var frame: Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// `self` at 0, `other` at 1, property by property, through the one interpolation of view
    /// state (`Interpolatable`): the transform through its translation, rotation, scale and
    /// shear, as Core Animation does; the colour per appearance, a missing one counting as the
    /// other one made clear.
    public func interpolated(to other: HeroViewState, _ f: Double) -> HeroViewState {
        HeroViewState(center: center.interpolated(to: other.center, f),
                      size: size.interpolated(to: other.size, f),
                      transform: transform.interpolated(to: other.transform, f),
                      alpha: alpha.interpolated(to: other.alpha, f),
                      cornerRadius: cornerRadius.interpolated(to: other.cornerRadius, f),
                      backgroundColor: backgroundColor.interpolated(to: other.backgroundColor, f))
    }
}
