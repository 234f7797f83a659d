import FlipbookRender

public extension CollectionView {
    /// As UIKit: the index paths of the cells on screen, in index path order.
    ///
    /// ```swift
    /// collectionView.indexPathsForVisibleItems.first    // the first visible card
    /// ```
    var indexPathsForVisibleItems: [IndexPath] {
        placeIfNeeded()
        return visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// As UIKit: the cells on screen, in index path order.
    var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    /// As UIKit: the cell showing `indexPath`, or nil when it is off screen.
    func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        placeIfNeeded()
        return visibleViews[CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)] as? CollectionViewCell
    }

    /// As UIKit: the index path `cell` shows, or nil when it is not on screen.
    func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// As UIKit: the supplementary view of `elementKind` on screen at `indexPath`, or nil.
    func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        placeIfNeeded()
        return visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// As UIKit: the layout's attributes for the item (nil for an item the layout does not place).
    func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// As UIKit: the layout's attributes for a supplementary view.
    func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// As UIKit: the item whose cell is under `point` (in the collection view's coordinates,
    /// content included), the topmost when cells overlap; nil over no cell.
    func indexPathForItem(at point: Point) -> IndexPath? {
        placeIfNeeded()
        for key in stackingOrder.reversed() where key.category == .cell {
            guard let view = visibleViews[key], !view.isHidden, view.alpha > 0 else { continue }
            if view.frame.contains(point) { return key.indexPath }
        }
        return nil
    }
}

extension CollectionView {
    /// Brings the visible views up to date when a layout pass is due, so queries made between
    /// passes (right after `reloadData()`) see the current data.
    func placeIfNeeded() {
        if collectionViewLayout.needsPrepare || itemCounts == nil { placeVisibleViews() }
    }

    /// Prepares the layout now if it was invalidated, for queries of its attributes.
    func prepareLayoutIfNeeded() {
        if collectionViewLayout.needsPrepare { placeVisibleViews() }
    }
}
