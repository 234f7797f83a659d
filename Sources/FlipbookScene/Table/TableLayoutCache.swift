/// Where every section, header, row and footer of a table sits, measured from the top of the
/// first section (below the table header view), built once per reload.
///
/// Rows are kept as prefix sums, so finding what a scroll position shows is a binary search:
/// a 10,000-row table costs what a 20-row one does per layout pass.
///
/// ```swift
/// let cache = TableLayoutCache(sectionCount: 1, rowCount: { _ in 100 }, headerHeight: { _ in 18 },
///                              rowHeight: { _ in 64 }, footerHeight: { _ in 0 })
/// cache.rowSpan(IndexPath(row: 2, section: 0))        // 146..<210
/// cache.rows(inSection: 0, overlapping: 200..<300)    // 2..<5
/// ```
struct TableLayoutCache {
    struct Section {
        let minY: Double
        let headerHeight: Double
        /// `rowCount + 1` edges: row i spans `rowEdges[i]..<rowEdges[i + 1]`; the last edge is
        /// the footer's top.
        let rowEdges: [Double]
        let footerHeight: Double

        var rowCount: Int { rowEdges.count - 1 }
        var rowsMinY: Double { minY + headerHeight }
        var footerMinY: Double { rowEdges[rowEdges.count - 1] }
        var maxY: Double { footerMinY + footerHeight }
    }

    let sections: [Section]

    /// An empty table.
    init() { sections = [] }

    /// Asks for every height once, in UIKit's order: a section's header, its rows, its footer.
    /// Heights must already be clean (finite, not negative).
    init(sectionCount: Int, rowCount: (Int) -> Int, headerHeight: (Int) -> Double,
         rowHeight: (IndexPath) -> Double, footerHeight: (Int) -> Double) {
        var built: [Section] = []
        built.reserveCapacity(sectionCount)
        var y = 0.0
        for section in 0..<max(0, sectionCount) {
            let top = y
            let header = headerHeight(section)
            y += header
            let count = max(0, rowCount(section))
            var edges: [Double] = []
            edges.reserveCapacity(count + 1)
            edges.append(y)
            for row in 0..<count {
                y += rowHeight(IndexPath(row: row, section: section))
                edges.append(y)
            }
            let footer = footerHeight(section)
            built.append(Section(minY: top, headerHeight: header, rowEdges: edges, footerHeight: footer))
            y += footer
        }
        sections = built
    }

    var height: Double { sections.last?.maxY ?? 0 }
    var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    func rowSpan(_ indexPath: IndexPath) -> Range<Double>? {
        guard contains(indexPath) else { return nil }
        let edges = sections[indexPath.section].rowEdges
        return edges[indexPath.row]..<edges[indexPath.row + 1]
    }

    /// Sections whose whole extent (header to footer) overlaps `span`.
    func sections(overlapping span: Range<Double>) -> Range<Int> {
        let first = partitionPoint(sections.count) { sections[$0].maxY > span.lowerBound }
        let end = partitionPoint(sections.count) { sections[$0].minY >= span.upperBound }
        return first..<max(first, end)
    }

    /// Rows of `section` that overlap `span`; a zero-height row counts when it lies inside it.
    func rows(inSection section: Int, overlapping span: Range<Double>) -> Range<Int> {
        guard sections.indices.contains(section) else { return 0..<0 }
        let edges = sections[section].rowEdges, count = edges.count - 1
        // The first row whose bottom edge is below the span's top.
        let start = max(0, partitionPoint(edges.count) { edges[$0] > span.lowerBound } - 1)
        let end = partitionPoint(count) { edges[$0] >= span.upperBound }
        return min(start, count)..<max(min(start, count), end)
    }

    /// Every row overlapping `span`, in order.
    func indexPaths(overlapping span: Range<Double>) -> [IndexPath] {
        var found: [IndexPath] = []
        for section in sections(overlapping: span) {
            for row in rows(inSection: section, overlapping: span) { found.append(IndexPath(row: row, section: section)) }
        }
        return found
    }

    /// The row under `y`, or nil over a header, a footer or outside the rows.
    func indexPath(atY y: Double) -> IndexPath? {
        let section = partitionPoint(sections.count) { sections[$0].maxY > y }
        guard section < sections.count, sections[section].minY <= y else { return nil }
        let edges = sections[section].rowEdges
        let row = partitionPoint(edges.count) { edges[$0] > y } - 1
        guard row >= 0, row < edges.count - 1 else { return nil }
        return IndexPath(row: row, section: section)
    }
}

/// The first index in `0..<count` where `isAbove` holds, for a predicate that is false and
/// then true (`count` when it never holds).
private func partitionPoint(_ count: Int, _ isAbove: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let mid = low + (high - low) / 2
        if isAbove(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
