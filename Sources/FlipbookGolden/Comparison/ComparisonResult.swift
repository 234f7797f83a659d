import FlipbookRender

/// The sizes of two frames that could not be compared pixel by pixel.
///
/// ```swift
/// if let m = result.sizeMismatch, m.actualWidth * 2 == m.expectedWidth {
///     print("rendered at 1x against a 2x golden?")
/// }
/// ```
public struct SizeMismatch: Sendable, Equatable {
    public let expectedWidth: Int, expectedHeight: Int
    public let actualWidth: Int, actualHeight: Int

    public init(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int) {
        self.expectedWidth = expectedWidth; self.expectedHeight = expectedHeight
        self.actualWidth = actualWidth; self.actualHeight = actualHeight
    }
}

/// What `ImageComparator.compare` found.
///
/// ```swift
/// let result = ImageComparator.compare(expected: golden, actual: frame)
/// if !result.passes { print(result.summary) }   // "412 pixels differ (0.03 %), budget 0"
/// ```
public struct ComparisonResult: Sendable {
    /// The compared size; on a size mismatch, the actual frame's.
    public let width: Int, height: Int
    /// Pixels beyond the threshold that are not anti-aliasing (0 on a size mismatch).
    public let differingPixels: Int
    /// Pixels beyond the threshold forgiven as anti-aliasing (always 0 with `includeAntiAliasing`).
    public let antiAliasedPixels: Int
    public let sizeMismatch: SizeMismatch?
    public let passes: Bool
    /// When requested and the sizes match: differing pixels red, anti-aliased ones yellow, over
    /// a faded grey copy of the expected frame.
    public let diffImage: RasterFrame?
    /// The budget the count was held against.
    public let allowedDifferences: Int
    /// Pixels whose stored value changed at all (outside ignore regions): the exact count, of
    /// which `differingPixels` and `antiAliasedPixels` are the part beyond the threshold.
    public let changedPixels: Int
    /// Whether `changedPixels` (exact) or `differingPixels` (perceptual) was held against the budget.
    public let exact: Bool

    public init(width: Int, height: Int, differingPixels: Int, antiAliasedPixels: Int,
                sizeMismatch: SizeMismatch?, passes: Bool, diffImage: RasterFrame?, allowedDifferences: Int,
                changedPixels: Int = 0, exact: Bool = false) {
        self.width = width; self.height = height
        self.differingPixels = differingPixels; self.antiAliasedPixels = antiAliasedPixels
        self.sizeMismatch = sizeMismatch; self.passes = passes; self.diffImage = diffImage
        self.allowedDifferences = allowedDifferences
        self.changedPixels = changedPixels; self.exact = exact
    }

    /// The count held against the budget.
    public var countedPixels: Int { exact ? changedPixels : differingPixels }

    /// One line for people: "412 pixels differ (0.03 %), budget 0",
    /// "412 pixels differ (0.03 %), budget 0, exact; 0 beyond the perceptual threshold" or
    /// "size differs: golden 780×1688, actual 390×844".
    public var summary: String {
        if let m = sizeMismatch {
            return "size differs: golden \(m.expectedWidth)×\(m.expectedHeight), actual \(m.actualWidth)×\(m.actualHeight)"
        }
        let total = width * height
        if exact {
            let verb = changedPixels == 1 ? "pixel differs" : "pixels differ"
            return "\(changedPixels) \(verb) (\(Self.percent(changedPixels, of: total))), budget \(allowedDifferences), exact; "
                + "\(differingPixels) beyond the perceptual threshold"
                + (antiAliasedPixels > 0 ? ", \(antiAliasedPixels) more anti-aliasing" : "")
        }
        let verb = differingPixels == 1 ? "pixel differs" : "pixels differ"
        var line = "\(differingPixels) \(verb) (\(Self.percent(differingPixels, of: total))), budget \(allowedDifferences)"
        if antiAliasedPixels > 0 { line += "; \(antiAliasedPixels) anti-aliased ignored" }
        return line
    }

    /// "0.03 %", with "<0.01 %" so a single pixel never reads as zero.
    static func percent(_ count: Int, of total: Int) -> String {
        guard total > 0, count > 0 else { return "0 %" }
        let value = Double(count) * 100 / Double(total)
        if value < 0.01 { return "<0.01 %" }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) %"
    }
}
