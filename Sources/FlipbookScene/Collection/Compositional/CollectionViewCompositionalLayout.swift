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
/// CompositionalGeometry says how items, boundary items and backgrounds are placed. A section
/// with an `orthogonalScrollingBehavior` lays its groups side by side in a band the collection
/// view adds behind the cells (CollectionOrthogonalScrollView); each layout pass shifts the
/// band's cells by the band's offset, pins boundary items that ask for it, and lets each
/// section's `visibleItemsInvalidationHandler` change its visible items. Estimated sizes are used
/// as given. In a right-to-left scene leading is the right, as `NSDirectionalEdgeInsets` say; a
/// band starts at its right end and its first group is the rightmost.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    public typealias SectionProvider = (_ section: Int, _ environment: CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The layout-wide settings (a copy is not taken: changing it and invalidating lays out again).
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private(set) var geometry: CompositionalGeometry?
    private var geometryWidth: Double?
    private var geometryMirrored = false
    private var geometryIsStale = true
    private var environment: CollectionLayoutEnvironment?
    /// Decoration view classes by kind (`register(_:forDecorationViewOfKind:)`).
    private(set) var registeredDecorationClasses: [String: CollectionReusableView.Type] = [:]
    /// A list layout's background, given to the collection view once when it first lays out.
    var listBackgroundColor: Color?
    private var gaveListBackground = false

    public init(section: CollectionLayoutSection,
                configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// As `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`: decoration items of
    /// `elementKind` show as views of `viewClass` (a `CollectionReusableView` subclass; nil unregisters).
    ///
    /// ```swift
    /// layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
    /// ```
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let type = viewClass as? CollectionReusableView.Type {
            registeredDecorationClasses[elementKind] = type
        } else {
            if viewClass != nil { collectionView?.scene?.noteWarning("compositional layout: decoration kind \"\(elementKind)\" needs a UICollectionReusableView subclass; nothing registered") }
            registeredDecorationClasses[elementKind] = nil
        }
        invalidateLayout()
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = nil
            return
        }
        if let listBackgroundColor, !gaveListBackground {
            gaveListBackground = true
            collectionView.backgroundColor = listBackgroundColor
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
        self.environment = environment
        if configuration.scrollDirection != .vertical {
            collectionView.scene?.noteWarning("compositional layout: scrollDirection .horizontal is not laid out yet; sections go down the page")
        }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let made = CompositionalGeometry(container: container, itemCounts: counts, mirrored: mirrored,
                                         interSectionSpacing: configuration.interSectionSpacing,
                                         layoutBoundaryItems: configuration.boundarySupplementaryItems,
                                         listRowHeight: { [unowned self] path, estimate in
                                             collectionView.selfSizedItemSize(at: path, estimate: estimate, layout: self).height
                                         }) { index in
            self.sectionProvider(index, environment)
        }
        geometry = made
        var bands: [Int: CompositionalGeometry.Band] = [:]
        for (index, section) in made.sections.enumerated() { if let band = section.band { bands[index] = band } }
        collectionView.updateOrthogonalBands(bands)
        geometryWidth = container.width
        geometryMirrored = mirrored
        geometryIsStale = false
    }

    open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

    /// The cells, boundary items and backgrounds meeting `rect`, each section's band offset and
    /// pinning applied and its `visibleItemsInvalidationHandler` run on what it shows: its cells,
    /// supplementary and decoration items ("a cell, supplementary view, or decoration",
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem).
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let geometry, !rect.isNull, let collectionView else { return [] }
        var bySection: [Int: [CollectionViewLayoutAttributes]] = [:]
        for found in geometry.items(along: rect.minY, rect.maxY) {
            let shift = collectionView.orthogonalOffset(forSection: found.section)
            let frame = geometry.sections[found.section].items[found.item]
            guard frame.offsetBy(dx: -shift, dy: 0).intersects(rect) else { continue }
            let attributes = makeAttributes(forCellWith: IndexPath(item: found.item, section: found.section))
            attributes.frame = frame
            bySection[found.section, default: []].append(attributes)
        }
        let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        let visibleBottom = collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom
        // The sections meeting the rect (a pinned item stays inside its section, so these are all).
        let sections = geometry.sections
        var index = partitionIndex(in: sections.count) { sections[$0].maxY > rect.minY }
        while index < sections.count, sections[index].minY < rect.maxY {
            let section = sections[index]
            defer { index += 1 }
            for placed in section.boundaries {
                let frame = pinned(placed, in: section.minY...section.maxY, top: visibleTop, bottom: visibleBottom)
                guard frame.intersects(rect) else { continue }
                bySection[index, default: []].append(boundaryAttributes(placed, frame: frame))
            }
            for placed in section.decorations where placed.frame.intersects(rect) {
                bySection[index, default: []].append(decorationAttributes(placed))
            }
        }
        var all: [CollectionViewLayoutAttributes] = []
        for index in bySection.keys.sorted() {
            guard let attributes = bySection[index] else { continue }
            let shift = collectionView.orthogonalOffset(forSection: index)
            let isBand = geometry.sections[index].band != nil
            if let handler = geometry.sections[index].layout?.visibleItemsInvalidationHandler, let environment {
                let offset = isBand ? CGPoint(x: shift, y: 0) : collectionView.contentOffset
                handler(attributes, offset, environment)
                for changed in attributes { Self.keepFinite(changed, collectionView: collectionView) }
            }
            if isBand {
                for attributes in attributes where attributes.representedElementCategory == .cell {
                    attributes.center = CGPoint(x: attributes.center.x - shift, y: attributes.center.y)
                }
            }
            all += attributes
        }
        for placed in geometry.layoutBoundaries {
            let frame = pinned(placed, in: 0...geometry.contentSize.height, top: visibleTop, bottom: visibleBottom)
            if frame.intersects(rect) { all.append(boundaryAttributes(placed, frame: frame)) }
        }
        return all
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        let shift = collectionView?.orthogonalOffset(forSection: indexPath.section) ?? 0
        attributes.frame = geometry.sections[indexPath.section].items[indexPath.item].offsetBy(dx: -shift, dy: 0)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry, let collectionView else { return nil }
        let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        let bottom = collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom
        if geometry.sections.indices.contains(indexPath.section) {
            let section = geometry.sections[indexPath.section]
            if let placed = section.boundaries.first(where: { $0.item.elementKind == elementKind && $0.indexPath == indexPath }) {
                return boundaryAttributes(placed, frame: pinned(placed, in: section.minY...section.maxY, top: top, bottom: bottom))
            }
        }
        guard let placed = geometry.layoutBoundaries.first(where: { $0.item.elementKind == elementKind && $0.indexPath == indexPath }) else { return nil }
        return boundaryAttributes(placed, frame: pinned(placed, in: 0...geometry.contentSize.height, top: top, bottom: bottom))
    }

    /// As `UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry, geometry.sections.indices.contains(indexPath.section),
              let placed = geometry.sections[indexPath.section].decorations.first(where: { $0.item.elementKind == elementKind && $0.indexPath == indexPath })
        else { return nil }
        return decorationAttributes(placed)
    }

    /// A change of width lays the sections out again (fractions of the width change); a scroll
    /// needs no new layout: pinning, band offsets and the handlers are applied at every query.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        geometryIsStale = true
        super.invalidateLayout(with: context)
    }
}
