import FlipbookRender

/// A tap on an item, as `UICollectionView` handles it (CollectionViewDelegate lists the order,
/// with Apple's pages): highlight while the finger is down unless `shouldHighlightItemAt` says
/// no (then nothing else happens), and on a lift over the same item `shouldSelectItemAt` (or
/// `shouldDeselectItemAt` for a selected item with multiple selection), `didUnhighlightItemAt`,
/// the replaced item's `didDeselectItemAt`, then `didSelectItemAt`. A touch that starts a scroll
/// is the drag driver's. Off-device the highlight shows at once (UIKit waits to see whether the
/// finger scrolls, `delaysContentTouches`).
extension CollectionView {
    func itemTouchBegan(_ touches: Set<Touch>) -> Bool {
        guard allowsSelection, let touch = touches.first, let item = indexPathForItem(at: touch.location(in: self)) else { return false }
        touchedItem = item
        touchedItemHighlights = collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
        guard touchedItemHighlights else { return true }
        cellForItem(at: item)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: item)
        return true
    }

    func itemTouchEnded(_ touches: Set<Touch>) -> Bool {
        guard let item = touchedItem else { return false }
        touchedItem = nil
        guard touchedItemHighlights else { return true }
        let delegate = collectionDelegate
        let over = touches.first.map { indexPathForItem(at: $0.location(in: self)) == item } ?? false
        let deselecting = allowsMultipleSelection && selectedItems.contains(item)
        let allowed = over && (deselecting ? delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true
                                           : delegate?.collectionView(self, shouldSelectItemAt: item) ?? true)
        unhighlight(item)
        guard allowed else { return true }
        if deselecting {
            deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return true
        }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != item {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: item, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: item)
        return true
    }

    func itemTouchCancelled() -> Bool {
        guard let item = touchedItem else { return false }
        touchedItem = nil
        if touchedItemHighlights { unhighlight(item) }
        return true
    }

    private func unhighlight(_ item: IndexPath) {
        cellForItem(at: item)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }
}
