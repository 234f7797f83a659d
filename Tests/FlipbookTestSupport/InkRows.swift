import FlipbookRender

extension RasterFrame {
    /// The runs of rows with ink (pixels farther than `tolerance` from `background`) between
    /// columns `columns`, top to bottom, as closed row ranges: the lines of text a person sees.
    ///
    /// ```swift
    /// frame.inkRows(differingFrom: white, columns: 50..<200).count   // 2 lines
    /// ```
    public func inkRows(differingFrom background: RGBA, columns: Range<Int>? = nil, tolerance: Int = 8) -> [ClosedRange<Int>] {
        let xs = columns.map { Swift.max(0, $0.lowerBound)..<Swift.min(width, $0.upperBound) } ?? 0..<width
        var bands: [ClosedRange<Int>] = []
        var start: Int?
        for y in 0..<height {
            let inked = xs.contains { rgba($0, y).distance(to: background) > tolerance }
            if inked, start == nil { start = y }
            if !inked, let s = start { bands.append(s...(y - 1)); start = nil }
        }
        if let s = start { bands.append(s...(height - 1)) }
        return bands
    }
}
