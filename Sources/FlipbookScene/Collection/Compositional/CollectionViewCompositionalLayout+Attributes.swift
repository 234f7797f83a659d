import Foundation
import FlipbookRender

/// The attributes a compositional layout hands out: pinned boundary items, backgrounds, and what
/// a visible-items handler wrote made safe to show.
extension CollectionViewCompositionalLayout {
    /// What a handler wrote, made safe to show: a transform with a non-finite entry is dropped
    /// (identity) with a warning; centres and alphas are cleaned where the views are placed.
    static func keepFinite(_ attributes: CollectionViewLayoutAttributes, collectionView: CollectionView) {
        let t = attributes.transform3D
        let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        guard entries.contains(where: { !$0.isFinite }) else { return }
        attributes.transform3D = .identity
        collectionView.scene?.noteWarning("compositional layout: visibleItemsInvalidationHandler gave item \(attributes.indexPath) a transform that is not finite; it shows untransformed")
    }

    /// The list configuration and the row count of `section`, for list cells to draw by.
    func listPlacement(ofSection section: Int) -> (configuration: CollectionLayoutListConfiguration, rows: Int)? {
        guard let geometry, geometry.sections.indices.contains(section),
              let configuration = geometry.sections[section].layout?.listConfiguration else { return nil }
        return (configuration, geometry.sections[section].items.count)
    }

    /// A pinned item's frame: kept inside the visible bounds while its section (`extent`) shows,
    /// pushed off by the section's end, as UIKit's pinned headers are.
    func pinned(_ placed: CompositionalGeometry.PlacedBoundary, in extent: ClosedRange<Double>, top: Double, bottom: Double) -> Rect {
        let frame = placed.frame
        guard placed.item.pinToVisibleBounds else { return frame }
        var y = frame.minY
        switch placed.item.alignment.edge {
        case .top: y = min(max(frame.minY, top), extent.upperBound - frame.height)
        case .bottom: y = max(min(frame.minY, bottom - frame.height), extent.lowerBound)
        case .side: break
        }
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }

    func boundaryAttributes(_ placed: CompositionalGeometry.PlacedBoundary, frame: Rect) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: placed.item.elementKind, with: placed.indexPath)
        attributes.frame = frame
        attributes.zIndex = placed.item.zIndex + (placed.item.pinToVisibleBounds ? 1 : 0)
        return attributes
    }

    func decorationAttributes(_ placed: CompositionalGeometry.PlacedDecoration) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: placed.indexPath)
        attributes.representedElementCategory = .decorationView
        attributes.representedElementKind = placed.item.elementKind
        attributes.frame = placed.frame
        attributes.zIndex = placed.item.zIndex
        return attributes
    }
}
