/// What a golden folder holds and how strictly it is compared: the frames at the checkpoints,
/// the step trace (`trace.jsonl`) or not, and the tolerance for frames. One value from the
/// caller (a test's strategy, `verify`'s flags) to the sink, passed whole.
///
/// ```swift
/// var comparison = GoldenComparison()                    // every 10th frame and the last, the trace, strict
/// comparison.checkpoints = .none                         // the trace alone
/// comparison.tolerance = GoldenTolerance(maxDiffPixels: 4)
/// ```
public struct GoldenComparison: Sendable, Hashable {
    /// The steps whose frames have goldens (`.none`: no frame is compared or written).
    public var checkpoints: Checkpoints
    /// Whether the step trace has a golden too; off, only frames are compared.
    public var trace: Bool
    public var tolerance: GoldenTolerance

    public init(checkpoints: Checkpoints = .standard, trace: Bool = true, tolerance: GoldenTolerance = GoldenTolerance()) {
        self.checkpoints = checkpoints
        self.trace = trace
        self.tolerance = tolerance
    }
}
