import FlipbookRender

/// A view's `layer.shadow…` settings, as `CALayer` has them (defaults included: black, opacity
/// 0, offset (0, −3), radius 3, no path).
struct LayerShadow {
    var color: Color? = .black
    var opacity: Double = 0
    var offset = Size(width: 0, height: -3)
    var radius: Double = 3
    var path: Shape?
}

/// UIKit's `view.layer`: the view's own drawing properties under their `CALayer` names. It holds
/// the view and reads and writes through to it, so `imageView.layer.cornerRadius = 20` sets the
/// view's corner radius.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.shadowColor = Color.black
/// card.layer.shadowOpacity = 0.3
/// card.layer.shadowOffset = Size(width: 0, height: 4)
/// card.layer.shadowRadius = 8
/// ```
public struct ViewLayer {
    public let view: View

    public var cornerRadius: Double {
        get { view.cornerRadius }
        nonmutating set { view.cornerRadius = newValue }
    }
    /// `masksToBounds` is the view's `clipsToBounds`; as in UIKit it also clips the shadow away.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }
    public var borderWidth: Double {
        get { view.borderWidth }
        nonmutating set { view.borderWidth = newValue }
    }
    /// Nil (as in UIKit) draws no border.
    public var borderColor: Color? {
        get { view.borderColor }
        nonmutating set { view.borderColor = newValue ?? .clear }
    }
    public var backgroundColor: Color? {
        get { view.backgroundColor }
        nonmutating set { view.backgroundColor = newValue }
    }
    public var opacity: Float {
        get { Float(view.alpha) }
        nonmutating set { view.alpha = Double(newValue) }
    }
    public var shadowColor: Color? {
        get { view.layerShadow.color }
        nonmutating set { view.layerShadow.color = newValue }
    }
    /// 0…1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float {
        get { Float(view.layerShadow.opacity) }
        nonmutating set { view.layerShadow.opacity = Double(newValue) }
    }
    public var shadowOffset: Size {
        get { view.layerShadow.offset }
        nonmutating set { view.layerShadow.offset = newValue }
    }
    /// The blur radius in points (a Gaussian of σ = radius/2).
    public var shadowRadius: Double {
        get { view.layerShadow.radius }
        nonmutating set { view.layerShadow.radius = newValue }
    }
    /// The shadow's shape in the view's bounds; nil (the default) shadows what the view and its
    /// subviews draw, as UIKit does: text casts a text-shaped shadow, a transparent view none.
    /// That content is taken within the view's bounds (plus the blur).
    public var shadowPath: Shape? {
        get { view.layerShadow.path }
        nonmutating set { view.layerShadow.path = newValue }
    }
}

public extension View {
    /// The view's drawing properties under `CALayer`'s names (see `ViewLayer`).
    var layer: ViewLayer { ViewLayer(view: self) }

    /// The shadow op for this view's layer, if it casts one.
    internal func shadowOp(outline: Shape) -> DrawOp? {
        let s = layerShadow
        guard let color = s.color, s.opacity > 0, color.alpha > 0, s.radius.isFinite, s.radius >= 0 else { return nil }
        let alpha = color.alpha * min(1, s.opacity)
        return .shadow(Shadow(shape: s.path ?? outline, color: color.withAlpha(alpha), offset: s.offset, radius: s.radius,
                              fromContent: s.path == nil))
    }
}
