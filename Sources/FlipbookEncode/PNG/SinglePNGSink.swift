import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Writes one chosen frame as a PNG file; the other frames are never rasterized for it.
///
/// ```swift
/// let still = try SinglePNGSink(url: URL(fileURLWithPath: "frame18.png"), frameIndex: 18)
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [still])
/// ```
public final class SinglePNGSink: FrameSink {
    public let url: URL
    public let frameIndex: Int
    public let preparer = PNGPreparer()
    public var needs: SinkNeeds { [.raster, .replays] }
    /// The chosen frame's file, held until `finish()`: a run that fails after the frame (a later
    /// step breaking a limit) must leave no output behind, like every other sink.
    private var png: [UInt8]?

    public init(url: URL, frameIndex: Int) throws {
        self.url = url
        self.frameIndex = frameIndex
        var isDir: ObjCBool = false
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDir), isDir.boolValue else {
            throw OutputError.writeFailed(path: url.path, reason: "folder \(parent.path) does not exist")
        }
    }

    public func wants(_ step: Step) -> Bool { step.index == frameIndex }

    public func consume(_ png: [UInt8], of frame: Frame) throws {
        self.png = png
    }

    public func finish() throws {
        guard let png else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "the scene has no frame \(frameIndex)")
        }
        try AtomicFile.write(png, to: url)
    }

    public func abort() { png = nil }
}
