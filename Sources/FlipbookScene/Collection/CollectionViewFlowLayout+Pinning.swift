import FlipbookRender

/// Headers and footers, pinned to the visible area when asked: a pinned header stays at the top
/// of what shows (below `adjustedContentInset`) while its section shows, and the section's end
/// pushes it off, as the next section's header arrives (CHOSEN: the section's end includes its
/// footer, as a plain table's floating headers end). A pinned footer mirrors that at the bottom.
extension CollectionViewFlowLayout {
    func supplementaryAttributes(_ kind: String, section index: Int) -> CollectionViewLayoutAttributes? {
        guard let geometry, geometry.sections.indices.contains(index) else { return nil }
        let section = geometry.sections[index]
        let isHeader = kind == CollectionView.elementKindSectionHeader
        guard isHeader || kind == CollectionView.elementKindSectionFooter,
              var frame = isHeader ? section.header : section.footer else { return nil }
        let vertical = geometry.vertical
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let inset = collectionView.adjustedContentInset
            let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
            let length = vertical ? frame.height : frame.width
            let natural = vertical ? frame.minY : frame.minX
            let pinned: Double
            if isHeader {
                let visibleStart = offset + (vertical ? inset.top : inset.left)
                pinned = max(natural, min(visibleStart, section.alongMax - length))
            } else {
                let visibleEnd = offset + (vertical ? collectionView.bounds.height - inset.bottom : collectionView.bounds.width - inset.right)
                let headerLength = section.header.map { vertical ? $0.height : $0.width } ?? 0
                pinned = min(natural, max(visibleEnd - length, section.alongMin + headerLength))
            }
            if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
        }
        let attributes = makeAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame
        return attributes
    }
}
