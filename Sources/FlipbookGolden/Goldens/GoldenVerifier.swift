import Dispatch
import Foundation
import FlipbookEncode
import FlipbookRender
import FlipbookScene
import Synchronization

/// Renders a scene's checkpoint frames and its step trace and compares them with the goldens in
/// `golden/<scene>/` (`0000.png …`, `trace.jsonl`, `meta.json`), recording as the mode says.
///
/// ```swift
/// var options = GoldenOptions(goldenDirectory: URL(fileURLWithPath: "golden"))
/// options.recordMode = .never
/// let outcome = try GoldenVerifier.verify(name: "blog-header", scene: scene, driver: driver, options: options)
/// outcome.failed   // true on any mismatch
/// ```
public enum GoldenVerifier {
    public static func verify(name: String, scene: Scene, driver: any Driver, options: GoldenOptions) throws -> SceneOutcome {
        let folder = options.goldenDirectory.appendingPathComponent(name)
        // Drive the scene once: every step's trace line, and the display lists of the steps that
        // may be checkpoints (the last one is known only at the end, so the latest list is kept).
        var driver = driver
        var trace: [String] = []
        var lists: [(Int, DisplayList)] = []
        var latest: (Int, DisplayList)?
        var steps = 0
        while steps < options.maxSteps, let step = driver.next(scene) {
            scene.advance(to: step)
            trace.append(StepTrace.line(for: step, in: scene))
            let list = scene.displayList()
            if options.checkpoints.contains(step.index, last: -1) { lists.append((step.index, list)) }
            latest = (step.index, list)
            steps += 1
        }
        if let latest, lists.last?.0 != latest.0, options.checkpoints.contains(latest.0, last: latest.0) { lists.append(latest) }

        var outcome = SceneOutcome(name: name)
        outcome.frames = try compareFrames(lists, folder: folder, scene: name, options: options)
        try compareTrace(trace, folder: folder, options: options, into: &outcome)
        if options.recordMode != .never, outcome.frames.contains(where: { if case .recorded = $0.status { true } else { false } }) || outcome.traceRecorded {
            try writeMetadata(folder: folder, scene: scene, steps: lists.map(\.0))
        }
        return outcome
    }

    /// Rasterizes and compares the checkpoints in parallel; the outcomes come back in step order.
    private static func compareFrames(_ lists: [(Int, DisplayList)], folder: URL, scene: String,
                                      options: GoldenOptions) throws -> [FrameOutcome] {
        let results = Mutex<[Result<FrameOutcome, any Error>?]>(Array(repeating: nil, count: lists.count))
        DispatchQueue.concurrentPerform(iterations: lists.count) { i in
            let (step, list) = lists[i]
            let result = Result { try checkFrame(step: step, list: list, folder: folder, scene: scene, options: options) }
            results.withLock { $0[i] = result }
        }
        return try results.withLock { slots in try slots.map { try $0!.get() } }
    }

    private static func checkFrame(step: Int, list: DisplayList, folder: URL, scene: String,
                                   options: GoldenOptions) throws -> FrameOutcome {
        let golden = folder.appendingPathComponent(PNGSequenceSink.fileName(forIndex: step))
        let actual = try Rasterizer().render(list)
        let exists = FileManager.default.fileExists(atPath: golden.path)
        func record(failsRun: Bool) throws -> FrameOutcome {
            try AtomicFile.ensureDirectory(folder)
            try AtomicFile.write(try PNGEncoder.encode(actual), to: golden)
            return FrameOutcome(step: step, status: .recorded(failsRun: failsRun), golden: golden)
        }
        if options.recordMode == .all { return try record(failsRun: false) }
        guard exists else {
            if options.recordMode == .never {
                return FrameOutcome(step: step, status: .failed("no golden at \(golden.path) (record it with 'flipbook record')"),
                                    golden: golden)
            }
            return try record(failsRun: true)
        }
        let expected: RasterFrame
        do {
            let decoded = try PNGImageDecoder.decode(path: golden.path)
            expected = RasterFrame(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
        } catch {
            if options.recordMode == .failed { return try record(failsRun: true) }
            return FrameOutcome(step: step, status: .failed("golden \(golden.path) is not a readable PNG: \(error)"), golden: golden)
        }
        let result = ImageComparator.compare(expected: expected, actual: actual, options: options.comparison, makeDiffImage: true)
        if result.passes { return FrameOutcome(step: step, status: .passed, golden: golden) }
        if options.recordMode == .failed { return try record(failsRun: true) }
        var outcome = FrameOutcome(step: step, status: .failed(result.summary), golden: golden)
        // Artifacts for the report: the actual frame, the diff, and all three side by side.
        let dir = options.artifactsDirectory.appendingPathComponent(scene)
        try AtomicFile.ensureDirectory(dir)
        let stem = PNGSequenceSink.fileName(forIndex: step).replacingOccurrences(of: ".png", with: "")
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

    /// The text golden of the step trace: geometry regressions read as text.
    private static func compareTrace(_ lines: [String], folder: URL, options: GoldenOptions, into outcome: inout SceneOutcome) throws {
        let url = folder.appendingPathComponent("trace.jsonl")
        let text = lines.joined(separator: "\n") + "\n"
        func record() throws {
            try AtomicFile.ensureDirectory(folder)
            try AtomicFile.write(Array(text.utf8), to: url)
            outcome.traceRecorded = true
        }
        if options.recordMode == .all { return try record() }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            if options.recordMode == .never {
                outcome.traceDifferences = ["no trace golden at \(url.path)"]
            } else {
                try record()
                outcome.traceFailsRun = true
            }
            return
        }
        guard golden != text else { return }
        if options.recordMode == .failed {
            try record()
            outcome.traceFailsRun = true
            return
        }
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in 0..<max(old.count, new.count) where outcome.traceDifferences.count < options.traceLinesShown {
            let a = i < old.count ? old[i] : "(none)", b = i < new.count ? new[i] : "(none)"
            if a != b { outcome.traceDifferences.append("trace line \(i + 1):\n  golden \(a)\n  actual \(b)") }
        }
    }

    private static func writeMetadata(folder: URL, scene: Scene, steps: [Int]) throws {
        let meta = """
        {"device": "\(scene.screen.name)", "size": [\(formatPoints(scene.screen.size.width)), \(formatPoints(scene.screen.size.height))], \
        "scale": \(formatPoints(scene.screen.scale)), "frames": [\(steps.map(String.init).joined(separator: ", "))], \
        "fonts": "Flipbook fontconfig: Inter, DejaVu fallback, grayscale antialiasing, no hinting"}

        """
        try AtomicFile.write(Array(meta.utf8), to: folder.appendingPathComponent("meta.json"))
    }
}

/// How verification runs.
public struct GoldenOptions: Sendable {
    public var goldenDirectory: URL
    public var artifactsDirectory: URL
    public var recordMode: RecordMode = .missing
    public var comparison = ComparisonOptions()
    public var checkpoints = Checkpoints.standard
    public var traceLinesShown = 5
    public var maxSteps = 10_000

    public init(goldenDirectory: URL, artifactsDirectory: URL? = nil) {
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-report")
    }
}
