import FlipbookRender

/// What a layer shows, as one value: the model values a layer holds, or the presentation its
/// running animations make of them (`Layer.presentation()`), which is what is drawn.
struct LayerState {
    var position: Point
    var bounds: Rect
    var transform: AffineTransform = .identity
    var opacity: Double = 1
    var isHidden = false
    var backgroundColor: Color?
    var cornerRadius: Double = 0
    var borderWidth: Double = 0
    var borderColor: Color = .black
    var masksToBounds = false
    var shadow = LayerShadow()

    /// Maps the layer's bounds coordinates to its superlayer's: to the centre-relative space,
    /// then the transform (about the centre, as UIKit's anchor point of (0.5, 0.5)), then onto
    /// `position`.
    var transformToSuperlayer: AffineTransform {
        AffineTransform(translationX: -(bounds.minX + bounds.width / 2), y: -(bounds.minY + bounds.height / 2))
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// The bounding box of the transformed bounds in the superlayer, as UIKit reports a frame.
    var frame: Rect {
        let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let r = transform.isIdentity ? local : transform.apply(to: local)
        return Rect(x: position.x + r.minX, y: position.y + r.minY, width: r.width, height: r.height)
    }

    /// The outline the background fills and masks clip to: the bounds, rounded by the corner radius.
    var outline: Shape { cornerRadius > 0 ? .roundedRect(bounds, radius: cornerRadius) : .rect(bounds) }
}

/// A layer's `shadow…` settings, as `CALayer` has them (defaults included: black, opacity 0,
/// offset (0, −3), radius 3, no path).
struct LayerShadow {
    var color: Color? = .black
    var opacity: Double = 0
    var offset = Size(width: 0, height: -3)
    var radius: Double = 3
    var path: Shape?

    /// The shadow op for a layer whose outline is `outline`, if it casts one.
    func op(outline: Shape) -> DrawOp? {
        guard let color, opacity > 0, color.alpha > 0, radius.isFinite, radius >= 0 else { return nil }
        let alpha = color.alpha * min(1, opacity)
        return .shadow(Shadow(shape: path ?? outline, color: color.withAlpha(alpha), offset: offset, radius: radius,
                              fromContent: path == nil))
    }
}
