/// A flow layout's invalidation context, as `UICollectionViewFlowLayoutInvalidationContext`:
/// with both flags false (a scroll that only moves pinned headers, or a subclass that re-reads
/// the bounds every step) the items are not sized or placed again.
///
/// ```swift
/// let context = UICollectionViewFlowLayoutInvalidationContext()
/// context.invalidateFlowLayoutDelegateMetrics = false     // sizes from the delegate still hold
/// layout.invalidateLayout(with: context)
/// ```
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Ask the delegate again for sizes, insets and spacings (default true, as UIKit's).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Place the items again from the layout's properties (default true, as UIKit's).
    open var invalidateFlowLayoutAttributes = true
}
