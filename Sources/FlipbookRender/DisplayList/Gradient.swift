/// A colour ramp painted over an area, as Core Animation's `CAGradientLayer` and Core Graphics'
/// `CGGradient` draw one. Coordinates are in the drawing group's space, mapped through
/// `transform` first (so an elliptical radial gradient is a circular one, scaled).
///
/// ```swift
/// // A caption scrim: clear at the top of a 200 × 80 area, 60 % black at its bottom.
/// let scrim = Gradient(kind: .axial(start: Point(x: 0, y: 0), end: Point(x: 0, y: 80)),
///                      stops: [.init(color: .clear, location: 0), .init(color: .black.withAlpha(0.6), location: 1)])
/// ops.append(.gradient(scrim, .rect(Rect(x: 0, y: 0, width: 200, height: 80))))
/// ```
public struct Gradient: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public var color: Color
        /// 0…1 along the gradient.
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    public enum Kind: Sendable, Hashable {
        /// Colour varies along the line from `start` to `end`; constant across it.
        case axial(start: Point, end: Point)
        /// Between two circles, as `CGContext.drawRadialGradient` (Core Animation's radial
        /// gradient is a circle of radius 0 to one of radius 1, stretched by `transform`).
        case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
        /// Colour varies with the angle about `center`, from `angle` (radians, 0 along +x,
        /// growing clockwise on screen) once round.
        case conic(center: Point, angle: Double)
    }

    public var kind: Kind
    /// In increasing location order (the builder sorts them).
    public var stops: [Stop]
    /// Maps the kind's coordinates into the group's.
    public var transform: AffineTransform
    /// Whether the end colours continue past the ends (`CAGradientLayer` always; `CGGradient`
    /// only with `.drawsBeforeStartLocation` / `.drawsAfterEndLocation`).
    public var extendsBefore: Bool
    public var extendsAfter: Bool

    public init(kind: Kind, stops: [Stop], transform: AffineTransform = .identity, extendsBefore: Bool = true, extendsAfter: Bool = true) {
        self.kind = kind; self.stops = stops; self.transform = transform
        self.extendsBefore = extendsBefore; self.extendsAfter = extendsAfter
    }

    /// Evenly spaced stops for `colors` (`CAGradientLayer.locations` left nil).
    public static func evenStops(_ colors: [Color]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(color: $0, location: 0) } }
        return colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(colors.count - 1)) }
    }

    /// The colour at `location` between the stops, linearly in unpremultiplied components, as
    /// `CGGradient` interpolates (and the conic mesh needs at its seams).
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for i in 1..<stops.count where location <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * t, green: a.color.green + (b.color.green - a.color.green) * t,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * t, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
        }
        return last.color
    }
}
