import Foundation
import FlipbookRender

/// Where a boundary item sits on its section (or on the whole layout), as `NSRectAlignment`.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
/// ```
public enum RectAlignment: Int, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Above the content (a header), below it (a footer), or beside it.
    var edge: Edge {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .none, .leading, .trailing: .side
        }
    }

    enum Edge { case top, bottom, side }

    /// Where along the cross axis: 0 leading, 0.5 centred, 1 trailing.
    var crossFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .topTrailing, .trailing, .bottomTrailing: 1
        case .none, .top, .bottom: 0.5
        }
    }
}

/// A header or a footer of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem` (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem):
/// the data source makes its view (`viewForSupplementaryElementOfKind`), `elementKind` says which.
/// With `extendsBoundary` (the default, "whether the boundary supplementary item extends the content
/// area of the section") a top or bottom item takes room before or after the items; with
/// `pinToVisibleBounds` it stays on screen while its section scrolls past, "pinned to the top or
/// bottom of the visible bounds"
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds).
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    public let elementKind: String
    public let alignment: RectAlignment
    /// Moves the item from where `alignment` puts it.
    public let offset: CGPoint
    /// Whether a top or bottom item makes room for itself (default true).
    open var extendsBoundary = true
    /// Whether the item stays on screen while its section scrolls under the top (or bottom) edge.
    open var pinToVisibleBounds = false
    /// Stacking: boundary items draw above the section's cells by default (UIKit's default `zIndex` is 0
    /// and supplementary views stack over cells on ties); pinned ones get this plus one (CHOSEN, so a
    /// pinned header covers the cells it floats over).
    open var zIndex = 0

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = CGPoint(x: absoluteOffset.x.isFinite ? absoluteOffset.x : 0, y: absoluteOffset.y.isFinite ? absoluteOffset.y : 0)
        super.init(layoutSize: layoutSize)
    }
}

/// A view the layout draws behind a section, as `NSCollectionLayoutDecorationItem`: only the
/// background kind (`background(elementKind:)`, https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)),
/// whose view class is registered on the layout (`register(_:forDecorationViewOfKind:)`). Its frame
/// is the section's content area (between its header and footer, insets included) less the item's
/// own `contentInsets`. Its `zIndex` is 0 by default, "which means the decoration item appears below
/// all other items in the section" (https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex):
/// at equal `zIndex` decoration views stack under cells and supplementary views.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
/// section.decorationItems = [background]
/// layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card")
/// ```
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering the section.
    open class func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
