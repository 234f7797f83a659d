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
/// `orthogonalScrollingBehavior` is kept for porting; sections scrolling sideways are not there
/// yet, so every section lays out down the page (the layout warns when one asks otherwise).
open class CollectionLayoutSection: NSObject {
    public let group: CollectionLayoutGroup
    open var contentInsets: DirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none

    public init(group: CollectionLayoutGroup) { self.group = group }

    /// As `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
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
