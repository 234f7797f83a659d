import Foundation
import FlipbookRender

/// Where a collection view's cells and supplementary views go, as `UICollectionViewLayout`:
/// subclass it and override what your layout decides. The collection view calls, as Apple's
/// "Creating Custom Layouts" (The Core Layout Process,
/// https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/CollectionViewPGforIOS/CreatingCustomLayouts/CreatingCustomLayouts.html)
/// describes: `prepare()` first ("During each layout update, the collection view calls this
/// method first", https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()),
/// then `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible
/// rectangle; `prepare()` again only after an invalidation. When the bounds change it asks
/// `shouldInvalidateLayout(forBoundsChange:)`; a `true` invalidates with
/// `invalidationContext(forBoundsChange:)` through `invalidateLayout(with:)`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)).
/// When a drag is released it asks `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// where to stop, before the scroll view delegate's `scrollViewWillEndDragging` sees that target.
///
/// ```swift
/// final class Column: UICollectionViewLayout {
///     override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 60 * 20) }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         (0..<20).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///         a.frame = CGRect(x: 0, y: 60 * CGFloat(indexPath.item), width: 390, height: 60)
///         return a
///     }
/// }
/// ```
open class CollectionViewLayout: NSObject {
    /// The collection view this layout lays out (set when the layout is given to one).
    public internal(set) weak var collectionView: CollectionView?
    /// Set by an invalidation; the collection view prepares again at its next layout pass.
    var needsPrepare = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes this layout makes (a subclass may return its own).
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }
    /// The class of the contexts `invalidateLayout()` makes.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// Called first in every layout update: compute and cache what the queries below return.
    open func prepare() {}

    /// The size of everything the layout places; the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes for every element whose frame meets `rect` (nil: none).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, a resize) needs
    /// a new layout. UIKit's default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change that `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Invalidates everything the layout computed: `prepare()` runs again at the next layout pass.
    open func invalidateLayout() { invalidateLayout(with: makeInvalidationContext()) }

    /// Invalidates what `context` names; subclasses read the context, then call `super`.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutWasInvalidated(context)
    }

    /// Where a drag released towards `proposedContentOffset` (where it would coast to a stop)
    /// should stop; `velocity` in points per second, as Apple documents
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)).
    /// The default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// The offset to show after a layout change (default: the proposal).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Whether the collection view mirrors this layout when the scene's direction is not
    /// `developmentLayoutDirection` (default false, as UIKit's; the flow layout says true):
    /// "When this property is set to true, the collection view automatically flips the
    /// horizontal coordinate system"
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection).
    /// Mirrored, every frame is flipped about the content's width and a horizontally scrolling
    /// collection view starts at its right end, where the first item is.
    ///
    /// CHOSEN (Apple does not say which coordinates a subclass sees): a subclass's overrides
    /// see the mirrored coordinates, the ones the views are placed in — what
    /// `super.layoutAttributesForElements(in:)` returns, the rectangle it is asked for, the
    /// collection view's `contentOffset` and the proposed offset of
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` are all in one
    /// space, so a carousel that scales by distance from `contentOffset.x + width / 2` and
    /// snaps to multiples of its page works unchanged.
    ///
    /// ```swift
    /// final class Shelf: UICollectionViewFlowLayout {
    ///     override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }  // never mirror
    /// }
    /// ```
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's code was written for, as UIKit's
    /// `developmentLayoutDirection` (default left to right): a flipping layout is mirrored in
    /// scenes of the other direction.
    open var developmentLayoutDirection: LayoutDirection { .leftToRight }

    /// Whether this layout is mirrored in `collectionView`'s scene.
    func isMirrored(in collectionView: CollectionView) -> Bool {
        flipsHorizontallyInOppositeLayoutDirection && collectionView.effectiveLayoutDirection != developmentLayoutDirection
    }

    /// Whether a mirrored layout scrolls sideways, so its content starts at the right end (the
    /// flow layout: when horizontal). The base layout says no.
    func startsAtRightEnd(in collectionView: CollectionView) -> Bool { false }

    /// Where an inserted item starts its animation in a batch update; nil (the default) makes it
    /// appear at its place at once, as UIKit's base layout (the flow layout fades it in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Where a deleted item ends its animation in a batch update; nil (the default) takes it away
    /// at once, as UIKit's base layout (the flow layout fades it out where it was).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// During a batch update, the attributes the leaving items had before it (by their old index
    /// paths), taken before the layout is invalidated: what a disappearing item animates from.
    var attributesBeforeUpdate: [IndexPath: CollectionViewLayoutAttributes] = [:]

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type)
            ?? CollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// New attributes of `layoutAttributesClass` for the cell at `indexPath`.
    func makeAttributes(forCellWith indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of `layoutAttributesClass` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let attributes = attributesType.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        return attributes
    }

    private var attributesType: CollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type) ?? CollectionViewLayoutAttributes.self
    }
}
