import Foundation
import FlipbookPipeline
import FlipbookRender

/// Writes each frame as `0000.png, 0001.png, …` into a folder, named by step index.
///
/// Each file is written atomically; at the end, numbered PNGs left from an earlier, longer run
/// are removed so the folder holds exactly this sequence.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: URL(fileURLWithPath: "out/blog-header"))
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [sink])
/// ```
public final class PNGSequenceSink: FrameSink {
    public let directory: URL
    public let preparer = PNGPreparer()
    public var needs: SinkNeeds { [.raster, .replays] }
    private var written: Set<String> = []

    public init(directory: URL) throws {
        self.directory = directory
        try AtomicFile.ensureDirectory(directory)
    }

    public func consume(_ png: [UInt8], of frame: Frame) throws {
        let name = FrameFileName.png(frame.step.index)
        try AtomicFile.write(png, to: directory.appendingPathComponent(name))
        written.insert(name)
    }

    public func finish() throws {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in existing where FrameFileName.index(of: name) != nil && !written.contains(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    public func abort() {}
}

/// Compresses a frame to PNG bytes on the parallel stage.
public struct PNGPreparer: FramePreparer {
    public init() {}
    public func prepare(_ frame: Frame) throws -> [UInt8] { try PNGEncoder.encode(frame.raster()) }
}
