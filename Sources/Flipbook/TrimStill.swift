import FlipbookPipeline
import FlipbookRender

/// Decides, frame by frame in step order, whether a frame shows no visible change: its raster
/// is byte-identical to the frame before (`RenderOptions.trimStill`). Every sink of a run asks
/// the same detector, so they agree; the answer for a step is worked out once.
///
/// GIF and APNG outputs already merge such frames into the previous frame's delay (`GIFSink`,
/// `APNGSink`: "a frame identical to the previous one is not stored"), so trimming needs no
/// wrapper there; a PNG folder drops them (`TrimmedStills`), and the trace marks them
/// (`"trimmed":true`).
///
/// ```swift
/// let stills = StillFrames()
/// let pngs = TrimmedStills(try PNGSequenceSink(directory: url), stills: stills)
/// ```
public final class StillFrames {
    private var previous: [UInt32]?
    private var previousSize = (0, 0)
    private var decided: (index: Int, still: Bool)?

    public init() {}

    /// Whether `frame` looks exactly like the frame before it. Replayed (ping-pong) frames are
    /// never still: the way back is part of the animation.
    public func isStill(_ frame: Frame) throws -> Bool {
        guard !frame.isReplay else { return false }
        if let decided, decided.index == frame.step.index { return decided.still }
        let raster = try frame.raster()
        let still = previous.map { $0 == raster.pixels && previousSize == (raster.width, raster.height) } ?? false
        previous = raster.pixels
        previousSize = (raster.width, raster.height)
        decided = (frame.step.index, still)
        return still
    }
}

/// A sink that skips frames with no visible change (`StillFrames`): `render --trim-still` for a
/// PNG folder, whose files keep their step numbers (the gaps are the trimmed frames).
public final class TrimmedStills<Base: FrameSink>: FrameSink {
    public let base: Base
    public let stills: StillFrames

    public init(_ base: Base, stills: StillFrames) {
        self.base = base
        self.stills = stills
    }

    public var preparer: Base.Preparer { base.preparer }
    public var needs: SinkNeeds { base.needs.union(.raster) }
    public func start(_ run: RunInfo) throws { try base.start(run) }
    public func wants(_ step: Step) -> Bool { base.wants(step) }
    public func consume(_ prepared: Base.Preparer.Prepared, of frame: Frame) throws {
        guard try !stills.isStill(frame) else { return }
        try base.consume(prepared, of: frame)
    }
    public func finish() throws { try base.finish() }
    public func abort() { base.abort() }
}

/// The trace beside a trimmed output: every step keeps its line, and a trimmed one says so
/// (`TraceRecord.trimmed`, written as `"trimmed":true`, the line's last key).
public final class TrimmedStillsTrace: FrameSink {
    public let base: TraceSink
    public let stills: StillFrames

    public init(_ base: TraceSink, stills: StillFrames) {
        self.base = base
        self.stills = stills
    }

    public var preparer: PassFrame { base.preparer }
    public var needs: SinkNeeds { base.needs.union(.raster) }
    public func start(_ run: RunInfo) throws { try base.start(run) }
    public func consume(_ prepared: Frame, of frame: Frame) throws {
        guard try stills.isStill(frame), var record = frame.trace else {
            return try base.consume(prepared, of: frame)
        }
        record.trimmed = true
        let marked = Frame(step: frame.step, displayList: frame.displayList, trace: record, isReplay: frame.isReplay)
        try base.consume(marked, of: marked)
    }
    public func finish() throws { try base.finish() }
    public func abort() { base.abort() }
}
