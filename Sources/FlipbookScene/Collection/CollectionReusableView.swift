import class Foundation.NSCoder
import FlipbookRender

/// A view a collection view reuses (a header, a footer, the base of cells), as
/// `UICollectionReusableView`. The collection view sets its position, size, transform, alpha and
/// hiding from its layout attributes, then calls `apply(_:)` when they changed.
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///     let title = UILabel()
///     required init(frame: CGRect) { super.init(frame: frame); addSubview(title) }
///     required init?(coder: NSCoder) { super.init(coder: coder) }
/// }
/// collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///                         withReuseIdentifier: "header")
/// ```
///
/// `init(frame:)` is `required` here: Linux has no Objective-C runtime to make a registered
/// class by name, so the collection view calls it through the class. A subclass that overrides
/// it writes `required init(frame:)` where UIKit code writes `override init(frame:)`.
open class CollectionReusableView: View {
    /// The identifier it was registered and dequeued under.
    public internal(set) var reuseIdentifier: String?

    public required override init(frame: Rect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the view is handed out again by a dequeue; reset per-item state here.
    open func prepareForReuse() {}

    /// The layout's attributes for this view, after the collection view applied the geometry.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (`layoutAttributes`): a
    /// self-sizing layout (`estimatedItemSize`) takes the size. The default measures the view's
    /// constraints (`systemLayoutSizeFitting`) from the proposed size, both axes free, as UIKit's.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
        preferred.size = fittingView.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                                             verticalFittingPriority: .fittingSizeLevel)
        return preferred
    }

    /// The view whose constraints say the size: the content view of a cell, else the view itself.
    var fittingView: View { self }
}
