import FlipbookRender

/// Questions about rows and sections, answered from the loaded layout: counts, rectangles in
/// content coordinates, and what is on screen. Bad index paths get `.zero` rectangles and nil
/// views, never a trap.
extension TableView {
    /// As `numberOfSections`: the count the data source gave at the last reload.
    ///
    /// ```swift
    /// table.numberOfSections      // 1 for a data source that does not say
    /// ```
    public var numberOfSections: Int { loadedCache().sections.count }

    /// The rows in `section`, or 0 for a section that does not exist.
    ///
    /// ```swift
    /// table.numberOfRows(inSection: 0)
    /// ```
    public func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedCache().sections
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The row's rectangle in content coordinates (subtract `contentOffset` for where it shows),
    /// or `.zero` for a row that does not exist, as UIKit returns.
    ///
    /// ```swift
    /// table.rectForRow(at: IndexPath(row: 2, section: 0))   // (0, 146, 390, 64) in the seed's grouped table
    /// ```
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let span = loadedCache().rowSpan(indexPath) else { return .zero }
        return contentRect(span.lowerBound, span.upperBound)
    }

    /// The header's rectangle where it scrolls with the content (a floating plain header may
    /// show lower), or `.zero`.
    ///
    /// ```swift
    /// table.rectForHeader(inSection: 0).height     // 18 for an untitled grouped section
    /// ```
    public func rectForHeader(inSection section: Int) -> Rect {
        let sections = loadedCache().sections
        guard sections.indices.contains(section) else { return .zero }
        return contentRect(sections[section].minY, sections[section].rowsMinY)
    }

    /// The footer's rectangle in content coordinates, or `.zero`.
    ///
    /// ```swift
    /// table.rectForFooter(inSection: 0).minY    // the bottom of the section's last row
    /// ```
    public func rectForFooter(inSection section: Int) -> Rect {
        let sections = loadedCache().sections
        guard sections.indices.contains(section) else { return .zero }
        return contentRect(sections[section].footerMinY, sections[section].maxY)
    }

    /// The whole section, header to footer, in content coordinates, or `.zero`.
    ///
    /// ```swift
    /// table.rect(forSection: 1).minY
    /// ```
    public func rect(forSection section: Int) -> Rect {
        let sections = loadedCache().sections
        guard sections.indices.contains(section) else { return .zero }
        return contentRect(sections[section].minY, sections[section].maxY)
    }

    /// The row at `point` (content coordinates), or nil over a header, a footer or no row.
    ///
    /// ```swift
    /// table.indexPathForRow(at: Point(x: 10, y: table.contentOffset.y + 100))
    /// ```
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return loadedCache().indexPath(atY: point.y - sectionsOriginY)
    }

    /// The rows overlapping `rect` (content coordinates), in order.
    ///
    /// ```swift
    /// table.indexPathsForRows(in: table.bounds)     // what the screen shows
    /// ```
    public func indexPathsForRows(in rect: Rect) -> [IndexPath]? {
        let top = rect.minY - sectionsOriginY, bottom = rect.maxY - sectionsOriginY
        guard top.isFinite, bottom.isFinite, bottom > top, rect.width > 0 else { return [] }
        return loadedCache().indexPaths(overlapping: top..<bottom)
    }

    private func contentRect(_ minY: Double, _ maxY: Double) -> Rect {
        Rect(x: 0, y: sectionsOriginY + minY, width: max(0, bounds.width), height: maxY - minY)
    }

    // MARK: On screen

    /// The cell showing `indexPath`, or nil when that row is off screen or does not exist.
    ///
    /// ```swift
    /// table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text
    /// ```
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        updateVisibleViewsIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The rows with a cell on screen, in order (as UIKit, optional, and never nil here).
    ///
    /// ```swift
    /// table.contentOffset.y = 640
    /// table.indexPathsForVisibleRows?.first    // the row now at the top
    /// ```
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleViewsIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// The cells on screen, in row order.
    ///
    /// ```swift
    /// table.visibleCells.map { $0.textLabel?.text }
    /// ```
    public var visibleCells: [TableViewCell] {
        updateVisibleViewsIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The view showing the section's header, if it is on screen.
    ///
    /// ```swift
    /// (table.headerView(forSection: 0) as? TableSectionHeaderView)?.title
    /// ```
    public func headerView(forSection section: Int) -> View? {
        updateVisibleViewsIfNeeded()
        return visibleHeaderViews[section]
    }

    /// The view showing the section's footer, if it is on screen.
    public func footerView(forSection section: Int) -> View? {
        updateVisibleViewsIfNeeded()
        return visibleFooterViews[section]
    }

    /// As UIKit, answers reflect the current bounds even before the next layout pass.
    private func updateVisibleViewsIfNeeded() {
        if needsPlacement && !isPlacingViews { placeVisibleViews() }
    }
}
