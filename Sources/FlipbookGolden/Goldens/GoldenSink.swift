import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Compares a run with its goldens in `golden/<name>/` (`0000.png …` for the checkpoint frames,
/// `trace.jsonl` for every step, `meta.json`, `renderer.json`), recording as the mode says: an
/// output like any other, fed by the one drive loop. Frames are compared exactly when
/// `renderer.json` is this build's fingerprint, perceptually otherwise (`GoldenComparisonPolicy`;
/// `outcome.comparisonNote` says why).
///
/// Only checkpoint frames are rasterized; they are compared on the parallel stage. The last
/// frame is a checkpoint too, known only when the run ends, so the latest frame is kept.
///
/// ```swift
/// var options = GoldenOptions(goldenDirectory: URL(fileURLWithPath: "golden"))
/// options.recordMode = .never
/// let golden = GoldenSink(name: "blog-header", device: "iphone-14", options: options)
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [golden])
/// golden.outcome.failed   // true on any mismatch
/// ```
public final class GoldenSink: FrameSink {
    public let preparer: GoldenFrameChecker
    public var needs: SinkNeeds { [.trace] }
    public let device: String
    /// What the comparison found; complete after `finish()`.
    public private(set) var outcome: SceneOutcome
    /// This run's `trace.jsonl`, as `TraceRecord.jsonLines` writes it.
    private var traceText = ""
    private var latest: (frame: Frame, checked: FrameOutcome?)?

    public init(name: String, device: String, options: GoldenOptions) {
        let policy = GoldenComparisonPolicy(tolerance: options.comparison.tolerance)
        let decision = policy.decide(recorded: RendererFile.read(name, in: options.goldenDirectory), current: try? RendererFingerprint.current())
        preparer = GoldenFrameChecker(name: name, options: options, decision: decision)
        // What a killed recording of this golden left.
        AtomicFile.removeAbandoned(beside: preparer.scratch.destination, rules: GoldenFiles.scratchRules)
        self.device = device
        outcome = SceneOutcome(name: name)
    }

    public func consume(_ checked: FrameOutcome?, of frame: Frame) throws {
        traceText += TraceRecord.jsonLines([frame.trace])
        if let checked { outcome.frames.append(checked) }
        latest = (frame, checked)
    }

    public func finish() throws {
        let options = preparer.options
        if let (frame, checked) = latest, checked == nil, options.comparison.checkpoints.contains(frame.step.index, last: frame.step.index) {
            outcome.frames.append(try preparer.check(frame))
        }
        try compareTrace()
        func isRecorded(_ frame: FrameOutcome) -> Bool { if case .recorded = frame.status { true } else { false } }
        let recorded = outcome.frames.contains(where: isRecorded)
        if options.recordMode != .never, recorded || outcome.traceRecorded, let list = latest?.frame.displayList {
            try commitRecording(size: list.size, scale: list.scale,
                                fingerprinted: outcome.frames.allSatisfy({ isRecorded($0) || $0.changedPixels == 0 }))
        }
        preparer.discardScratch()
        if let note = preparer.decision.note, outcome.frames.contains(where: { $0.changedPixels != nil }) {
            outcome.comparisonNote = note
        }
        latest = nil
    }

    public func abort() {
        latest = nil
        preparer.discardScratch()
    }

    /// Moves what this run recorded into the golden folder with its `meta.json`, in one swap: the
    /// folder holds the frames of one recording and the `meta.json` that lists them, or is as it was.
    private func commitRecording(size: Size, scale: Double, fingerprinted: Bool) throws {
        let scratch = preparer.scratch.temporary
        try FolderEdit.run(on: preparer.folder) { staging in
            let previous = Self.recordedFrames(in: staging)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
            for name in names.sorted() where AtomicFile.abandonedPid(name) == nil {
                guard rename(scratch.appendingPathComponent(name).path, staging.appendingPathComponent(name).path) == 0 else {
                    throw OutputError.writeFailed(path: preparer.folder.appendingPathComponent(name).path, reason: AtomicFile.errnoText())
                }
            }
            // A shorter or re-checkpointed scene leaves goldens of frames it no longer has; those an
            // earlier recording listed (and only those: a file it did not write stays) go.
            for step in previous.subtracting(outcome.frames.map(\.step)).sorted() {
                _ = unlink(staging.appendingPathComponent(FrameFileName.png(step)).path)
            }
            try writeMetadata(size: size, scale: scale, in: staging)
            // The fingerprint vouches for every frame in the folder, so it is written only when
            // each was recorded now or matched this build's pixels exactly; otherwise the old
            // fingerprint (or none) stays and the folder keeps being compared perceptually.
            if fingerprinted, let fingerprint = try? RendererFingerprint.current() {
                try RendererFile.write(fingerprint, in: staging)
            }
        }
    }

