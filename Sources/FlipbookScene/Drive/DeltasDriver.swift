import FlipbookRender

/// Moves the scroll view by a delta per frame from wherever it is, as a finger moving at a
/// steady pace does; unlike `OffsetsDriver`, it sees offsets the scene itself changed (a
/// delegate that holds the content still while a header collapses).
///
/// ```swift
/// // hold still for one frame, then 30 frames of 10 pt up
/// var driver = DeltasDriver(deltas: [.zero] + Array(repeating: Point(x: 0, y: 10), count: 30), fps: 30)
/// ```
public struct DeltasDriver: Driver {
    public let deltas: [Point]
    public let fps: Double
    private var position = 0

    public init(deltas: [Point], fps: Double = 30) {
        self.deltas = deltas
        self.fps = fps
    }

    public mutating func next(_ scene: Scene) -> Step? {
        guard position < deltas.count else { return nil }
        defer { position += 1 }
        let current = scene.scrollView?.contentOffset ?? .zero
        return Step(index: position, time: Double(position) / fps, scrollOffset: current + deltas[position])
    }
}
