/// One rendered frame: the pixels Cairo drew, as a plain value that can cross threads.
///
/// Pixels are Cairo's `ARGB32`: one `UInt32` per pixel, `0xAARRGGBB` in native byte order,
/// colour premultiplied by alpha, rows top to bottom with no padding (`width` pixels per row).
///
/// ```swift
/// let frame = RasterFrame(width: 2, height: 1, pixels: [0xFFFF0000, 0x80000080])
/// frame.pixel(x: 1, y: 0)   // 0x80000080: half-transparent blue, premultiplied
/// ```
public struct RasterFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "RasterFrame: \(pixels.count) pixels for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A decoded image's pixels as a frame (a golden, a frame read back from disk).
    ///
    /// ```swift
    /// let golden = try RasterFrame(PNGImageDecoder.decode(path: "golden/blog-header/0000.png"))
    /// ```
    public init(_ image: DecodedImage) {
        self.init(width: image.width, height: image.height, pixels: image.pixels)
    }

    /// A frame filled with one premultiplied ARGB value.
    public init(width: Int, height: Int, filledWith value: UInt32) {
        self.init(width: width, height: height, pixels: Array(repeating: value, count: width * height))
    }

    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
