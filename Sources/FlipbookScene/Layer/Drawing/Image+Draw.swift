import FlipbookRender

extension Image {
    /// `UIImage.draw(in:)`: the image stretched into `rect` of the current context (nothing when
    /// there is none), with the context's alpha, blend mode and shadow. An image made by
    /// `withTintColor(_:)` draws in its tint.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     photo.draw(in: CGRect(x: 8, y: 8, width: 64, height: 48))
    /// }
    /// ```
    public func draw(in rect: Rect) { CurrentContext.top?.draw(ref, in: rect, flipped: false) }

    /// `draw(at:)`: the image at its size in points, its top-left corner at `point`.
    public func draw(at point: Point) { draw(in: Rect(origin: point, size: size)) }

    /// `draw(in:blendMode:alpha:)`: as `draw(in:)` with this mode and alpha for this image only.
    public func draw(in rect: Rect, blendMode: BlendMode, alpha: Double) {
        guard let ctx = CurrentContext.top else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(ctx.state.alpha * max(0, min(1, alpha.isFinite ? alpha : 1)))
        ctx.draw(ref, in: rect, flipped: false)
        ctx.restoreGState()
    }

    /// `draw(at:blendMode:alpha:)`.
    public func draw(at point: Point, blendMode: BlendMode, alpha: Double) {
        draw(in: Rect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// `withTintColor(_:)`: an image whose coverage draws in `color`, wherever it is drawn. As
    /// Apple documents (developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)), a
    /// bitmap becomes the tint drawn through the image's alpha (`destinationIn`); the result is
    /// `.alwaysOriginal`, so an image view does not tint it again.
    ///
    /// ```swift
    /// imageView.image = UIImage(named: "star")?.withTintColor(.systemYellow)
    /// ```
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode mode: RenderingMode) -> Image {
        var copy = Image(ref: ref.withTint(color))
        copy.symbolName = symbolName
        copy.symbolConfiguration = symbolConfiguration
        copy.symbolSource = symbolSource
        copy.symbolFolder = symbolFolder
        copy.renderingMode = mode
        return copy
    }
}

extension GraphicsContext {
    /// `CGContext.draw(_:in:)`: Core Graphics draws an image with its first row at the bottom
    /// of `rect` (its space is y-up), so in a UIKit context, whose CTM is flipped, the image
    /// shows upside down, as Apple's Drawing and Printing Guide for iOS says ("if you draw an
    /// image using Core Graphics functions into a UIKit context, it appears flipped",
    /// developer.apple.com/library/archive/documentation/2DDrawing/Conceptual/DrawingPrintingiOS/GraphicsDrawingOverview/GraphicsDrawingOverview.html).
    /// Flip the CTM first (`translateBy(x: 0, y: h); scaleBy(x: 1, y: -1)`) to draw it upright.
    ///
    /// ```swift
    /// ctx.draw(photo.cgImage!, in: CGRect(x: 0, y: 0, width: 64, height: 48))   // upside down
    /// ```
    public func draw(_ image: Image, in rect: Rect) { draw(image.ref, in: rect, flipped: true) }

    /// Records `ref` stretched into `rect` (user space): a group with the CTM holds it, so a
    /// rotated or scaled context draws it turned, and PDF pages keep the image as it is.
    func draw(_ ref: ImageRef, in rect: Rect, flipped: Bool) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
              r.width > 0, r.height > 0, abs(r.minX) < 1e6, abs(r.minY) < 1e6, r.width < 1e6, r.height < 1e6 else { return }
        var placement = state.ctm
        if flipped {
            // y ↦ minY + maxY − y: the rectangle onto itself, upside down.
            placement = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: r.minY + r.maxY).concatenating(placement)
        }
        emit([.beginGroup(Group(transform: placement)), .image(ref, rect: r, mode: .scaleToFill), .endGroup],
             reach: deviceBounds(of: r), coverage: deviceShape(of: r), alpha: state.alpha)
    }
}
