import Foundation

/// A 2-D affine transform with `CGAffineTransform`'s fields and conventions:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// As in UIKit, `translatedBy`/`scaledBy`/`rotated` apply the new operation *before* the
/// existing one (it is prepended), and `concatenating(t2)` applies `self` first, then `t2`.
///
/// ```swift
/// let icon = AffineTransform(scaleX: 0.64, y: 0.64)
/// let moved = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
/// moved.apply(to: Point(x: 1, y: 1))   // (12, 2)
/// ```
public struct AffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Rotation by `angle` radians; positive angles turn clockwise on screen (y points down), as in UIKit.
    public init(rotationAngle angle: Double) {
        let cs = angle.cosineValue, sn = angle.sineValue
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` first, then `t2`.
    public func concatenating(_ t2: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform collapses the plane (a zero scale).
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The axis-aligned bounding box of a transformed rectangle (`CGRect.applying`).
    public func apply(to r: Rect) -> Rect {
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

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
