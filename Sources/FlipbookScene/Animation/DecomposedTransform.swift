// Only the C math library (atan2, sin, cos): Foundation would bring its own AffineTransform.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookRender

/// An affine transform as the parts Core Animation interpolates separately: a scale with a
/// shear, then a rotation, then a translation. Mixing the parts, rather than the matrix's six
/// numbers, keeps a turning view its size: half of a 135° turn is a 67.5° turn at scale 1, where
/// mixing entries would shrink it to cos 67.5° ≈ 0.38 and back.
///
/// ```swift
/// let turn = DecomposedTransform(AffineTransform(rotationAngle: 3 * .pi / 4))
/// turn.angle    // 2.356…
/// turn.sx       // 1
/// ```
public struct DecomposedTransform: Sendable, Hashable {
    public var tx: Double, ty: Double
    /// Radians, in −π…π.
    public var angle: Double
    public var sx: Double, sy: Double
    /// How far the y axis leans along the x axis (0: none).
    public var shear: Double

    public init(tx: Double, ty: Double, angle: Double, sx: Double, sy: Double, shear: Double) {
        self.tx = tx; self.ty = ty; self.angle = angle; self.sx = sx; self.sy = sy; self.shear = shear
    }

    public init(_ t: AffineTransform) {
        tx = t.tx; ty = t.ty
        sx = (t.a * t.a + t.b * t.b).squareRoot()
        if sx == 0 {
            angle = 0; shear = 0; sy = t.d
            return
        }
        angle = atan2(t.b, t.a)
        shear = (t.a * t.c + t.b * t.d) / (sx * sx)
        sy = (t.a * t.d - t.b * t.c) / sx
        // A mirror image: flip the x scale rather than turn half round, as CSS's and WebKit's
        // decomposition do, so a flip animates through a zero width instead of spinning.
        if sy < 0, t.a < t.d {
            sx = -sx; sy = -sy
            angle += angle > 0 ? -.pi : .pi
        }
    }

    /// The transform the parts make.
    public var transform: AffineTransform {
        let cs = cos(angle), sn = sin(angle)
        // The x axis goes to sx·(cos, sin); the y axis to shear·sx·(cos, sin) + sy·(−sin, cos).
        return AffineTransform(a: sx * cs, b: sx * sn, c: shear * sx * cs - sy * sn, d: shear * sx * sn + sy * cs, tx: tx, ty: ty)
    }

    /// `self` at 0, `end` at 1, part by part; the rotation goes the short way round, as Core
    /// Animation turns (a turn from 170° to −170° passes 180°, not 0°).
    public func interpolated(to end: DecomposedTransform, _ f: Double) -> DecomposedTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        var turn = end.angle - angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return DecomposedTransform(tx: mix(tx, end.tx), ty: mix(ty, end.ty), angle: angle + turn * f,
                                   sx: mix(sx, end.sx), sy: mix(sy, end.sy), shear: mix(shear, end.shear))
    }
}
