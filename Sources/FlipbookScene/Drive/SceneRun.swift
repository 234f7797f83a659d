import FlipbookPipeline
import FlipbookRender

/// A scene and the driver that moves it: the `StepSource` every run drives (rendering, golden
/// checks, validation, the benchmark), through the one `DriveLoop`. With `annotations`, each
/// display list gets the overlays on top (the finger, a time badge, outlines…); without, it is
/// the scene's display list as it is.
///
/// ```swift
/// let run = SceneRun(scene: scene, driver: OffsetsDriver(y: -300, through: 100, by: 10))
/// try DriveLoop().run(run, into: [gif])
/// let explained = SceneRun(scene: scene, driver: driver, annotations: [.finger, .badge])
/// ```
public struct SceneRun: StepSource {
    public let scene: Scene
    public var driver: any Driver
    /// Nil when no annotation is asked for: frames are then exactly the scene's own.
    private var overlay: AnnotationOverlay?

    public init(scene: Scene, driver: any Driver, annotations: Annotations = []) {
        self.scene = scene
        self.driver = driver
        overlay = annotations.isEmpty ? nil : AnnotationOverlay(annotations)
    }

    public var framesPerSecond: Double { driver.fps }

    /// The next step, applied; throws what the scene stopped with (`Scene.stop(with:)`).
    public mutating func advance() throws -> Step? {
        // A local: recording into `overlay` while reading `self.scene` would overlap accesses to self.
        let scene = self.scene
        guard let step = driver.next(scene) else { return nil }
        scene.advance(to: step)
        if let error = scene.stopError { throw error }
        overlay?.record(scene)
        return step
    }

    public func displayList() -> DisplayList {
        var list = scene.displayList()
        if let overlay { list.ops += overlay.ops(for: scene) }
        return list
    }

    public func traceRecord(for step: Step) -> TraceRecord { StepTrace.record(for: step, in: scene) }
}
