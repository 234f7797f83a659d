import FlipbookPipeline
import FlipbookRender

/// A scene and the driver that moves it: the `StepSource` every run drives (rendering, golden
/// checks, validation, the benchmark), through the one `DriveLoop`.
///
/// ```swift
/// let run = SceneRun(scene: scene, driver: OffsetsDriver(y: -300, through: 100, by: 10))
/// try DriveLoop().run(run, into: [gif])
/// ```
public struct SceneRun: StepSource {
    public let scene: Scene
    public var driver: any Driver

    public init(scene: Scene, driver: any Driver) {
        self.scene = scene
        self.driver = driver
    }

    public var framesPerSecond: Double { driver.fps }

    /// The next step, applied; throws what the scene stopped with (`Scene.stop(with:)`).
    public mutating func advance() throws -> Step? {
        guard let step = driver.next(scene) else { return nil }
        scene.advance(to: step)
        if let error = scene.stopError { throw error }
        return step
    }

    public func displayList() -> DisplayList { scene.displayList() }

    public func traceLine(for step: Step) -> String { StepTrace.line(for: step, in: scene) }
}
