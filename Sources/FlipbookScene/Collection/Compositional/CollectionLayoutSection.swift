import Foundation
import FlipbookRender

/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated
/// down the section until the section's items run out, `interGroupSpacing` apart, inside
/// `contentInsets`.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: row)
/// section.interGroupSpacing = 10
/// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
/// ```
///
/// A section whose `orthogonalScrollingBehavior` is not `.none` lays its groups out side by side
/// in a band that scrolls sideways (CompositionalOrthogonalSnapping says where each behaviour
/// comes to rest); `boundarySupplementaryItems` are its headers and footers, `decorationItems`
/// its backgrounds; `visibleItemsInvalidationHandler` adjusts its visible items every scroll.
open class CollectionLayoutSection: NSObject {
    public typealias VisibleItemsInvalidationHandler =
        (_ visibleItems: [CollectionLayoutVisibleItem], _ contentOffset: CGPoint, _ layoutEnvironment: CollectionLayoutEnvironment) -> Void

    public let group: CollectionLayoutGroup
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// Between groups: down the page, or across the band of a section that scrolls sideways.
    open var interGroupSpacing: CGFloat = 0
    /// `.none` (the default) lays the groups down the page; the others side by side, scrolling sideways.
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The section's backgrounds.
    open var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether the boundary items are inset by `contentInsets` along the cross axis (default true,
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets).
    open var supplementariesFollowContentInsets = true
    /// Called before each layout pass that shows the section (every scroll of the collection view
    /// or of the section's band) with the section's visible items, the offset (the band's for a
    /// section scrolling sideways, else the collection view's) and the environment
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler).
    open var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Set by `list(using:layoutEnvironment:)`: how list cells in this section draw.
    var listConfiguration: CollectionLayoutListConfiguration?

    public init(group: CollectionLayoutGroup) { self.group = group }

    /// As `UICollectionLayoutSectionOrthogonalScrollingBehavior`
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior).
    public enum OrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }
}

/// What a section provider knows of where the section goes, as `NSCollectionLayoutEnvironment`.
///
/// ```swift
/// UICollectionViewCompositionalLayout { index, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     …
/// }
/// ```
public struct CollectionLayoutEnvironment: Sendable {
    public let container: CollectionLayoutContainer
}

/// The space a compositional layout fills, as `NSCollectionLayoutContainer`.
public struct CollectionLayoutContainer: Sendable {
    /// The collection view's size.
    public let contentSize: CGSize
    public let contentInsets: DirectionalEdgeInsets
    /// `contentSize` less `contentInsets` (the adjusted content inset).
    public let effectiveContentSize: CGSize
}
