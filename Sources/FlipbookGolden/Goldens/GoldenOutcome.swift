import Foundation

/// What happened to one checkpoint frame.
public struct FrameOutcome: Sendable {
    public enum Status: Sendable, Equatable {
        case passed
        /// Written now; `failsRun` when the mode makes a newly written golden fail once.
        case recorded(failsRun: Bool)
        case failed(String)
    }
    public let step: Int
    public let status: Status
    public let golden: URL
    public var actual: URL?
    public var diff: URL?
    public var sideBySide: URL?
    /// Pixels whose value changed, when the frame was compared with a golden of the same size.
    public var changedPixels: Int?

    public var failed: Bool {
        switch status {
        case .passed: false
        case .recorded(let fails): fails
        case .failed: true
        }
    }
}

/// What happened to one scene: its frames and its trace golden.
public struct SceneOutcome: Sendable {
    public let name: String
    public var frames: [FrameOutcome] = []
    /// The first differing lines of the step trace, as "line N: golden … / actual …".
    public var traceDifferences: [String] = []
    /// This run's step trace, written beside the frames' artifacts when it differs from the golden.
    public var actualTrace: URL?
    public var traceRecorded = false
    public var traceFailsRun = false
    /// Why frames were compared perceptually rather than exactly (`ComparisonDecision.note`):
    /// nil when they were compared exactly or not at all.
    public var comparisonNote: String?

    public var failed: Bool { frames.contains(where: \.failed) || !traceDifferences.isEmpty || traceFailsRun }
}
