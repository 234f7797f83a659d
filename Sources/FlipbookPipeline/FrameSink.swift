/// What an output needs from each frame, so the drive loop does no work nobody asked for.
///
/// ```swift
/// var needs: SinkNeeds { [.raster] }            // a GIF: pixels, made before `prepare`
/// var needs: SinkNeeds { [.trace] }             // a trace writer: no pixels at all
/// ```
public struct SinkNeeds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Rasterize every frame this sink wants on the parallel stage, before `prepare`. Sinks that
    /// rasterize only some frames call `Frame.raster()` themselves instead.
    public static let raster = SinkNeeds(rawValue: 1 << 0)
    /// Each frame carries its step's trace record (`Frame.trace`).
    public static let trace = SinkNeeds(rawValue: 1 << 1)
    /// Also receive the frames ping-pong plays backwards (image outputs do; traces do not).
    public static let replays = SinkNeeds(rawValue: 1 << 2)
}

/// The per-frame, order-free half of a sink (compressing a PNG, quantizing a GIF frame,
/// comparing with a golden). It runs on the parallel stage, several frames at once.
public protocol FramePreparer: Sendable {
    associatedtype Prepared: Sendable
    func prepare(_ frame: Frame) throws -> Prepared
}

/// Where frames go: a GIF, a PNG folder, one PNG, a golden comparison, a step trace.
///
/// The drive loop runs `preparer.prepare` on the parallel stage and then `consume` strictly
/// in step order on the calling thread, so a sink keeps its state (an open file, the previous
/// frame) without locks, in the spirit of gifski's collect → quantize → write stages. Adding an
/// output is adding one sink.
///
/// ```swift
/// final class FrameCounter: FrameSink {
///     struct Preparer: FramePreparer { func prepare(_ frame: Frame) -> Int { frame.step.index } }
///     let preparer = Preparer()
///     var needs: SinkNeeds { [] }
///     private(set) var seen: [Int] = []
///     func consume(_ index: Int, of frame: Frame) { seen.append(index) }
///     func finish() {}
///     func abort() {}
/// }
/// ```
///
/// Nothing may appear at an output path before `finish()` (see `AtomicFile`); `abort()` removes
/// whatever was started.
public protocol FrameSink: AnyObject {
    associatedtype Preparer: FramePreparer
    var preparer: Preparer { get }
    var needs: SinkNeeds { get }
    /// Called once before the first frame with what the run is (its frame rate).
    func start(_ run: RunInfo) throws
    /// Whether this sink takes the frame of `step` (all by default; one PNG takes one).
    func wants(_ step: Step) -> Bool
    func consume(_ prepared: Preparer.Prepared, of frame: Frame) throws
    func finish() throws
    func abort()
}

extension FrameSink {
    public func start(_ run: RunInfo) throws {}
    public func wants(_ step: Step) -> Bool { true }
}

/// What a sink learns when the run starts.
public struct RunInfo: Sendable {
    /// The driver's steps per second of animated time (GIF delays).
    public var framesPerSecond: Double
    public init(framesPerSecond: Double) { self.framesPerSecond = framesPerSecond }
}

/// A preparer with nothing to do before the ordered write: hands the frame itself on.
public struct PassFrame: FramePreparer {
    public init() {}
    public func prepare(_ frame: Frame) -> Frame { frame }
}
