import FlipbookRender

/// The layer properties animations move, each with its value, as Core Animation's animatable
/// layer properties (a view's `center` is its layer's `position`, its `alpha` the `opacity`).
package enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius
    case borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset, shadowColor
    /// `CAShapeLayer`'s: the part of the path stroked.
    case strokeStart, strokeEnd
    /// `CAShapeLayer.path`, and `CAGradientLayer`'s `colors` and `locations`.
    case path, gradientColors, gradientLocations

    /// Core Animation's key path for the property, the key its animation runs under on a layer.
    package var keyPath: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "opacity"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .shadowColor: "shadowColor"
        case .strokeStart: "strokeStart"
        case .strokeEnd: "strokeEnd"
        case .path: "path"
        case .gradientColors: "colors"
        case .gradientLocations: "locations"
        }
    }

    func read(_ state: LayerState) -> AnimatableValue {
        switch self {
        case .center: .point(state.position)
        case .bounds: .rect(state.bounds)
        case .transform: .transform(state.transform)
        case .alpha: .number(state.opacity)
        case .backgroundColor: .color(state.backgroundColor ?? Color.clear)
        case .cornerRadius: .number(state.cornerRadius)
        case .borderWidth: .number(state.borderWidth)
        case .borderColor: .color(state.borderColor)
        case .shadowOpacity: .number(state.shadow.opacity)
        case .shadowRadius: .number(state.shadow.radius)
        case .shadowOffset: .point(Point(x: state.shadow.offset.width, y: state.shadow.offset.height))
        case .shadowColor: .color(state.shadow.color ?? Color.clear)
        case .strokeStart: .number(state.strokeStart)
        case .strokeEnd: .number(state.strokeEnd)
        case .path: .shape(state.path ?? .path(Path(), fillRule: .nonZero))
        case .gradientColors: .colors(state.gradientColors)
        // Locations left out spread the colours evenly, as they are drawn.
        case .gradientLocations: .numbers(state.gradientLocations ?? Self.evenLocations(state.gradientColors.count))
        }
    }

    func write(_ value: AnimatableValue, to state: inout LayerState) {
        switch (self, value) {
        case (.center, .point(let p)): state.position = p
        case (.bounds, .rect(let r)): state.bounds = r
        case (.transform, .transform(let t)): state.transform = t
        case (.alpha, .number(let a)): state.opacity = a
        case (.backgroundColor, .color(let c)): state.backgroundColor = c
        case (.cornerRadius, .number(let r)): state.cornerRadius = r
        case (.borderWidth, .number(let w)): state.borderWidth = w
        case (.borderColor, .color(let c)): state.borderColor = c
        case (.shadowOpacity, .number(let o)): state.shadow.opacity = o
        case (.shadowRadius, .number(let r)): state.shadow.radius = r
        case (.shadowOffset, .point(let p)): state.shadow.offset = Size(width: p.x, height: p.y)
        case (.shadowColor, .color(let c)): state.shadow.color = c
        case (.strokeStart, .number(let f)): state.strokeStart = f
        case (.strokeEnd, .number(let f)): state.strokeEnd = f
        case (.path, .shape(let s)): state.path = s
        case (.gradientColors, .colors(let c)): state.gradientColors = c
        case (.gradientLocations, .numbers(let l)): state.gradientLocations = l
        default: break
        }
    }

    /// 0…1 in `count` even steps, as a gradient without locations spreads its colours.
    static func evenLocations(_ count: Int) -> [Double] {
        count < 2 ? Array(repeating: 0, count: count) : (0..<count).map { Double($0) / Double(count - 1) }
    }
}

/// A value of an animatable property, mixed as `Interpolatable` mixes it (a transform through
/// its decomposition, a colour per appearance).
package enum AnimatableValue: Equatable {
    case number(Double), point(Point), rect(Rect), transform(AffineTransform), color(Color)
    /// A gradient's colours, its locations, a shape layer's outline.
    case colors([Color]), numbers([Double]), shape(Shape)

    func interpolated(to end: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (self, end) {
        case let (.number(a), .number(b)): return .number(a.interpolated(to: b, t))
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, t))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, t))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, t))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, t))
        // Lists mix item by item; of different lengths, or paths of different elements, they
        // change at the end (Apple: "undefined" for paths that differ in their points; CHOSEN).
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, t) })
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0.interpolated(to: $1, t) })
        case let (.shape(a), .shape(b)):
            if let mixed = Path(a).interpolated(to: Path(b), t) { return .shape(.path(mixed, fillRule: .nonZero)) }
            return t < 1 ? self : end
        default: return t < 1 ? self : end
        }
    }
}
