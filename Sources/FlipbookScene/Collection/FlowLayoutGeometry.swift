import FlipbookRender

/// Where a flow layout puts everything, computed once per invalidation: sections one after the
/// other along the scroll axis, each a header, its inset, lines of items, its inset and a footer.
/// A pure value (frames in content coordinates), so the layout's queries are a binary search
/// over sections and lines plus the elements found, however many items there are.
///
/// "Along" is the scroll axis (y when vertical), "across" the other; items fill a line across,
/// lines stack along. How a line's items are spaced is `FlowLineSpacing`.
struct FlowLayoutGeometry {
    struct SectionInput {
        var itemSizes: [Size]
        var inset: EdgeInsets
        var lineSpacing: Double
        var interitemSpacing: Double
        var headerSize: Size
        var footerSize: Size
    }

    struct Line {
        let items: Range<Int>
        let alongMin: Double
        let alongMax: Double
    }

    struct Section {
        var header: Rect?
        var footer: Rect?
        var items: [Rect] = []
        var lines: [Line] = []
        /// The section's extent along the scroll axis, header and footer included.
        var alongMin = 0.0
        var alongMax = 0.0
    }

    let vertical: Bool
    private(set) var sections: [Section] = []
    private(set) var contentSize: Size = .zero

    /// - Parameters:
    ///   - contentAcross: the content's length across the scroll axis (the collection view's
    ///     width minus its adjusted content inset, for a vertical layout).
    ///   - referenceInsets: what `sectionInsetReference` adds before the section insets, across.
    ///   - mirrored: lay the layout out right to left (a right-to-left scene): every frame is
    ///     mirrored across the content's width, insets and all, as UIKit flips a layout whose
    ///     `flipsHorizontallyInOppositeLayoutDirection` is true. A vertical layout's rows fill
    ///     from the right; a horizontal one's first section and item sit at the right end.
    init(vertical: Bool, contentAcross: Double, referenceInsets: (leading: Double, trailing: Double),
         mirrored: Bool = false, sections inputs: [SectionInput]) {
        self.vertical = vertical
        let across = max(0, contentAcross.isFinite ? contentAcross : 0)
        var along = 0.0
        for input in inputs {
            var section = Section()
            section.alongMin = along
            let headerAlong = Self.clean(vertical ? input.headerSize.height : input.headerSize.width)
            if headerAlong > 0 {
                section.header = rect(across: 0, along: along, acrossLength: across, alongLength: headerAlong)
                along += headerAlong
            }
            let inset = input.inset
            let (insetAcrossLead, insetAcrossTrail) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (insetAlongLead, insetAlongTrail) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            // CHOSEN: an empty section takes no insets, only its header and footer.
            if !input.itemSizes.isEmpty {
                along += Self.clean(insetAlongLead)
                let leading = Self.clean(referenceInsets.leading) + Self.clean(insetAcrossLead)
                let available = max(0, across - leading - Self.clean(referenceInsets.trailing) - Self.clean(insetAcrossTrail))
                let sizes = input.itemSizes.map { Size(width: Self.clean($0.width), height: Self.clean($0.height)) }
                let acrossSizes = sizes.map { Double(vertical ? $0.width : $0.height) }
                let alongSizes = sizes.map { Double(vertical ? $0.height : $0.width) }
                let spacing = Self.clean(input.interitemSpacing)
                let breaks = FlowLineSpacing.lines(acrossSizes, available: available, spacing: spacing)
                let uniform = sizes.allSatisfy { $0 == sizes[0] }
                section.items = Array(repeating: .zero, count: sizes.count)
                for (index, range) in breaks.enumerated() {
                    let thickness = range.map { alongSizes[$0] }.max() ?? 0
                    let positions = FlowLineSpacing.positions(Array(acrossSizes[range]), available: available, spacing: spacing,
                                                              isLastLine: index == breaks.count - 1, uniform: uniform,
                                                              itemsPerFullLine: breaks[0].count, isOnlyLine: breaks.count == 1)
                    for (offset, item) in range.enumerated() {
                        // Items shorter than the line sit in its middle, as UIKit's flow layout centres them.
                        let itemAlong = along + (thickness - alongSizes[item]) / 2
                        section.items[item] = rect(across: leading + positions[offset], along: itemAlong,
                                                   acrossLength: acrossSizes[item], alongLength: alongSizes[item])
                    }
                    section.lines.append(Line(items: range, alongMin: along, alongMax: along + thickness))
                    along += thickness
                    if index < breaks.count - 1 { along += Self.clean(input.lineSpacing) }
                }
                along += Self.clean(insetAlongTrail)
            }
            let footerAlong = Self.clean(vertical ? input.footerSize.height : input.footerSize.width)
            if footerAlong > 0 {
                section.footer = rect(across: 0, along: along, acrossLength: across, alongLength: footerAlong)
                along += footerAlong
            }
            section.alongMax = along
            sections.append(section)
        }
        contentSize = vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        if mirrored { mirror(width: vertical ? across : along) }
        mirroredAlongWidth = mirrored && !vertical ? along : nil
    }

    /// A mirrored horizontal layout's content width: the sections' and lines' extents along
    /// the scroll axis stay in left-to-right order (they are what the queries search), and a
    /// query's range is mirrored onto them instead.
    private var mirroredAlongWidth: Double?

    private mutating func mirror(width: Double) {
        func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        for index in sections.indices {
            sections[index].header = sections[index].header.map(flip)
            sections[index].footer = sections[index].footer.map(flip)
            sections[index].items = sections[index].items.map(flip)
        }
    }

    private func rect(across: Double, along: Double, acrossLength: Double, alongLength: Double) -> Rect {
        vertical ? Rect(x: across, y: along, width: acrossLength, height: alongLength)
                 : Rect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    /// Negative, infinite and NaN lengths are bad input: they count as none.
    static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

    // MARK: Queries

    /// A range along the scroll axis in the frames' (mirrored) coordinates, in the left-to-right
    /// order the extents are kept in.
    private func unmirrored(_ lo: Double, _ hi: Double) -> (Double, Double) {
        guard let width = mirroredAlongWidth else { return (lo, hi) }
        return (width - hi, width - lo)
    }

    /// The sections whose extent meets `lo..<hi` along the scroll axis.
    func sections(along lo: Double, _ hi: Double) -> Range<Int> {
        let (lo, hi) = unmirrored(lo, hi)
        let first = partitionIndex(in: sections.count) { sections[$0].alongMax > lo }
        var last = first
        while last < sections.count, sections[last].alongMin < hi { last += 1 }
        return first..<last
    }

    /// The items of `section` whose lines meet `lo..<hi` along the scroll axis.
    func items(inSection index: Int, along lo: Double, _ hi: Double) -> [Int] {
        let (lo, hi) = unmirrored(lo, hi)
        let lines = sections[index].lines
        var line = partitionIndex(in: lines.count) { lines[$0].alongMax > lo }
        var found: [Int] = []
        while line < lines.count, lines[line].alongMin < hi {
            found.append(contentsOf: lines[line].items)
            line += 1
        }
        return found
    }
}
