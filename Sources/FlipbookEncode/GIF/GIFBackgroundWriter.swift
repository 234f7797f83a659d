import Dispatch

/// The LZW half of `GIFSink`, on a thread of its own: builds each frame's image block (cropping,
/// transparency, lossy LZW choices) and hands it to giflib, while the render loop goes on
/// rasterizing and quantizing the next batch on the other cores.
///
/// Jobs run strictly in submission order on one serial queue, so the file is byte-for-byte what
/// a synchronous writer would produce. At most `maximumInFlight` frames wait in the queue (each
/// holds one prepared frame and its predecessor's colours), which keeps memory flat however long
/// the animation. The first failure is kept; later jobs are skipped and the sink reports it at
/// its next call.
///
/// `@unchecked Sendable` is sound here because every mutable property (`writer`, `pending`,
/// `failure`, `imagesWritten`) is read and written only by blocks running on `queue`, a serial
/// queue: `submit` touches them from an async block, and `finish`, `discard` and `failureSoFar`
/// from `queue.sync`. The only state shared across threads without the queue is `slots`, a
/// `DispatchSemaphore`, which is thread-safe.
final class GIFBackgroundWriter: @unchecked Sendable {
    static let maximumInFlight = 4

    /// One frame's worth of work, all values.
    struct Job: Sendable {
        var frame: GIFPreparedFrame
        var rect: GIFRect?                 // nil: identical to the previous frame
        var previous: [UInt32]?
        var policy: GIFUnchangedPixels
        var tolerance: Int
        var delay: Int
        var isFirst: Bool
        var loopCount: Int
        var index: Int
    }

    private let queue = DispatchQueue(label: "flipbook.gif.writer")
    private let slots = DispatchSemaphore(value: maximumInFlight)
    private let writer: GIFFileWriter
    private let path: String
    /// The last image block, waiting for its final delay (identical frames add theirs).
    private var pending: (block: GIFImageBlock, delay: Int)?
    private var failure: GIFError?
    private var imagesWritten = 0

    init(writer: GIFFileWriter) {
        self.writer = writer
        path = writer.file.finalPath
    }

    /// Queues a frame; blocks only while `maximumInFlight` frames are already waiting.
    func submit(_ job: Job) {
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard failure == nil else { return }
            do { try run(job) } catch let error as GIFError { failure = error } catch {
                failure = .notWritable(reason: "\(error)", path: path)
            }
        }
    }

    /// The first error of a finished job, if any (waits for queued jobs).
    func failureSoFar() -> GIFError? { queue.sync { failure } }

    /// Waits for every job, writes the held-back image and the trailer, and closes the file.
    /// Returns the number of images stored.
    func finish() throws -> Int {
        try queue.sync {
            if let failure { throw failure }
            try flushPending()
            try writer.complete()
            return imagesWritten
        }
    }

    /// Waits for queued jobs, then closes and deletes the temporary file.
    func discard() {
        queue.sync {
            writer.discard()
            writer.file.remove()
        }
    }

    var file: GIFTemporaryFile { writer.file }

    private func run(_ job: Job) throws {
        if job.isFirst {
            try writer.putScreen(width: job.frame.width, height: job.frame.height)
            try writer.putLoopCount(job.loopCount)
        }
        guard let rect = job.rect else {
            if let held = pending, held.delay + job.delay <= GIFFrameDelays.maximumDelay {
                pending = (held.block, held.delay + job.delay)
            } else {
                try flushPending()
                pending = (.keepPrevious(), job.delay)
            }
            return
        }
        guard let block = GIFImageBlock(cropping: job.frame, to: rect, previous: job.previous,
                                        unchanged: job.policy, tolerance: job.tolerance) else {
            throw GIFError.invalidFrame(index: job.index,
                                        reason: "an index is outside its \(job.frame.palette.count)-colour palette",
                                        path: path)
        }
        try flushPending()
        pending = (block, job.delay)
    }

    private func flushPending() throws {
        guard let (block, delay) = pending else { return }
        pending = nil
        try writer.putImage(block, delayCentiseconds: delay)
        imagesWritten += 1
    }
}
