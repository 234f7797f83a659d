import Foundation
import FlipbookRender

/// Writes one chosen frame as a PNG file. Pair it with `RenderLoop.includesStep` so only that
/// frame is rasterized.
///
/// ```swift
/// var loop = RenderLoop(scene: scene, driver: driver)
/// loop.includesStep = { $0.index == 18 }
/// try loop.run(into: [SinglePNGSink(url: URL(fileURLWithPath: "frame18.png"), frameIndex: 18)])
/// ```
public final class SinglePNGSink: FrameSink {
    public let url: URL
    public let frameIndex: Int
    public let preparer = PNGSequenceSink.Preparer()
    private var wrote = false

    public init(url: URL, frameIndex: Int) throws {
        self.url = url
        self.frameIndex = frameIndex
        var isDir: ObjCBool = false
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDir), isDir.boolValue else {
            throw OutputError.writeFailed(path: url.path, reason: "folder \(parent.path) does not exist")
        }
    }

    public func write(_ prepared: [UInt8], index: Int) throws {
        guard index == frameIndex else { return }
        try AtomicFile.write(prepared, to: url)
        wrote = true
    }

    public func finish() throws {
        guard wrote else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "the scene has no frame \(frameIndex)")
        }
    }

    public func abort() {}
}
