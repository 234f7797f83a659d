import FlipbookRender

/// Where a compositional layout puts every item, computed once per invalidation: sections down
/// the page, each its group repeated until the section's items run out, each group placing its
/// subitems along its axis (nested groups recursively). A pure value; queries are a binary
/// search over the placed groups plus the items found.
///
/// Fractions resolve against the container: a section's group against the collection view's
/// content width and visible height less the section's insets; a group's subitems against the
/// group's size less its own insets. An item's cell is its space inset by its `contentInsets`.
struct CompositionalGeometry {
    struct PlacedGroup {
        let minY: Double
        let maxY: Double
        let items: Range<Int>
    }

    /// The sideways-scrolling strip of a section whose `orthogonalScrollingBehavior` is not
    /// `.none`: its item frames are in band coordinates (x from the band content's leading edge,
    /// y the collection view's content y), shown shifted left by the band's offset.
    struct Band {
        /// Where the band sits in the collection view's content (the full width, the groups' height
        /// plus the section's top and bottom insets).
        let frame: Rect
        /// The width of everything the band scrolls over (insets included).
        let contentWidth: Double
        /// Each group's leading x in band content.
        let groupMinX: [Double]
        let groupWidth: Double
        /// Where the first group starts (the leading inset, or more to centre it).
        let leadingInset: Double
        let behavior: CollectionLayoutSection.OrthogonalScrollingBehavior
        /// Right to left: the item frames are mirrored across the band's content (the first group at
        /// its right end, shown at the largest offset); `groupMinX` and `leadingInset` stay as laid
        /// out left to right, and CompositionalOrthogonalSnapping mirrors its answer.
        var mirrored = false

        /// The largest offset the band scrolls to.
        var maxOffset: Double { max(0, contentWidth - frame.width) }
    }

    /// A boundary item placed where its alignment puts it (before any pinning).
    struct PlacedBoundary {
        let item: CollectionLayoutBoundarySupplementaryItem
        let indexPath: IndexPath
        let frame: Rect
    }

    struct PlacedDecoration {
        let item: CollectionLayoutDecorationItem
        let indexPath: IndexPath
        let frame: Rect
    }

    struct Section {
        var items: [Rect] = []
        var groups: [PlacedGroup] = []
        var minY = 0.0
        var maxY = 0.0
        /// Between the extending header and footer: the items and the section's insets.
        var contentMinY = 0.0
        var contentMaxY = 0.0
        var band: Band?
        var boundaries: [PlacedBoundary] = []
        var decorations: [PlacedDecoration] = []
        var layout: CollectionLayoutSection?
    }

    private(set) var sections: [Section] = []
    /// The whole layout's headers and footers (`UICollectionViewCompositionalLayoutConfiguration`).
    private(set) var layoutBoundaries: [PlacedBoundary] = []
    private(set) var contentSize: Size = .zero

    /// Guards against layouts that would place without end (zero-length repeats, hostile counts).
    static let maximumRepeatsPerGroup = 10_000

