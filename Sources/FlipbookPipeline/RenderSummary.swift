/// What a run did, for the command line's last line and the benchmark.
public struct RenderSummary: Sendable {
    /// Steps the source went through (frames or not).
    public var steps = 0
    /// Frames delivered to at least one sink, replays included.
    public var frames = 0
    /// Frames each sink took, in the order the sinks were given.
    public var framesBySink: [Int] = []
    /// Driving, layout, display lists and trace lines (sequential, on the calling thread).
    public var sceneTime: Duration = .zero
    /// Rasterization, summed over threads.
    public var rasterTime: Duration = .zero
    /// Sinks' per-frame work (PNG compression, quantization, comparison), summed over threads.
    public var prepareTime: Duration = .zero
    /// Sinks' ordered consumption and finishing.
    public var writeTime: Duration = .zero

    public init() {}
}
