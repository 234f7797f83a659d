import FlipbookPipeline
import FlipbookSupport

/// The in-order half of `GIFSink`: compressed images arrive here in file order (the sink's
/// `OrderedStage` delivers them on its caller's thread) and go into the file through
/// `GIFFileWriter`.
///
/// A frame identical to the one before stores no image; its delay is added to the previous
/// image's. So the last image is held back (`pending`) until the next differing frame, or
/// `complete()`, decides how long it shows. One owner, one thread: the sink that created it.
final class GIFOrderedWriter {
    /// One frame after compression: its image (nil when identical to the frame before) and
    /// how long it shows, in centiseconds.
    struct Compressed: Sendable {
        var image: GIFEncodedImage?
        var delay: Int
    }

    private let writer: GIFFileWriter
    private let path: String
    /// The last image, waiting for its final delay (identical frames add theirs).
    private var pending: (image: GIFEncodedImage, delay: Int)?
    /// Images stored so far (identical frames are merged).
    private(set) var imagesWritten = 0

    /// Creates the temporary file next to `file.destination` (see `AtomicFile`).
    init(file: AtomicFile) throws {
        writer = try GIFFileWriter(file: file)
        path = file.destination.path
    }

    /// The header, before any image: logical screen, global colour table, loop count.
    func begin(width: Int, height: Int, global: GIFGlobalColorTable?, loopCount: Int) throws {
        try writer.putScreen(width: width, height: height, global: global)
        try writer.putLoopCount(loopCount)
    }

    /// The next frame in file order.
    func write(_ frame: Compressed) throws {
        guard let image = frame.image else {
            if let held = pending, held.delay + frame.delay <= GIFFrameDelays.maximumDelay {
                pending = (held.image, held.delay + frame.delay)
            } else {
                // The merged delay would overflow GIF's 16 bits: an image that draws nothing
                // carries the rest.
                try flushPending()
                pending = (try GIFEncodedImage(compressing: .keepPrevious(), path: path), frame.delay)
            }
            return
        }
        try flushPending()
        pending = (image, frame.delay)
    }

    /// Writes the held-back image and the trailer, closes the file and renames it into place.
    func complete() throws {
        try flushPending()
        try writer.complete()
        try writer.file.commit()
    }

    /// Closes and deletes the temporary file; the destination is left as it was.
    func discard() {
        writer.discard()
        writer.file.discard()
    }

    private func flushPending() throws {
        guard let (image, delay) = pending else { return }
        pending = nil
        try writer.putImage(image, delayCentiseconds: delay)
        imagesWritten += 1
    }
}
