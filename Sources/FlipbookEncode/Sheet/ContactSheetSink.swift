import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Writes a contact sheet: every K-th frame shrunk to a tile, in a grid, each labelled with its
/// step and time, as one PNG, the picture to paste into a pull request.
///
/// ```swift
/// let sheet = try ContactSheetSink(url: URL(fileURLWithPath: "out/sheet.png"),
///                                  options: ContactSheetOptions(columns: 6, every: 4))
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [sheet])
/// ```
///
/// Tiles are made on the parallel stage (`ContactSheetPreparer`) and pasted into the sheet as
/// they arrive, in order; the frames themselves are not kept. A sheet taller than the
/// rasterizer's limit (16,384 px) is refused as soon as the frame that would overflow it comes,
/// naming `--every` and `--cols`. The PNG appears at `finish()`, atomically; `abort()` leaves nothing.
/// Ping-pong replays are not taken: they would repeat tiles already on the sheet.
public final class ContactSheetSink: FrameSink {
    public let url: URL
    public let options: ContactSheetOptions
    /// The step `every` counts from (the first of `--frames A..B`).
    public let firstStep: Int
    public let preparer: ContactSheetPreparer
    public var needs: SinkNeeds { [.raster] }
    private var canvas: ContactSheetCanvas?
    /// Tiles pasted so far.
    public private(set) var tileCount = 0

    /// - Parameters:
    ///   - url: a file URL in an existing folder.
    ///   - options: columns 1…20, every 1…10,000, tile width 16…1,024 (else `OutputError`, exit 2).
    ///   - firstStep: the step `every` counts from; 0 unless the output starts later.
    public init(url: URL, options: ContactSheetOptions = ContactSheetOptions(), firstStep: Int = 0) throws {
        try options.check(for: url.path)
        var isFolder: ObjCBool = false
        let parent = url.deletingLastPathComponent()
        guard url.isFileURL, FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw OutputError.writeFailed(path: url.path, reason: "folder \(parent.path) does not exist")
        }
        self.url = url
        self.options = options
        self.firstStep = firstStep
        preparer = ContactSheetPreparer(options: options)
    }

    public func wants(_ step: Step) -> Bool {
        step.index >= firstStep && (step.index - firstStep) % options.every == 0
    }

    public func consume(_ cell: ContactSheetPreparer.Cell, of frame: Frame) throws {
        if canvas == nil { canvas = ContactSheetCanvas(layout: cell.layout) }
        guard var canvas, canvas.layout == cell.layout else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "frame \(frame.step.index) differs in size from the first; "
                + "a contact sheet's frames all have one size")
        }
        guard tileCount < cell.layout.capacity else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "a contact sheet holds at most \(cell.layout.capacity) tiles "
                + "at \(options.columns) a row (\(Rasterizer.maxPixelsPerSide) px tall); take fewer frames with --every K "
                + "or --frames A..B, or more a row with --cols N")
        }
        self.canvas = nil   // one owner of the pixels while pasting: no copy
        canvas.paste(cell.tile, label: cell.label, at: tileCount)
        self.canvas = canvas
        tileCount += 1
    }

    public func finish() throws {
        guard let canvas, tileCount > 0 else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "the run gave the contact sheet no frames")
        }
        try AtomicFile.write(try PNGEncoder.encode(canvas.finished(tiles: tileCount)), to: url)
    }

    public func abort() { canvas = nil }
}
