import FlipbookRender
import FlipbookScene

// UIKit's names for compositional layouts' sideways sections, boundary and decoration items and
// lists, so ported code compiles unchanged.
//
// ```swift
// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
// configuration.headerMode = .supplementary
// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
// ```

/// `NSCollectionLayoutBoundarySupplementaryItem`: see `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutDecorationItem`: see `CollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// `NSRectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// `NSCollectionLayoutVisibleItem`.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSection.VisibleItemsInvalidationHandler
/// `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
/// `UICollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// `UICollectionViewListCell`: see `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UIListContentConfiguration`: see `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UICellAccessory` (`.disclosureIndicator()`, `.checkmark()`).
public typealias UICellAccessory = CellAccessory
