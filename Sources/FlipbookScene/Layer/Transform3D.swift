// Only the C math library (cos, sin): Foundation would bring its own AffineTransform.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookRender

/// A 4×4 transform with `CATransform3D`'s fields (`m11`…`m44`, row vectors: a point maps as
/// `[x y z 1] · M`, then x and y are divided by w), as `CALayer.transform`,
/// `CALayer.sublayerTransform` and layout attributes' `transform3D` carry it. Perspective is
/// `m34 = -1/d` (the eye d points in front of the layer's plane). An affine one is drawn as
/// vectors; any other is drawn by rendering the layer aside and warping it (Layer+Transform3D.swift).
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1 / 500                                   // perspective
/// t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)       // a card turned 45° about its vertical axis
/// card.layer.transform = t
/// ```
public struct Transform3D: Sendable, Hashable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// `CATransform3DMakeAffineTransform`: the affine transform in the x–y plane.
    public init(_ affine: AffineTransform) {
        self = .identity
        m11 = affine.a; m12 = affine.b; m21 = affine.c; m22 = affine.d; m41 = affine.tx; m42 = affine.ty
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// `CATransform3DMakeTranslation`.
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: `angle` radians about the axis (x, y, z),
    /// as Core Animation turns it (about z it is `CGAffineTransform(rotationAngle:)`: m12 = sin,
    /// m21 = −sin). A zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        m11 = c + k * x * x;     m12 = k * x * y + z * s; m13 = k * x * z - y * s
        m21 = k * x * y - z * s; m22 = c + k * y * y;     m23 = k * y * z + x * s
        m31 = k * x * z + y * s; m32 = k * y * z - x * s; m33 = c + k * z * z
    }

    /// `CATransform3DIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `CATransform3DIsAffine`: nothing reads or writes depth.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the x–y part, what Flipbook draws.
    public var affineTransform: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `CATransform3DConcat(self, other)`: `self` first, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return Transform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                           m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                           m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                           m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The inverse (`CATransform3DInvert`), nil when there is none.
    public var inverted: Transform3D? {
        var a = rows, r: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else { return nil }
            a.swapAt(col, pivot); r.swapAt(col, pivot)
            let p = a[col][col]
            for j in 0..<4 { a[col][j] /= p; r[col][j] /= p }
            for i in 0..<4 where i != col {
                let f = a[i][col]
                for j in 0..<4 { a[i][j] -= f * a[col][j]; r[i][j] -= f * r[col][j] }
            }
        }
        return Transform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                           m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                           m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                           m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The map of the z = 0 plane this transform makes once flattened (x and y over w, z
    /// dropped), as Core Animation flattens a layer into its superlayer's plane: rows and
    /// columns 1, 2 and 4.
    public var flattened: Homography {
        Homography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
}
