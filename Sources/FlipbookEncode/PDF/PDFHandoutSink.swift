import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Writes a PDF handout of a run: a title page (scene, device, frame count, duration, an
/// optional title and note), then the chosen frames in a grid, drawn as vectors (text stays
/// selectable and searchable, images are embedded once), each with a caption: step, time,
/// scroll offset, why it was chosen, and which views moved since the frame before it.
///
/// ```swift
/// let handout = try PDFHandoutSink(url: URL(fileURLWithPath: "review.pdf"),
///                                  info: HandoutInfo(sceneName: "blog-header", deviceName: "iphone-14"))
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [handout])
///
/// // Every 5th frame on Letter paper, steps 10…40 only:
/// let sampled = SelectedSteps(try PDFHandoutSink(url: url, info: info, paper: .letter, choice: .every(5)), steps: 10...40)
/// ```
///
/// - It needs display lists and trace lines only, never pixels: nothing is rasterized for it.
///   Trace lines are parsed on the parallel stage.
/// - Frames are chosen as they stream (`KeyFrameChooser`): it holds the display lists of the
///   frames it will show and of the latest, at most `maximumFrames`, not the whole run.
/// - The PDF is drawn at `finish()` (its title page needs the whole run) and written through
///   `AtomicFile`; before that nothing is on disk, so `abort()` leaves nothing.
public final class PDFHandoutSink: FrameSink {
    public let url: URL
    public let info: HandoutInfo
    public let paper: HandoutPaper
    public let choice: HandoutFrameChoice
    public let preparer = HandoutPreparer()
    public var needs: SinkNeeds { [.trace] }
    /// 100 pages of 3 × 2: the display lists held until `finish()` stay a few megabytes.
    public static let maximumFrames = 600

    private var chooser: KeyFrameChooser
    private var firstStep: Step?
    private var lastStep: Step?
    private var frameCount = 0
    /// The first frame's canvas: the size every frame is laid out at, and the scale it ran at.
    private var canvas: (size: Size, scale: Double)?

    /// - Parameters:
    ///   - url: a file URL whose folder exists and is writable (checked now, before any frame).
    ///   - choice: key frames (the default) or every K-th, `K` in `1...DriveLoop.stepLimit`.
    public init(url: URL, info: HandoutInfo, paper: HandoutPaper = .a4, choice: HandoutFrameChoice = .keyFrames) throws {
        if case .every(let k) = choice, !(1...DriveLoop.stepLimit).contains(k) { throw HandoutError.everyOutOfRange(k) }
        guard url.isFileURL else {
            throw OutputError.unsupportedOutput(path: url.absoluteString, reason: "a handout is written to a file")
        }
        self.url = url
        self.info = info
        self.paper = paper
        self.choice = choice
        chooser = KeyFrameChooser(choice: choice)
        // A missing or read-only folder fails now, not after the whole run.
        let probe = AtomicFile(destination: url)
        let fd = try probe.create()
        close(fd)
        probe.discard()
    }

    public func consume(_ geometry: TraceGeometry, of frame: Frame) throws {
        if firstStep == nil {
            firstStep = frame.step
            canvas = (frame.displayList.size, frame.displayList.scale)
        }
        lastStep = frame.step
        frameCount += 1
        chooser.add(HandoutFrame(step: frame.step, displayList: frame.displayList, geometry: geometry))
        if chooser.countIfEndedNow > Self.maximumFrames {
            throw HandoutError.tooManyFrames(path: url.path, limit: Self.maximumFrames)
        }
    }

    public func finish() throws {
        let shown = chooser.finish()
        guard let firstStep, let lastStep, let canvas, !shown.isEmpty else { throw HandoutError.noFrames(path: url.path) }
        let summary = HandoutPages.Summary(
            info: info, frameSize: canvas.size, scale: canvas.scale, frameCount: frameCount,
            firstStep: firstStep.index, lastStep: lastStep.index, duration: lastStep.time - firstStep.time,
            choice: choice, shownSteps: shown.map(\.step.index))
        try AtomicFile.write(HandoutDocument.render(shown, summary: summary, paper: paper), to: url)
    }

    /// Nothing is on disk before `finish()`; the held frames are let go.
    public func abort() {
        chooser = KeyFrameChooser(choice: choice)
    }
}

/// Reads a frame's trace line into geometry, on the parallel stage.
public struct HandoutPreparer: FramePreparer {
    public init() {}
    public func prepare(_ frame: Frame) -> TraceGeometry { TraceGeometry(line: frame.trace) }
}
