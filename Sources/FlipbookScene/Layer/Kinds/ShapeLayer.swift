import FlipbookRender

/// Core Animation's `CAShapeLayer`: draws a path in its bounds coordinates, filled then
/// stroked, above its background and below its sublayers. Defaults as Apple documents them:
/// opaque black fill, no stroke, a 1-point butt-capped, miter-joined line, miter limit 10,
/// the whole path stroked (developer.apple.com/documentation/quartzcore/cashapelayer).
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
/// ring.path = UIBezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 34, startAngle: -.pi / 2,
///                          endAngle: 3 * .pi / 2, clockwise: true).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 8
/// ring.lineCap = .round
/// ring.strokeEnd = 0.65          // 65 % of the ring, from 12 o'clock clockwise
/// view.layer.addSublayer(ring)
/// ```
open class ShapeLayer: Layer {
    /// The outline, copied when set (as Core Animation copies it).
    public var path: GraphicsPath? {
        get { modelState.path.map { GraphicsPath(shape: $0) } }
        set { modelState.path = newValue?.shape }
    }
    public var fillColor: Color? = .black
    public var fillRule: FillRule = .nonZero
    public var strokeColor: Color?
    public var lineWidth: Double = 1
    public var lineCap: StrokeStyle.Cap = .butt
    public var lineJoin: StrokeStyle.Join = .miter
    public var miterLimit: Double = 10
    /// Painted and unpainted lengths in points, alternately; nil strokes solid.
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase: Double = 0
    /// The part of the path stroked, as fractions of its length (0 and 1 by default); both
    /// animate (`CABasicAnimation(keyPath: "strokeEnd")`).
    public var strokeStart: Double {
        get { modelState.strokeStart }
        set { willChangeOwnLayer(.strokeStart); modelState.strokeStart = newValue }
    }
    public var strokeEnd: Double {
        get { modelState.strokeEnd }
        set { willChangeOwnLayer(.strokeEnd); modelState.strokeEnd = newValue }
    }

    /// The stroked part of the path, kept while the path and the cut stay the same, so an
    /// unchanged ring costs no measuring per frame.
    private var trimmed: (shape: Shape, start: Double, end: Double, path: Path)?

    public required init() { super.init() }

    private func strokedPath(_ shape: Shape, _ path: Path, from start: Double, to end: Double) -> Path {
        if let t = trimmed, t.start == start, t.end == end, t.shape == shape { return t.path }
        let cut = path.trimmed(from: start, to: end)
        trimmed = (shape, start, end, cut)
        return cut
    }

    override func appendContents(into ops: inout [DrawOp], state: LayerState) {
        // The outline as drawn now: an animation of `path` moves the state's, not the model's.
        guard let shape = state.path else { return }
        let path = Path(shape)
        if let fillColor, fillColor.alpha > 0 { ops.append(.fill(.path(path, fillRule: fillRule), fillColor)) }
        // The cut as drawn now: an animation of strokeEnd moves the state's, not the model's.
        let start = state.strokeStart.isFinite ? state.strokeStart : 0, end = state.strokeEnd.isFinite ? state.strokeEnd : 1
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, end > start else { return }
        let stroked = strokedPath(shape, path, from: start, to: end)
        let style = StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                                dash: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: lineDashPhase)
        ops.append(.strokePath(.path(stroked, fillRule: .nonZero), strokeColor, style))
    }
}
