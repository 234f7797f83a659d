import FlipbookRender

extension Path {
    /// The path `f` of the way to `end`, point by point, when both are made of the same elements
    /// in the same order (Core Animation's path animation: "If the two paths have a different
    /// number of control points or segment types, the results are undefined",
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path); nil otherwise.
    ///
    /// ```swift
    /// var a = Path(); a.move(to: .zero); a.addLine(to: Point(x: 10, y: 0))
    /// var b = Path(); b.move(to: .zero); b.addLine(to: Point(x: 10, y: 20))
    /// a.interpolated(to: b, 0.5)?.elements.last    // .line((10, 10))
    /// ```
    func interpolated(to end: Path, _ f: Double) -> Path? {
        guard elements.count == end.elements.count else { return nil }
        var mixed: [Element] = []
        mixed.reserveCapacity(elements.count)
        for (a, b) in zip(elements, end.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): mixed.append(.move(p.interpolated(to: q, f)))
            case let (.line(p), .line(q)): mixed.append(.line(p.interpolated(to: q, f)))
            case let (.quadCurve(p, c), .quadCurve(q, d)):
                mixed.append(.quadCurve(p.interpolated(to: q, f), control: c.interpolated(to: d, f)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                mixed.append(.curve(p.interpolated(to: q, f), control1: c1.interpolated(to: d1, f), control2: c2.interpolated(to: d2, f)))
            case (.close, .close): mixed.append(.close)
            default: return nil
            }
        }
        return Path(elements: mixed)
    }
}
