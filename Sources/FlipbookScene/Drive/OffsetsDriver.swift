import FlipbookRender

/// Scrolls through an explicit list of content offsets, one per frame, at `fps`.
///
/// ```swift
/// // offsetY = 0, 10 … 400 past a 300 pt content inset
/// var driver = OffsetsDriver(offsets: (0...40).map { Point(x: 0, y: -300 + 10 * Double($0)) }, fps: 30)
/// ```
public struct OffsetsDriver: Driver {
    public let offsets: [Point]
    public let fps: Double
    private var position = 0

    public init(offsets: [Point], fps: Double = 30) {
        self.offsets = offsets
        self.fps = fps
    }

    public mutating func next(_ scene: Scene) -> Step? {
        guard position < offsets.count else { return nil }
        defer { position += 1 }
        return Step(index: position, time: Double(position) / fps, scrollOffset: offsets[position])
    }
}
