import FlipbookRender

/// The view properties animations move, each with its value, as Core Animation's animatable
/// layer properties.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius

    func read(_ view: View) -> AnimatableValue {
        switch self {
        case .center: .point(view.center)
        case .bounds: .rect(view.bounds)
        case .transform: .transform(view.transform)
        case .alpha: .number(view.alpha)
        case .backgroundColor: .color(view.backgroundColor ?? Color.clear)
        case .cornerRadius: .number(view.cornerRadius)
        }
    }

    func write(_ value: AnimatableValue, to view: View) {
        switch (self, value) {
        case (.center, .point(let p)): view.center = p
        case (.bounds, .rect(let r)): view.bounds = r
        case (.transform, .transform(let t)): view.transform = t
        case (.alpha, .number(let a)): view.alpha = a
        case (.backgroundColor, .color(let c)): view.backgroundColor = c
        case (.cornerRadius, .number(let r)): view.cornerRadius = r
        default: break
        }
    }
}

/// A value of an animatable property, mixed as `Interpolatable` mixes it (a transform through
/// its decomposition, a colour per appearance).
enum AnimatableValue: Equatable {
    case number(Double), point(Point), rect(Rect), transform(AffineTransform), color(Color)

    func interpolated(to end: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (self, end) {
        case let (.number(a), .number(b)): return .number(a.interpolated(to: b, t))
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, t))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, t))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, t))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, t))
        default: return t < 1 ? self : end
        }
    }
}