    /// The text golden of the step trace: geometry regressions read as text.
    private func compareTrace() throws {
        let options = preparer.options, folder = preparer.folder
        guard options.comparison.trace else { return }
        let url = folder.appendingPathComponent("trace.jsonl")
        let text = traceText
        func record() throws {
            // What verify can read back is all record may write.
            guard text.utf8.count <= TraceGolden.byteLimit else {
                throw GoldenError.badInput("\(url.path): the step trace is \(text.utf8.count >> 20) MB, over the trace golden limit of "
                                           + "\(TraceGolden.byteLimit >> 20) MB, which verify could not read back; trace fewer steps or views")
            }
            try AtomicFile.write(Array(text.utf8), to: try preparer.makeScratch().appendingPathComponent("trace.jsonl"), sweeping: false)
            outcome.traceRecorded = true
        }
        if options.recordMode == .all { return try record() }
        // Size and lines are checked before the comparison reads it; a bad golden is exit 2.
        guard let goldenBytes = try GoldenFiles.read(preparer.name + "/trace.jsonl", in: options.goldenDirectory, limit: TraceGolden.byteLimit) else {
            if options.recordMode == .never {
                outcome.traceDifferences = ["no trace golden at \(url.path)"]
            } else {
                try record()
                outcome.traceFailsRun = true
            }
            return
        }
        try TraceGolden.checkLineCount(goldenBytes, name: url.path)
        let golden = String(decoding: goldenBytes, as: UTF8.self)
        guard golden != text else { return }
        if options.recordMode == .failed {
            try record()
            outcome.traceFailsRun = true
            return
        }
        // This run's trace beside the frames' artifacts, for the report's table and `flipbook approve`.
        let actual = options.artifactsDirectory.appendingPathComponent(preparer.name).appendingPathComponent("actual-trace.jsonl")
        try AtomicFile.ensureDirectory(actual.deletingLastPathComponent())
        try AtomicFile.write(Array(text.utf8), to: actual)
        outcome.actualTrace = actual
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in 0..<max(old.count, new.count) where outcome.traceDifferences.count < options.traceLinesShown {
            let a = i < old.count ? old[i] : "(none)", b = i < new.count ? new[i] : "(none)"
            if a != b { outcome.traceDifferences.append("trace line \(i + 1):\n  golden \(a)\n  actual \(b)") }
        }
    }

    /// The checkpoint frames a folder's `meta.json` lists: the frames an earlier recording
    /// wrote. Read through the one JSON reader; empty when there is none or it cannot be read,
    /// since recording is how a damaged golden folder is mended (and only frame files the
    /// folder holds can be named, so a hostile list removes nothing but frames).
    static func recordedFrames(in folder: URL) -> Set<Int> {
        guard let bytes = try? GoldenFiles.read("meta.json", in: folder, limit: metaByteLimit) else { return [] }
        do {
            let root = try JSONField.root(of: bytes, file: "meta.json", limit: metaByteLimit, maxDepth: 8)
            return Set(try root.field("frames").items().map { (frame) throws(JSONFieldError) in try frame.int(in: 0...999_999_999) })
        } catch {
            return []
        }
    }

    /// A real meta.json is a few hundred bytes; frame steps have at most nine digits (`FrameFileName`).
    static let metaByteLimit = 1 << 20

    private func writeMetadata(size: Size, scale: Double, in folder: URL) throws {
        let meta = """
        {"device": "\(device)", "size": [\(formatPoints(size.width)), \(formatPoints(size.height))], \
        "scale": \(formatPoints(scale)), "frames": [\(outcome.frames.map { String($0.step) }.joined(separator: ", "))], \
        "fonts": "Flipbook fontconfig: Inter, DejaVu fallback, grayscale antialiasing, no hinting"}

        """
        try AtomicFile.write(Array(meta.utf8), to: folder.appendingPathComponent("meta.json"), sweeping: false)
    }
}

/// The parallel half of `GoldenSink`: rasterizes a checkpoint frame, compares it with its golden
/// and writes what the mode and the result call for (the golden, or the report's artifacts).
public struct GoldenFrameChecker: FramePreparer {
    public let name: String
    public let options: GoldenOptions
    /// Exact or perceptual, decided once per scene from the golden's renderer fingerprint.
    public let decision: ComparisonDecision
    public var folder: URL { options.goldenDirectory.appendingPathComponent(name) }
    /// Where this run's recorded files wait until `finish` moves them in whole.
    var scratch: AtomicFile { GoldenFiles.scratch(for: folder) }

