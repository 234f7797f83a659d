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

    func inBatch(_ body: () -> Void) {
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
        let sectionMap = updates.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let oldSectionOf = Dictionary(sectionMap.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let oldFrames = visibleViews.mapValues(\.frame)
        var kept: [CollectionElementKey: CollectionReusableView] = [:]
        var keptFrom: [CollectionElementKey: CollectionElementKey] = [:]
        var leaving: [(view: CollectionReusableView, key: CollectionElementKey)] = []
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            let section = key.indexPath.section
            switch key.category {
            case .cell:
                if updates.leaves(key.indexPath) != nil {
                    leaving.append((view, key))
                } else if let new = map[key.indexPath] {
                    let newKey = CollectionElementKey(category: .cell, kind: key.kind, indexPath: new)
                    kept[newKey] = view
                    keptFrom[newKey] = key
                } else {
                    recycle(view, as: key)
                }
            case .supplementaryView:
                // A section's header and footer go with it (CHOSEN: they fade as its items do).
                if updates.deletedSections[section] != nil || updates.reloadedSections[section] != nil {
                    leaving.append((view, key))
                } else if let newSection = sectionMap[section], key.indexPath.count == 2 {
                    let newKey = CollectionElementKey(category: .supplementaryView, kind: key.kind,
                                                      indexPath: IndexPath(item: key.indexPath.item, section: newSection))
                    kept[newKey] = view
                    keptFrom[newKey] = key
                } else {
                    recycle(view, as: key)
                }
            case .decorationView:
                recycle(view, as: key)
            }
        }
        visibleViews = kept
        appliedAttributes = [:]
        stackingOrder = []
        // What the leaving items looked like, asked of the layout before it forgets the old data.
        let layout = collectionViewLayout
        layout.attributesBeforeUpdate = Dictionary(leaving.compactMap { view, key in
            key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath).map { (key.indexPath, $0) } : nil
        }, uniquingKeysWith: { a, _ in a })
        defer { layout.attributesBeforeUpdate = [:] }
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        let reloadedTo = Set(updates.reloaded.keys.compactMap { map[$0] })
        // An item arrives when it is inserted or reloaded, or its section is inserted or reloaded.
        func arrives(_ path: IndexPath) -> Bool {
            reloadedTo.contains(path) || updates.arrives(path, sectionsFrom: oldSectionOf) != nil
        }
        // The old layout's places are gone with it: an item that comes into view from off screen
        // starts where the new layout puts it.
        View.performWithoutAnimation { placeVisibleViews() }
        var motion = BatchMotion()
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            if let old = keptFrom[key] {
                if let start = oldFrames[old], start != view.frame { motion.arrivals.append(.init(view: view, start: start, startAlpha: nil)) }
            } else if key.category == .cell, arrives(key.indexPath) {
                if let start = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: key.indexPath) {
                    motion.arrivals.append(.init(view: view, start: start.frame, startAlpha: Double(start.alpha)))
                }
            } else if key.category == .supplementaryView, updates.changesSections,
                      oldSectionOf[key.indexPath.section] == nil || updates.reloadedSections[oldSectionOf[key.indexPath.section] ?? -1] != nil {
                motion.arrivals.append(.init(view: view, start: view.frame, startAlpha: 0))
            }
        }
        for (view, key) in leaving {
            if key.category == .cell {
                if let end = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) {
                    motion.departures.append(.init(view: view, end: end.frame, endAlpha: Double(end.alpha)))
                } else {
                    recycle(view, as: key)
                }
            } else {
                motion.departures.append(.init(view: view, end: view.frame, endAlpha: 0))
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
