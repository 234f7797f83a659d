import FlipbookRender

/// The order-free half of `GIFSink`: one frame's image block (cropping, transparency, lossy LZW
/// choices) and its LZW compression, for a frame that differs from the one before.
///
/// A block depends only on its frame and the previous frame's colours, both carried here as
/// values, so frames compress on any core in any order and the file is still byte-for-byte
/// what one thread would write.
struct GIFCompressionJob: Sendable {
    var frame: GIFPreparedFrame
    /// What changed since the previous frame (`GIFChangedArea`).
    var rect: PixelRect
    /// The previous frame's source colours; nil for the first frame.
    var previous: [UInt32]?
    var policy: GIFUnchangedPixels
    var tolerance: Int
    /// The file's global colour table, which the image uses when that stores fewer bytes.
    var global: GIFGlobalColorTable?
    /// For errors: the frame's index and the destination path.
    var index: Int
    var path: String

    func run() throws -> GIFEncodedImage {
        guard let block = GIFImageBlock(cropping: frame, to: rect, previous: previous,
                                        unchanged: policy, tolerance: tolerance) else {
            throw GIFError.invalidFrame(index: index, reason: "an index is outside its \(frame.palette.count)-colour palette",
                                        path: path)
        }
        return try GIFEncodedImage.smallest(block, global: global, path: path)
    }
}
