/// A sink that takes only the frames of some steps, wrapped around one that would take all:
/// `render --frames 5..9` for a GIF or a PNG folder, while a trace beside it sees every step.
///
/// ```swift
/// let gif = SelectedSteps(try GIFSink(url: url), steps: 5...9)
/// try DriveLoop().run(run, into: [gif, TraceSink(url: traceURL)])
/// ```
public final class SelectedSteps<Base: FrameSink>: FrameSink {
    public let base: Base
    public let steps: ClosedRange<Int>

    public init(_ base: Base, steps: ClosedRange<Int>) {
        self.base = base
        self.steps = steps
    }

    public var preparer: Base.Preparer { base.preparer }
    public var needs: SinkNeeds { base.needs }
    public func start(_ run: RunInfo) throws { try base.start(run) }
    public func wants(_ step: Step) -> Bool { steps.contains(step.index) && base.wants(step) }
    public func consume(_ prepared: Base.Preparer.Prepared, of frame: Frame) throws { try base.consume(prepared, of: frame) }
    public func finish() throws { try base.finish() }
    public func abort() { base.abort() }
}
