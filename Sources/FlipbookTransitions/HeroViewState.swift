// Only the C math library (atan2, sin, cos): Foundation would bring its own AffineTransform.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// `self` at 0, `other` at 1, property by property; the transform is interpolated through its
    /// translation, rotation, scale and skew, as Core Animation does, and a missing colour counts
    /// as the other one made clear.
    public func interpolated(to other: HeroViewState, _ f: Double) -> HeroViewState {
        HeroViewState(center: Self.mix(center, other.center, f),
                      size: Size(width: Self.mix(size.width, other.size.width, f), height: Self.mix(size.height, other.size.height, f)),
                      transform: Self.mix(transform, other.transform, f),
                      alpha: Self.mix(alpha, other.alpha, f),
                      cornerRadius: Self.mix(cornerRadius, other.cornerRadius, f),
                      backgroundColor: Self.mix(backgroundColor, other.backgroundColor, f))
    }

    static func mix(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
    static func mix(_ a: Point, _ b: Point, _ f: Double) -> Point { Point(x: mix(a.x, b.x, f), y: mix(a.y, b.y, f)) }

    static func mix(_ a: Color?, _ b: Color?, _ f: Double) -> Color? {
        if a == nil && b == nil { return nil }
        let x = a ?? b!.withAlpha(0), y = b ?? a!.withAlpha(0)
        return Color(red: mix(x.red, y.red, f), green: mix(x.green, y.green, f), blue: mix(x.blue, y.blue, f), alpha: mix(x.alpha, y.alpha, f))
    }

    static func mix(_ a: AffineTransform, _ b: AffineTransform, _ f: Double) -> AffineTransform {
        if a == b { return a }
        let p = Decomposed(a), q = Decomposed(b)
        var turn = q.angle - p.angle
        // The shorter way round, as Core Animation turns.
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return Decomposed(tx: mix(p.tx, q.tx, f), ty: mix(p.ty, q.ty, f), angle: p.angle + turn * f,
                          sx: mix(p.sx, q.sx, f), sy: mix(p.sy, q.sy, f), skew: mix(p.skew, q.skew, f)).transform
    }

    /// An affine transform as a scale (with a skew), then a rotation, then a translation.
    struct Decomposed {
        var tx: Double, ty: Double, angle: Double, sx: Double, sy: Double, skew: Double

        init(tx: Double, ty: Double, angle: Double, sx: Double, sy: Double, skew: Double) {
            self.tx = tx; self.ty = ty; self.angle = angle; self.sx = sx; self.sy = sy; self.skew = skew
        }

        init(_ t: AffineTransform) {
            tx = t.tx; ty = t.ty
            sx = (t.a * t.a + t.b * t.b).squareRoot()
            if sx == 0 {
                angle = 0; skew = 0; sy = t.d
            } else {
                angle = atan2(t.b, t.a)
                skew = (t.a * t.c + t.b * t.d) / (sx * sx)
                sy = (t.a * t.d - t.b * t.c) / sx
            }
        }

        var transform: AffineTransform {
            let cs = cos(angle), sn = sin(angle)
            // The x axis goes to sx·(cos, sin); the y axis to skew·sx·(cos, sin) + sy·(−sin, cos).
            return AffineTransform(a: sx * cs, b: sx * sn, c: skew * sx * cs - sy * sn, d: skew * sx * sn + sy * cs, tx: tx, ty: ty)
        }
    }
}
