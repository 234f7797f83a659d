import FlipbookRender

/// Core Graphics' `CGContext` as a `draw(_:)` override meets it (`UIGraphicsGetCurrentContext()`):
/// it records what is drawn as display-list ops, in the view's bounds coordinates, so the drawing
/// stays vectors in a PDF and costs nothing per frame until `setNeedsDisplay()`. It keeps Core
/// Graphics' state (the CTM, colours, line style, alpha, clip) on a save/restore stack and a
/// current path that filling, stroking and clipping consume. The CTM starts as UIKit's: y down,
/// in points.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let ctx = UIGraphicsGetCurrentContext() else { return }
///     ctx.setFillColor(UIColor.systemBlue.cgColor)
///     ctx.addEllipse(in: rect.insetBy(dx: 4, dy: 4))
///     ctx.fillPath()
/// }
/// ```
public final class GraphicsContext {
    struct State {
        var ctm = AffineTransform.identity
        var fill: Color = .black
        var stroke: Color = .black
        var style = StrokeStyle()
        var alpha: Double = 1
        /// `setBlendMode`: how each later operation meets what is drawn (GraphicsContext+Compositing.swift).
        var blend: DrawBlendMode = .normal
        /// `setShadow`: the shadow each later operation casts; nil for none.
        var shadow: ContextShadow?
        /// Clip groups opened in this state (closed by the matching restore).
        var clipGroups = 0
    }

    /// What was drawn, in bounds coordinates; groups' transforms are relative (identity) until
    /// the display list places them.
    public private(set) var ops: [DrawOp] = []
    var state = State()
    private var saved: [State] = []
    /// The current path, in user space as built (points are mapped by the CTM when added, as
    /// Core Graphics does), so it is already in bounds coordinates.
    var path = Path()
    /// The area the drawing lands in, in bounds coordinates (the view's bounds, the renderer's
    /// size): a transparency layer's shadow is made no larger. Set by whoever makes the context.
    var canvas = Rect(x: 0, y: 0, width: 1024, height: 1024)

    public init() {}

    // MARK: State

    public func saveGState() { saved.append(state); state.clipGroups = 0 }
    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        for _ in 0..<state.clipGroups { ops.append(.endGroup) }
        state = previous
    }
    /// What was drawn so far with the clips still open closed, leaving the context as it is
    /// (`UIGraphicsImageRendererContext.currentImage`).
    var snapshotOps: [DrawOp] { ops + Array(repeating: .endGroup, count: saved.reduce(state.clipGroups) { $0 + $1.clipGroups }) }

    /// Closes what the drawing left open (clips never restored).
    func finish() {
        while !saved.isEmpty { restoreGState() }
        for _ in 0..<state.clipGroups { ops.append(.endGroup) }
        state.clipGroups = 0
    }

    public var ctm: AffineTransform { state.ctm }
    /// `CGContext.userSpaceToDeviceSpaceTransform`: here the CTM (the device is the view).
    public var userSpaceToDeviceSpaceTransform: AffineTransform { state.ctm }
    public func translateBy(x: Double, y: Double) { state.ctm = AffineTransform(translationX: x, y: y).concatenating(state.ctm) }
    public func scaleBy(x: Double, y: Double) { state.ctm = AffineTransform(scaleX: x, y: y).concatenating(state.ctm) }
    public func rotate(by angle: Double) { state.ctm = AffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    public func concatenate(_ t: AffineTransform) { state.ctm = t.concatenating(state.ctm) }

    public func setFillColor(_ c: Color) { state.fill = c }
    public func setStrokeColor(_ c: Color) { state.stroke = c }
    public func setLineWidth(_ w: Double) { state.style.width = w }
    public func setLineCap(_ cap: StrokeStyle.Cap) { state.style.cap = cap }
    public func setLineJoin(_ join: StrokeStyle.Join) { state.style.join = join }
    public func setMiterLimit(_ limit: Double) { state.style.miterLimit = limit }
    public func setLineDash(phase: Double, lengths: [Double]) { state.style.dash = lengths; state.style.dashPhase = phase }
    /// Multiplies the alpha of everything drawn after (per operation, as Core Graphics does).
    public func setAlpha(_ alpha: Double) { state.alpha = max(0, min(1, alpha.isFinite ? alpha : 1)) }

    // MARK: The current path (points mapped by the CTM as they are added)

    public func beginPath() { path = Path() }
    public func move(to p: Point) { path.move(to: state.ctm.apply(to: p)) }
    public func addLine(to p: Point) { path.addLine(to: state.ctm.apply(to: p)) }
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        path.addCurve(to: state.ctm.apply(to: end), control1: state.ctm.apply(to: control1), control2: state.ctm.apply(to: control2))
    }
    public func addQuadCurve(to end: Point, control: Point) {
        path.addQuadCurve(to: state.ctm.apply(to: end), control: state.ctm.apply(to: control))
    }
    public func closePath() { path.closeSubpath() }
    public func addRect(_ r: Rect) { var p = Path(); p.addRect(r); addUserPath(p) }
    public func addRects(_ rects: [Rect]) { for r in rects { addRect(r) } }
    public func addEllipse(in r: Rect) { var p = Path(); p.addEllipse(in: r); addUserPath(p) }
    /// Core Graphics' `clockwise` is y-up; in UIKit's flipped space it turns the other way
    /// on screen (see `MutableGraphicsPath.addArc`).
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var p = Path()
        if let at = path.currentPoint, let back = state.ctm.inverse { p.move(to: back.apply(to: at)) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasingAngle: !clockwise)
        addUserPath(p, continuing: true)
    }
    public func addArc(tangent1End: Point, tangent2End: Point, radius: Double) {
        guard let at = path.currentPoint, let back = state.ctm.inverse else { return }
        var p = Path(); p.move(to: back.apply(to: at))
        p.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        addUserPath(p, continuing: true)
    }
    public func addPath(_ p: GraphicsPath) { addUserPath(p.path) }
    public var isPathEmpty: Bool { path.isEmpty }
    public var boundingBoxOfPath: Rect { path.isEmpty ? .null : path.bounds }
    /// `currentPointOfPath`, in user space.
    public var currentPointOfPath: Point {
        guard let p = path.currentPoint else { return .zero }
        return state.ctm.inverse?.apply(to: p) ?? p
    }

    /// Adds a path built in user space; `continuing` drops its first move when there is a current point.
    private func addUserPath(_ p: Path, continuing: Bool = false) {
        var elements = p.applying(state.ctm).elements[...]
        if continuing, path.currentPoint != nil, case .move = elements.first { elements = elements.dropFirst() }
        for e in elements { path.append(e) }
    }

    // MARK: Recording

    /// A colour with the context's alpha applied.
    func faded(_ c: Color) -> Color { state.alpha < 1 ? c.withAlpha(c.alpha * state.alpha) : c }

    /// The stroke style in bounds coordinates: widths and dashes scaled by the CTM's (mean) scale.
    var deviceStyle: StrokeStyle {
        let t = state.ctm
        let s = abs(t.a * t.d - t.b * t.c).squareRoot()
        guard s != 1, s.isFinite, s > 0 else { return state.style }
        var style = state.style
        style.width *= s
        style.dash = style.dash.map { $0 * s }
        style.dashPhase *= s
        return style
    }

    func record(_ op: DrawOp) { ops.append(op) }
    func openClip(_ shape: Shape) { ops.append(.beginGroup(Group(transform: .identity, clip: shape))); state.clipGroups += 1 }
}
