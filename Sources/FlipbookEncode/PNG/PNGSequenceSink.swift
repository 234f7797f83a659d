import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Writes each frame as `0000.png, 0001.png, …` into a folder, named by step index.
///
/// The folder appears whole or not at all (`AtomicFile.createFolder()`): frames go into a
/// temporary sibling folder that `finish()` swaps in for the destination, so the folder holds
/// exactly this run's sequence. The destination must be missing, empty, or an earlier Flipbook
/// output; a folder holding other files is refused at `init` (exit 2) and never touched.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: URL(fileURLWithPath: "out/blog-header"))
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [sink])
/// ```
public final class PNGSequenceSink: FrameSink {
    public let directory: URL
    public let preparer = PNGPreparer()
    public var needs: SinkNeeds { [.raster, .replays] }
    private let output: AtomicFile
    private var started = false

    public init(directory: URL) throws {
        self.directory = directory
        output = AtomicFile(destination: directory.standardizedFileURL)
        // Refused now, before any rendering, if the folder holds files Flipbook did not write.
        try AtomicFile.checkReplaceable(output.destination)
    }

    public func start(_ run: RunInfo) throws {
        try output.createFolder()
        started = true
    }

    public func consume(_ png: [UInt8], of frame: Frame) throws {
        if !started { try start(RunInfo(framesPerSecond: 0)) }   // used without the drive loop
        let name = FrameFileName.png(frame.step.index)
        try AtomicFile.write(png, to: output.temporary.appendingPathComponent(name), sweeping: false)
    }

    public func finish() throws {
        if !started { try start(RunInfo(framesPerSecond: 0)) }
        started = false
        try output.commitFolder()
    }

    public func abort() {
        if started { output.discardFolder() }
        started = false
    }
}

/// Compresses a frame to PNG bytes on the parallel stage.
public struct PNGPreparer: FramePreparer {
    public init() {}
    public func prepare(_ frame: Frame) throws -> [UInt8] { try PNGEncoder.encode(frame.raster()) }
}
