import CCairo

/// Draws a `DisplayList` into pixels with Cairo.
///
/// A value with no state: call it from any thread, for lists of different steps at once. Each
/// thread keeps the text layouts of the frames it drew (ThreadTextContext.swift), so a label
/// unchanged from one frame to the next is not shaped again; pixels are the same either way.
///
/// ```swift
/// let frame = try Rasterizer().render(scene.displayList())
/// frame.width    // 780 for an iPhone 14 screen at scale 2
/// ```
///
/// Canvases come from a `CanvasPool` (`CanvasPool.shared` unless told otherwise): a frame draws
/// into the memory of an earlier frame of the same size that nothing holds any more, rather than
/// into fresh pages the kernel must fault in and zero. Pixels are the same either way.
public struct Rasterizer: Sendable {
    /// Guards memory: no canvas side may exceed this many pixels.
    public static let maxPixelsPerSide = 16_384

    /// Where canvases come from and go back to; nil draws every frame into a new array.
    public let canvases: CanvasPool?

    /// A rasterizer drawing with the process's `CanvasPool.shared`.
    public init() { canvases = .shared }

    /// A rasterizer drawing with `canvases` (nil: a new array for every frame).
    ///
    /// ```swift
    /// let unpooled = Rasterizer(canvases: nil)
    /// ```
    public init(canvases: CanvasPool?) { self.canvases = canvases }

    public func render(_ list: DisplayList) throws -> RasterFrame {
        // This thread's context: its layouts are kept from the frames drawn here before.
        try render(list, text: ThreadTextContext.current())
    }

    /// Draws `list` with the layouts of `text` (tests pass a context without a cache, or with a
    /// small one, to compare).
    func render(_ list: DisplayList, text: PangoTextContext) throws -> RasterFrame {
        let width = list.pixelWidth, height = list.pixelHeight
        guard width > 0, height > 0, width <= Self.maxPixelsPerSide, height <= Self.maxPixelsPerSide else {
            throw RenderError.canvasTooLarge(width: width, height: height, limit: Self.maxPixelsPerSide)
        }
        // Not zeroed first, and a reused canvas still holds an old frame: the background is
        // painted with Cairo's SOURCE operator over the whole canvas, which writes every pixel
        // (a 5 MB memset per 2x frame saved). Should drawing throw before that, the array is
        // never returned.
        let count = width * height
        var pixels = canvases?.take(count: count)
            ?? [UInt32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        try drawIntoPixels(&pixels, width: width, height: height, "canvas") { cr in
            var painter = CairoPainter(cr: cr, scale: list.scale, text: text)
            painter.paintBackground(list.background)
            let layers = LayerBounds.of(list.ops, scale: list.scale, canvas: PixelRect(x: 0, y: 0, width: width, height: height))
            for (index, op) in list.ops.enumerated() { try painter.draw(op, layer: layers[index]) }
            painter.closeOpenGroups()
        }
        canvases?.keep(pixels)
        return RasterFrame(width: width, height: height, pixels: pixels)
    }
}
