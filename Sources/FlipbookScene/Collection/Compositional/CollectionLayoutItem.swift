import Foundation
import FlipbookRender

/// The smallest piece of a compositional layout, as `NSCollectionLayoutItem`: one cell, sized
/// relative to its group (`layoutSize`), its cell inset by `contentInsets` within that space.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
///                                                                      heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
open class CollectionLayoutItem: NSObject {
    public let layoutSize: CollectionLayoutSize
    /// Space between the item's cell and the edges of the space the group gives it.
    open var contentInsets: DirectionalEdgeInsets = .zero

    public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items (or groups) in a row or a column, as `NSCollectionLayoutGroup`. A group made with
/// `subitems:` repeats them along its axis while they fit ("a row of photos",
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup, Apple's grid sample
/// fills a row with 0.2-wide items); one made with `subitem:count:` holds exactly `count`, sized
/// to share its length after the spacing, whatever the item's own size along the axis.
///
/// ```swift
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: item, count: 3)
/// row.interItemSpacing = .fixed(10)
/// ```
open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [CollectionLayoutItem]
    /// Nil: `subitems` repeat while they fit; a number: exactly that many of `subitems[0]`.
    let count: Int?
    /// Between the group's items along its axis (default none).
    open var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count.map { min(max(1, $0), 10_000) }
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
}
