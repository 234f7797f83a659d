import FlipbookGolden
import FlipbookScene

/// Strategies for a scene, driven once by the driver given: its frames at checkpoints, its step
/// trace (every view's frame at every step, as text), or both.
extension GoldenStrategy where Value == Scene {
    /// Frames at `checkpoints` and the step trace: what `flipbook verify` checks.
    ///
    /// ```swift
    /// try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 10, duration: 1)))
    /// ```
    public static func animation(_ driver: any Driver, checkpoints: Checkpoints = .standard) -> Self {
        scene(driver, GoldenComparison(checkpoints: checkpoints, trace: true))
    }

    /// Frames at `checkpoints` (the first, the last and every 10th step by default), no trace.
    ///
    /// ```swift
    /// try expectGolden(of: scene, as: .frames(driver, checkpoints: .steps([0, 30])))
    /// ```
    public static func frames(_ driver: any Driver, checkpoints: Checkpoints = .standard) -> Self {
        scene(driver, GoldenComparison(checkpoints: checkpoints, trace: false))
    }

    /// The step trace alone (`trace.jsonl`): geometry as text, nothing rasterized.
    ///
    /// ```swift
    /// try assertGolden(of: scene, as: .trace(OffsetsDriver(y: 0, through: 400, by: 20)))
    /// ```
    public static func trace(_ driver: any Driver) -> Self {
        scene(driver, GoldenComparison(checkpoints: .none, trace: true))
    }

    private static func scene(_ driver: any Driver, _ comparison: GoldenComparison) -> Self {
        GoldenStrategy(comparison: comparison) { scene in
            GoldenRun(source: SceneRun(scene: scene, driver: driver), device: scene.screen.name)
        }
    }
}
