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
    /// Whether every index is exactly its pixel's source colour (a frame of ≤ 256 colours).
    /// Lossy LZW leaves such frames exact; quantized frames may trade a little error for bytes.
    public let isExact: Bool

    /// `source` defaults to the palette colours themselves (useful for hand-built frames);
    /// indices outside the palette then count as black, and `GIFSink.write` rejects them.
    /// `isExact` is worked out from the pixels when not given.
    public init(width: Int, height: Int, palette: [UInt32], indices: [UInt8], source: [UInt32]? = nil,
                isExact: Bool? = nil) {
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
        let source = source ?? indices.map { Int($0) < palette.count ? palette[Int($0)] : 0xFF00_0000 }
        self.source = source
        self.isExact = isExact ?? zip(indices, source).allSatisfy { index, color in
            Int(index) < palette.count && palette[Int(index)] == color
        }
    }

    /// The quantized colour this frame stores at `(x, y)`, as `0xFFRRGGBB`.
    public func color(x: Int, y: Int) -> UInt32 { palette[Int(indices[y * width + x])] }
}
