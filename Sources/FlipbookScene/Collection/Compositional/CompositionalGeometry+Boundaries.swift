import FlipbookRender

/// Headers, footers and side items of a section or of the whole layout.
extension CompositionalGeometry {
    /// Places the boundary items on `edge` from `y` down (top and bottom ones that extend the
    /// boundary take room, the tallest of them; the others overlap the section's edge); returns
    /// where the next content starts. Side items are placed along the whole section.
    @discardableResult
    static func placeBoundaries(_ items: [CollectionLayoutBoundarySupplementaryItem], edge: RectAlignment.Edge,
                                        section: Int, at y: Double, across x: Double, width: Double, container: Size,
                                        sectionHeight: Double = 0, into placed: inout [PlacedBoundary]) -> Double {
        var taken = 0.0
        var kinds: [String: Int] = [:]
        for item in items {
            let position = kinds[item.elementKind, default: 0]
            kinds[item.elementKind] = position + 1
            guard item.alignment.edge == edge else { continue }
            let size = item.layoutSize.resolved(in: Size(width: width, height: edge == .side ? sectionHeight : container.height))
            let left = x + (width - size.width) * item.alignment.crossFraction + clean0(item.offset.x)
            let top: Double
            switch edge {
            case .top: top = y + clean0(item.offset.y)
            case .bottom: top = y - (item.extendsBoundary ? 0 : size.height) + clean0(item.offset.y)
            case .side: top = y + (sectionHeight - size.height) / 2 + clean0(item.offset.y)
            }
            let frame = inset(Rect(x: left, y: top, width: size.width, height: size.height), item.contentInsets)
            placed.append(PlacedBoundary(item: item, indexPath: IndexPath(item: position, section: section), frame: frame))
            if item.extendsBoundary, edge != .side { taken = max(taken, size.height) }
        }
        return y + taken
    }

    /// A finite value, whatever its sign (offsets may be negative).
    static func clean0(_ value: Double) -> Double { value.isFinite ? min(max(value, -1e6), 1e6) : 0 }
}
