import FlipbookRender
import FlipbookSupport

/// Steps through time at a fixed frame rate, for animations that run on the clock rather than
/// on scrolling (transitions, fades): frame k is sampled at exactly k / fps seconds.
///
/// ```swift
/// // 2 s at 30 fps, the first frame held for 10 frames and the last for 15.
/// var driver = TimelineDriver(fps: 30, duration: 2, holdStart: 10, holdEnd: 15)
/// ```
public struct TimelineDriver: Driver {
    public let fps: Double
    public let duration: Double
    /// Extra frames showing the first instant (time 0), before it starts moving.
    public let holdStart: Int
    /// Extra frames showing the last instant, after it ends.
    public let holdEnd: Int
    private var index = 0

    /// Any values are taken without trapping: a duration or rate that is not finite, or so
    /// long the frame count would not fit an `Int`, is clamped, and the drive loop's step limit
    /// stops the run long before the end.
    public init(fps: Double = 30, duration: Double, holdStart: Int = 0, holdEnd: Int = 0) {
        self.fps = fps.isFinite ? max(1, fps) : 1
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.holdStart = max(0, holdStart)
        self.holdEnd = max(0, holdEnd)
    }

    /// Frames that move: from time 0 to `duration` inclusive (at most `Int32.max`).
    public var movingFrames: Int { Int(CheckedNumber.int32(clamping: duration * fps)) + 1 }
    public var frameCount: Int {
        let (held, o1) = holdStart.addingReportingOverflow(holdEnd)
        let (all, o2) = held.addingReportingOverflow(movingFrames)
        return o1 || o2 ? Int.max : all
    }

    public mutating func next(_ scene: Scene) -> Step? {
        guard index < frameCount else { return nil }
        defer { index += 1 }
        let k = min(max(0, index - holdStart), movingFrames - 1)
        return Step(index: index, time: Double(k) / fps)
    }
}
