import FlipbookRender

/// UIKit's `UIBezierPath`: a path with the line style it is stroked with, built call by call.
/// Angles are in radians from +x; `clockwise: true` turns clockwise on screen (y grows
/// downwards), as UIKit's does. `fill()` and `stroke()` draw into the current context of a
/// `draw(_:)` override (`UIGraphicsGetCurrentContext`).
///
/// ```swift
/// let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40,
///                         startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
/// progress.path = ring.cgPath
/// ring.contains(CGPoint(x: 50, y: 50))   // true: filling closes the arc
/// ```
open class BezierPath {
    /// The outline as built so far.
    public var path: Path
    public var lineWidth: Double = 1
    public var lineCapStyle: StrokeStyle.Cap = .butt
    public var lineJoinStyle: StrokeStyle.Join = .miter
    public var miterLimit: Double = 10
    /// Kept for API parity; curves are drawn by Cairo's own tolerance.
    public var flatness: Double = 0.6
    public var usesEvenOddFillRule = false
    private var dash: [Double] = []
    private var dashPhase: Double = 0

    public init() { path = Path() }
    public init(path: Path) { self.path = path }

    public convenience init(rect: Rect) { var p = Path(); p.addRect(rect); self.init(path: p) }
    public convenience init(ovalIn rect: Rect) { var p = Path(); p.addEllipse(in: rect); self.init(path: p) }
    /// Continuous corners, as UIKit's since iOS 7 (`CornerCurve.continuous` cites the shape).
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        var p = Path(); p.addRoundedRect(rect, radii: Size(width: cornerRadius, height: cornerRadius), curve: .continuous); self.init(path: p)
    }
    /// Only the chosen corners rounded. UIKit uses `cornerRadii.width` for both radii (a
    /// long-standing observation, not documented; CHOSEN to match).
    public convenience init(roundedRect rect: Rect, byRoundingCorners corners: RectCorners, cornerRadii: Size) {
        var p = Path()
        p.addRoundedRect(rect, radii: Size(width: cornerRadii.width, height: cornerRadii.width), corners: corners, curve: .continuous)
        self.init(path: p)
    }
    public convenience init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var p = Path(); p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
        self.init(path: p)
    }
    public convenience init(cgPath: GraphicsPath) { self.init(path: cgPath.path) }

    /// The outline as Core Graphics' path (a copy: later changes here do not show there).
    public var cgPath: GraphicsPath {
        get { GraphicsPath(shape: .path(path, fillRule: usesEvenOddFillRule ? .evenOdd : .nonZero)) }
        set { path = newValue.path }
    }

    public func move(to p: Point) { path.move(to: p) }
    public func addLine(to p: Point) { path.addLine(to: p) }
    public func addQuadCurve(to end: Point, controlPoint: Point) { path.addQuadCurve(to: end, control: controlPoint) }
    public func addCurve(to end: Point, controlPoint1: Point, controlPoint2: Point) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: clockwise)
    }
    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = Path() }
    public func append(_ other: BezierPath) { path.append(other.path) }
    /// A new path drawn the other way round (`reversing()`).
    public func reversing() -> BezierPath { copyStyle(to: BezierPath(path: path.reversed())) }
    public func apply(_ transform: AffineTransform) { path = path.applying(transform) }
    /// Control points included, as UIKit documents `bounds`; `.null` when empty.
    public var bounds: Rect { path.isEmpty ? .null : path.bounds }
    public var currentPoint: Point { path.currentPoint ?? .zero }
    public var isEmpty: Bool { path.isEmpty }
    public func contains(_ point: Point) -> Bool { path.contains(point, evenOdd: usesEvenOddFillRule) }

    /// `setLineDash(_:count:phase:)`: the first `count` lengths of `pattern`.
    public func setLineDash(_ pattern: UnsafePointer<Double>?, count: Int, phase: Double) {
        guard let pattern, count > 0 else { dash = []; dashPhase = 0; return }
        dash = Array(UnsafeBufferPointer(start: pattern, count: count)); dashPhase = phase
    }
    /// Swift's array form of the same (`path.setLineDash([4, 2], count: 2, phase: 0)`).
    public func setLineDash(_ pattern: [Double], count: Int, phase: Double) {
        dash = Array(pattern.prefix(max(0, count))); dashPhase = phase
    }
    /// The dash pattern and phase set.
    public var lineDash: (pattern: [Double], phase: Double) { (dash, dashPhase) }

    /// The stroke this path's line properties make.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit, dash: dash, dashPhase: dashPhase)
    }
    /// The fill shape, with the path's fill rule.
    public var fillShape: Shape { .path(path, fillRule: usesEvenOddFillRule ? .evenOdd : .nonZero) }

    private func copyStyle(to other: BezierPath) -> BezierPath {
        other.lineWidth = lineWidth; other.lineCapStyle = lineCapStyle; other.lineJoinStyle = lineJoinStyle
        other.miterLimit = miterLimit; other.usesEvenOddFillRule = usesEvenOddFillRule
        other.dash = dash; other.dashPhase = dashPhase
        return other
    }
}
