/// One frame after the parallel stage: a palette of at most 256 opaque colours, one palette
/// index per pixel, and the exact opaque colours the frame should show (`source`).
///
/// The palette and indices are what a GIF image block stores; `source` lets `GIFSink` find what
/// really changed since the previous frame. Comparing quantized colours instead would see
/// changes all over antialiased text, because every frame gets its own median-cut palette.
///
/// ```swift
/// let prepared = try GIFFramePreparer().prepare(frame, index: 0)
/// prepared.palette.count      // ≤ 256, each 0xFFRRGGBB
/// prepared.indices.count      // prepared.width * prepared.height
/// ```
public struct GIFPreparedFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Opaque colours, `0xFFRRGGBB`, 1...256 entries.
    public let palette: [UInt32]
    /// Row-major, `width` per row; every value is `< palette.count`.
    public let indices: [UInt8]
    /// The frame composited onto white, `0xFFRRGGBB`, before quantization.
    public let source: [UInt32]

    /// `source` defaults to the palette colours themselves (useful for hand-built frames);
    /// indices outside the palette then count as black, and `GIFSink.write` rejects them.
    public init(width: Int, height: Int, palette: [UInt32], indices: [UInt8], source: [UInt32]? = nil) {
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
        self.source = source ?? indices.map { Int($0) < palette.count ? palette[Int($0)] : 0xFF00_0000 }
    }

    /// The quantized colour this frame stores at `(x, y)`, as `0xFFRRGGBB`.
    public func color(x: Int, y: Int) -> UInt32 { palette[Int(indices[y * width + x])] }
}
