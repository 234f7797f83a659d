import Foundation

/// A projective map of the plane, 3×3, row vectors as `CATransform3D` has them: a point maps as
/// `[x y 1] · H = [X Y W]` to (X/W, Y/W). What a layer's 3D transform does to its flat content
/// (`Transform3D.flattened`); an affine transform is the case m13 = m23 = 0, m33 = 1.
///
/// ```swift
/// let h = Homography(AffineTransform(translationX: 10, y: 0))
/// h.apply(to: Point(x: 1, y: 2))   // (11, 2)
/// ```
public struct Homography: Sendable, Hashable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The affine transform it is, when it is one (scaled so m33 = 1).
    public var affine: AffineTransform? {
        guard m13 == 0, m23 == 0, m33 != 0 else { return nil }
        return AffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `self` first, then `other`.
    public func concatenating(_ o: Homography) -> Homography {
        Homography(m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
                   m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
                   m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
                   m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
                   m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
                   m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, nil when the plane is flattened to a line.
    public var inverse: Homography? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-15 else { return nil }
        return Homography(m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
                          m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
                          m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }

    /// W for `p`: positive in front of the eye, zero or below at and behind it.
    public func w(at p: Point) -> Double { p.x * m13 + p.y * m23 + m33 }

    public func apply(to p: Point) -> Point {
        let w = w(at: p)
        return Point(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }
}

/// A group drawn aside and warped onto its parent by a projective map: a layer whose 3D
/// transform is not affine (Cairo draws affine maps only). Its content is drawn in
/// `extent` (points, from the origin) and `homography` takes those points to the parent's.
public struct Projection: Sendable, Hashable {
    public var homography: Homography
    public var extent: Size

    public init(homography: Homography, extent: Size) {
        self.homography = homography; self.extent = extent
    }
}
