import FlipbookPipeline

/// A sink that takes every step and keeps nothing: with it the drive loop builds each step's
/// display list, as `render` does, so what only drawing finds (a font or symbol the scene
/// lacks) is warned about in `validate` too, without rasterizing anything.
///
/// ```swift
/// try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [DisplayListCheckSink()])
/// scene.ownWarnings      // ["font 'Helvetica Neue' is not available: …"]
/// ```
final class DisplayListCheckSink: FrameSink {
    let preparer = PassFrame()
    let needs: SinkNeeds = []
    func consume(_ prepared: Frame, of frame: Frame) {}
    func finish() {}
    func abort() {}
}
