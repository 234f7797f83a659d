import FlipbookRender

/// Materialising what the bounds show: cells for the visible rows, header and footer views for
/// the visible sections; everything else goes back to the reuse pool. Work per pass is a
/// binary search plus the visible rows, however long the table.
extension TableView {
    /// Brings the visible subviews in line with the bounds and the data.
    func placeVisibleViews() {
        guard !isPlacingViews else { return }
        isPlacingViews = true
        needsPlacement = false
        let cache = loadedCache()
        let generation = dataGeneration
        placeTableHeaderView()
        updateContentSize(cache)
        let span = visibleSpan
        placeCells(cache, span: span)
        if isCurrent(generation) { placeSectionViews(cache, span: span) }
        isPlacingViews = false
        // A data source that reloaded from inside a callback gets a pass with its new data.
        if !isCurrent(generation) { setNeedsLayout() }
    }

    private func isCurrent(_ generation: Int) -> Bool { layoutCache != nil && dataGeneration == generation }

    /// What the bounds show, in the sections' coordinates (below the table header), or nil.
    var visibleSpan: Range<Double>? {
        let top = bounds.minY - sectionsOriginY, bottom = bounds.maxY - sectionsOriginY
        guard top.isFinite, bottom.isFinite, bottom > top else { return nil }
        return top..<bottom
    }

    private func placeTableHeaderView() {
        guard let header = tableHeaderView, header.superview === self else { return }
        let frame = Rect(x: 0, y: 0, width: max(0, bounds.width), height: sectionsOriginY)
        if header.frame != frame { header.frame = frame }
    }

    // MARK: Cells

    private func placeCells(_ cache: TableLayoutCache, span: Range<Double>?) {
        let wanted = span.map { cache.indexPaths(overlapping: $0) } ?? []
        let wantedSet = Set(wanted)
        // Sorted, so that the pool hands cells out in the same order on every run.
        for indexPath in visibleCellsByIndexPath.keys.filter({ !wantedSet.contains($0) }).sorted() {
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell) }
        }
        let hairline = 1 / max(1, scene?.screen.scale ?? 1)
        let generation = dataGeneration
        for indexPath in wanted {
            guard let span = cache.rowSpan(indexPath) else { continue }
            let cell: TableViewCell
            if let visible = visibleCellsByIndexPath[indexPath] {
                cell = visible
            } else {
                guard let dataSource else { return }
                let made = dataSource.tableView(self, cellForRowAt: indexPath)
                // The data source reloaded: these index paths may no longer exist.
                guard isCurrent(generation) else { return }
                guard !isDescendant(of: made) else { continue }
                reusePool.remove(made)
                if made.superview !== self { addSubview(made) }
                made.isHidden = false
                made.setNeedsLayout()
                visibleCellsByIndexPath[indexPath] = made
                cell = made
            }
            let frame = Rect(x: 0, y: sectionsOriginY + span.lowerBound, width: max(0, bounds.width),
                             height: span.upperBound - span.lowerBound)
            if cell.frame != frame { cell.frame = frame }
            // UIKit's cells take their default background from the table's style: grouped cells
            // are raised (white in light, dark grey in dark) on the grouped background.
            if style == .grouped, cell.backgroundColor == .systemBackground {
                cell.backgroundColor = .secondarySystemGroupedBackground
            }
            cell.separatorAppearance = separatorAppearance(for: indexPath, in: cache, hairline: hairline)
            cell.insetsContentViewToSafeArea = insetsContentViewsToSafeArea
            cell.isSelected = selectedRows.contains(indexPath)
            if cell.isSelected { cell.updateSelectionBackground() }
        }
    }

    private func separatorAppearance(for indexPath: IndexPath, in cache: TableLayoutCache,
                                     hairline: Double) -> SeparatorAppearance? {
        guard separatorStyle == .singleLine else { return nil }
        let isLastInSection = indexPath.row == cache.sections[indexPath.section].rowCount - 1
        if style == .grouped && isLastInSection { return nil }
        return SeparatorAppearance(insets: separatorInset, color: separatorColor, thickness: hairline)
    }

    func recycle(_ cell: TableViewCell) {
        if cell.superview === self { cell.removeFromSuperview() }
        reusePool.enqueue(cell)
    }

    func recycleAllVisibleViews() {
        for indexPath in visibleCellsByIndexPath.keys.sorted() {
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell) }
        }
        for section in visibleHeaderViews.keys.sorted() {
            if let view = visibleHeaderViews.removeValue(forKey: section) { recycle(view) }
        }
        for section in visibleFooterViews.keys.sorted() {
            if let view = visibleFooterViews.removeValue(forKey: section) { recycle(view) }
        }
    }

    // MARK: Section headers and footers

    private func placeSectionViews(_ cache: TableLayoutCache, span: Range<Double>?) {
        var headerFrames: [Int: Rect] = [:], footerFrames: [Int: Rect] = [:]
        if let span {
            let pinY = style == .plain ? span.lowerBound + adjustedContentInset.top : -Double.infinity
            for index in cache.sections(overlapping: span) {
                let section = cache.sections[index]
                if section.headerHeight > 0 {
                    // Plain headers float: pinned under the top inset until the section's end pushes them up.
                    let y = max(section.minY, min(pinY, section.maxY - section.headerHeight))
                    if y < span.upperBound && y + section.headerHeight > span.lowerBound {
                        headerFrames[index] = sectionViewFrame(y: y, height: section.headerHeight)
                    }
                }
                if section.footerHeight > 0, section.footerMinY < span.upperBound, section.maxY > span.lowerBound {
                    footerFrames[index] = sectionViewFrame(y: section.footerMinY, height: section.footerHeight)
                }
            }
        }
        visibleFooterViews = place(.footer, frames: footerFrames, showing: visibleFooterViews)
        visibleHeaderViews = place(.header, frames: headerFrames, showing: visibleHeaderViews)
    }

    private func sectionViewFrame(y: Double, height: Double) -> Rect {
        Rect(x: 0, y: sectionsOriginY + y, width: max(0, bounds.width), height: height)
    }

    /// Recycles the views of sections that left, makes views for sections that came, frames
    /// them all and keeps them above the cells (headers above footers, as they are placed last).
    private func place(_ kind: TableSectionHeaderView.Kind, frames: [Int: Rect], showing: [Int: View]) -> [Int: View] {
        var showing = showing
        for section in showing.keys.filter({ frames[$0] == nil }).sorted() {
            if let view = showing.removeValue(forKey: section) { recycle(view) }
        }
        for section in frames.keys.sorted() {
            guard let frame = frames[section] else { continue }
            if showing[section] == nil, let made = makeSectionView(kind, section: section), !isDescendant(of: made) {
                showing[section] = made
            }
            guard let view = showing[section] else { continue }
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
            if view.frame != frame { view.frame = frame }
        }
        return showing
    }

    private func makeSectionView(_ kind: TableSectionHeaderView.Kind, section: Int) -> View? {
        let custom = kind == .header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                                     : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title = kind == .header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                    : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = reusePool.dequeueTitleView(kind: kind) ?? TableSectionHeaderView(kind: kind, tableStyle: style)
        view.isOwnedByTable = true
        view.title = title
        return view
    }

    private func recycle(_ view: View) {
        if view.superview === self { view.removeFromSuperview() }
        if let titleView = view as? TableSectionHeaderView { reusePool.enqueue(titleView) }
    }
}
