import FlipbookRender

/// Every frame pair of two sequences compared with the golden comparator's default options,
/// streamed: two frames are held at a time, and what is kept of each pair is its counts and
/// outline rectangles.
///
/// ```swift
/// let comparison = try BeforeAfterComparison(before: before, after: after)
/// comparison.changed.map(\.line)   // ["frame 12: 4321 pixels (0.33 %)"]
/// comparison.notes                 // ["frame counts differ: 41 before, 30 after; the 30 that pair up are compared"]
/// ```
public struct BeforeAfterComparison: Sendable {
    public let before: FrameSequence
    public let after: FrameSequence
    /// One per frame number both sides hold, in order.
    public let outcomes: [FramePairOutcome]

    public init(before: FrameSequence, after: FrameSequence, options: ComparisonOptions = .init()) throws {
        self.before = before
        self.after = after
        let afterIndices = Set(after.indices)
        var outcomes: [FramePairOutcome] = []
        for index in before.indices where afterIndices.contains(index) {
            let a = try before.frame(index), b = try after.frame(index)
            let result = ImageComparator.compare(expected: a, actual: b, options: options, makeDiffImage: true)
            let regions = result.passes ? [] : result.diffImage.map { ChangedRegions.outline($0) } ?? []
            outcomes.append(FramePairOutcome(index: index, differingPixels: result.passes ? 0 : result.differingPixels,
                                             totalPixels: result.width * result.height,
                                             sizeMismatch: result.sizeMismatch, regions: regions))
        }
        self.outcomes = outcomes
    }

    public var changed: [FramePairOutcome] { outcomes.filter(\.changed) }

    /// What did not pair up, said plainly for the first page.
    public var notes: [String] {
        var notes: [String] = []
        let paired = Set(outcomes.map(\.index))
        let onlyBefore = before.indices.filter { !paired.contains($0) }
        let onlyAfter = after.indices.filter { !paired.contains($0) }
        if !onlyBefore.isEmpty || !onlyAfter.isEmpty {
            notes.append("frame counts differ: \(before.indices.count) before, \(after.indices.count) after; "
                         + "the \(outcomes.count) that pair up are compared")
            if !onlyBefore.isEmpty { notes.append("only before: " + Self.list(onlyBefore)) }
            if !onlyAfter.isEmpty { notes.append("only after: " + Self.list(onlyAfter)) }
        }
        let resized = outcomes.filter { $0.sizeMismatch != nil }
        if !resized.isEmpty {
            notes.append("sizes differ in \(resized.count) frame\(resized.count == 1 ? "" : "s"): "
                         + "those are shown, not compared pixel by pixel")
        }
        return notes
    }

    /// "3, 4, 5 … 40" for long lists, so a note stays one line.
    static func list(_ indices: [Int]) -> String {
        let shown = indices.prefix(12).map(String.init).joined(separator: ", ")
        return indices.count > 12 ? "\(shown) … \(indices.last!) (\(indices.count) frames)" : shown
    }
}
