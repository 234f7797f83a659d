import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Streams an animated GIF89a to disk, one frame at a time, as the drive loop delivers them.
///
/// ```swift
/// let gif = try GIFSink(url: URL(fileURLWithPath: "out/tap.gif"))   // delays from the driver's fps
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [gif])
///
/// // Or frames you already have, without a scene:
/// let sink = try GIFSink(url: URL(fileURLWithPath: "out/tap.gif"), fps: 30)
/// for (i, frame) in frames.enumerated() {
///     try sink.write(try sink.preparer.prepare(frame, index: i), index: i)
/// }
/// try sink.finish()            // out/tap.gif appears only now, complete
/// ```
///
/// - The temporary file `.<name>.tmp-<pid>` is created next to the destination at `init`, so a
///   missing or read-only folder fails before any rendering; `finish()` renames it into place
///   atomically and `abort()` (or dropping the sink unfinished) deletes it. Nothing ever appears
///   at the final path unless `finish()` succeeds.
/// - The first frame's palette becomes the file's global colour table; a later image uses it
///   when it holds all that image's colours and that stores fewer bytes, else a local table of
///   the colours it uses (see `GIFFramePreparer`, `GIFGlobalColorTable`). Each image gets a
///   graphics control block with a drift-free delay (`GIFFrameDelays`), and only the rectangle that changed since the
///   previous frame is stored (`GIFChangedArea`), with just the colours used there
///   (`GIFImageBlock`); unchanged pixels inside it are made transparent where that lengthens
///   LZW runs (`GIFUnchangedPixels`).
/// - A frame identical to the previous one is not stored: its delay is added to the previous
///   frame's. So the last frame written is held back until the next differing frame (or
///   `finish()`) decides its delay. Memory stays at a few frame-sized buffers however long the
///   animation.
/// - Frame difference, block building and LZW (`GIFCompressionJob`) run on any core, up to
///   `framesInFlight` frames at once, overlapping the next frames' quantization; the compressed images come back
///   in order on the caller's thread and go into the file there (`GIFOrderedWriter`), during a
///   later `write` or `finish()`. Invalid frames are still refused by `write` itself; a disk
///   error surfaces at the next `write` or at `finish()`.
/// - Any failed `write` is final: the temporary file is deleted at once and later calls throw.
public final class GIFSink: FrameSink {
    public let preparer: GIFFramePreparer
    public var needs: SinkNeeds { [.raster, .replays] }
    public let url: URL
    /// From `fps` at `init`, or from the run's frame rate at `start`.
    public private(set) var delays: GIFFrameDelays?
    /// Written into the NETSCAPE2.0 extension; 0 loops forever.
    public let loopCount: Int
    /// Lossy LZW: how far (Euclidean RGB distance) a pixel of a quantized frame may move from its
    /// source colour to continue an LZW string. 0 turns it off; frames with ≤ 256 colours are
    /// exact regardless.
    public let lossyTolerance: Int
    /// The default `lossyTolerance`: on the scrolling blog-header it saves 9 % of the bytes and
    /// keeps the mean PSNR at 58.6 dB, above ffmpeg's 57.6 (see Benchmarks/gif/RESULTS.md).
    public static let defaultLossyTolerance = 8

    /// Frames compressing or compressed and not yet written. Each holds a prepared frame and its
    /// predecessor's colours until it is compressed. Two keep two cores busy beside the drive
    /// loop's own frames (one per core): three bought no speed and, at the worst moment, held
    /// one more frame-sized canvas (Benchmarks/e2e/RESULTS.md, "Flat memory").
    static let framesInFlight = 2

    private var state: StreamState<GIFOrderedWriter>
    /// The one ordering mechanism: compression on any core, delivery in frame order on this
    /// thread, at most `framesInFlight` frames in between.
    private let stage = OrderedStage<GIFOrderedWriter.Compressed>(width: GIFSink.framesInFlight)
    private var framesWritten = 0
    /// The index of the last frame accepted; a render of `--frames 5..9` starts at 5.
    private var lastIndex: Int?
    private var size: (width: Int, height: Int)?
    private var changes = GIFChangedArea()
    /// The first frame's palette, written as the file's global colour table.
    private var global: GIFGlobalColorTable?
    /// Images actually stored (identical frames are merged), known after `finish()`.
    public private(set) var imagesWritten = 0

