import Foundation
import FlipbookRender

/// What a compositional layout does across all its sections, as
/// `UICollectionViewCompositionalLayoutConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration):
/// the space between sections and the layout's own headers and footers (before the first
/// section and after the last).
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 24
/// let layout = UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
/// ```
///
/// Only `.vertical` is laid out (a `.horizontal` layout warns and lays out down the page).
open class CollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The main axis (default `.vertical`).
    open var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .vertical
    /// Between consecutive sections (default 0; negative or non-finite is 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: `.top` items come before every section, `.bottom` after.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
