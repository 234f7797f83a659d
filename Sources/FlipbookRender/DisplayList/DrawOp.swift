/// One drawing command. Shapes, text and images are in the coordinate space of the innermost
/// open group, whose transform maps them to the canvas (in points).
public enum DrawOp: Sendable {
    /// Opens a group: sets its transform, clips, and (when opacity < 1) composites everything up
    /// to the matching `endGroup` once, as a layer with group opacity does.
    case beginGroup(Group)
    case endGroup
    case fill(Shape, Color)
    /// Strokes the shape's outline centred on the path, `width` points wide.
    case stroke(Shape, Color, width: Double)
    case text(TextRun)
    /// Draws an image into `rect` (the view's bounds) according to `mode`.
    case image(ImageRef, rect: Rect, mode: ContentMode)
    /// A layer shadow, drawn before the view's background (Shadow.swift).
    case shadow(Shadow)
    /// Strokes the shape's outline with a full line style: caps, joins, miter limit, dashes
    /// (a `CAShapeLayer`'s stroke, a `UIBezierPath`'s `stroke()`).
    case strokePath(Shape, Color, StrokeStyle)
    /// Fills the shape with a gradient (a `CAGradientLayer`'s bounds, a clipped `CGGradient`).
    case gradient(Gradient, Shape)
    /// Opens a masked section (a layer with a `mask`): what follows up to `beginMask` is the
    /// content; what follows `beginMask` up to `endMasked` is drawn only for its alpha, which
    /// then scales the content's, as Core Animation applies a mask layer. Sections nest, and the
    /// groups inside each part are balanced.
    case beginMasked
    case beginMask
    case endMasked
}

/// A layer of the display list: one per view.
public struct Group: Sendable {
    /// Absolute: maps this group's coordinates to canvas points (not relative to the parent group).
    public var transform: AffineTransform
    /// 0...1; below 1 the group is drawn offscreen and composited once.
    public var opacity: Double
    /// Clips the group's content, in the group's coordinates.
    public var clip: Shape?
    /// Set for a layer with a perspective (non-affine) transform: the group's content is drawn
    /// offscreen, in the projection's extent (its `transform` is then absolute in that offscreen
    /// space, as are its inner groups'), and warped onto the canvas by the homography: raster in
    /// PDF too. Nil for every other group.
    public var projection: Projection?
    /// How the group's content meets what is under it (`GroupBlend`); `.normal` for every
    /// group but a cross-dissolve's two.
    public var blend: GroupBlend = .normal
    /// Set for a `UIVisualEffectView`'s group: what is already drawn under `backdrop.shape` is
    /// blurred before the group's content draws (BackdropBlur.swift); nil for every other group.
    public var backdrop: BackdropBlur?

    public init(transform: AffineTransform, opacity: Double = 1, clip: Shape? = nil, projection: Projection? = nil,
                blend: GroupBlend = .normal, backdrop: BackdropBlur? = nil) {
        self.transform = transform; self.opacity = opacity; self.clip = clip; self.projection = projection
        self.blend = blend; self.backdrop = backdrop
    }
}

/// How a group is composited. A cross-dissolve (`UIView.transition` with
/// `.transitionCrossDissolve`) is the sum of the old picture at 1 − p and the new at p: an
/// `.isolated` group holding the old one and an `.adding` one, so where both are opaque the
/// result stays opaque all the way (drawing one over the other would let the backdrop show
/// half-way through), and where only one draws it simply fades.
public enum GroupBlend: Sendable, Hashable {
    /// Drawn straight onto the parent, or composited once at its opacity when below 1.
    case normal
    /// Always drawn offscreen and composited once, so `.adding` groups inside it add onto its
    /// own content only, not onto the backdrop.
    case isolated
    /// Drawn offscreen and added (premultiplied sum, Cairo's ADD) onto the parent at its opacity.
    case adding
    /// Drawn offscreen and composited onto the parent, through the group's clip, with a Core
    /// Graphics blend mode (`CGContext.setBlendMode`, DrawBlendMode.swift).
    case mode(DrawBlendMode)
}

/// A closed outline.
public enum Shape: Sendable, Hashable {
    case rect(Rect)
    /// A rectangle with circular corners; the radius is clamped to half the shorter side, as
    /// Core Animation does.
    case roundedRect(Rect, radius: Double)
    case ellipse(Rect)
    /// Straight edges through the points, closed back to the first (glyphs such as a close
    /// button's cross). Fewer than three points fill nothing; a stroke draws the lines.
    case polygon([Point])
    /// Any outline (Path.swift): curves, several subpaths, holes by `fillRule`. Open subpaths
    /// are closed for filling and clipping; a stroke leaves them open.
    case path(Path, fillRule: FillRule)

    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .polygon(let points):
            guard let first = points.first else { return .zero }
            var lo = first, hi = first
            for p in points {
                lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
                hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
            }
            return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
        case .path(let path, _):
            return path.isEmpty ? .zero : path.bounds
        }
    }
}

/// How an image fills its view's bounds, as `UIView.ContentMode`.
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center

    /// Where an image of `imageSize` lands inside `bounds`.
    public func destination(for imageSize: Size, in bounds: Rect) -> Rect {
        switch self {
        case .scaleToFill:
            return bounds
        case .center:
            return Rect(x: bounds.midX - imageSize.width / 2, y: bounds.midY - imageSize.height / 2,
                        width: imageSize.width, height: imageSize.height)
        case .scaleAspectFit, .scaleAspectFill:
            guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
            let sx = bounds.width / imageSize.width, sy = bounds.height / imageSize.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = imageSize.width * s, h = imageSize.height * s
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
    }
}
