import FlipbookRender

/// Item updates as UIKit animates them: `performBatchUpdates` asks the data source for the new
/// counts, the layout places everything anew, and the items on screen move from where they were
/// to where they now are (their cells stay); inserted items start from the layout's
/// `initialLayoutAttributesForAppearingItem` and deleted ones end at its
/// `finalLayoutAttributesForDisappearingItem`, which can read `attributesBeforeUpdate` (the flow
/// layout fades both; a layout that returns nil shows the change at once). The same 0.3 s
/// ease-in-out as a table's rows (CHOSEN).
///
/// ```swift
/// photos.insert(photo, at: 0)
/// collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
/// ```
extension CollectionView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch.depth += 1
        updates?()
        if let completion { batch.completions.append(completion) }
        batch.depth -= 1
        if batch.depth == 0 { applyBatch() }
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        inBatch { for path in indexPaths { batch.inserted[path] = .fade } }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        inBatch { for path in indexPaths { batch.deleted[path] = .fade } }
    }

    public func reloadItems(at indexPaths: [IndexPath]) {
        inBatch { for path in indexPaths { batch.reloaded[path] = .fade } }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        inBatch { batch.moved.append((indexPath, newIndexPath)) }
    }

    private func inBatch(_ body: () -> Void) {
        batch.depth += 1
        body()
        batch.depth -= 1
        if batch.depth == 0 { applyBatch() }
    }

    private func applyBatch() {
        let updates = batch
        batch = BatchUpdates()
        guard let oldCounts = itemCounts, scene != nil else {
            reloadData()
            updates.completions.forEach { $0(true) }
            return
        }
        // The new counts, the views on screen kept.
        dataGeneration += 1
        itemCounts = nil
        let newCounts = loadedItemCounts()
        if let problem = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts, things: "items") {
            scene?.noteWarning("collection view update is invalid: \(problem); the items were reloaded without animation")
            reloadData()
            updates.completions.forEach { $0(true) }
            return
        }
        let map = updates.mapping(oldRowCounts: oldCounts, newRowCounts: newCounts)
        let oldFrames = Dictionary(visibleViews.filter { $0.key.category == .cell }.map { ($0.key.indexPath, $0.value.frame) },
                                   uniquingKeysWith: { a, _ in a })
        var kept: [CollectionElementKey: CollectionReusableView] = [:]
        var leaving: [(view: CollectionReusableView, key: CollectionElementKey)] = []
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            guard key.category == .cell else { recycle(view, as: key); continue }
            if updates.deleted[key.indexPath] != nil || updates.reloaded[key.indexPath] != nil {
                leaving.append((view, key))
            } else if let new = map[key.indexPath] {
                kept[CollectionElementKey(category: .cell, kind: key.kind, indexPath: new)] = view
            } else {
                recycle(view, as: key)
            }
        }
        visibleViews = kept
        appliedAttributes = [:]
        stackingOrder = []
        // What the leaving items looked like, asked of the layout before it forgets the old data.
        let layout = collectionViewLayout
        layout.attributesBeforeUpdate = Dictionary(leaving.compactMap { view, key in
            layout.layoutAttributesForItem(at: key.indexPath).map { (key.indexPath, $0) }
        }, uniquingKeysWith: { a, _ in a })
        defer { layout.attributesBeforeUpdate = [:] }
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        let from = Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let arriving = Set(updates.inserted.keys).union(updates.reloaded.keys.compactMap { map[$0] })
        // The old layout's places are gone with it: an item that comes into view from off screen
        // starts where the new layout puts it.
        View.performWithoutAnimation { placeVisibleViews() }
        var motion = BatchMotion()
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) where key.category == .cell {
            if arriving.contains(key.indexPath) {
                if let start = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: key.indexPath) {
                    motion.arrivals.append(.init(view: view, start: start.frame, startAlpha: Double(start.alpha)))
                }
            } else if let old = from[key.indexPath], let start = oldFrames[old], start != view.frame {
                motion.arrivals.append(.init(view: view, start: start, startAlpha: nil))
            }
        }
        for (view, key) in leaving {
            if let end = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) {
                motion.departures.append(.init(view: view, end: end.frame, endAlpha: Double(end.alpha)))
            } else {
                recycle(view, as: key)
            }
        }
        motion.run(in: self, duration: TableView.rowAnimationDuration) { [weak self] view in
            guard let self, let reusable = view as? CollectionReusableView,
                  let key = leaving.first(where: { $0.view === reusable })?.key else { return }
            self.recycle(reusable, as: key)
        }
        let completions = updates.completions
        if !completions.isEmpty, let scene {
            scene.schedule(at: scene.currentTime + TableView.rowAnimationDuration) { completions.forEach { $0(true) } }
        }
    }
}
