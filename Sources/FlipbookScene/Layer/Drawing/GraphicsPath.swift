import FlipbookRender

/// Core Graphics' `CGPath`: an immutable outline shared by reference, as a layer's
/// `shadowPath` or a shape layer's `path` takes it. Its value is `shape` (a `Path`, or one of
/// the display list's simple shapes when made from one).
///
/// ```swift
/// let outline = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
/// card.layer.shadowPath = outline
/// outline.boundingBox    // card.bounds
/// ```
///
/// A class, as Core Graphics' is, and not `Sendable`: it lives on the scene's side. A layer copies
/// its value (`shape`) when it is set, as Core Animation copies a path, so the display list never
/// sees one change.
open class GraphicsPath {
    /// What is drawn.
    public internal(set) var shape: Shape
    public var path: Path {
        if case .path(let p, _) = shape { return p }
        return Path(shape)
    }

    public init(shape: Shape) { self.shape = shape }
    public convenience init(path: Path) { self.init(shape: .path(path, fillRule: .nonZero)) }
    public convenience init() { self.init(path: Path()) }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: Rect, transform: UnsafePointer<AffineTransform>?) {
        if let t = transform?.pointee { var p = Path(); p.addRect(rect); self.init(path: p.applying(t)) } else { self.init(shape: .rect(rect)) }
    }
    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: Rect, transform: UnsafePointer<AffineTransform>?) {
        var p = Path(); p.addEllipse(in: rect)
        self.init(path: transform.map { p.applying($0.pointee) } ?? p)
    }
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: quarter-ellipse corners.
    public convenience init(roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: UnsafePointer<AffineTransform>?) {
        var p = Path(); p.addRoundedRect(rect, radii: Size(width: cornerWidth, height: cornerHeight))
        self.init(path: transform.map { p.applying($0.pointee) } ?? p)
    }

    /// The display list's shapes as paths (Flipbook's short forms: `layer.shadowPath = .rect(r)`).
    public static func rect(_ r: Rect) -> GraphicsPath { GraphicsPath(shape: .rect(r)) }
    public static func roundedRect(_ r: Rect, radius: Double) -> GraphicsPath { GraphicsPath(shape: .roundedRect(r, radius: radius)) }
    public static func ellipse(_ r: Rect) -> GraphicsPath { GraphicsPath(shape: .ellipse(r)) }

    /// Control points included, as Core Graphics documents `boundingBox`; `.null` when empty.
    public var boundingBox: Rect { path.isEmpty ? .null : path.bounds }
    /// Core Graphics leaves the control points out here; this box includes them (CHOSEN: the
    /// same as `boundingBox`, larger than Core Graphics' for curves).
    public var boundingBoxOfPath: Rect { boundingBox }
    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: Point { path.currentPoint ?? .zero }

    /// `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: Point, using rule: FillRule = .nonZero, transform: AffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, evenOdd: rule == .evenOdd)
    }

    /// `copy()`: an immutable path with the same outline.
    public func copy() -> GraphicsPath? { GraphicsPath(shape: shape) }
    /// `mutableCopy()`.
    public func mutableCopy() -> MutableGraphicsPath? { MutableGraphicsPath(path: path) }
    /// `copy(using:)`: the outline mapped by `transform`.
    public func copy(using transform: UnsafePointer<AffineTransform>?) -> GraphicsPath? {
        GraphicsPath(path: transform.map { path.applying($0.pointee) } ?? path)
    }
}

/// Core Graphics' `CGMutablePath`: a path built call by call.
///
/// ```swift
/// let tick = CGMutablePath()
/// tick.move(to: CGPoint(x: 4, y: 10))
/// tick.addLine(to: CGPoint(x: 8, y: 14))
/// tick.addLine(to: CGPoint(x: 16, y: 4))
/// shape.path = tick
/// ```
public final class MutableGraphicsPath: GraphicsPath {    private var building: Path {
        get { path }
        set { shape = .path(newValue, fillRule: .nonZero) }
    }


    public func move(to p: Point, transform: AffineTransform = .identity) { building.move(to: transform.apply(to: p)) }
    public func addLine(to p: Point, transform: AffineTransform = .identity) { building.addLine(to: transform.apply(to: p)) }
    public func addLines(between points: [Point], transform: AffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }
    public func addQuadCurve(to end: Point, control: Point, transform: AffineTransform = .identity) {
        building.addQuadCurve(to: transform.apply(to: end), control: transform.apply(to: control))
    }
    public func addCurve(to end: Point, control1: Point, control2: Point, transform: AffineTransform = .identity) {
        building.addCurve(to: transform.apply(to: end), control1: transform.apply(to: control1), control2: transform.apply(to: control2))
    }
    public func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
        var p = Path(); p.addRect(rect); building.append(p.applying(transform))
    }
    public func addRects(_ rects: [Rect], transform: AffineTransform = .identity) { for r in rects { addRect(r, transform: transform) } }
    public func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
        var p = Path(); p.addEllipse(in: rect); building.append(p.applying(transform))
    }
    public func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: AffineTransform = .identity) {
        var p = Path(); p.addRoundedRect(rect, radii: Size(width: cornerWidth, height: cornerHeight)); building.append(p.applying(transform))
    }
    /// `clockwise` in Core Graphics' y-up sense: on a UIKit (flipped) screen `clockwise: true`
    /// turns counter-clockwise, the opposite of `UIBezierPath`'s, as Apple's
    /// `CGContext.addArc` documentation says of flipped coordinates.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
                       transform: AffineTransform = .identity) {
        var p = Path()
        if let at = building.currentPoint, let back = transform.inverse { p.move(to: back.apply(to: at)) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: !clockwise)
        appendContinuing(p.applying(transform))
    }
    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double, transform: AffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }
    public func addArc(tangent1End: Point, tangent2End: Point, radius: Double, transform: AffineTransform = .identity) {
        guard let at = building.currentPoint, let back = transform.inverse else { return }
        var p = Path(); p.move(to: back.apply(to: at))
        p.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendContinuing(p.applying(transform))
    }
    public func addPath(_ other: GraphicsPath, transform: AffineTransform = .identity) { building.append(other.path.applying(transform)) }
    public func closeSubpath() { building.closeSubpath() }

    /// Appends `p`, whose first move repeats the current point, as a continuation.
    private func appendContinuing(_ p: Path) {
        var elements = p.elements[...]
        if building.currentPoint != nil, case .move = elements.first { elements = elements.dropFirst() }
        for e in elements { building.append(e) }
    }
}
