import Foundation
import FlipbookRender

/// What an invalidation of a layout covers, as `UICollectionViewLayoutInvalidationContext`: a
/// layout's `invalidateLayout(with:)` reads it to redo only what changed (a bounds change that
/// only moves pinned headers need not measure every item again).
///
/// ```swift
/// let context = UICollectionViewLayoutInvalidationContext()
/// context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
/// layout.invalidateLayout(with: context)
/// ```
open class CollectionViewLayoutInvalidationContext: NSObject {
    /// True when the data changed (`reloadData()`): everything must be redone.
    public internal(set) var invalidateEverything = false
    /// True when the number of sections or items may have changed.
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Added to the content offset after the invalidation (UIKit's `contentOffsetAdjustment`).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size after the invalidation (UIKit's `contentSizeAdjustment`).
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }
}
