import FlipbookMotion
import FlipbookRender

/// Materialising what the bounds show: the layout's attributes for the visible rectangle become
/// views (made by the data source for elements that came, recycled for those that left), with
/// the attributes applied to each. The work per pass is the layout's query plus the visible
/// elements, however many items there are.
extension CollectionView {
    /// Brings the visible views in line with the layout and the bounds.
    func placeVisibleViews() {
        guard !isPlacingViews else { return }
        // A data source that reloads from inside a callback (UIKit forbids it; it must not trap)
        // ends the pass under way, and the next one places the new data (at most a few).
        for _ in 0..<3 {
            let generation = dataGeneration
            placeVisibleViewsOnce()
            if generation == dataGeneration { return }
        }
    }

    private func placeVisibleViewsOnce() {
        isPlacingViews = true
        defer { isPlacingViews = false }
        let generation = dataGeneration
        _ = loadedItemCounts()
        let layout = collectionViewLayout
        // A layout whose prepare() invalidates itself (it sets its own properties) gets one more.
        for _ in 0..<2 where layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
            let size = layout.collectionViewContentSize
            let clean = Size(width: size.width.isFinite ? max(0, size.width) : 0,
                             height: size.height.isFinite ? max(0, size.height) : 0)
            if contentSize != clean { setContentSizeKeepingMirroredEnd(clean, layout: layout) }
        }
        let rect = bounds
        var wanted: [CollectionElementKey: CollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            // Only cells and supplementary views the data source can fill, meeting the bounds
            // (a layout that returns everything still makes only what shows).
            // Decoration views only of the kinds the layout registered a class for.
            guard attributes.frame.intersects(rect) else { continue }
            if attributes.representedElementCategory == .decorationView, decorationViewClass(ofKind: attributes.representedElementKind) == nil { continue }
            if attributes.representedElementCategory == .cell, !isValidItem(attributes.indexPath) { continue }
            wanted[attributes.elementKey] = attributes
        }
        for key in visibleViews.keys.filter({ wanted[$0] == nil }).sorted() { recycle(key) }
        for key in wanted.keys.sorted() {
            guard let attributes = wanted[key] else { continue }
            let view: CollectionReusableView
            if let visible = visibleViews[key] {
                view = visible
            } else {
                guard let made = makeView(for: key) else { continue }
                // The data source reloaded: these index paths may no longer exist.
                guard generation == dataGeneration else {
                    // reloadData() recycled what showed; this view goes back too.
                    if made.superview === self { made.removeFromSuperview() }
                    enqueue(made, key: key)
                    return
                }
                view = made
                visibleViews[key] = made
                apply(attributes, to: made, key: key)
                willDisplay(made, key: key)
                continue
            }
            apply(attributes, to: view, key: key)
        }
        arrangeStacking(wanted)
    }

    /// Sets the layout's content size. A layout mirrored right to left that scrolls sideways
    /// starts at its right end, where its first item is (UIKit shows a right-to-left horizontal
    /// flow layout from its first item at the right,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection);
    /// CHOSEN: when the content's width changes later (items inserted, a resize) the offset
    /// keeps its distance from the right end, as a left-to-right one keeps its distance from
    /// the left, except while a finger drags it.
    private func setContentSizeKeepingMirroredEnd(_ size: Size, layout: CollectionViewLayout) {
        let fromRightEnd = maxContentOffset.x - contentOffset.x
        contentSize = size
        guard layout.startsAtRightEnd(in: self), !isDragging else { return }
        let x = max(minContentOffset.x, maxContentOffset.x - max(0, fromRightEnd))
        moveContentOffset(to: Point(x: x, y: contentOffset.y))
    }

    private func makeView(for key: CollectionElementKey) -> CollectionReusableView? {
        if key.category == .decorationView {
            guard let made = makeDecorationView(ofKind: key.kind) else { return nil }
            if made.superview !== self { addSubview(made) }
            return made
        }
        guard let dataSource else { return nil }
        let made: CollectionReusableView
        if key.category == .cell {
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            cell.isSelected = selectedItems.contains(key.indexPath)
            made = cell
        } else {
            made = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
        guard !isDescendant(of: made), !visibleViews.values.contains(where: { $0 === made }) else { return nil }
        forgetQueued(made, key: key)
        if made.superview !== self { addSubview(made) }
        return made
    }

    /// Sets the view's geometry and look from `attributes`, and tells the view when they changed.
    private func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView, key: CollectionElementKey) {
        // The collection view puts its views on the device-pixel grid, x, y, width and height each
        // rounded to the screen's scale (measured on devices: a 37.48 pt wide cell is 37.5 pt on a 2×
        // screen, codepudding.com/os/270336.html); the layout's attributes keep their exact values.
        let grid = PixelGrid(scale: scene?.screen.scale ?? 1)
        let frame = attributes.frame
        let origin = Point(x: grid.round(Self.clean(frame.minX)), y: grid.round(Self.clean(frame.minY)))
        let size = Size(width: grid.round(max(0, Self.clean(frame.width))), height: grid.round(max(0, Self.clean(frame.height))))
        if view.bounds.size != size { view.bounds = Rect(origin: view.bounds.origin, size: size) }
        let center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        if view.center != center { view.center = center }
        // The whole 3D transform, as UIKit applies it to the cell's layer (a perspective carousel).
        let transform = attributes.transform3D
        if view.layer.transform != transform { view.layer.transform = transform }
        let alpha = Double(min(1, max(0, attributes.alpha.isFinite ? attributes.alpha : 1)))
        if view.alpha != alpha { view.alpha = alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if let applied = appliedAttributes[key], applied.isEqual(attributes) { return }
        let kept = attributes.copy() as? CollectionViewLayoutAttributes ?? attributes
        appliedAttributes[key] = kept
        view.apply(kept)
    }

    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    /// Stacks the visible views by `zIndex`, ties by element (decoration views under everything,
    /// as a compositional background is, then cells under supplementary views, then index path);
    /// only reorders when the order changed.
    private func arrangeStacking(_ wanted: [CollectionElementKey: CollectionViewLayoutAttributes]) {
        let order = visibleViews.keys.sorted { a, b in
            let za = wanted[a]?.zIndex ?? 0, zb = wanted[b]?.zIndex ?? 0
            if za != zb { return za < zb }
            let da = a.category == .decorationView, db = b.category == .decorationView
            return da != db ? da : a < b
        }
        guard order != stackingOrder else { return }
        stackingOrder = order
        for key in order { if let view = visibleViews[key] { bringSubviewToFront(view) } }
    }

    private func willDisplay(_ view: CollectionReusableView, key: CollectionElementKey) {
        guard let delegate = collectionDelegate else { return }
        if key.category == .cell, let cell = view as? CollectionViewCell {
            delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    /// Takes the element's view off screen and back to its reuse queue, telling the delegate.
    func recycle(_ key: CollectionElementKey) {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        recycle(view, as: key)
    }

    /// Takes a view that was shown as `key` off screen and back to its reuse queue (also one a
    /// batch update kept on screen while it went away).
    func recycle(_ view: CollectionReusableView, as key: CollectionElementKey) {
        appliedAttributes[key] = nil
        stackingOrder.removeAll { $0 == key }
        if view.superview === self { view.removeFromSuperview() }
        if key.category == .decorationView {
            keepDecorationView(view, ofKind: key.kind)
            return
        }
        if let cell = view as? CollectionViewCell, key.category == .cell {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        enqueue(view, key: key)
    }

    func recycleAllVisibleViews() {
        for key in visibleViews.keys.sorted() { recycle(key) }
    }
}
