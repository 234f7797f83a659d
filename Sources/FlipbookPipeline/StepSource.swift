import FlipbookRender

/// What the drive loop drives: anything that produces steps, applies each one, and can then draw
/// itself. A scene with its driver is one (`SceneRun` in FlipbookScene); the loop knows no scenes.
///
/// ```swift
/// var run = SceneRun(scene: scene, driver: OffsetsDriver(y: -300, through: 100, by: 10))
/// while let step = try run.advance() { _ = run.displayList() }
/// ```
public protocol StepSource {
    /// Steps per second of animated time.
    var framesPerSecond: Double { get }
    /// Produces the next step and applies it, or returns nil when the animation is over. Throws
    /// when the source cannot go on; the run then stops and writes nothing.
    mutating func advance() throws -> Step?
    /// The state after the last step, as an immutable value for the rasterizer.
    func displayList() -> DisplayList
    /// The state after the last step as the step trace records it (`record.jsonLine` is the
    /// line of a `trace.jsonl`).
    func traceRecord(for step: Step) -> TraceRecord
}