    /// - Parameters:
    ///   - url: a file URL; its folder must exist and be writable.
    ///   - fps: frames per second, `0 < fps ≤ 100`; nil takes the driver's when the run starts.
    ///   - loopCount: `0...65535`; 0 (the default) loops forever.
    ///   - dithering: for frames with more than 256 colours (see `GIFDithering`); none by default.
    ///   - lossyTolerance: see `lossyTolerance`; `0...64`.
    public init(url: URL, fps: Double? = nil, loopCount: Int = 0, dithering: GIFDithering = .none,
                lossyTolerance: Int = GIFSink.defaultLossyTolerance) throws {
        guard url.isFileURL else {
            throw GIFError.invalidParameter("GIFSink needs a file URL, got \(url.absoluteString)")
        }
        guard (0...65_535).contains(loopCount) else {
            throw GIFError.invalidParameter("loop count \(loopCount) for \(url.path) is outside 0...65535")
        }
        guard (0...64).contains(lossyTolerance) else {
            throw GIFError.invalidParameter("lossy tolerance \(lossyTolerance) for \(url.path) is outside 0...64")
        }
        self.url = url
        self.delays = try fps.map { try GIFFrameDelays(fps: $0) }
        self.loopCount = loopCount
        self.lossyTolerance = lossyTolerance
        self.preparer = GIFFramePreparer(dithering: dithering)
        self.state = .open(try GIFOrderedWriter(file: AtomicFile(destination: url)))
    }

    deinit { abort() }

    public func start(_ run: RunInfo) throws {
        if delays == nil { delays = try GIFFrameDelays(fps: run.framesPerSecond) }
    }

    public func consume(_ prepared: GIFPreparedFrame, of frame: Frame) throws {
        try write(prepared, index: frame.step.index)
    }

    public func write(_ prepared: GIFPreparedFrame, index: Int) throws {
        let writer = try openWriter()
        do {
            guard let delays else { throw GIFError.invalidParameter("GIFSink for \(url.path) has no fps: give one at init") }
            try validate(prepared, index: index)
            let previous = changes.advance(to: prepared)
            size = (prepared.width, prepared.height)
            if framesWritten == 0 {
                // Nothing is in the file or in flight yet, so the header can go in right away.
                global = GIFGlobalColorTable(palette: prepared.palette)
                try writer.begin(width: prepared.width, height: prepared.height, global: global, loopCount: loopCount)
            }
            let delay = delays.centiseconds(forFrame: index)
            // The frame difference, the block and its LZW all run in the job, on any core; an
            // identical frame comes back without an image and its delay still reaches the writer in its turn.
            let job = GIFCompressionJob(frame: prepared, previous: previous,
                                        policy: preparer.dithering == .diffusion ? .keep : .preferRuns,
                                        tolerance: lossyTolerance, global: global, index: index, path: url.path)
            let compress: @Sendable () throws -> GIFOrderedWriter.Compressed = {
                GIFOrderedWriter.Compressed(image: try job.run(), delay: delay)
            }
            // May write earlier frames, and throw their errors.
            try stage.submit(compress, deliver: writer.write)
            framesWritten += 1
            lastIndex = index
        } catch {
            fail(writer, error)
            throw error
        }
    }

    public func finish() throws {
        let writer = try openWriter()
        do {
            guard framesWritten > 0 else {
                throw GIFError.notWritable(reason: "finish() before any frame was written", path: url.path)
            }
            try stage.finish(deliver: writer.write)
            try writer.complete()
            imagesWritten = writer.imagesWritten
            state = .finished
        } catch {
            fail(writer, error)
            throw error
        }
    }

    public func abort() {
        if case .open(let writer) = state {
            stage.drain()
            writer.discard()
            state = .aborted
        }
    }

    // MARK: - Private

    private func openWriter() throws -> GIFOrderedWriter {
        try state.writer { GIFError.notWritable(reason: $0, path: url.path) }
    }

    /// Lets running compressions end, closes and deletes the temporary file (if still there),
    /// and remembers why.
    private func fail(_ writer: GIFOrderedWriter, _ error: any Error) {
        stage.drain()
        writer.discard()
        state = .failed("\(error)")
    }

    /// Checks order, shape and indices before the frame is queued, so a bad frame fails the
    /// `write` that brought it.
    private func validate(_ frame: GIFPreparedFrame, index: Int) throws {
        func invalid(_ reason: String) -> GIFError { .invalidFrame(index: index, reason: reason, path: url.path) }
        if let lastIndex, index <= lastIndex {
            throw invalid("written out of order; frames must come in increasing order, after frame \(lastIndex)")
        }
        guard index >= 0 else { throw invalid("negative frame index") }
        guard frame.width > 0, frame.height > 0,
              frame.width <= GIFFramePreparer.maximumSide, frame.height <= GIFFramePreparer.maximumSide else {
            throw invalid("size \(frame.width)x\(frame.height) is not 1...65535 on each side")
        }
        guard frame.indices.count == frame.width * frame.height, frame.source.count == frame.indices.count else {
            throw invalid("\(frame.indices.count) indices and \(frame.source.count) colours for \(frame.width)x\(frame.height)")
        }
        guard (1...256).contains(frame.palette.count) else {
            throw invalid("palette has \(frame.palette.count) colours; GIF needs 1...256")
        }
        if let size, size != (frame.width, frame.height) {
            throw invalid("size \(frame.width)x\(frame.height) differs from the first frame's \(size.width)x\(size.height)")
        }
        if frame.palette.count < 256, let top = frame.indices.max(), Int(top) >= frame.palette.count {
            throw invalid("index \(top) is outside its \(frame.palette.count)-colour palette")
        }
    }
}
