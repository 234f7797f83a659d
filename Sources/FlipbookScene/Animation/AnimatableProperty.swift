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

/// A value of an animatable property, interpolated component by component (a transform's six
/// numbers, a colour's straight RGBA), which is exact for the scales and translations the seeds
/// animate.
enum AnimatableValue: Equatable {
    case number(Double), point(Point), rect(Rect), transform(AffineTransform), color(Color)

    func interpolated(to end: AnimatableValue, _ t: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, end) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(AffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                              tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.color(a), .color(b)):
            // A clear end keeps the other end's hue, so fading to clear does not pass through black.
            let from = a.alpha == 0 ? b.withAlpha(0) : a, to = b.alpha == 0 ? a.withAlpha(0) : b
            return .color(from.mixed(with: to, t))
        default: return t < 1 ? self : end
        }
    }
}
