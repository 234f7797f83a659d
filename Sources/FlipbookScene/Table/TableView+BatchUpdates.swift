import FlipbookRender

/// Row updates as UIKit animates them: `performBatchUpdates` (or `beginUpdates`/`endUpdates`)
/// asks the data source and the delegate again, re-measuring self-sizing rows, and moves every row
/// on screen from where it was to where it now is; inserted rows come in and deleted rows go out
/// by their `RowAnimation`. The cells on screen stay (no `cellForRowAt` for rows that stay; a
/// reloaded row gets a new cell). The animation lasts 0.3 s on the ease-in-out curve (CHOSEN:
/// UIKit does not document its duration).
///
/// ```swift
/// expanded.toggle()                          // heightForRowAt answers from it
/// tableView.performBatchUpdates(nil)         // the row grows, the rows below slide down
/// tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
/// ```
extension TableView {
    static let rowAnimationDuration = 0.3

    public func beginUpdates() { batch.depth += 1 }

    public func endUpdates() {
        guard batch.depth > 0 else { return }
        batch.depth -= 1
        if batch.depth == 0 { applyBatch() }
    }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { batch.completions.append(completion) }
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        inBatch { for path in indexPaths { batch.inserted[path] = animation } }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        inBatch { for path in indexPaths { batch.deleted[path] = animation } }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        inBatch { for path in indexPaths { batch.reloaded[path] = animation } }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        inBatch { batch.moved.append((indexPath, newIndexPath)) }
    }

    func inBatch(_ body: () -> Void) {
        beginUpdates()
        body()
        endUpdates()
    }

    /// The batch is over: the new layout, and the animation from the old one to it.
    private func applyBatch() {
        let updates = batch
        batch = BatchUpdates()
        guard let old = layoutCache, scene != nil else {
            // Nothing on screen to animate from: the data is simply loaded anew.
            invalidateData()
            finish(updates, after: 0)
            return
        }
        let oldFrames = visibleCellsByIndexPath.mapValues(\.frame)
        let cache = buildCache()
        layoutCache = cache
        dataGeneration += 1
        updateContentSize(cache)
        let oldCounts = old.sections.map(\.rowCount), newCounts = cache.sections.map(\.rowCount)
        if let problem = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, things: "rows") {
            // UIKit raises an exception here; a scene warns and shows the new data without animating.
            scene?.noteWarning("table view update is invalid: \(problem); the rows were reloaded without animation")
            recycleAllVisibleViews()
            setNeedsLayout()
            finish(updates, after: 0)
            return
        }
        let map = updates.mapping(oldRowCounts: oldCounts, newRowCounts: newCounts)
        var kept: [IndexPath: TableViewCell] = [:]
        var leaving: [(cell: TableViewCell, animation: RowAnimation)] = []
        for (oldPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let animation = updates.leaves(oldPath) {
                leaving.append((cell, animation))
            } else if let newPath = map[oldPath] {
                kept[newPath] = cell
            } else {
                recycle(cell)
            }
        }
        visibleCellsByIndexPath = kept
        // Keyed by the new index path; an app that names one row twice gets the first (no trap).
        let arriving = Dictionary(updates.inserted.map { ($0.key, $0.value) }
            + updates.reloaded.compactMap { old, animation in map[old].map { ($0, animation) } }, uniquingKeysWith: { a, _ in a })
        let sectionMap = updates.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let oldSectionOf = Dictionary(sectionMap.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        View.performWithoutAnimation { placeVisibleViews() }
        // The rows of an inserted (or reloaded) section come in by the section's animation.
        animateRows(arriving: { arriving[$0] ?? updates.arrives($0, sectionsFrom: oldSectionOf) }, leaving: leaving, from: { newPath in
            map.oldPath(of: newPath).flatMap { oldFrames[$0] ?? self.frame(of: $0, in: old) }
        })
        finish(updates, after: Self.rowAnimationDuration)
    }

    /// Moves the placed cells from their old frames, brings the arriving rows in and takes the
    /// leaving ones out.
    private func animateRows(arriving: (IndexPath) -> RowAnimation?, leaving: [(cell: TableViewCell, animation: RowAnimation)],
                             from oldFrame: (IndexPath) -> Rect?) {
        var motion = BatchMotion()
        for (path, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            let final = cell.frame
            if let animation = arriving(path) {
                let (start, fades) = Self.outside(final, by: animation)
                motion.arrivals.append(.init(view: cell, start: start, startAlpha: fades ? 0 : nil))
            } else if let start = oldFrame(path), start != final {
                motion.arrivals.append(.init(view: cell, start: start, startAlpha: nil))
            }
        }
        for (cell, animation) in leaving {
            let (end, fades) = Self.outside(cell.frame, by: animation)
            motion.departures.append(.init(view: cell, end: end, endAlpha: fades ? 0 : nil))
        }
        motion.run(in: self, duration: Self.rowAnimationDuration) { [weak self] view in
            if let cell = view as? TableViewCell { self?.recycle(cell) }
        }
    }

    /// Where a row comes in from or goes out to, and whether it fades: the directions are
    /// `UITableView.RowAnimation`'s ("slides in from the right" …); that the sliding rows also fade,
    /// and `.middle`'s collapse to the row's centre line, are CHOSEN.
    private static func outside(_ frame: Rect, by animation: RowAnimation) -> (Rect, Bool) {
        var r = frame
        switch animation {
        case .fade, .automatic: return (frame, true)
        case .right: r.origin.x += frame.width
        case .left: r.origin.x -= frame.width
        case .top: r.origin.y -= frame.height
        case .bottom: r.origin.y += frame.height
        case .middle: r = Rect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .none: return (frame, false)
        }
        return (r, true)
    }

    /// A row's frame in a layout, in the table's coordinates.
    private func frame(of path: IndexPath, in cache: TableLayoutCache) -> Rect? {
        guard let span = cache.rowSpan(path) else { return nil }
        return Rect(x: 0, y: sectionsOriginY + span.lowerBound, width: max(0, bounds.width), height: span.upperBound - span.lowerBound)
    }

    private func finish(_ updates: BatchUpdates, after delay: Double) {
        guard !updates.completions.isEmpty else { return }
        if let scene, delay > 0 {
            scene.schedule(at: scene.currentTime + delay) { updates.completions.forEach { $0(true) } }
        } else {
            updates.completions.forEach { $0(true) }
        }
    }
}
