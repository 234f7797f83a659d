import FlipbookRender

public extension CollectionView {
    /// As UIKit: the selected items, in index path order (nil when there are none, as UIKit's).
    var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// As UIKit: selects the item (its cell's `isSelected` becomes true), deselecting the others
    /// unless `allowsMultipleSelection`; nil deselects everything. Scrolls when `scrollPosition`
    /// names a position. The delegate is not told, as in UIKit.
    ///
    /// ```swift
    /// collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    /// ```
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for old in selectedItems.sorted() { deselectItem(at: old, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != indexPath { deselectItem(at: old, animated: animated) }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// As UIKit: clears the item's selection.
    func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }
}
