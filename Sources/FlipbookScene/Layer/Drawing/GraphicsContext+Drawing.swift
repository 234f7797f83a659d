import FlipbookRender

/// `CGPathDrawingMode`.
public enum PathDrawingMode: Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// `CGGradient`: colours at locations, drawn by `drawLinearGradient` and `drawRadialGradient`.
///
/// ```swift
/// let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
///                    colors: [UIColor.white.cgColor, UIColor.systemBlue.cgColor] as CFArray, locations: [0, 1])!
/// ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [])
/// ```
public final class ColorGradient {
    public let stops: [Gradient.Stop]

    /// `colors` are `CGColor`s (`Color`s); `locations` nil spreads them evenly. Nil when no
    /// colour is given, as Core Graphics returns nil.
    public init?(colorsSpace: ColorSpace?, colors: [Any], locations: UnsafePointer<Double>?) {
        let list = colors.compactMap { $0 as? Color }
        guard !list.isEmpty else { return nil }
        if let locations {
            stops = list.enumerated().map { Gradient.Stop(color: $0.element, location: locations[$0.offset]) }
                .sorted { $0.location < $1.location }
        } else {
            stops = Gradient.evenStops(list)
        }
    }
}

/// `CGColorSpace`: Flipbook draws in sRGB only; the value is accepted and not consulted.
public struct ColorSpace: Sendable, Hashable {
    public init() {}
    public static let sRGB = ColorSpace()
}

/// `CGGradientDrawingOptions`.
public struct GradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}

extension GraphicsContext {
    /// Fills the current path (non-zero winding unless `.evenOdd`) and clears it.
    public func fillPath(using rule: FillRule = .nonZero) {
        if !path.isEmpty, state.fill.alpha > 0 || state.blend.changesUncoveredDestination {
            let shape = Shape.path(path, fillRule: rule)
            emit([.fill(shape, faded(state.fill))], reach: path.bounds, coverage: shape)
        }
        path = Path()
    }
    /// `eoFillPath()`.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path with the line state and clears it.
    public func strokePath() {
        if !path.isEmpty, state.stroke.alpha > 0 || state.blend.changesUncoveredDestination {
            let style = deviceStyle
            // A miter reaches past half the width, at most miterLimit times it.
            let spread = Self.checked(style.width / 2 * max(1, min(style.miterLimit, 10)), lowest: 0)
            let reach = path.bounds.insetBy(dx: -spread, dy: -spread)
            emit([.strokePath(.path(path, fillRule: .nonZero), faded(state.stroke), style)], reach: reach, coverage: .rect(reach))
        }
        path = Path()
    }
    public func drawPath(using mode: PathDrawingMode) {
        let p = path
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke: fillPath(); path = p; strokePath()
        case .eoFillStroke: fillPath(using: .evenOdd); path = p; strokePath()
        }
    }
    public func fill(_ rect: Rect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [Rect]) { beginPath(); addRects(rects); fillPath() }
    public func fillEllipse(in rect: Rect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func stroke(_ rect: Rect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: Rect, width: Double) {
        saveGState(); setLineWidth(width); beginPath(); addRect(rect); strokePath(); restoreGState()
    }
    public func strokeEllipse(in rect: Rect) { beginPath(); addEllipse(in: rect); strokePath() }
    /// Pairs of points, each a separate segment.
    public func strokeLineSegments(between points: [Point]) {
        beginPath()
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        strokePath()
    }

    /// Intersects the clip with the current path and clears it.
    public func clip(using rule: FillRule = .nonZero) {
        openClip(.path(path, fillRule: rule))
        path = Path()
    }
    public func clip(to rect: Rect) { var p = Path(); p.addRect(rect); openClip(.path(p.applying(state.ctm), fillRule: .nonZero)) }
    public func clip(to rects: [Rect]) {
        var p = Path(); for r in rects { p.addRect(r) }
        openClip(.path(p.applying(state.ctm), fillRule: .nonZero))
    }

    /// Paints the gradient along `start`→`end` over the clip (the whole view's drawing when none).
    public func drawLinearGradient(_ gradient: ColorGradient, start: Point, end: Point, options: GradientDrawingOptions) {
        paint(Gradient(kind: .axial(start: start, end: end), stops: fadedStops(gradient), transform: state.ctm,
                       extendsBefore: options.contains(.drawsBeforeStartLocation), extendsAfter: options.contains(.drawsAfterEndLocation)))
    }
    public func drawRadialGradient(_ gradient: ColorGradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
                                   options: GradientDrawingOptions) {
        paint(Gradient(kind: .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
                       stops: fadedStops(gradient), transform: state.ctm,
                       extendsBefore: options.contains(.drawsBeforeStartLocation), extendsAfter: options.contains(.drawsAfterEndLocation)))
    }

    private func fadedStops(_ g: ColorGradient) -> [Gradient.Stop] { g.stops.map { Gradient.Stop(color: faded($0.color), location: $0.location) } }

    /// A gradient fills the clip; the recording's area is bounded by the view's clip at most,
    /// so a large rectangle stands for "everything" (CHOSEN: ±1e5 points).
    private func paint(_ g: Gradient) {
        emit([.gradient(g, .rect(Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)))], reach: canvas, coverage: .rect(canvas))
    }
}
