import FlipbookRender

/// The bands of sections that scroll sideways: one `CollectionOrthogonalScrollView` per such
/// section, behind the cells, kept in step with the layout. A band's scroll lays the collection
/// view out again, so its cells move and the section's `visibleItemsInvalidationHandler` runs.
extension CollectionView {
    /// The band that scrolls `section` sideways, or nil when the section lies down the page.
    ///
    /// ```swift
    /// scene.scrollView = collectionView.orthogonalScrollView(forSection: 1)   // a horizontal DragDriver drags it
    /// ```
    public func orthogonalScrollView(forSection section: Int) -> CollectionOrthogonalScrollView? {
        prepareLayoutIfNeeded()
        return orthogonalBands[section]
    }

    /// The band's horizontal offset for `section` (0 without a band).
    func orthogonalOffset(forSection section: Int) -> Double {
        Double(orthogonalBands[section]?.contentOffset.x ?? 0)
    }

    /// Makes, moves and removes bands to match `bands` (by section), keeping each one's offset.
    func updateOrthogonalBands(_ bands: [Int: CompositionalGeometry.Band]) {
        for (section, view) in orthogonalBands where bands[section] == nil {
            view.offsetObservers[ObjectIdentifier(self)] = nil
            view.removeFromSuperview()
            orthogonalBands[section] = nil
        }
        for section in bands.keys.sorted() {
            guard let band = bands[section] else { continue }
            if let view = orthogonalBands[section] {
                view.apply(band)
                continue
            }
            let view = CollectionOrthogonalScrollView(section: section, band: band)
            view.offsetObservers[ObjectIdentifier(self)] = { [weak self] _ in self?.setNeedsLayout() }
            insertSubview(view, at: 0)
            orthogonalBands[section] = view
        }
    }
}
