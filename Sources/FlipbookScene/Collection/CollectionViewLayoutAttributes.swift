import Foundation
import FlipbookRender

/// Where and how one element of a collection view shows, as `UICollectionViewLayoutAttributes`:
/// a layout makes these, the collection view applies them to the element's view every pass
/// (`center`, `size`, `transform`, `alpha`, `isHidden`, stacking by `zIndex`), then hands them to
/// the view's `apply(_:)` when they changed.
///
/// As in UIKit, `frame` is `center` and `size` (the transform is not in it), and `transform`
/// and `transform3D` are one value seen two ways: setting either sets the other.
///
/// ```swift
/// let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 20, y: 0, width: 300, height: 400)
/// attributes.transform = AffineTransform(scaleX: 0.9, y: 0.9)
/// ```
///
/// Subclasses that add properties override `copy(with:)` and `isEqual(_:)` as in UIKit, and
/// return themselves from the layout's `layoutAttributesClass`.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    /// The element's extent, without its transform.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds: its size at the origin, as UIKit's (setting it sets `size`).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform3D: Transform3D = .identity
    /// The affine part of `transform3D`.
    open var transform: FlipbookRender.AffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }
    open var alpha: CGFloat = 1
    /// Stacking order: higher shows above lower; ties stack cells below supplementary views,
    /// then by index path.
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    public internal(set) var representedElementCategory: CollectionElementCategory = .cell
    /// The kind of a supplementary view (`elementKindSectionHeader` …); nil for a cell.
    public internal(set) var representedElementKind: String?

    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy of the same class (what `copy()` returns), as a layout that adjusts its
    /// superclass's attributes takes before changing them.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return other.center == center && other.size == size && other.transform3D == transform3D
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }
}
