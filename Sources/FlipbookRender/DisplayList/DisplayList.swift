/// Everything the rasterizer needs to draw one frame, as an immutable value.
///
/// The scene side (views, layout, drivers) is stateful and sequential; a display list is where
/// it stops. It holds no references to views, so lists of different steps can be rasterized on
/// different threads at once.
///
/// ```swift
/// let list = DisplayList(size: Size(width: 100, height: 100), scale: 2, background: .white, ops: [
///     .beginGroup(Group(transform: .identity)),
///     .fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), .systemBlue),
///     .endGroup,
/// ])
/// let frame = try Rasterizer().render(list)   // 200×200 pixels
/// ```
public struct DisplayList: Sendable {
    /// The canvas in points.
    public var size: Size
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// What shows where nothing is drawn (the window's background).
    public var background: Color
    public var ops: [DrawOp]

    public init(size: Size, scale: Double, background: Color, ops: [DrawOp]) {
        self.size = size; self.scale = scale; self.background = background; self.ops = ops
    }

    /// The canvas in pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
