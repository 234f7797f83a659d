import FlipbookRender

public extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` brings the item, as `UICollectionView.ScrollPosition`:
    /// one vertical and one horizontal position may be combined.
    ///
    /// ```swift
    /// collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: true)
    /// ```
    struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// As UIKit: scrolls so the item's frame sits at `scrollPosition` in the visible area (inside
    /// `adjustedContentInset`), kept within the scrollable range; an axis the position does not
    /// name keeps its offset. Animated, it runs the scroll view's scrolling animation.
    func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            scene?.noteWarning("scrollToItem(at: \(indexPath)): the layout places no such item")
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right, visibleHeight = bounds.height - inset.top - inset.bottom
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        let lo = minContentOffset, hi = maxContentOffset
        offset.x = min(hi.x, max(lo.x, offset.x))
        offset.y = min(hi.y, max(lo.y, offset.y))
        setContentOffset(offset, animated: animated)
    }
}
