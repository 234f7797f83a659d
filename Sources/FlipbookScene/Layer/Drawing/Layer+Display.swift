import FlipbookRender

/// `draw(_:)` and `setNeedsDisplay()`: a view's drawing is recorded once, into a
/// `GraphicsContext`, and kept as the layer's contents; the display list replays it every frame
/// until `setNeedsDisplay()` asks for a new one, as UIKit keeps a layer's backing store. The
/// drawing is made for the model bounds when first drawn; a later size change stretches it
/// (UIKit's default content mode, `.scaleToFill`) until the next `setNeedsDisplay()`.
final class LayerDrawing {
    var ops: [DrawOp] = []
    var size: Size?
    var needsDisplay = true
    /// `contentsRect` and `contentsCenter` (Layer+ContentsRect.swift), kept with the backing store.
    let placement = ContentsPlacement()
}

extension Layer {
    /// Asks for the view's `draw(_:)` to run again before the next frame.
    public func setNeedsDisplay() { drawingCache.needsDisplay = true }
    public var needsDisplay: Bool { drawingCache.needsDisplay }

    /// The recorded drawing of `view` for `bounds`, running `draw(_:)` if it is due. Empty for
    /// a view that does not draw (nothing is recorded; the call costs one empty method).
    func recordedDrawing(of view: View) -> (ops: [DrawOp], size: Size) {
        let cache = drawingCache
        let bounds = modelState.bounds
        if cache.needsDisplay || cache.size == nil {
            let context = GraphicsContext()
            context.canvas = Rect(origin: .zero, size: bounds.size)
            // UIKit's drawing space: the origin at the bounds' top-left corner.
            if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
            CurrentContext.with(context) { view.draw(bounds) }
            context.finish()
            cache.ops = context.ops
            cache.size = bounds.size
            cache.needsDisplay = false
        }
        return (cache.ops, cache.size ?? bounds.size)
    }
}

extension View {
    /// `UIView.setNeedsDisplay()`: `draw(_:)` runs again before the next frame.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }
}
