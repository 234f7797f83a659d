import Foundation

/// A 2-D affine transform with `CGAffineTransform`'s fields, API and conventions (UIKit code
/// names it `CGAffineTransform`; Linux Foundation has none, and its own `AffineTransform`,
/// with `m11`…, is another type that this one shadows where FlipbookRender is imported):
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// As in Core Graphics, `translatedBy`/`scaledBy`/`rotated` apply the new operation *before*
/// the existing one (it is prepended), and `concatenating(t2)` applies `self` first, then `t2`.
///
/// ```swift
/// let icon = AffineTransform(scaleX: 0.64, y: 0.64)
/// let moved = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
/// Point(x: 1, y: 1).applying(moved)   // (12, 2)
/// ```
public struct AffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Rotation by `angle` radians; positive angles turn clockwise on screen (y points down), as in UIKit.
    /// Chosen: quarter turns are exact (cos 90° is 0, not 6e-17), so a turned image stays on the pixel grid.
    public init(rotationAngle angle: CGFloat) {
        let cs = Double(angle).cosineValue, sn = Double(angle).sineValue
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` first, then `t2`.
    public func concatenating(_ t2: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform collapses the plane (a zero scale).
    public var inverse: AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The inverse; a transform that has none is returned unchanged, as Core Graphics does
    /// (https://developer.apple.com/documentation/coregraphics/cgaffinetransforminvert(_:)).
    public func inverted() -> AffineTransform { inverse ?? self }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The axis-aligned bounding box of a transformed rectangle (`CGRect.applying`): the
    /// smallest rectangle holding the four transformed corners; the null rectangle stays null.
    public func apply(to r: Rect) -> Rect {
        if r.isNull { return r }
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// How traces and messages write a transform: `[a, b, c, d, tx, ty]`, `[2, 0, 0, 2, 0, 0]`.
    public var description: String {
        "[\([a, b, c, d, tx, ty].map { formatPoints($0) }.joined(separator: ", "))]"
    }
}

private extension Double {
    /// A whole number of quarter turns, 0...3, without converting the count itself to an Int
    /// (a huge angle from a caller would trap there).
    var quarterTurnIndex: Int {
        let r = truncatingRemainder(dividingBy: 4)   // in -3...3, exact for whole numbers
        return (Int(r) + 4) % 4
    }
    // Exact values at the quarter turns, so a 90° rotation maps pixels onto pixels.
    var cosineValue: Double {
        let q = self / (Double.pi / 2)
        if q.isFinite, q == q.rounded() { return [1, 0, -1, 0][q.quarterTurnIndex] }
        return cos(self)
    }
    var sineValue: Double {
        let q = self / (Double.pi / 2)
        if q.isFinite, q == q.rounded() { return [0, 1, 0, -1][q.quarterTurnIndex] }
        return sin(self)
    }
}

// Core Graphics' spellings of applying a transform, for ported code:
// `rect.applying(CGAffineTransform(scaleX: 2, y: 2))`.
extension CGPoint {
    /// `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: AffineTransform) -> CGPoint { t.apply(to: self) }
}

extension CGSize {
    /// The size as a vector: the transform's translation does not apply, `(a·w + c·h, b·w + d·h)`
    /// (https://developer.apple.com/documentation/coregraphics/cgsizeapplyaffinetransform(_:_:)).
    public func applying(_ t: AffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners
    /// (https://developer.apple.com/documentation/coregraphics/cgrectapplyaffinetransform(_:_:)).
    public func applying(_ t: AffineTransform) -> CGRect { t.apply(to: self) }
}
