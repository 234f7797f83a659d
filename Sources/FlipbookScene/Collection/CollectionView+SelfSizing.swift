import FlipbookRender

/// Self-sizing cells (`estimatedItemSize`): the data source's cell for the item is given the
/// estimate and asked for its `preferredLayoutAttributesFitting(_:)`, then goes back to the
/// reuse queue. As the table's self-sizing rows, every item is measured when the layout is
/// prepared (UIKit measures an item when it first shows), up to a limit per load; past it items
/// keep the estimate and the scene says so.
extension CollectionView {
    /// How many items one load may measure (CHOSEN, as the table's self-sizing row limit).
    static let selfSizingItemLimit = 10_000

    func selfSizedItemSize(at indexPath: IndexPath, estimate: Size, layout: CollectionViewLayout) -> Size {
        guard let dataSource else { return estimate }
        selfSizedItemsThisLoad += 1
        guard selfSizedItemsThisLoad <= Self.selfSizingItemLimit else {
            if selfSizedItemsThisLoad == Self.selfSizingItemLimit + 1 {
                scene?.noteWarning("collection view: more than \(Self.selfSizingItemLimit) self-sizing items; the rest keep estimatedItemSize unmeasured")
            }
            return estimate
        }
        let wasPlacing = isPlacingViews
        isPlacingViews = true
        defer { isPlacingViews = wasPlacing }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard !isDescendant(of: cell) else { return estimate }
        let key = CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)
        forgetQueued(cell, key: key)
        let visible = visibleViews.values.contains { $0 === cell }
        // In the collection view, so that its labels read the scene's text size and direction.
        if cell.superview !== self { addSubview(cell) }
        let attributes = layout.makeAttributes(forCellWith: indexPath)
        attributes.size = estimate
        let fitted = cell.preferredLayoutAttributesFitting(attributes).size
        if !visible {
            if cell.superview === self { cell.removeFromSuperview() }
            enqueue(cell, key: key)
        }
        return Size(width: fitted.width.isFinite && fitted.width > 0 ? fitted.width : estimate.width,
                    height: fitted.height.isFinite && fitted.height > 0 ? fitted.height : estimate.height)
    }
}
