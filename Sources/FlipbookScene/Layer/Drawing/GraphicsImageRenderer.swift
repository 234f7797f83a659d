import FlipbookRender

/// `UIGraphicsImageRendererFormat`: the image's scale (the attached scene's screen scale, else
/// 1, as UIKit takes the main screen's) and whether it is opaque (white behind the drawing).
public final class GraphicsImageRendererFormat {
    public var scale: Double
    public var opaque = false

    public init() { scale = CurrentScreen.scale }

    /// `UIGraphicsImageRendererFormat.default()`.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
    /// `preferred()`: the same here.
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}

/// `UIGraphicsImageRendererContext`: the drawing context inside `image(actions:)`.
public final class GraphicsImageRendererContext {
    /// The Core Graphics context the drawing goes into (`UIGraphicsGetCurrentContext()` too).
    public let cgContext: GraphicsContext
    public let format: GraphicsImageRendererFormat
    let size: Size

    init(size: Size, format: GraphicsImageRendererFormat) {
        self.size = size; self.format = format
        cgContext = GraphicsContext()
        cgContext.canvas = Rect(origin: .zero, size: size)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: Rect) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline with the current stroke colour and line width.
    public func stroke(_ rect: Rect) { cgContext.stroke(rect) }
    /// Clips to `rect`.
    public func clip(to rect: Rect) { cgContext.clip(to: rect) }
    /// What has been drawn so far, as an image.
    public var currentImage: Image { GraphicsImageRenderer.image(of: cgContext.snapshotOps, size: size, format: format) }
}

/// `UIGraphicsImageRenderer`: runs drawing code (Core Graphics calls, `UIBezierPath`, colours'
/// `setFill`) into a recording context and rasterises it into an image at the format's scale,
/// with Cairo as every frame is, so an icon made in code looks as it would drawn in `draw(_:)`.
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
///     UIColor.systemGreen.setFill()
///     UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
/// }
/// ```
public final class GraphicsImageRenderer {
    public let format: GraphicsImageRendererFormat
    private let bounds: Rect

    public init(size: Size, format: GraphicsImageRendererFormat = .default()) {
        self.bounds = Rect(origin: .zero, size: size)
        self.format = format
    }

    public init(bounds: Rect, format: GraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with the context current and returns what it drew.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageRendererContext(size: bounds.size, format: format)
        if bounds.origin != .zero { context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY) }
        CurrentContext.with(context.cgContext) { actions(context) }
        context.cgContext.finish()
        return Self.image(of: context.cgContext.ops, size: bounds.size, format: format)
    }

    /// What a drawing that cannot be made gives: one clear pixel.
    static var blank: Image { Image(decoded: DecodedImage(name: "UIGraphicsImageRenderer", width: 1, height: 1, pixels: [0]), scale: 1) }

    /// The recorded `ops` rasterised into an image of `size` points; an empty image for a size
    /// that cannot be drawn (not finite, no area, or more pixels a side than the rasterizer takes).
    static func image(of ops: [DrawOp], size: Size, format: GraphicsImageRendererFormat) -> Image {
        let scale = format.scale.isFinite && format.scale > 0 ? min(format.scale, 8) : 1
        let w = size.width * scale, h = size.height * scale
        guard w.isFinite, h.isFinite, w >= 1, h >= 1,
              w <= Double(Rasterizer.maxPixelsPerSide), h <= Double(Rasterizer.maxPixelsPerSide) else { return Self.blank }
        // A tinted image (`withTintColor`) is filled with its tint here, as the display list
        // builder does for a view's drawing: for the attached scene's appearance.
        let appearance = CurrentScreen.appearance
        let drawn = ops.map { op -> DrawOp in
            if case let .image(ref, rect, mode) = op, ref.tint != nil { return .image(ref.resolved(for: appearance), rect: rect, mode: mode) }
            return op
        }
        let list = DisplayList(size: size, scale: scale, background: format.opaque ? .white : .clear, ops: drawn)
        guard let frame = try? Rasterizer().render(list) else { return Self.blank }
        let decoded = DecodedImage(name: "UIGraphicsImageRenderer", width: frame.width, height: frame.height, pixels: frame.pixels)
        return Image(decoded: decoded, scale: scale)
    }
}
