import FlipbookRender

/// The rectangles that outline where two frames differ, made from a comparison's diff image:
/// the frame is cut into square cells, every cell holding a differing pixel is marked, and runs
/// of marked cells are merged into rectangles (across a row, then down while the run keeps its
/// columns). Cells rather than exact pixel boxes so a scattered change reads as a few boxes, not
/// hundreds of one-pixel ones.
///
/// ```swift
/// let result = ImageComparator.compare(expected: before, actual: after, makeDiffImage: true)
/// let boxes = ChangedRegions.outline(result.diffImage!)   // e.g. [PixelRect 64x32+0+96]
/// ```
public enum ChangedRegions {
    /// The side of a cell in pixels.
    public static let cellSize = 16

    /// - Parameters:
    ///   - diff: a diff image from `ImageComparator` (differing pixels are pure red).
    ///   - cellSize: clamped to `1...4096`, so cell arithmetic cannot overflow.
    public static func outline(_ diff: RasterFrame, cellSize: Int = cellSize) -> [PixelRect] {
        let cell = min(max(1, cellSize), 4096)
        guard diff.width > 0, diff.height > 0 else { return [] }
        let columns = (diff.width + cell - 1) / cell, rows = (diff.height + cell - 1) / cell
        var marked = [Bool](repeating: false, count: columns * rows)
        for y in 0..<diff.height {
            let row = y * diff.width
            for x in 0..<diff.width where diff.pixels[row + x] == RowBand.red {
                marked[(y / cell) * columns + x / cell] = true
            }
        }
        // Rectangles still growing downwards, keyed by their column span.
        var open: [Range<Int>: (top: Int, bottom: Int)] = [:]
        var boxes: [PixelRect] = []
        func close(_ span: Range<Int>, _ rowsSpan: (top: Int, bottom: Int)) {
            let rect = PixelRect(x: span.lowerBound * cell, y: rowsSpan.top * cell,
                                 width: span.count * cell, height: (rowsSpan.bottom - rowsSpan.top) * cell)
            if let clipped = rect.clipped(width: diff.width, height: diff.height) { boxes.append(clipped) }
        }
        for r in 0..<rows {
            var spans: [Range<Int>] = []
            var c = 0
            while c < columns {
                guard marked[r * columns + c] else { c += 1; continue }
                let start = c
                while c < columns, marked[r * columns + c] { c += 1 }
                spans.append(start..<c)
            }
            var next: [Range<Int>: (top: Int, bottom: Int)] = [:]
            for span in spans {
                next[span] = open[span].map { ($0.top, r + 1) } ?? (r, r + 1)
            }
            for (span, rowsSpan) in open where next[span] == nil { close(span, rowsSpan) }
            open = next
        }
        for (span, rowsSpan) in open { close(span, rowsSpan) }
        return boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
