/// How a flow layout fills lines across the scroll axis, as UIKit's flow layout does:
///
/// - Items go into a line while they fit with `minimumInteritemSpacing` between them; an item
///   too long for any line gets a line of its own.
/// - A full line (any line but the last) spreads its leftover space evenly between its items,
///   so the spacing is at least the minimum ("minimumInteritemSpacing … the actual spacing may
///   be larger", https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing);
///   a line holding one item centres it (as published descriptions of UIKit's behaviour report:
///   "if an item ended up on a line by itself, it would be centered by the flow layout").
/// - The last line is left-aligned with the minimum spacing when sizes differ (Apple's own
///   rdar://20825965, "UICollectionViewFlowLayout's last row is left-aligned … if items have a
///   non-uniform height"); when every item of the section has the same size its items keep the
///   full lines' columns. CHOSEN where no description covers it: a section of one line of equal
///   items takes the columns a full line would have (the spacing of as many items as fit).
enum FlowLineSpacing {
    /// The items of each line, in order.
    static func lines(_ lengths: [Double], available: Double, spacing: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used = 0.0
        for (index, length) in lengths.enumerated() {
            if index == start { used = length; continue }
            // A hair of slack: sizes computed as fractions of the width must still fit.
            if used + spacing + length <= available + 1e-9 {
                used += spacing + length
            } else {
                lines.append(start..<index)
                start = index
                used = length
            }
        }
        if start < lengths.count { lines.append(start..<lengths.count) }
        return lines
    }

    /// Where each item of one line starts, from the line's leading edge.
    static func positions(_ lengths: [Double], available: Double, spacing: Double, isLastLine: Bool, uniform: Bool,
                          itemsPerFullLine: Int, isOnlyLine: Bool) -> [Double] {
        guard let first = lengths.first else { return [] }
        let total = lengths.reduce(0, +)
        if uniform {
            // Columns: as many equal items as fit, the leftover between them.
            let fit = isOnlyLine ? max(1, Int(((available + spacing) / (first + spacing)).rounded(.down).clamped(1, 1e6)))
                                 : itemsPerFullLine
            guard fit > 1 else { return [centred(first, available)] }
            let gap = max(spacing, (available - Double(fit) * first) / Double(fit - 1))
            return lengths.indices.map { Double($0) * (first + gap) }
        }
        if isLastLine { return leading(lengths, spacing: spacing) }
        guard lengths.count > 1 else { return [centred(first, available)] }
        let gap = max(spacing, (available - total) / Double(lengths.count - 1))
        return leading(lengths, spacing: gap)
    }

    private static func leading(_ lengths: [Double], spacing: Double) -> [Double] {
        var x = 0.0
        return lengths.map { length in
            defer { x += length + spacing }
            return x
        }
    }

    /// Centred in the line; an item longer than the line starts at its leading edge.
    private static func centred(_ length: Double, _ available: Double) -> Double { max(0, (available - length) / 2) }
}

private extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { isFinite ? Swift.min(hi, Swift.max(lo, self)) : lo }
}
