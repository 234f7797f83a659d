import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Streams a lossless animated PNG (APNG) to disk as the drive loop delivers frames.
///
/// ```swift
/// let apng = try APNGSink(url: URL(fileURLWithPath: "out/header.apng"))   // delays from the driver's fps
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [apng])
/// ```
///
/// - Every frame is exact: browsers (and Pillow) decode the very pixels the renderer made. The
///   first frame is the whole canvas; each later one stores only the rectangle that changed
///   since the previous frame (`ChangedArea`), placed by its fcTL with dispose op NONE and
///   blend op SOURCE. A frame identical to the previous one is not stored: its time is added to
///   the previous frame's delay.
/// - Delays are exact fractions of the run's frame rate (`APNGFrameDelays`): at 30 fps, 1/30 s
///   per step. `loopCount` is the GIF's: repeats after the first play, 0 forever (APNG's
///   num_plays is `loopCount + 1`, or 0).
/// - Colour type: RGB when the first frame is opaque (every scene's frames are), else RGBA with
///   straight alpha. A later translucent frame in an RGB file is shown over white, as the GIF
///   shows every frame.
/// - Order and parallelism: the changed rectangle is found in order here (it depends on the
///   previous frame); filtering and zlib compression of each rectangle run on an `OrderedStage`
///   of their own, on any core, and the compressed frames are written in order. A frame's
///   fcTL carries its delay, which the identical frames after it lengthen, so the last
///   compressed frame is held back until the next differing one (or `finish()`).
/// - The file: `.<name>.tmp-<pid>` beside the destination, created at `init` (a missing or
///   read-only folder fails before any rendering), written as frames come (acTL's frame count is
///   patched in at the end), renamed into place by `finish()`; `abort()` (or dropping the sink
///   unfinished) deletes it. Memory holds a few frames however long the animation.
public final class APNGSink: FrameSink {
    public let url: URL
    public let preparer = APNGFramePreparer()
    public var needs: SinkNeeds { [.raster, .replays] }
    /// From `fps` at `init`, or from the run's frame rate at `start`.
    public private(set) var delays: APNGFrameDelays?
    /// Repeats after the first play; 0 loops forever (as `GIFSink.loopCount`).
    public let loopCount: Int
    /// Frames actually stored (identical frames are merged), known after `finish()`.
    public private(set) var imagesWritten = 0

    /// A rectangle of one frame, filtered and compressed, with its number among stored frames.
    private struct Compressed: Sendable {
        let number: Int
        let rect: PixelRect
        let data: [UInt8]
    }

    private var state: StreamState<APNGFileWriter>
    private let compression = OrderedStage<Compressed>(width: OrderedStage<Int>.defaultWidth)
    private var changes = ChangedArea()
    /// Set by the first frame; every later frame must have its size.
    private var canvas: (width: Int, height: Int, opaque: Bool)?
    /// Frames consumed so far: the position of the next one in the run, in steps.
    private var steps = 0
    /// For each stored frame not yet written: its first step and how many steps it shows.
    private var spans: [Int: (start: Int, count: Int)] = [:]
    private var stored = 0
    /// The last compressed frame, waiting for its final delay.
    private var pending: Compressed?

    /// - Parameters:
    ///   - url: a file URL; its folder must exist and be writable.
    ///   - fps: steps per second, in `APNGFrameDelays.fpsRange`; nil takes the driver's when the run starts.
    ///   - loopCount: `0...65535`; 0 (the default) loops forever.
    public init(url: URL, fps: Double? = nil, loopCount: Int = 0) throws {
        guard url.isFileURL else {
            throw APNGError.invalidParameter("APNGSink needs a file URL, got \(url.absoluteString)")
        }
        guard (0...65_535).contains(loopCount) else {
            throw APNGError.invalidParameter("loop count \(loopCount) for \(url.path) is outside 0...65535")
        }
        self.url = url
        self.loopCount = loopCount
        delays = try fps.map { try APNGFrameDelays(fps: $0) }
        state = .open(try APNGFileWriter(file: AtomicFile(destination: url)))
    }

