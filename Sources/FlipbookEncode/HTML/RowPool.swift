/// Every distinct row of pixels the flipbook has seen, numbered in order of first sight, and
/// each frame as runs over those rows.
///
/// Scrolling moves the same rows up and down the screen, so a scrolling animation holds few
/// distinct rows: the blog-header scroll's 41 frames of 1,688 rows have 3,942 (69,208 rows in
/// all), and its 221-frame drag 4,081. The page stores the distinct rows once, in PNG strips of
/// `stripRows` rows, and draws each frame from them.
///
/// ```swift
/// var pool = RowPool(stripRows: 2048)
/// let placed = pool.place(RowKey.keys(of: raster))
/// // placed.newRows: the rows of `raster` to append to the strips, in order
/// // placed.runs: how to draw `raster` from the strips
/// ```
struct RowPool {
    /// Rows per strip image; a run never crosses from one strip into the next.
    let stripRows: Int
    private var numbers: [RowKey: Int] = [:]
    /// Distinct rows so far.
    private(set) var count = 0

    init(stripRows: Int) {
        precondition(stripRows > 0, "a strip holds at least one row")
        self.stripRows = stripRows
    }

    /// Numbers a frame's rows (new ones after all earlier rows) and cuts the frame into runs.
    mutating func place(_ keys: [RowKey]) -> (runs: [RowRun], newRows: [Int]) {
        var newRows: [Int] = []
        let sources = keys.enumerated().map { y, key in
            if let n = numbers[key] { return n }
            numbers[key] = count
            count += 1
            newRows.append(y)
            return count - 1
        }
        return (runs(over: sources), newRows)
    }

    /// Consecutive pool rows become one copy; one pool row over and over (a flat background)
    /// becomes one repeat, so a blank screen is one run rather than a run per row.
    private func runs(over sources: [Int]) -> [RowRun] {
        var runs: [RowRun] = []
        var start = 0
        while start < sources.count {
            let first = sources[start]
            var end = start + 1
            if end < sources.count, sources[end] == first {
                while end < sources.count, sources[end] == first { end += 1 }
                runs.append(RowRun(strip: first / stripRows, row: first % stripRows, height: end - start, repeats: true))
            } else {
                // A copy stops where a repeat begins, so the repeat takes all of its rows.
                while end < sources.count, sources[end] == first + (end - start),
                      sources[end] / stripRows == first / stripRows,
                      !(end + 1 < sources.count && sources[end + 1] == sources[end]) { end += 1 }
                runs.append(RowRun(strip: first / stripRows, row: first % stripRows, height: end - start, repeats: false))
            }
            start = end
        }
        return runs
    }
}

/// A band of a frame drawn from one strip: `height` strip rows from `row` on, or (`repeats`)
/// strip row `row` drawn `height` times. A frame's runs cover its rows top to bottom.
struct RowRun: Equatable, Sendable {
    var strip: Int
    var row: Int
    var height: Int
    var repeats: Bool
}
