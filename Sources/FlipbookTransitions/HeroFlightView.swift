import class Foundation.NSCoder
import FlipbookScene

/// A snapshot of a view that Hero animates: drawn where the animation has it (its own centre,
/// bounds, transform, alpha, corner radius and background), showing the source's content and
/// subviews stretched from the source's bounds to its own, as a picture is — text is not laid
/// out again (an image view's image is fitted again, as Hero copies image views). The source
/// stays hidden while it flies.
///
/// ```swift
/// let flight = HeroFlightView(source: title)
/// flight.show(HeroViewState(center: Point(x: 195, y: 300), size: Size(width: 358, height: 40)))
/// ```
public final class HeroFlightView: View {
    public let source: View

    public init(source: View) {
        self.source = source
        super.init(frame: source.bounds)
        clipsToBounds = source.clipsToBounds
        borderWidth = source.borderWidth
        borderColor = source.borderColor
        // Hero's snapshot carries the source's shadow (HeroContext.snapshotView: shadowRadius,
        // shadowOpacity, shadowColor, shadowOffset and shadowPath copied onto the snapshot's layer).
        layer.shadowColor = source.layer.shadowColor
        layer.shadowOpacity = source.layer.shadowOpacity
        layer.shadowOffset = source.layer.shadowOffset
        layer.shadowRadius = source.layer.shadowRadius
        layer.shadowPath = source.layer.shadowPath
    }

    /// A flight is made from the view it copies; there is nothing to decode one from.
    public required init?(coder: NSCoder) { return nil }

    /// Takes on `state`: centre and size in the superview's coordinates, and the rest.
    public func show(_ state: HeroViewState) {
        center = state.center
        bounds = Rect(origin: .zero, size: Size(width: max(0, state.size.width), height: max(0, state.size.height)))
        transform = state.transform
        alpha = min(1, max(0, state.alpha))
        cornerRadius = max(0, state.cornerRadius)
        backgroundColor = state.backgroundColor
    }

    public override func drawContent(into ops: inout [DrawOp]) {
        let from = source.bounds
        guard from.width > 0, from.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        // Hero snapshots an image view as a new image view with the same image and content
        // mode, so the image is fitted to the new size again rather than stretched.
        if let imageView = source as? ImageView, imageView.subviews.isEmpty {
            if let image = imageView.image { ops.append(.image(image.ref, rect: bounds, mode: imageView.contentMode)) }
            return
        }
        // Where the display list puts this view: every transform up to and including the root's,
        // as drawn now (a screen moving under a running transition's animations).
        var placed = AffineTransform.identity
        var v: View? = self
        while let current = v {
            placed = placed.concatenating(current.layer.presentationTransformToSuperlayer)
            v = current.superview
        }
        ops += source.snapshotContentOps(transform: AffineTransform.stretching(from, onto: bounds).concatenating(placed))
    }
}
