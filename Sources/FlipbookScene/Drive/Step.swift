import FlipbookRender

/// One frame's worth of change that a driver produced.
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

/// Produces the steps of an animation, one at a time: scroll offsets, drags, timeline ticks.
public protocol Driver {
    /// The next step, or nil when the animation is over. May look at the scene (a drag that
    /// stops at the content's end needs its size).
    mutating func next(_ scene: Scene) -> Step?
}