    /// `mirrored`: a right-to-left scene, where leading is the right (every frame of a section
    /// down the page mirrored across the container's width, so leading insets and the first item
    /// land on the right). `interSectionSpacing` goes between sections; `layoutBoundaryItems` are
    /// the configuration's headers (before every section) and footers (after).
    init(container: Size, itemCounts: [Int], mirrored: Bool = false, interSectionSpacing: Double = 0,
         layoutBoundaryItems: [CollectionLayoutBoundarySupplementaryItem] = [],
         listRowHeight: ((_ indexPath: IndexPath, _ estimate: Size) -> Double)? = nil,
         section provider: (Int) -> CollectionLayoutSection?) {
        var y = 0.0
        let spacing = Self.clean(interSectionSpacing)
        y = Self.placeBoundaries(layoutBoundaryItems, edge: .top, section: 0, at: y, across: 0, width: container.width,
                                 container: container, into: &layoutBoundaries)
        for (index, count) in itemCounts.enumerated() {
            if index > 0, spacing > 0 { y += spacing }
            var section = Section()
            section.minY = y
            if count > 0, let layout = provider(index) {
                section.layout = layout
                let insets = layout.contentInsets
                let leading = Self.clean(insets.leading), trailing = Self.clean(insets.trailing)
                let follow = layout.supplementariesFollowContentInsets
                let across = follow ? leading : 0
                let acrossWidth = follow ? max(0, container.width - leading - trailing) : container.width
                y = Self.placeBoundaries(layout.boundarySupplementaryItems, edge: .top, section: index, at: y,
                                         across: across, width: acrossWidth, container: container, into: &section.boundaries)
                section.contentMinY = y
                let inner = Size(width: max(0, container.width - leading - trailing),
                                 height: max(0, container.height - Self.clean(insets.top) - Self.clean(insets.bottom)))
                let groupSize = layout.group.layoutSize.resolved(in: inner)
                var top = y + Self.clean(insets.top)
                if layout.orthogonalScrollingBehavior == .none, layout.listConfiguration != nil, let listRowHeight {
                    // A list's rows size themselves: one row a group, each as tall as its cell asks.
                    for row in 0..<count {
                        let height = Self.clean(listRowHeight(IndexPath(item: row, section: index), groupSize))
                        section.items.append(Rect(x: leading, y: top, width: groupSize.width, height: height))
                        section.groups.append(PlacedGroup(minY: top, maxY: top + height, items: row..<row + 1))
                        top += height
                        if row < count - 1 { top += Self.clean(layout.interGroupSpacing) }
                    }
                } else if layout.orthogonalScrollingBehavior == .none {
                    var next = 0
                    while next < count {
                        let start = next
                        let box = Rect(x: leading, y: top, width: groupSize.width, height: groupSize.height)
                        Self.place(layout.group, in: box, next: &next, limit: count, into: &section.items)
                        guard next > start else { break }
                        section.groups.append(PlacedGroup(minY: top, maxY: top + groupSize.height, items: start..<next))
                        top += groupSize.height
                        if next < count { top += Self.clean(layout.interGroupSpacing) }
                    }
                } else {
                    section.band = Self.placeBand(layout, count: count, groupSize: groupSize, top: top, sectionTop: y,
                                                  container: container, inner: inner, into: &section)
                    top += groupSize.height
                }
                y = top + Self.clean(insets.bottom)
                section.contentMaxY = y
                y = Self.placeBoundaries(layout.boundarySupplementaryItems, edge: .bottom, section: index, at: y,
                                         across: across, width: acrossWidth, container: container, into: &section.boundaries)
                Self.placeBoundaries(layout.boundarySupplementaryItems, edge: .side, section: index,
                                     at: section.minY, across: across, width: acrossWidth, container: container,
                                     sectionHeight: y - section.minY, into: &section.boundaries)
                let area = Rect(x: 0, y: section.contentMinY, width: container.width, height: section.contentMaxY - section.contentMinY)
                for (position, decoration) in layout.decorationItems.enumerated() {
                    section.decorations.append(PlacedDecoration(item: decoration, indexPath: IndexPath(item: position, section: index),
                                                                frame: Self.inset(area, decoration.contentInsets)))
                }
            } else {
                section.contentMinY = y
                section.contentMaxY = y
            }
            section.maxY = y
            sections.append(section)
        }
        y = Self.placeBoundaries(layoutBoundaryItems, edge: .bottom, section: 0, at: y, across: 0, width: container.width,
                                 container: container, into: &layoutBoundaries)
        contentSize = Size(width: container.width, height: y)
        if mirrored {
            let width = container.width
            func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
            for index in sections.indices {
                if let band = sections[index].band {
                    // Mirrored across the band's content: leading is its right end.
                    let content = band.contentWidth
                    sections[index].items = sections[index].items.map { Rect(x: content - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
                    sections[index].band?.mirrored = true
                } else {
                    sections[index].items = sections[index].items.map(flip)
                }
                sections[index].boundaries = sections[index].boundaries.map { PlacedBoundary(item: $0.item, indexPath: $0.indexPath, frame: flip($0.frame)) }
                sections[index].decorations = sections[index].decorations.map { PlacedDecoration(item: $0.item, indexPath: $0.indexPath, frame: flip($0.frame)) }
            }
            layoutBoundaries = layoutBoundaries.map { PlacedBoundary(item: $0.item, indexPath: $0.indexPath, frame: flip($0.frame)) }
        }
    }

    /// Places `item` in `box`: a leaf takes the next index; a group lays its subitems out.
    static func place(_ item: CollectionLayoutItem, in box: Rect, next: inout Int, limit: Int, into frames: inout [Rect]) {
        guard let group = item as? CollectionLayoutGroup else {
            guard next < limit else { return }
            frames.append(inset(box, item.contentInsets))
            next += 1
            return
        }
        let inner = inset(box, group.contentInsets)
        let horizontal = group.axis == .horizontal
        let available = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing.map { Double($0.spacing) } ?? 0
        // The children and the length each takes along the axis.
        var children: [(CollectionLayoutItem, Size)] = []
        if let count = group.count, let subitem = group.subitems.first {
            let length = max(0, (available - Double(count - 1) * spacing) / Double(count))
            var size = subitem.layoutSize.resolved(in: inner.size)
            if horizontal { size.width = length } else { size.height = length }
            children = Array(repeating: (subitem, size), count: count)
        } else if !group.subitems.isEmpty {
            var used = 0.0, index = 0
            while children.count < maximumRepeatsPerGroup {
                let subitem = group.subitems[index % group.subitems.count]
                let size = subitem.layoutSize.resolved(in: inner.size)
                let length = horizontal ? size.width : size.height
                let needed = (children.isEmpty ? 0 : spacing) + length
                // The first always goes in; then as many as fit, the repeats stopping at the end.
                guard children.isEmpty || used + needed <= available + 1e-9, length > 0 || children.isEmpty else { break }
                children.append((subitem, size))
                used += needed
                index += 1
                if length <= 0 { break }
            }
        }
        let total = children.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, children.count > 1 {
            gap = max(spacing, (available - total) / Double(children.count - 1))
        }
        var cursor = horizontal ? inner.minX : inner.minY
        for (child, size) in children {
            guard next < limit else { return }
            let childBox = horizontal ? Rect(x: cursor, y: inner.minY, width: size.width, height: size.height)
                                      : Rect(x: inner.minX, y: cursor, width: size.width, height: size.height)
            place(child, in: childBox, next: &next, limit: limit, into: &frames)
            cursor += (horizontal ? size.width : size.height) + gap
        }
    }

    static func inset(_ rect: Rect, _ insets: DirectionalEdgeInsets) -> Rect {
        let left = clean(insets.leading), right = clean(insets.trailing), top = clean(insets.top), bottom = clean(insets.bottom)
        return Rect(x: rect.minX + left, y: rect.minY + top,
                    width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }

    /// A length from app code: non-finite or negative is 0, and at most `maximumLength`.
    static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, maximumLength) : 0 }

    /// CHOSEN: insets and spacings above a million points (about a thousand screens) are cut there,
    /// so sums of them stay far from overflow and from sizes Cairo cannot draw.
    static let maximumLength = 1_000_000.0

    // MARK: Queries

    /// The items whose groups meet `lo..<hi` (y, content coordinates), by section.
    func items(along lo: Double, _ hi: Double) -> [(section: Int, item: Int)] {
        var found: [(Int, Int)] = []
        var index = partitionIndex(in: sections.count) { sections[$0].maxY > lo }
        while index < sections.count, sections[index].minY < hi {
            let groups = sections[index].groups
            var group = partitionIndex(in: groups.count) { groups[$0].maxY > lo }
            while group < groups.count, groups[group].minY < hi {
                for item in groups[group].items { found.append((index, item)) }
                group += 1
            }
            index += 1
        }
        return found
    }
}
