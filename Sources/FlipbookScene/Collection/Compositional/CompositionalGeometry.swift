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

    struct Section {
        var items: [Rect] = []
        var groups: [PlacedGroup] = []
        var minY = 0.0
        var maxY = 0.0
    }

    private(set) var sections: [Section] = []
    private(set) var contentSize: Size = .zero

    /// Guards against layouts that would place without end (zero-length repeats, hostile counts).
    static let maximumRepeatsPerGroup = 10_000

    /// `mirrored`: a right-to-left scene, where leading is the right (every frame mirrored across
    /// the container's width, so leading insets and the first item land on the right).
    init(container: Size, itemCounts: [Int], mirrored: Bool = false, section provider: (Int) -> CollectionLayoutSection?) {
        var y = 0.0
        for (index, count) in itemCounts.enumerated() {
            var section = Section()
            section.minY = y
            if count > 0, let layout = provider(index) {
                let insets = layout.contentInsets
                let inner = Size(width: max(0, container.width - Self.clean(insets.leading) - Self.clean(insets.trailing)),
                                 height: max(0, container.height - Self.clean(insets.top) - Self.clean(insets.bottom)))
                let groupSize = layout.group.layoutSize.resolved(in: inner)
                var top = y + Self.clean(insets.top)
                var next = 0
                while next < count {
                    let start = next
                    let box = Rect(x: Self.clean(insets.leading), y: top, width: groupSize.width, height: groupSize.height)
                    Self.place(layout.group, in: box, next: &next, limit: count, into: &section.items)
                    guard next > start else { break }
                    section.groups.append(PlacedGroup(minY: top, maxY: top + groupSize.height, items: start..<next))
                    top += groupSize.height
                    if next < count { top += Self.clean(layout.interGroupSpacing) }
                }
                y = top + Self.clean(insets.bottom)
            }
            section.maxY = y
            sections.append(section)
        }
        contentSize = Size(width: container.width, height: y)
        if mirrored {
            let width = container.width
            for index in sections.indices {
                sections[index].items = sections[index].items.map { Rect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            }
        }
    }

    /// Places `item` in `box`: a leaf takes the next index; a group lays its subitems out.
    private static func place(_ item: CollectionLayoutItem, in box: Rect, next: inout Int, limit: Int, into frames: inout [Rect]) {
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

    private static func inset(_ rect: Rect, _ insets: DirectionalEdgeInsets) -> Rect {
        let left = clean(insets.leading), right = clean(insets.trailing), top = clean(insets.top), bottom = clean(insets.bottom)
        return Rect(x: rect.minX + left, y: rect.minY + top,
                    width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }

    static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

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
