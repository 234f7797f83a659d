import FlipbookRender

/// The layer properties animations move, each with its value, as Core Animation's animatable
/// layer properties (a view's `center` is its layer's `position`, its `alpha` the `opacity`).
package enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius

    /// Core Animation's key path for the property, the key its animation runs under on a layer.
    package var keyPath: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "opacity"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
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
        default: break
        }
    }
}

/// A value of an animatable property, mixed as `Interpolatable` mixes it (a transform through
/// its decomposition, a colour per appearance).
package enum AnimatableValue: Equatable {
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
