import Dispatch
import FlipbookPipeline

/// The encoding half of `GIFSink`, off the caller's thread: each frame's image block is built
/// (cropping, transparency, lossy LZW choices) and LZW-compressed on any free core, and the
/// compressed blocks are written to the file strictly in submission order on one serial queue.
///
/// A frame's block depends only on that frame and its predecessor's colours (both in the `Job`),
/// so frames compress independently; only the file writes are ordered. The file is therefore
/// byte-for-byte what a one-thread writer would produce. Nothing ever blocks a dispatch worker
/// waiting for a frame: a finished compression hands its image to the serial queue, which writes
/// every image that is next in line. At most `maximumInFlight` frames are queued or compressing
/// (each holds one prepared frame and its predecessor's colours), which keeps memory flat however
/// long the animation. The first failure is kept; later jobs are skipped and the sink reports it
/// at its next call.
///
/// `@unchecked Sendable` is sound here because every mutable property (`writer`, `pending`,
/// `ready`, `nextToWrite`, `failure`, `imagesWritten`) is read and written only by blocks running
/// on `queue`, a serial queue: `submit` and the compressing workers touch them from async blocks,
/// and `finish`, `discard` and `failureSoFar` from `queue.sync`. `submitted` belongs to the one
/// thread that calls `submit` (the sink's caller). Shared across threads without the queue are
/// only `slots` and `inFlight`, a semaphore and a group, both thread-safe.
final class GIFBackgroundWriter: @unchecked Sendable {
    /// Enough frames compressing at once to keep two cores busy while the writer waits in order;
    /// more bought no speed here and raised peak memory (glibc keeps freed frame-sized buffers).
    static let maximumInFlight = 3

    /// Where a frame goes in the file: what the ordered writer needs once the pixels are gone.
    struct Placement: Sendable {
        var width: Int
        var height: Int
        var delay: Int
        var isFirst: Bool
        var loopCount: Int
        /// The file's global colour table (the first frame's palette), which the block may use.
        var global: GIFGlobalColorTable?
    }

    /// One frame's worth of work, all values.
    struct Job: Sendable {
        var frame: GIFPreparedFrame
        var rect: GIFRect?                 // nil: identical to the previous frame
        var previous: [UInt32]?
        var policy: GIFUnchangedPixels
        var tolerance: Int
        var index: Int
        var placement: Placement
    }

    /// A job once its image is compressed (nil: identical to the previous frame).
    private typealias Finished = (image: Result<GIFEncodedImage, GIFError>?, placement: Placement)

    private let queue = DispatchQueue(label: "flipbook.gif.writer")
    private let workers = DispatchQueue(label: "flipbook.gif.compress", attributes: .concurrent)
    private let slots = DispatchSemaphore(value: maximumInFlight)
    private let inFlight = DispatchGroup()
    private let writer: GIFFileWriter
    private let path: String
    /// The last image, waiting for its final delay (identical frames add theirs).
    private var pending: (image: GIFEncodedImage, delay: Int)?
    /// Compressed frames that arrived before an earlier one, by submission number.
    private var ready: [Int: Finished] = [:]
    private var nextToWrite = 0
    private var submitted = 0
    private var failure: GIFError?
    private var imagesWritten = 0

    init(writer: GIFFileWriter) {
        self.writer = writer
        path = writer.file.destination.path
    }

    /// Queues a frame; blocks only while `maximumInFlight` frames are already in flight.
    /// Call from one thread at a time (the sink's `write`): submission order is file order.
    func submit(_ job: Job) {
        slots.wait()
        inFlight.enter()
        let number = submitted
        submitted += 1
        let placement = job.placement
        guard job.rect != nil else {
            queue.async { [self] in arrive(number, (nil, placement)) }
            return
        }
        let path = self.path
        workers.async { [self] in
            let image = Self.encode(job, path: path)
            queue.async { [self] in arrive(number, (image, placement)) }
        }
    }

    /// On `queue`: files a compressed frame and writes every frame that is next in line.
    private func arrive(_ number: Int, _ finished: Finished) {
        ready[number] = finished
        while let next = ready.removeValue(forKey: nextToWrite) {
            nextToWrite += 1
            if failure == nil {
                do { try write(next) } catch let error as GIFError { failure = error } catch {
                    failure = .notWritable(reason: "\(error)", path: path)
                }
            }
            slots.signal()
            inFlight.leave()
        }
    }

    /// The first error of a finished job, if any (does not wait for jobs in flight).
    func failureSoFar() -> GIFError? { queue.sync { failure } }

    /// Waits for every job, writes the held-back image and the trailer, and closes the file.
    /// Returns the number of images stored.
    func finish() throws -> Int {
        inFlight.wait()
        return try queue.sync {
            if let failure { throw failure }
            try flushPending()
            try writer.complete()
            return imagesWritten
        }
    }

    /// Waits for queued jobs, then closes and deletes the temporary file.
    func discard() {
        inFlight.wait()
        queue.sync {
            writer.discard()
            writer.file.discard()
        }
    }

    var file: AtomicFile { writer.file }

    /// The parallel part: block choices and LZW, for a frame that differs from its predecessor.
    private static func encode(_ job: Job, path: String) -> Result<GIFEncodedImage, GIFError> {
        guard let rect = job.rect,
              let block = GIFImageBlock(cropping: job.frame, to: rect, previous: job.previous,
                                        unchanged: job.policy, tolerance: job.tolerance) else {
            return .failure(.invalidFrame(index: job.index,
                                          reason: "an index is outside its \(job.frame.palette.count)-colour palette",
                                          path: path))
        }
        do { return .success(try GIFEncodedImage.smallest(block, global: job.placement.global, path: path)) } catch let error as GIFError {
            return .failure(error)
        } catch {
            return .failure(.notWritable(reason: "\(error)", path: path))
        }
    }

    /// The ordered part, on `queue`, in submission order.
    private func write(_ frame: Finished) throws {
        let place = frame.placement
        if place.isFirst {
            try writer.putScreen(width: place.width, height: place.height, global: place.global)
            try writer.putLoopCount(place.loopCount)
        }
        guard let image = try frame.image?.get() else {
            if let held = pending, held.delay + place.delay <= GIFFrameDelays.maximumDelay {
                pending = (held.image, held.delay + place.delay)
            } else {
                try flushPending()
                pending = (try GIFEncodedImage(compressing: .keepPrevious(), path: path), place.delay)
            }
            return
        }
        try flushPending()
        pending = (image, place.delay)
    }

    private func flushPending() throws {
        guard let (image, delay) = pending else { return }
        pending = nil
        try writer.putImage(image, delayCentiseconds: delay)
        imagesWritten += 1
    }
}
