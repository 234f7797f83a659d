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

    /// Offsets along y from `start` to `end` inclusive, `step` apart (the last one may be short).
    ///
    /// ```swift
    /// let driver = OffsetsDriver(y: -300, through: 100, by: 10)   // 41 offsets
    /// ```
    public init(y start: Double, through end: Double, by step: Double, fps: Double = 30) {
        var ys: [Double] = []
        let count = step != 0 && step.isFinite ? Int(((end - start) / step).rounded(.down)) : 0
        if count >= 0 { ys = (0...min(count, 100_000)).map { start + Double($0) * step } }
        if let last = ys.last, abs(last - end) > 1e-9, (end - last) * step > 0 { ys.append(end) }
        self.init(offsets: ys.map { Point(x: 0, y: $0) }, fps: fps)
    }

    public mutating func next(_ scene: Scene) -> Step? {
        guard position < offsets.count else { return nil }
        defer { position += 1 }
        return Step(index: position, time: Double(position) / fps, scrollOffset: offsets[position])
    }
}
