import Foundation
import FlipbookPipeline

/// Stops a run as soon as the file a sink is writing grows past a size: an attempt at a size
/// budget that cannot fit ends after the frames that prove it, not after the whole animation.
/// Throws `FileGrewPastLimit` from `consume`; the drive loop then aborts every sink (the file is
/// deleted).
///
/// ```swift
/// let gif = try GIFSink(url: attempt)
/// let watched = StopAboveSize(gif, watching: AtomicFile(destination: attempt).temporary, limit: 5_000_000)
/// ```
final class StopAboveSize<Base: FrameSink>: FrameSink {
    let base: Base
    let file: URL
    let limit: Int

    init(_ base: Base, watching file: URL, limit: Int) {
        self.base = base
        self.file = file
        self.limit = limit
    }

    var preparer: Base.Preparer { base.preparer }
    var needs: SinkNeeds { base.needs }
    func start(_ run: RunInfo) throws { try base.start(run) }
    func wants(_ step: Step) -> Bool { base.wants(step) }

    func consume(_ prepared: Base.Preparer.Prepared, of frame: Frame) throws {
        try base.consume(prepared, of: frame)
        // The GIF writer works a few frames behind, so this lags a little: it only stops later.
        // A file not there yet (stat fails) has not grown past anything.
        var info = stat()
        if stat(file.path, &info) == 0, Int(info.st_size) > limit { throw FileGrewPastLimit(bytesSoFar: Int(info.st_size)) }
    }

    func finish() throws { try base.finish() }
    func abort() { base.abort() }
}

/// Why `StopAboveSize` stopped a run.
struct FileGrewPastLimit: Error {
    /// The file's size when the run was stopped (the finished file would be larger still).
    let bytesSoFar: Int
}
