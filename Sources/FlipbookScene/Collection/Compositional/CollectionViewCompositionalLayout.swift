import Foundation
import FlipbookRender

/// A layout built from items, groups and sections, as `UICollectionViewCompositionalLayout`:
/// one section description for every section, or a provider asked per section.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                                      heightDimension: .fractionalHeight(1)))
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                                 heightDimension: .absolute(180)),
///                                              subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
/// ```
///
/// Basics only (CompositionalGeometry says how items are placed): sections scroll with the page
/// (no orthogonal scrolling yet), no boundary or decoration items, estimated sizes are used as
/// given. In a right-to-left scene leading is the right, as `NSDirectionalEdgeInsets` say.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    public typealias SectionProvider = (_ section: Int, _ environment: CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var geometry: CompositionalGeometry?
    private var geometryWidth: Double?
    private var geometryMirrored = false
    private var geometryIsStale = true

    public init(section: CollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = nil
            return
        }
        let inset = collectionView.adjustedContentInset
        let container = Size(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                             height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        let mirrored = collectionView.effectiveLayoutDirection == .rightToLeft
        guard geometry == nil || geometryIsStale || geometryWidth != container.width || geometryMirrored != mirrored else { return }
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: DirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            effectiveContentSize: container))
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        var warned = false
        geometry = CompositionalGeometry(container: container, itemCounts: counts, mirrored: mirrored) { index in
            let section = self.sectionProvider(index, environment)
            if let section, section.orthogonalScrollingBehavior != .none, !warned {
                warned = true
                collectionView.scene?.noteWarning("compositional layout: section \(index) asks for orthogonalScrollingBehavior .\(section.orthogonalScrollingBehavior); sideways-scrolling sections are not supported yet, it lays out down the page")
            }
            return section
        }
        geometryWidth = container.width
        geometryMirrored = mirrored
        geometryIsStale = false
    }

    open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let geometry, !rect.isNull else { return [] }
        return geometry.items(along: rect.minY, rect.maxY).compactMap { found in
            let frame = geometry.sections[found.section].items[found.item]
            guard frame.intersects(rect) else { return nil }
            let attributes = makeAttributes(forCellWith: IndexPath(item: found.item, section: found.section))
            attributes.frame = frame
            return attributes
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = geometry.sections[indexPath.section].items[indexPath.item]
        return attributes
    }

    /// A change of width lays the sections out again (fractions of the width change).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        geometryIsStale = true
        super.invalidateLayout(with: context)
    }
}
