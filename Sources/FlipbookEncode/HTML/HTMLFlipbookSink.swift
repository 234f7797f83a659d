import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Writes the run as one self-contained HTML page: a player with play/pause, a scrubber,
/// arrow keys that step one frame, a speed control and a caption per frame (step, time, scroll
/// offset from the step's trace line). No network, nothing outside the file.
///
/// ```swift
/// let page = try HTMLFlipbookSink(url: URL(fileURLWithPath: "out/preview.html"))
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [page])
/// // open out/preview.html; out/preview.html#frame=12 opens on frame 12
/// ```
///
/// Frames are not embedded one by one: scrolling moves the same rows of pixels around, so the
/// page holds each distinct row once (`RowPool`), as PNG strips in `data:` URIs, and draws every
/// frame from runs of those rows on a canvas. The blog-header scroll at 2× makes a 0.9 MB page,
/// where its 41 PNGs alone would take 8 MB in base64; its 221-frame drag, 1.3 MB against 46 MB.
/// Pixels are exact: the canvas shows the frames as the PNG folder holds them.
///
/// The page appears at `finish()` in one atomic write; `abort()` leaves nothing.
public final class HTMLFlipbookSink: FrameSink {
    public let url: URL
    /// The page's title and heading; the file name without its extension by default.
    public let title: String
    public let preparer = HTMLFlipbookPreparer()
    public var needs: SinkNeeds { [.raster, .replays, .trace] }
    /// Playback at 1× speed: from `init`, or the run's frame rate at `start`.
    public private(set) var fps: Double?

    private var pool: RowPool?
    private var strips: RowStrips?
    private var frames: [HTMLFlipbookPage.Entry] = []
    private var canvas: HTMLFlipbookPage.Canvas?
    /// Offsets of the frames as they first ran, by time: a replay has no trace line of its own.
    private var offsetsByTime: [UInt64: Point] = [:]

    /// Distinct rows stored in the page so far (for the measurements in the README).
    public var distinctRows: Int { pool?.count ?? 0 }

    /// - Parameters:
    ///   - url: a file URL in an existing folder.
    ///   - fps: playback rate at 1×, `0 < fps ≤ 1000`; nil takes the driver's when the run starts.
    public init(url: URL, title: String? = nil, fps: Double? = nil) throws {
        self.url = url
        self.title = title ?? url.deletingPathExtension().lastPathComponent
        try Self.checkFolder(of: url)
        if let fps { try Self.check(fps: fps, for: url) }
        self.fps = fps
    }

    public func start(_ run: RunInfo) throws {
        if fps == nil {
            try Self.check(fps: run.framesPerSecond, for: url)
            fps = run.framesPerSecond
        }
    }

    public func consume(_ prepared: HTMLFlipbookPreparer.Prepared, of frame: Frame) throws {
        let raster = prepared.raster
        if canvas == nil {
            canvas = HTMLFlipbookPage.Canvas(pixelWidth: raster.width, pixelHeight: raster.height,
                                             pointWidth: frame.displayList.size.width, pointHeight: frame.displayList.size.height)
            // About two million pixels a strip: small enough for any browser to decode, large
            // enough that deflate sees many rows together.
            let stripRows = max(1, (1 << 21) / max(1, raster.width))
            pool = RowPool(stripRows: stripRows)
            strips = RowStrips(width: raster.width, stripRows: stripRows)
        }
        // `pool?.place` mutates the stored pool in place: a copy would duplicate its table every frame.
        guard let canvas, raster.width == canvas.pixelWidth, raster.height == canvas.pixelHeight,
              let strips, let placed = pool?.place(prepared.rowKeys) else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "frame \(frame.step.index) is \(raster.width)×\(raster.height) pixels; "
                + "a flipbook's frames all have the first frame's size")
        }
        try strips.append(rows: placed.newRows, of: raster)

        let timeKey = frame.step.time.bitPattern
        if !frame.isReplay, let offset = prepared.offset { offsetsByTime[timeKey] = offset }
        let caption = FlipbookCaption(step: frame.step.index, time: frame.step.time,
                                      offset: frame.isReplay ? offsetsByTime[timeKey] : prepared.offset,
                                      isReplay: frame.isReplay)
        frames.append(HTMLFlipbookPage.Entry(caption: caption.text, runs: placed.runs))
    }

    public func finish() throws {
        guard let canvas, let strips, let fps, !frames.isEmpty else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "the run gave the flipbook no frames")
        }
        let page = HTMLFlipbookPage(title: title, fps: fps, canvas: canvas, strips: try strips.finish(), frames: frames)
        try AtomicFile.write(Array(page.markup().utf8), to: url)
    }

    public func abort() {
        strips?.abort()
        frames = []
    }

    private static func checkFolder(of url: URL) throws {
        var isFolder: ObjCBool = false
        let parent = url.deletingLastPathComponent()
        guard url.isFileURL, FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputError.writeFailed(path: url.path, reason: "folder \(parent.path) does not exist")
        }
    }

    private static func check(fps: Double, for url: URL) throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "a flipbook plays at 0 < fps ≤ 1000, not \(fps)")
        }
    }
}