    deinit { abort() }

    public func start(_ run: RunInfo) throws {
        if delays == nil { delays = try APNGFrameDelays(fps: run.framesPerSecond) }
    }

    public func consume(_ prepared: APNGPreparedFrame, of frame: Frame) throws {
        let writer = try openWriter()
        do {
            let canvas = try canvas(for: prepared, index: frame.step.index, writer: writer)
            let raster = prepared.raster
            let pixels = canvas.opaque && !prepared.isOpaque ? GIFOpaqueFlattening.flatten(raster) : raster.pixels
            let step = steps
            steps += 1
            guard let rect = changes.change(to: pixels, width: raster.width) else {
                spans[stored - 1]!.count += 1
                return
            }
            let number = stored
            stored += 1
            spans[number] = (step, 1)
            let channels = canvas.opaque ? 3 : 4
            try compression.submit({
                let raw = PNGScanlines.filtered(pixels, frameWidth: raster.width,
                                                rect: (rect.x, rect.y, rect.width, rect.height), channels: channels)
                return Compressed(number: number, rect: rect, data: try PNGChunks.deflate(raw))
            }, deliver: { try self.arrive($0, writer) })
        } catch {
            fail(writer, error)
            throw error
        }
    }

    public func finish() throws {
        let writer = try openWriter()
        do {
            guard steps > 0 else {
                throw APNGError.notWritable(reason: "finish() before any frame was written", path: url.path)
            }
            try compression.finish { try self.arrive($0, writer) }
            try writePending(writer)
            try writer.complete()
            try writer.file.commit()
            state = .finished
        } catch {
            fail(writer, error)
            throw error
        }
    }

    public func abort() {
        if case .open(let writer) = state {
            compression.drain()
            writer.discard()
            state = .aborted
        }
    }

    // MARK: - Private

    /// The first frame fixes the canvas and writes the header; later frames must match it.
    private func canvas(for prepared: APNGPreparedFrame, index: Int, writer: APNGFileWriter) throws
        -> (width: Int, height: Int, opaque: Bool) {
        let (w, h) = (prepared.raster.width, prepared.raster.height)
        if let canvas {
            guard (w, h) == (canvas.width, canvas.height) else {
                throw APNGError.invalidFrame(index: index, reason: "size \(w)x\(h) differs from the first frame's \(canvas.width)x\(canvas.height)",
                                             path: url.path)
            }
            return canvas
        }
        guard (1...PNGChunks.maximumLength).contains(w), (1...PNGChunks.maximumLength).contains(h) else {
            throw APNGError.invalidFrame(index: index, reason: "size \(w)x\(h) is not 1…2³¹−1 on each side", path: url.path)
        }
        // num_plays counts plays, the GIF's loop count repeats; 65535 + 1 fits its 32 bits.
        try writer.putHeader(width: w, height: h, opaque: prepared.isOpaque, plays: loopCount == 0 ? 0 : UInt32(loopCount) + 1)
        let made = (w, h, prepared.isOpaque)
        canvas = made
        return made
    }

    /// A compressed frame, in order: the one before it now knows its delay and is written.
    private func arrive(_ frame: Compressed, _ writer: APNGFileWriter) throws {
        try writePending(writer)
        pending = frame
    }

    private func writePending(_ writer: APNGFileWriter) throws {
        guard let frame = pending, let span = spans.removeValue(forKey: frame.number), let delays else { return }
        pending = nil
        try writer.putFrame(rect: frame.rect, delay: delays.delay(from: span.start, count: span.count), data: frame.data)
        imagesWritten += 1
    }

    private func openWriter() throws -> APNGFileWriter {
        try state.writer { APNGError.notWritable(reason: $0, path: url.path) }
    }

    /// Any failure is final: the work in flight is dropped and the temporary file deleted.
    private func fail(_ writer: APNGFileWriter, _ error: any Error) {
        compression.drain()
        writer.discard()
        pending = nil
        state = .failed("\(error)")
    }
}
