import FlipbookRender

extension Layer {
    /// Core Animation's implicit animation of a layer of its own: once the layer has been drawn, a
    /// change of an animatable property runs from what is drawn to the new value over the current
    /// transaction's duration and timing, under the property's key path, unless the transaction
    /// disables actions (developer.apple.com/documentation/quartzcore/catransaction; the default
    /// curve (0.25, 0.1)(0.25, 1) is `CAMediaTimingFunctionName.default`). Before its first frame a
    /// layer has nothing drawn to animate from, so what is set shows at once, as on a device.
    func implicitlyAnimate(_ property: AnimatableProperty) {
        guard hasBeenDrawn, !Transaction.disableActions(), clockScene != nil else { return }
        let duration = Transaction.animationDuration()
        guard duration > 0 else { return }
        let animation = BasicAnimation(keyPath: property.keyPath)
        animation.fromValue = property.read(presentationState).anyValue
        animation.duration = duration
        animation.timingFunction = Transaction.animationTimingFunction() ?? MediaTimingFunction(name: .default)
        add(animation, forKey: property.keyPath)
    }
}

extension AnimatableValue {
    /// The value as app code would have given it (`fromValue`'s type).
    var anyValue: Any {
        switch self {
        case .number(let n): n
        case .point(let p): p
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c
        case .colors(let c): c
        case .numbers(let n): n
        case .shape(let shape): GraphicsPath(shape: shape)
        }
    }
}
