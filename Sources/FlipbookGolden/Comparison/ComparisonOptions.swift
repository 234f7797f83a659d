import FlipbookRender

/// How strictly two frames must match.
///
/// The threshold and the anti-aliasing rule are pixelmatch's; the budget (`maxDiffPixels`,
/// `maxDiffPixelRatio`) is Playwright's.
///
/// ```swift
/// // Tolerate up to 0.1 % of the pixels differing, and never look at the status-bar clock.
/// let options = ComparisonOptions(maxDiffPixelRatio: 0.001,
///                                 ignoreRegions: [PixelRect(x: 0, y: 0, width: 780, height: 94)])
/// ```
public struct ComparisonOptions: Sendable, Hashable {
    /// 0…1, on pixelmatch's YIQ colour distance (whose maximum is 35215): a pixel differs when
    /// its squared distance exceeds `35215 · threshold²`. 0 flags any change; 0.1 is the default.
    public var threshold: Double = 0.1
    /// false: pixels detected as anti-aliasing (an edge moved by a sub-pixel) are counted in
    /// `antiAliasedPixels` instead of `differingPixels`. true: every changed pixel counts.
    public var includeAntiAliasing = false
    /// The budget as a count of differing pixels.
    public var maxDiffPixels = 0
    /// The budget as a fraction (0…1) of all the frame's pixels. When set, `maxDiffPixels` also
    /// applies only if it is above 0 (both must then hold, as in Playwright); left at 0 it means
    /// "no count given", so `ComparisonOptions(maxDiffPixelRatio: 0.01)` allows 1 %.
    public var maxDiffPixelRatio: Double? = nil
    /// Pixels inside these rects are not compared (clocks, carets, anything nondeterministic).
    public var ignoreRegions: [PixelRect] = []
    /// true: every pixel whose stored value changed counts against the budget, however small the
    /// change (the threshold and anti-aliasing still sort the changes for the summary and the diff
    /// image). What `GoldenComparisonPolicy` picks when the golden was made by this very renderer.
    public var exact = false

    public init(threshold: Double = 0.1, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil,
                ignoreRegions: [PixelRect] = [], includeAntiAliasing: Bool = false, exact: Bool = false) {
        self.exact = exact
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.ignoreRegions = ignoreRegions
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// The squared YIQ distance above which a pixel differs. Out-of-range or NaN thresholds are
    /// clamped rather than trusted, so bad input never makes every pixel (or none) differ by accident.
    var maxDelta: Double {
        let t = threshold.isNaN ? 0.1 : min(max(threshold, 0), 1)
        return 35215 * t * t
    }

    /// The most differing pixels a frame of `totalPixels` may have and still pass.
    func allowedDifferences(totalPixels: Int) -> Int {
        let count = max(maxDiffPixels, 0)
        guard let ratio = maxDiffPixelRatio else { return count }
        let clamped = ratio.isNaN ? 0 : min(max(ratio, 0), 1)
        // Floor: a 1 % budget of 250 pixels allows 2, not 3 (differing ≤ ratio · total).
        let byRatio = Int((clamped * Double(totalPixels)).rounded(.down))
        return count > 0 ? min(count, byRatio) : byRatio
    }
}
