import Foundation
import FlipbookRender

/// One element a section's `visibleItemsInvalidationHandler` may change just before it shows, as
/// `NSCollectionLayoutVisibleItem` (https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem):
/// `center`, `transform`, `alpha`, `zIndex` and `isHidden` are writable; `frame` and `bounds` are
/// read-only there, as in UIKit's protocol (move an item by its `center`).
///
/// ```swift
/// section.visibleItemsInvalidationHandler = { items, offset, environment in
///     for item in items {
///         let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
///         let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
///         item.transform = CGAffineTransform(scaleX: scale, y: scale)
///     }
/// }
/// ```
///
/// For an item of a section that scrolls sideways, `frame` is in the section's band: x counts from
/// the band's start (0 at the leading edge of its content) and the handler's offset is the band's
/// `contentOffset`, so `frame.midX - offset.x` is where the item shows across the screen.
public protocol CollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: FlipbookRender.AffineTransform { get set }
    var transform3D: Transform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: CollectionElementCategory { get }
    var representedElementKind: String? { get }
}

/// The layout hands the handler the attributes it is about to apply.
extension CollectionViewLayoutAttributes: CollectionLayoutVisibleItem {
    /// The element kind of a supplementary or decoration item, "" for a cell.
    public var name: String { representedElementKind ?? "" }
}
