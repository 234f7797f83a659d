import Foundation
import FlipbookRender

/// Items in lines that wrap, as `UICollectionViewFlowLayout`: a vertical layout fills rows left
/// to right and stacks them down (a horizontal one fills columns top to bottom and stacks them
/// sideways), with section headers and footers, insets, spacings and per-item sizes from a
/// `CollectionViewDelegateFlowLayout`. How lines are spaced is `FlowLineSpacing`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 110, height: 110)
/// layout.minimumInteritemSpacing = 10
/// layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 24, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// layout.sectionHeadersPinToVisibleBounds = true
/// ```
///
/// Subclass it as UIKit code does: override `prepare()` (call `super`), adjust copies of
/// `super.layoutAttributesForElements(in:)`, return true from
/// `shouldInvalidateLayout(forBoundsChange:)` to be asked every scroll step (only the pinned
/// and adjusted attributes are recomputed then, not every item's place), and snap with
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// As `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, CaseIterable {
        case vertical, horizontal
    }

    /// As `UICollectionViewFlowLayout.SectionInsetReference`: what `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable, CaseIterable {
        /// The content's edges (inside `adjustedContentInset`), UIKit's default.
        case fromContentInset
        /// The safe area's edges.
        case fromSafeArea
        /// The layout margins' edges.
        case fromLayoutMargins
    }

    /// `estimatedItemSize` for cells that size themselves from their content, starting from `itemSize`.
    /// CHOSEN value: UIKit documents it only as a constant; any real estimate is smaller.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// Default 50 × 50, as UIKit's.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// Non-zero: cells size themselves (`preferredLayoutAttributesFitting(_:)`) from this estimate,
    /// or from `itemSize` for `automaticSize`. Default `.zero` (sizes are fixed).
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    /// Between lines (rows of a vertical layout). Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// Between items in a line, at least. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    open var sectionInset: EdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }
    /// Headers' size; only the height counts in a vertical layout (the width in a horizontal one).
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Headers stay at the top of the visible area while their section shows, pushed off by its end.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Footers stay at the bottom of the visible area while their section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    /// The placed items; nil until prepared, stale after an invalidation that names the metrics.
    var geometry: FlowLayoutGeometry?
    var geometryIsStale = true
    /// What the geometry was computed for: a change (a resize, new insets) computes it again.
    private var geometryKey: GeometryKey?

    private struct GeometryKey: Equatable {
        let across: Double
        let leading: Double
        let trailing: Double
        let mirrored: Bool
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A horizontal flow layout mirrored right to left has its first item at the right end.
    override func startsAtRightEnd(in collectionView: CollectionView) -> Bool {
        scrollDirection == .horizontal && isMirrored(in: collectionView)
    }

    // MARK: The layout cycle

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = nil
            return
        }
        let key = geometryKey(for: collectionView)
        guard geometry == nil || geometryIsStale || key != geometryKey else { return }
        geometry = buildGeometry(collectionView, key: key)
        geometryKey = key
        geometryIsStale = false
    }

    open override var collectionViewContentSize: CGSize { geometry?.contentSize ?? .zero }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let geometry, !rect.isNull, rect.width >= 0, rect.height >= 0 else { return [] }
        let vertical = geometry.vertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var found: [CollectionViewLayoutAttributes] = []
        for index in geometry.sections(along: lo, hi) {
            for item in geometry.items(inSection: index, along: lo, hi) {
                let frame = geometry.sections[index].items[item]
                guard frame.intersects(rect) else { continue }
                let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                found.append(attributes)
            }
            for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, section: index), attributes.frame.intersects(rect) {
                    found.append(attributes)
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let geometry, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = geometry.sections[indexPath.section].items[indexPath.item]
        return attributes
    }

    /// Inserted items fade in at their place. CHOSEN from how the flow layout is seen to animate:
    /// Apple documents only that the base layout returns nil.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// Deleted items fade out where they were (CHOSEN, as above).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let before = attributesBeforeUpdate[itemIndexPath]?.copy() as? CollectionViewLayoutAttributes else { return nil }
        before.alpha = 0
        return before
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementaryAttributes(elementKind, section: indexPath.section)
    }

    /// True for a resize across the scroll axis, and for every scroll while headers or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return newBounds.size != collectionView.bounds.size
    }

    /// A bounds change re-places the items only when the size changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? CollectionViewFlowLayoutInvalidationContext {
            let resized = newBounds.size != collectionView?.bounds.size
            flow.invalidateFlowLayoutDelegateMetrics = resized
            flow.invalidateFlowLayoutAttributes = resized
        }
        return context
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flow = context as? CollectionViewFlowLayoutInvalidationContext
        let keepsPlaces = flow.map { !$0.invalidateFlowLayoutDelegateMetrics && !$0.invalidateFlowLayoutAttributes } ?? false
        if context.invalidateEverything || context.invalidateDataSourceCounts || !keepsPlaces { geometryIsStale = true }
        super.invalidateLayout(with: context)
    }

    // MARK: Building

    private func geometryKey(for collectionView: CollectionView) -> GeometryKey {
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let across = vertical ? collectionView.bounds.width - inset.left - inset.right
                              : collectionView.bounds.height - inset.top - inset.bottom
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            let safe = collectionView.insetsLayoutMarginsFromSafeArea ? collectionView.safeAreaInsets : .zero
            reference = EdgeInsets(top: safe.top + margins.top, left: safe.left + margins.left,
                                   bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
        }
        // The part of the reference edge the content inset does not already keep clear.
        let leading = vertical ? reference.left - inset.left : reference.top - inset.top
        let trailing = vertical ? reference.right - inset.right : reference.bottom - inset.bottom
        // Mirrored in a right-to-left scene, vertical and horizontal alike: UIKit's flow layout
        // returns true from flipsHorizontallyInOppositeLayoutDirection
        // (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection).
        let mirrored = isMirrored(in: collectionView)
        return GeometryKey(across: max(0, across), leading: max(0, leading), trailing: max(0, trailing), mirrored: mirrored)
    }

    private func buildGeometry(_ collectionView: CollectionView, key: GeometryKey) -> FlowLayoutGeometry {
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let selfSizing = estimatedItemSize != .zero
        let sections = (0..<collectionView.numberOfSections).map { section -> FlowLayoutGeometry.SectionInput in
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> Size in
                let indexPath = IndexPath(item: item, section: section)
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                guard selfSizing else { return size }
                let estimate = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
                return collectionView.selfSizedItemSize(at: indexPath, estimate: estimate, layout: self)
            }
            return FlowLayoutGeometry.SectionInput(
                itemSizes: sizes,
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: Double(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing),
                interitemSpacing: Double(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing),
                headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
        }
        return FlowLayoutGeometry(vertical: scrollDirection == .vertical, contentAcross: key.across,
                                  referenceInsets: (key.leading, key.trailing), mirrored: key.mirrored, sections: sections)
    }
}
