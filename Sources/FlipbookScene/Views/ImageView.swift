import class Foundation.NSCoder
import FlipbookRender

/// Shows an image in its bounds according to `contentMode`, as `UIImageView`.
///
/// ```swift
/// let icon = ImageView(image: try Image(contentsOfFile: "swift@3x.png"))
/// icon.frame = Rect(x: 16, y: 100, width: 70, height: 70)
/// icon.contentMode = .scaleAspectFit
/// ```
open class ImageView: View {
    public var image: Image?
    public var contentMode: ContentMode = .scaleToFill

    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image's size in points.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard let image else { return }
        ops.append(.image(image.ref, rect: bounds, mode: contentMode))
    }
}
