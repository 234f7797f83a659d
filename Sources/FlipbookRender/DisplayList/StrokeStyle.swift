/// How a path's outline is stroked, as Core Graphics' line state and `CAShapeLayer`'s stroke
/// properties have it: width, caps, joins, miter limit and dashes.
///
/// ```swift
/// let dashed = StrokeStyle(width: 2, cap: .round, dash: [6, 3])
/// ops.append(.strokePath(.path(ring, fillRule: .nonZero), .systemBlue, dashed))
/// ```
public struct StrokeStyle: Sendable, Hashable {
    /// `CGLineCap` / `CAShapeLayerLineCap`.
    public enum Cap: String, Sendable, Hashable { case butt, round, square }
    /// `CGLineJoin` / `CAShapeLayerLineJoin`.
    public enum Join: String, Sendable, Hashable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    /// Core Graphics' and Core Animation's default is 10.
    public var miterLimit: Double
    /// Lengths of painted and unpainted stretches, alternately, in points; empty draws solid.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }

    /// How far the stroke can reach past the path's control box, in points: half the width,
    /// times the miter limit where joins may spike (or √2 for square caps).
    var reach: Double {
        let half = abs(width.isFinite ? width : 0) / 2
        let spike = join == .miter ? max(1, min(miterLimit.isFinite ? miterLimit : 10, 1e4)) : 1
        return half * max(spike, cap == .square ? 2.0.squareRoot() : 1)
    }
}

/// Which points a path with crossing or nested subpaths fills (`CAShapeLayerFillRule`,
/// `CGPathFillRule`).
public enum FillRule: String, Sendable, Hashable {
    case nonZero, evenOdd
}
