import FlipbookRender

/// Self-sizing rows and Dynamic Type headers: heights that depend on the cells' content and the
/// scene's text size, measured when the data loads and again when the text size, the table's
/// width or the layout direction changes.
///
/// UIKit measures a self-sizing row when it first comes on screen and uses
/// `estimatedRowHeight` for the rest until then; Flipbook measures every row when the data
/// loads, so the content size and every row's position are the settled ones from the first
/// frame (the estimate changes nothing on screen). That asks the data source for every row's
/// cell once at load, returning each to the reuse pool.
extension TableView {
    /// The traits a measured height depends on.
    struct MeasuringTraits: Equatable {
        var category: ContentSizeCategory
        var width: Double
        var direction: LayoutDirection
    }

    var currentMeasuringTraits: MeasuringTraits {
        MeasuringTraits(category: scene?.contentSizeCategory ?? .large, width: max(0, bounds.width),
                        direction: effectiveLayoutDirection)
    }

    /// Forgets the loaded layout when what it was measured for changed: the text size changes
    /// automatic header heights and self-sized rows; the width and direction only self-sized rows.
    func dropLayoutMeasuredForOtherTraits() {
        guard layoutCache != nil, let measured = measuredTraits else { return }
        let now = currentMeasuringTraits
        let stale = measured.category != now.category
            || (rowsAreSelfSized && (measured.width != now.width || measured.direction != now.direction))
        // Called at the start of a pass that places the views next: no new pass is needed.
        if stale { layoutCache = nil }
    }

    /// The height of a row whose height is `automaticDimension`: its cell, from the data source,
    /// measured at the table's width, then put back in the reuse pool.
    func selfSizedRowHeight(at indexPath: IndexPath) -> Double {
        guard let dataSource else { return Self.standardRowHeight }
        rowsAreSelfSized = true
        // Every measured row costs a cell and a text layout: past the limit, rows take the
        // estimate (as UIKit's unmeasured rows do) and the scene says so, instead of stalling.
        selfSizedRowsThisLoad += 1
        guard selfSizedRowsThisLoad <= selfSizingRowLimit else {
            if selfSizedRowsThisLoad == selfSizingRowLimit + 1 {
                scene?.noteWarning("table: more than \(selfSizingRowLimit) self-sizing rows; the rest take estimatedRowHeight (\(formatPoints(estimatedRowHeightOrStandard)) pt) unmeasured")
            }
            return estimatedRowHeightOrStandard
        }
        // The data source's callbacks must not reload or lay out the table while it measures.
        let wasPlacing = isPlacingViews
        isPlacingViews = true
        defer { isPlacingViews = wasPlacing }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        guard !isDescendant(of: cell) else { return Self.standardRowHeight }
        reusePool.remove(cell)
        let visible = visibleCellsByIndexPath.values.contains { $0 === cell }
        // In the table, so that its labels read the scene's text size and direction.
        if cell.superview !== self { addSubview(cell) }
        let hairline = separatorStyle == .singleLine ? 1 / max(1, scene?.screen.scale ?? 1) : 0
        let height = Self.cleanHeight(cell.selfSizingHeight(width: max(0, bounds.width), separatorThickness: hairline))
        if !visible { recycle(cell) }
        return height
    }

    /// `estimatedRowHeight` when it is a usable height, else UIKit's 44 pt.
    var estimatedRowHeightOrStandard: Double {
        estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : Self.standardRowHeight
    }

    /// How much taller than at the Large text size an automatic header or footer with `title`
    /// must be: its title follows Dynamic Type (TableSectionHeaderView), so its band grows by
    /// the growth of one line; 0 at Large and below, so those heights stay UIKit's.
    func titleGrowth(_ title: String?, kind: TableSectionHeaderView.Kind) -> Double {
        guard title != nil else { return 0 }
        let category = scene?.contentSizeCategory ?? .large
        guard category > .large else { return 0 }
        let textStyle = TableSectionHeaderView.textStyle(kind: kind, tableStyle: style)
        func lineHeight(_ c: ContentSizeCategory) -> Double {
            let probe = Label()
            probe.font = .preferredFont(forTextStyle: textStyle, compatibleWith: c)
            probe.text = "Ag"
            let h = probe.intrinsicContentSize.height
            return h.isFinite ? max(0, h) : 0
        }
        return max(0, (lineHeight(category) - lineHeight(.large)).rounded(.up))
    }
}
