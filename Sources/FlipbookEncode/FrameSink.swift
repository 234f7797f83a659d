import FlipbookRender

/// The pure, per-frame half of a sink: work that depends on one frame only (compressing a PNG,
/// quantizing a GIF frame). It runs on raster threads, several frames at once, in any order.
public protocol FramePreparer: Sendable {
    associatedtype Prepared: Sendable
    func prepare(_ frame: RasterFrame, index: Int) throws -> Prepared
}

/// A destination for rendered frames (a PNG folder, a GIF, a golden comparison).
///
/// The render loop calls `preparer.prepare` in parallel and then `write` strictly in frame order
/// on one thread, so a sink keeps its state (an open file, the previous frame) without locks,
/// in the spirit of gifski's collect → quantize → write stages.
///
/// ```swift
/// let sink = try GIFSink(url: URL(fileURLWithPath: "out/a.gif"), fps: 30)
/// try RenderLoop(scene: scene, driver: driver).run(into: [sink])
/// ```
///
/// Nothing may appear at the final path before `finish()`: write to a temporary file and rename
/// there, and delete the temporary file in `abort()`.
public protocol FrameSink: AnyObject {
    associatedtype Preparer: FramePreparer
    var preparer: Preparer { get }
    func write(_ prepared: Preparer.Prepared, index: Int) throws
    func finish() throws
    func abort()
}
