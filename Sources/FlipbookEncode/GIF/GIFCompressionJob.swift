import FlipbookRender

/// The order-free half of `GIFSink`: one frame's difference from the one before (`GIFChangedArea`),
/// its image block: cropping, transparency and lossy choices, LZW-compressed in the same pass.
///
/// All of it depends only on its frame and the previous frame's colours, both carried here as
/// values, so frames compress on any core in any order and the file is still byte-for-byte
/// what one thread would write.
struct GIFCompressionJob: Sendable {
    var frame: GIFPreparedFrame
    /// The previous frame's source colours; nil for the first frame (or one of a new size).
    var previous: [UInt32]?
    var policy: GIFUnchangedPixels
    var tolerance: Int
    /// The file's global colour table, which the image uses when that stores fewer bytes.
    var global: GIFGlobalColorTable?
    /// For errors: the frame's index and the destination path.
    var index: Int
    var path: String

    /// The compressed image, or nil when nothing changed since the previous frame (its delay is
    /// then added to the previous image's).
    func run() throws -> GIFEncodedImage? {
        guard let rect = GIFChangedArea.rect(of: frame, since: previous) else { return nil }
        // The codes must pack on the global table too, should that store the image in fewer bytes.
        guard let block = GIFImageBlock(cropping: frame, to: rect, previous: previous, unchanged: policy,
                                        tolerance: tolerance, packableAt: global?.codeSize ?? 2) else {
            throw GIFError.invalidFrame(index: index, reason: "an index is outside its \(frame.palette.count)-colour palette",
                                        path: path)
        }
        return try GIFEncodedImage.smallest(block, global: global, path: path)
    }
}
