import FlipbookRender

/// What a layer shows, as one value: the model values a layer holds, or the presentation its
/// running animations make of them (`Layer.presentation()`), which is what is drawn.
struct LayerState {
    var position: Point
    var bounds: Rect
    var transform: AffineTransform = .identity
    /// The full `CALayer.transform` when it is not affine (then `transform` holds its affine
    /// part, for `frame`); nil otherwise (Layer+Transform3D.swift).
    var transform3D: Transform3D?
    /// `CALayer.sublayerTransform`, applied about the anchor point to every sublayer.
    var sublayerTransform: Transform3D = .identity
    /// `CALayer.isDoubleSided`: false draws nothing while the layer faces away.
    var isDoubleSided = true
    var opacity: Double = 1
    var isHidden = false
    var backgroundColor: Color?
    var cornerRadius: Double = 0
    var borderWidth: Double = 0
    var borderColor: Color = .black
    var masksToBounds = false
    var shadow = LayerShadow()
    /// The point of the bounds, in unit coordinates, that sits at `position` and that the
    /// transform turns about (`CALayer.anchorPoint`, default (0.5, 0.5)).
    var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Orders siblings: a larger value draws above (`CALayer.zPosition`).
    var zPosition: Double = 0
    /// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`, all by default).
    var maskedCorners: RectCorners = .all
    var cornerCurve: CornerCurve = .circular
    /// `CAShapeLayer.strokeStart`/`strokeEnd`, here so animations move them as any layer property.
    var strokeStart: Double = 0
    var strokeEnd: Double = 1
    /// `CAShapeLayer.path`'s outline, and `CAGradientLayer.colors`/`locations`, here for the same
    /// reason: `CABasicAnimation(keyPath: "path")`, `"colors"` and `"locations"` move them.
    var path: Shape?
    var gradientColors: [Color] = []
    var gradientLocations: [Double]?

    /// Maps the layer's bounds coordinates to its superlayer's: to the anchor-relative space,
    /// then the transform (about the anchor point), then onto `position`.
    var transformToSuperlayer: AffineTransform {
        AffineTransform(translationX: -(bounds.minX + bounds.width * anchorPoint.x), y: -(bounds.minY + bounds.height * anchorPoint.y))
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// The bounding box of the transformed bounds in the superlayer, as UIKit reports a frame.
    var frame: Rect {
        let local = Rect(x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height)
        let r = transform.isIdentity ? local : transform.apply(to: local)
        return Rect(x: position.x + r.minX, y: position.y + r.minY, width: r.width, height: r.height)
    }

    /// Where `position` goes for the layer to fill `frame` (with an identity transform).
    func position(filling frame: Rect) -> Point {
        Point(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
    }

    /// The outline the background fills and masks clip to: the bounds, rounded by the corner
    /// radius at the masked corners along the chosen curve.
    var outline: Shape { roundedOutline(bounds, radius: cornerRadius) }

    /// `rect` rounded as this layer rounds its bounds: the display list's own rounded rectangle
    /// for the common case (every corner, circular), a path otherwise.
    func roundedOutline(_ rect: Rect, radius: Double) -> Shape {
        guard radius > 0, !maskedCorners.isEmpty else { return .rect(rect) }
        if maskedCorners == .all && cornerCurve == .circular { return .roundedRect(rect, radius: radius) }
        var p = Path()
        p.addRoundedRect(rect, radii: Size(width: radius, height: radius), corners: maskedCorners, curve: cornerCurve)
        return .path(p, fillRule: .nonZero)
    }

    /// The border's stroke: centred half its width inside the bounds, its corners following the outline's.
    var borderOp: DrawOp? {
        guard borderWidth > 0, borderColor.alpha > 0 else { return nil }
        let w = borderWidth
        // Not `insetBy`: a border wider than the view gives Foundation's null rectangle there.
        let inner = Rect(x: bounds.minX + w / 2, y: bounds.minY + w / 2, width: bounds.width - w, height: bounds.height - w)
        return .stroke(roundedOutline(inner, radius: cornerRadius > 0 ? max(0, cornerRadius - w / 2) : 0), borderColor, width: w)
    }
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
