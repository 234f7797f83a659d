import FlipbookRender

/// A section that scrolls sideways: its groups side by side in one band.
extension CompositionalGeometry {
    /// Lays a sideways-scrolling section's groups out along x from its leading inset, each
    /// `interGroupSpacing` apart, until the items run out. `.groupPagingCentered` starts (and ends)
    /// the run so that the first (and last) group can sit centred in the band: UIKit centres the
    /// first group at rest (developers asking for it "left justified" instead,
    /// https://developer.apple.com/forums/thread/684678).
    static func placeBand(_ layout: CollectionLayoutSection, count: Int, groupSize: Size, top: Double, sectionTop: Double,
                                  container: Size, inner: Size, into section: inout Section) -> Band {
        let insets = layout.contentInsets
        var leading = clean(insets.leading), trailing = clean(insets.trailing)
        if layout.orthogonalScrollingBehavior == .groupPagingCentered {
            let pad = max(0, (inner.width - groupSize.width) / 2)
            leading += pad
            trailing += pad
        }
        let gap = clean(layout.interGroupSpacing)
        var x = leading, next = 0
        var starts: [Double] = []
        while next < count, starts.count < maximumRepeatsPerGroup {
            let start = next
            let box = Rect(x: x, y: top, width: groupSize.width, height: groupSize.height)
            place(layout.group, in: box, next: &next, limit: count, into: &section.items)
            guard next > start else { break }
            starts.append(x)
            // Groups of no width would all sit at one x: one is placed, the rest are not (a hostile size).
            guard groupSize.width > 0 else { break }
            x += groupSize.width
            if next < count { x += gap }
        }
        let bottom = top + groupSize.height + clean(insets.bottom)
        section.groups.append(PlacedGroup(minY: sectionTop, maxY: bottom, items: 0..<section.items.count))
        return Band(frame: Rect(x: 0, y: sectionTop, width: container.width, height: bottom - sectionTop),
                    contentWidth: x + trailing, groupMinX: starts, groupWidth: groupSize.width,
                    leadingInset: leading, behavior: layout.orthogonalScrollingBehavior)
    }
}
