import FlipbookRender

/// How one frame of the after side compares with the same-numbered frame before.
///
/// ```swift
/// outcome.line   // "frame 12: 4321 pixels (0.33 %)"
/// ```
public struct FramePairOutcome: Sendable {
    public let index: Int
    public let differingPixels: Int
    public let totalPixels: Int
    /// The two sizes, when they differ (then nothing was compared pixel by pixel).
    public let sizeMismatch: SizeMismatch?
    /// Where the after frame changed, in its pixels (see `ChangedRegions`).
    public let regions: [PixelRect]

    public init(index: Int, differingPixels: Int, totalPixels: Int, sizeMismatch: SizeMismatch?, regions: [PixelRect]) {
        self.index = index; self.differingPixels = differingPixels; self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch; self.regions = regions
    }

    public var changed: Bool { sizeMismatch != nil || differingPixels > 0 }

    /// The first page's line for a changed frame.
    public var line: String {
        if let m = sizeMismatch {
            return "frame \(index): size differs (\(m.expectedWidth)×\(m.expectedHeight) → \(m.actualWidth)×\(m.actualHeight))"
        }
        return "frame \(index): \(differingPixels) pixel\(differingPixels == 1 ? "" : "s") (\(ComparisonResult.percent(differingPixels, of: totalPixels)))"
    }
}
