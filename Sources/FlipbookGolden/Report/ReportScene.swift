import Foundation

/// One animation in an `HTMLReport`: its checkpoint frames in order (the changed ones marked),
/// what failed, and its step trace when that changed.
///
/// ```swift
/// let scene = ReportScene(name: "header", messages: ["frame 10: 312 pixels differ"], frames: [
///     ReportFrame(label: "0", changed: false, golden: g0, actual: g0),
///     ReportFrame(label: "10", changed: true, message: "312 pixels differ", golden: g10, actual: a10, diff: d10),
/// ], trace: ReportTrace(golden: goldenTrace, actual: actualTrace))
/// ```
public struct ReportScene: Sendable {
    public var name: String
    /// Why the scene failed, one line each (shown above the player).
    public var messages: [String]
    public var frames: [ReportFrame]
    /// The trace golden and this run's trace, when they differ; nil otherwise.
    public var trace: ReportTrace?

    public init(name: String, messages: [String] = [], frames: [ReportFrame], trace: ReportTrace? = nil) {
        self.name = name; self.messages = messages; self.frames = frames; self.trace = trace
    }
}

/// One checkpoint frame of a `ReportScene`. An unchanged frame shows its golden on both sides.
public struct ReportFrame: Sendable {
    /// The step, as shown in the strip ("10").
    public var label: String
    public var changed: Bool
    public var message: String
    /// nil when there is no golden yet.
    public var golden: URL?
    public var actual: URL?
    /// nil when no diff could be made (a size mismatch, a missing golden, an unchanged frame).
    public var diff: URL?
    public var sideBySide: URL?

    public init(label: String, changed: Bool, message: String = "", golden: URL?, actual: URL?,
                diff: URL? = nil, sideBySide: URL? = nil) {
        self.label = label; self.changed = changed; self.message = message
        self.golden = golden; self.actual = actual; self.diff = diff; self.sideBySide = sideBySide
    }
}

/// The two step traces (`.jsonl`) of a scene whose trace golden changed.
public struct ReportTrace: Sendable {
    public var golden: URL
    public var actual: URL

    public init(golden: URL, actual: URL) { self.golden = golden; self.actual = actual }
}

extension ReportScene {
    /// The per-frame entries of the older API, grouped by scene in their order; every frame is changed.
    static func grouping(_ entries: [ReportEntry]) -> [ReportScene] {
        var scenes: [ReportScene] = []
        for entry in entries {
            let frame = ReportFrame(label: entry.frame, changed: true, message: entry.message, golden: entry.golden,
                                    actual: entry.actual, diff: entry.diff, sideBySide: entry.sideBySide)
            let line = "frame \(entry.frame): \(entry.message)"
            if let k = scenes.firstIndex(where: { $0.name == entry.scene }) {
                scenes[k].frames.append(frame)
                scenes[k].messages.append(line)
            } else {
                scenes.append(ReportScene(name: entry.scene, messages: [line], frames: [frame]))
            }
        }
        return scenes
    }
}

extension ReportScene {
    /// The report's view of a golden run: every checkpoint frame in order (a changed one with the
    /// artifacts the comparison wrote, an unchanged one showing its golden), and the trace when
    /// it differs from an existing golden. nil when there is nothing to show: no changed frame
    /// with an actual image and no changed trace (a missing golden is a message, not a picture).
    ///
    /// ```swift
    /// try DriveLoop().run(run, into: [golden])
    /// if let scene = ReportScene(outcome: golden.outcome, goldenFolder: golden.preparer.folder) { … }
    /// ```
    public init?(outcome: SceneOutcome, goldenFolder: URL, messages: [String]? = nil) {
        let fm = FileManager.default
        var lines: [String] = []
        let frames = outcome.frames.map { frame -> ReportFrame in
            switch frame.status {
            case .passed, .recorded:
                return ReportFrame(label: "\(frame.step)", changed: false, golden: frame.golden, actual: frame.golden)
            case .failed(let why):
                lines.append("frame \(frame.step): \(why)")
                return ReportFrame(label: "\(frame.step)", changed: true, message: why,
                                   golden: fm.fileExists(atPath: frame.golden.path) ? frame.golden : nil,
                                   actual: frame.actual, diff: frame.diff, sideBySide: frame.sideBySide)
            }
        }
        let traceGolden = goldenFolder.appendingPathComponent("trace.jsonl")
        var trace: ReportTrace?
        if !outcome.traceDifferences.isEmpty, let actualTrace = outcome.actualTrace, fm.fileExists(atPath: traceGolden.path),
           fm.fileExists(atPath: actualTrace.path) {
            trace = ReportTrace(golden: traceGolden, actual: actualTrace)
            lines.append("trace: the step trace differs from \(traceGolden.lastPathComponent)")
        }
        guard trace != nil || frames.contains(where: { $0.changed && $0.actual != nil }) else { return nil }
        self.init(name: outcome.name, messages: messages ?? lines, frames: frames, trace: trace)
    }
}
