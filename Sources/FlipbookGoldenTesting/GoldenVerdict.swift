import Foundation
import FlipbookGolden

/// What one golden run means for the person reading the test log: the frames (and trace) that
/// were recorded for the first time, re-recorded, missing, or changed; and the one message.
struct GoldenVerdict {
    static let traceFile = "trace.jsonl"

    let outcome: SceneOutcome
    /// The files of the scene's golden folder before the run.
    let existed: Set<String>
    let traceChecked: Bool
    var recorded: [Int] = [], rerecorded: [Int] = [], missing: [Int] = [], changed: [FrameOutcome] = []
    var traceRecorded = false, traceRerecorded = false, traceMissing = false, traceChanged = false

    init(outcome: SceneOutcome, existed: Set<String>, traceChecked: Bool) {
        self.outcome = outcome
        self.existed = existed
        self.traceChecked = traceChecked
        for frame in outcome.frames {
            let had = existed.contains(frame.golden.lastPathComponent)
            switch frame.status {
            case .passed, .recorded(failsRun: false): break
            case .recorded(failsRun: true): if had { rerecorded.append(frame.step) } else { recorded.append(frame.step) }
            case .failed: if had { changed.append(frame) } else { missing.append(frame.step) }
            }
        }
        guard traceChecked else { return }
        let hadTrace = existed.contains(Self.traceFile)
        if outcome.traceFailsRun { if hadTrace { traceRerecorded = true } else { traceRecorded = true } }
        if !outcome.traceDifferences.isEmpty { if hadTrace { traceChanged = true } else { traceMissing = true } }
    }

    /// The failure message, or nil when the run passed.
    func message(folder: URL, setting: RecordSetting, report: URL?, reportFolder: URL) -> String? {
        let name = outcome.name
        // A check that compared nothing cannot fail, so it fails now.
        if outcome.frames.isEmpty && !traceChecked {
            return "\(name): nothing was compared: no frame fell on a checkpoint and the trace is not checked; "
                + "give checkpoints the run reaches (or a value with frames)"
        }
        var parts: [String] = []
        if !recorded.isEmpty || traceRecorded {
            parts.append("\(name): no golden yet; recorded \(what(recorded, trace: traceRecorded)) in \(folder.path). "
                         + "Run the test again to compare against them, and commit the folder.")
        }
        if !rerecorded.isEmpty || traceRerecorded {
            parts.append("\(name): \(what(rerecorded, trace: traceRerecorded)) changed and \(rerecorded.count + (traceRerecorded ? 1 : 0) == 1 ? "was" : "were") "
                         + "re-recorded in \(folder.path) (\(setting.source)). Review the change (git diff), then run the test again.")
        }
        if !missing.isEmpty || traceMissing {
            parts.append("\(name): no golden for \(what(missing, trace: traceMissing)) in \(folder.path), and \(setting.source) "
                         + "does not record. Run the test once with \(RecordSetting.variable) unset (or =missing) to record them, "
                         + "then commit the folder.")
        }
        if !changed.isEmpty || traceChanged {
            let total = outcome.frames.count
            var text = "\(name): \(what(changed.map(\.step), trace: traceChanged)) differ\(changed.count + (traceChanged ? 1 : 0) == 1 ? "s" : "") "
                + "from the goldens in \(folder.path) (\(total) frame\(total == 1 ? "" : "s") checked):"
            // Why a change was judged perceptually (the golden came from another renderer build).
            if let note = outcome.comparisonNote { text += "\n  (\(note))" }
            for frame in changed {
                if case .failed(let why) = frame.status { text += "\n  frame \(frame.step): \(why)" }
            }
            if traceChanged, let first = outcome.traceDifferences.first {
                text += "\n  trace: " + first.replacingOccurrences(of: "\n", with: "\n  ")
            }
            if let report {
                text += "\nReport: \(report.path)"
                text += "\nAccept the change: \(ApproveCommandLine.text(report: reportFolder))"
            }
            parts.append(text)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// "frames 0, 10 and the trace", "frame 10", "the trace".
    private func what(_ steps: [Int], trace: Bool) -> String {
        var words: [String] = []
        if !steps.isEmpty { words.append("frame\(steps.count == 1 ? "" : "s") " + steps.map(String.init).joined(separator: ", ")) }
        if trace { words.append("the trace") }
        return words.joined(separator: " and ")
    }
}
