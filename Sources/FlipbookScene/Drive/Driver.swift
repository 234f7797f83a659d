import FlipbookPipeline

/// Produces the steps of an animation, one at a time: scroll offsets, drags, timeline ticks.
///
/// ```swift
/// var driver = OffsetsDriver(y: -300, through: 100, by: 10, fps: 30)
/// while let step = driver.next(scene) { scene.advance(to: step) }
/// ```
public protocol Driver {
    /// Steps per second of animated time (a GIF's frame delays come from it).
    var fps: Double { get }
    /// The next step, or nil when the animation is over. May look at the scene (a drag that
    /// stops at the content's end needs its size).
    mutating func next(_ scene: Scene) -> Step?
}
