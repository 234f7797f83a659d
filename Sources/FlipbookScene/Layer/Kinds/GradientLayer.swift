import FlipbookRender

/// Core Animation's `CAGradientLayer`: a colour ramp over its bounds (rounded by its corner
/// radius), above its background and below its sublayers. `startPoint` and `endPoint` are in
/// the unit square of the bounds, (0.5, 0) and (0.5, 1) by default, so the default runs top to
/// bottom (developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint). The end
/// colours continue past the ends.
/// - `.axial`: along the line from `startPoint` to `endPoint`.
/// - `.radial`: an ellipse centred on `startPoint` whose radii reach `endPoint`'s x and y
///   (Apple documents no geometry for radial and conic; this is the behaviour apps rely on:
///   CHOSEN from it). An end point level with the centre on one axis gives a circle.
/// - `.conic`: round `startPoint`, beginning in the direction of `endPoint` and turning
///   clockwise on screen (CHOSEN likewise); drawn as a mesh of wedges (CairoPainter+Gradient).
///
/// ```swift
/// let scrim = CAGradientLayer()
/// scrim.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
/// scrim.frame = caption.bounds
/// caption.layer.insertSublayer(scrim, at: 0)
/// ```
open class GradientLayer: Layer {
    /// `CAGradientLayerType`.
    public enum Kind: String, Sendable, Hashable { case axial, radial, conic }

    /// The colours (`CGColor`s, i.e. `Color`s); other values are skipped. Nil draws nothing.
    public var colors: [Any]? {
        didSet { modelState.gradientColors = (colors ?? []).compactMap { $0 as? Color } }
    }
    /// Where each colour sits, 0…1, ascending; nil (or a count other than the colours') spreads
    /// them evenly, as Core Animation does.
    public var locations: [NSNumber]? {
        didSet { modelState.gradientLocations = locations.map { $0.map(\.doubleValue) } }
    }
    public var startPoint = Point(x: 0.5, y: 0)
    public var endPoint = Point(x: 0.5, y: 1)
    public var type: Kind = .axial

    public required init() { super.init() }

    /// The gradient drawn for `state` (its bounds, and the colours and locations an animation of
    /// `colors` or `locations` may be moving), if the colours make one.
    func gradient(for state: LayerState) -> Gradient? {
        let bounds = state.bounds
        let list = state.gradientColors
        guard !list.isEmpty else { return nil }
        var stops: [Gradient.Stop]
        if let locations = state.gradientLocations, locations.count == list.count {
            stops = zip(list, locations).map { Gradient.Stop(color: $0, location: $1.isFinite ? $1 : 0) }
            stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        } else {
            stops = Gradient.evenStops(list)
        }
        func place(_ p: Point) -> Point { Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        let start = place(startPoint), end = place(endPoint)
        switch type {
        case .axial:
            return Gradient(kind: .axial(start: start, end: end), stops: stops)
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            // An end point level with the centre gives one radius; the other is taken equal
            // to it, a circle (CHOSEN).
            if rx == 0 { rx = ry } else if ry == 0 { ry = rx }
            guard rx > 0, rx.isFinite, ry.isFinite else { return nil }
            return Gradient(kind: .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1), stops: stops,
                            transform: AffineTransform(scaleX: rx, y: ry).concatenating(AffineTransform(translationX: start.x, y: start.y)))
        case .conic:
            return Gradient(kind: .conic(center: start, angle: atan2(end.y - start.y, end.x - start.x)), stops: stops)
        }
    }

    override func appendContents(into ops: inout [DrawOp], state: LayerState) {
        guard state.bounds.width > 0, state.bounds.height > 0, let gradient = gradient(for: state) else { return }
        ops.append(.gradient(gradient, state.outline))
    }
}