    /// The scratch folder, made on first use (several frames may ask at once: `mkdir` decides).
    func makeScratch() throws -> URL {
        let url = scratch.temporary
        try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
        try TemporaryFiles.registering(url.path) {
            guard mkdir(url.path, 0o777) == 0 || errno == EEXIST else {
                throw OutputError.writeFailed(path: folder.path, reason: AtomicFile.errnoText())
            }
        }
        return url
    }

    func discardScratch() {
        GoldenFiles.scratchRules.removeEarlier(scratch.temporary)
        TemporaryFiles.forget(scratch.temporary.path)
    }

    /// Checks frames whose step is a checkpoint by index; the last one is decided at the end.
    public func prepare(_ frame: Frame) throws -> FrameOutcome? {
        options.comparison.checkpoints.contains(frame.step.index, last: -1) ? try check(frame) : nil
    }

    func check(_ frame: Frame) throws -> FrameOutcome {
        let step = frame.step.index
        let golden = folder.appendingPathComponent(FrameFileName.png(step))
        // What verify can read back is all record may write (the decoder's pixel limit): refused
        // before the frame is rasterized, so an oversized screen costs nothing.
        let list = frame.displayList
        let pixels = (list.size.width * list.scale).rounded(.up) * (list.size.height * list.scale).rounded(.up)
        guard pixels.isFinite, pixels <= Double(PNGImageDecoder.maximumPixels) else {
            throw GoldenError.badInput("\(golden.path): a \(formatPoints(list.size.width))×\(formatPoints(list.size.height)) screen at scale "
                + "\(formatPoints(list.scale)) is over the golden limit of \(PNGImageDecoder.maximumPixels >> 20) Mpixel a frame, which verify "
                + "could not read back; use a smaller screen or scale")
        }
        let actual = try frame.raster()
        func record(failsRun: Bool) throws -> FrameOutcome {
            let png = try PNGEncoder.encode(actual)
            try AtomicFile.write(png, to: try makeScratch().appendingPathComponent(FrameFileName.png(step)), sweeping: false)
            return FrameOutcome(step: step, status: .recorded(failsRun: failsRun), golden: golden)
        }
        if options.recordMode == .all { return try record(failsRun: false) }
        // A golden that exists but is not a regular file (a FIFO, a folder) is bad input, exit 2.
        guard let goldenBytes = try GoldenFiles.read(name + "/" + FrameFileName.png(step), in: options.goldenDirectory,
                                                     limit: InputFile.imageByteLimit) else {
            if options.recordMode == .never {
                return FrameOutcome(step: step, status: .failed("no golden at \(golden.path) (record it with 'flipbook record')"),
                                    golden: golden)
            }
            return try record(failsRun: true)
        }
        let expected: RasterFrame
        do {
            expected = try RasterFrame(PNGImageDecoder.decode(bytes: goldenBytes, name: golden.path))
        } catch {
            if options.recordMode == .failed { return try record(failsRun: true) }
            return FrameOutcome(step: step, status: .failed("golden \(golden.path) is not a readable PNG: \(error)"), golden: golden)
        }
        let result = ImageComparator.compare(expected: expected, actual: actual, options: decision.options, makeDiffImage: true)
        let changed = result.sizeMismatch == nil ? result.changedPixels : nil
        if result.passes {
            var outcome = FrameOutcome(step: step, status: .passed, golden: golden)
            outcome.changedPixels = changed
            return outcome
        }
        if options.recordMode == .failed { return try record(failsRun: true) }
        var outcome = FrameOutcome(step: step, status: .failed(result.summary), golden: golden)
        outcome.changedPixels = changed
        // Artifacts for the report: the actual frame, the diff, and all three side by side.
        let dir = options.artifactsDirectory.appendingPathComponent(name)
        try AtomicFile.ensureDirectory(dir)
        let stem = FrameFileName.stem(step)
        outcome.actual = dir.appendingPathComponent("\(stem)-actual.png")
        try AtomicFile.write(try PNGEncoder.encode(actual), to: outcome.actual!)
        if let diff = result.diffImage {
            outcome.diff = dir.appendingPathComponent("\(stem)-diff.png")
            try AtomicFile.write(try PNGEncoder.encode(diff), to: outcome.diff!)
        }
        outcome.sideBySide = dir.appendingPathComponent("\(stem)-side-by-side.png")
        try AtomicFile.write(try PNGEncoder.encode(DiffArtifacts.sideBySide(expected: expected, actual: actual, diff: result.diffImage)),
                             to: outcome.sideBySide!)
        return outcome
    }
}
