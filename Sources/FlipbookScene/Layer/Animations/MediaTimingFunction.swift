import FlipbookMotion

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) by two control points, by name
/// or by hand. The named ones are Apple's (developer.apple.com/documentation/quartzcore/camediatimingfunctionname):
/// linear (0, 0)(1, 1), easeIn (0.42, 0)(1, 1), easeOut (0, 0)(0.58, 1),
/// easeInEaseOut (0.42, 0)(0.58, 1), default (0.25, 0.1)(0.25, 1).
///
/// ```swift
/// pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// let snappy = CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)
/// ```
public final class MediaTimingFunction {
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    let curve: CubicBezierCurve

    public init(name: Name) {
        switch name {
        case .easeIn: curve = CubicBezierCurve(0.42, 0, 1, 1)
        case .easeOut: curve = CubicBezierCurve(0, 0, 0.58, 1)
        case .easeInEaseOut: curve = CubicBezierCurve(0.42, 0, 0.58, 1)
        case .default: curve = CubicBezierCurve(0.25, 0.1, 0.25, 1)
        default: curve = CubicBezierCurve(0, 0, 1, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Control point `index` (0: (0, 0), 1 and 2: the two given, 3: (1, 1)) into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(index) else { return }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }

    /// The eased fraction at linear time `t` (0…1).
    func value(at t: Double) -> Double { curve.value(at: t) }
}
