import class Foundation.NSCoder
import FlipbookRender

/// Shows an image in its bounds according to `contentMode`, as `UIImageView`. A template image
/// (every symbol, unless `.alwaysOriginal`) draws in the view's `tintColor`.
///
/// ```swift
/// let icon = ImageView(image: try Image(contentsOfFile: "swift@3x.png"))
/// icon.frame = Rect(x: 16, y: 100, width: 70, height: 70)
/// icon.contentMode = .scaleAspectFit
/// ```
open class ImageView: View {
    /// Labels and image views are not opaque until told so, as in UIKit.
    open override class var isOpaqueByDefault: Bool { false }
    public var image: Image?
    public var contentMode: ContentMode = .scaleToFill
    /// Applied over a symbol image's own configuration (`UIImageView.preferredSymbolConfiguration`).
    public var preferredSymbolConfiguration: SymbolConfiguration? { didSet { setNeedsLayout() } }

    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// The image as shown: a symbol with `preferredSymbolConfiguration` applied.
    public var displayedImage: Image? {
        guard let image, let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        let key = DisplayedKey(image: ObjectIdentifier(image.ref.image), scale: image.ref.scale,
                               own: image.symbolConfiguration, preferred: preferred, mode: image.renderingMode)
        // Layout and every frame ask: the symbol is made again only when something it depends on changed.
        if displayedKey == key, let displayedResult { return displayedResult }
        let made = image.applyingSymbolConfiguration(preferred) ?? image
        displayedKey = key
        displayedResult = made
        return made
    }

    /// `displayedImage`'s last answer and what it was for.
    private var displayedKey: DisplayedKey?
    private var displayedResult: Image?

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image's size in points.
    open override var intrinsicContentSize: Size {
        displayedImage?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard let image = displayedImage else { return }
        let ref = image.isTemplate ? image.ref.withTint(tintColor) : image.ref
        ops.append(.image(ref, rect: bounds, mode: contentMode))
    }
}

/// What a symbol shown with a preferred configuration depends on (`ImageView.displayedImage`).
private struct DisplayedKey: Equatable {
    var image: ObjectIdentifier
    var scale: Double
    var own: SymbolConfiguration?
    var preferred: SymbolConfiguration
    var mode: Image.RenderingMode
}
