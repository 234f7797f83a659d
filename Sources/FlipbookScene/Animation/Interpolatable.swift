import FlipbookRender

/// A value an animation can take part of the way: `interpolated(to: end, f)` is `self` at 0 and
/// `end` at 1 (exactly), in between for 0 < f < 1, and beyond for a spring's overshoot. The one
/// interpolation of view state: `View.animate`, property animators and transitions (Hero's
/// flying views) all mix through these.
///
/// ```swift
/// AffineTransform.identity.interpolated(to: AffineTransform(rotationAngle: 3 * .pi / 4), 0.5)
/// // a 67.5° turn at scale 1
/// Color.red.interpolated(to: .label, 0.5)   // keeps a dark value: mixed with .label's white in dark
/// ```
public protocol Interpolatable {
    func interpolated(to end: Self, _ f: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to end: Double, _ f: Double) -> Double { self + (end - self) * f }
}

/// Geometry's components (`Point.x`, `Rect.width`) are Foundation's `CGFloat`s: they mix as `Double`s do.
extension CGFloat: Interpolatable {
    public func interpolated(to end: CGFloat, _ f: Double) -> CGFloat { CGFloat(Double(self).interpolated(to: Double(end), f)) }
}

extension Point: Interpolatable {
    public func interpolated(to end: Point, _ f: Double) -> Point {
        Point(x: x.interpolated(to: end.x, f), y: y.interpolated(to: end.y, f))
    }
}

extension Size: Interpolatable {
    public func interpolated(to end: Size, _ f: Double) -> Size {
        Size(width: width.interpolated(to: end.width, f), height: height.interpolated(to: end.height, f))
    }
}

extension Rect: Interpolatable {
    public func interpolated(to end: Rect, _ f: Double) -> Rect {
        Rect(origin: origin.interpolated(to: end.origin, f), size: size.interpolated(to: end.size, f))
    }
}

extension AffineTransform: Interpolatable {
    /// Through translation, rotation (the short way), scale and shear (`DecomposedTransform`), as
    /// Core Animation interpolates a layer's transform; the ends are the ends exactly.
    public func interpolated(to end: AffineTransform, _ f: Double) -> AffineTransform {
        if self == end || f == 0 { return self }
        if f == 1 { return end }
        return DecomposedTransform(self).interpolated(to: DecomposedTransform(end), f).transform
    }
}

extension Color: Interpolatable {
    /// Straight RGBA in each appearance: a semantic colour's light and dark values are mixed
    /// with the other end's light and dark values, so the mix still resolves per appearance. A
    /// clear end takes the other end's hue, so a fade to clear does not pass through black.
    public func interpolated(to end: Color, _ f: Double) -> Color {
        guard isDynamic || end.isDynamic else { return Self.mixKeepingHue(self, end, f) }
        return Color(light: Self.mixKeepingHue(resolved(for: .light), end.resolved(for: .light), f),
                     dark: Self.mixKeepingHue(resolved(for: .dark), end.resolved(for: .dark), f))
    }

    private static func mixKeepingHue(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let from = a.alpha == 0 ? b.withAlpha(0) : a, to = b.alpha == 0 ? a.withAlpha(0) : b
        return from.mixed(with: to, f)
    }
}

extension Optional: Interpolatable where Wrapped == Color {
    /// No colour counts as the other end made clear; none at both ends stays none.
    public func interpolated(to end: Color?, _ f: Double) -> Color? {
        switch (self, end) {
        case (nil, nil): return nil
        case let (a?, b?): return a.interpolated(to: b, f)
        case let (a?, nil): return a.interpolated(to: a.withAlpha(0), f)
        case let (nil, b?): return b.withAlpha(0).interpolated(to: b, f)
        }
    }
}
