import FlipbookRender

/// A scroll axis' share of points and sizes: what the drag driver reads and writes along the
/// axis it drags (`DragDriver.axis`), keeping the other coordinate as it is.
extension LayoutAxis {
    func value(of point: Point) -> Double { self == .vertical ? point.y : point.x }

    func length(of size: Size) -> Double { self == .vertical ? size.height : size.width }

    /// `point` with this axis' coordinate replaced by `value`.
    func replacing(_ point: Point, with value: Double) -> Point {
        self == .vertical ? Point(x: point.x, y: value) : Point(x: value, y: point.y)
    }
}
