import FlipbookRender

/// One frame's worth of change that a driver produced.
/// One step of an animation, as a driver produced it: the unit the drive loop advances a
/// scene by, and what every frame is tagged with.
///
/// ```swift
/// let step = Step(index: 3, time: 0.1, scrollOffset: Point(x: 0, y: -270))
/// ```
public struct Step: Sendable, Hashable {
    /// 0, 1, 2 … in output order.
    public var index: Int
    /// Seconds since the first frame.
    public var time: Double
    /// The content offset the scene's scroll view moves to, if this step scrolls.
    public var scrollOffset: Point?

    public init(index: Int, time: Double, scrollOffset: Point? = nil) {
        self.index = index; self.time = time; self.scrollOffset = scrollOffset
    }
}
