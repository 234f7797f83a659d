import FlipbookRender

/// How strictly frames must match their goldens: the one place a golden comparison's tolerance
/// is stated, for `verify`, `record` and the test API alike. `GoldenComparisonPolicy` turns it
/// into the comparator's options once per scene, from the golden's renderer fingerprint.
///
/// ```swift
/// GoldenTolerance()                                            // exact for this build's goldens, else pixelmatch 0.1
/// GoldenTolerance(.perceptual(threshold: 0.2), maxDiffPixels: 4) // always pixelmatch, 4 pixels allowed
/// ```
public struct GoldenTolerance: Sendable, Hashable {
    /// How a pixel's colour is judged.
    public enum Colour: Sendable, Hashable {
        /// Strict by default, tolerant by knowledge: any changed pixel counts against a golden
        /// recorded by this very renderer build; pixelmatch's comparison (threshold 0.1,
        /// anti-aliasing forgiven) against any other, saying why.
        case strict
        /// Always pixelmatch's comparison with this threshold (0…1, on the YIQ distance), even
        /// against this build's goldens, as `verify --threshold`. `includeAntiAliasing`: count
        /// pixels detected as anti-aliasing too.
        case perceptual(threshold: Double, includeAntiAliasing: Bool = false)
    }

    public var colour: Colour
    /// The budget as a count of counted pixels per frame.
    public var maxDiffPixels: Int
    /// The budget as a fraction (0…1) of the frame's pixels (see `ComparisonOptions.maxDiffPixelRatio`).
    public var maxDiffPixelRatio: Double?
    /// Pixels inside these rects are not compared (clocks, carets).
    public var ignoreRegions: [PixelRect]

    public init(_ colour: Colour = .strict, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil,
                ignoreRegions: [PixelRect] = []) {
        self.colour = colour
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.ignoreRegions = ignoreRegions
    }

    /// The comparator's options: exact (every changed value counts), or perceptual with this
    /// tolerance's threshold (pixelmatch's default 0.1 when it is `.strict`).
    public func comparisonOptions(exact: Bool) -> ComparisonOptions {
        var options = ComparisonOptions(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                                        ignoreRegions: ignoreRegions, exact: exact)
        if case .perceptual(let threshold, let includeAntiAliasing) = colour {
            options.threshold = threshold
            options.includeAntiAliasing = includeAntiAliasing
        }
        return options
    }

    /// Why these numbers cannot be a tolerance (for a message naming them), or nil when they can.
    /// The comparator would clamp them; a caller who wrote them meant something else.
    public var problem: String? {
        if case .perceptual(let threshold, _) = colour, !(0...1).contains(threshold) {
            return "tolerance: threshold \(threshold) must be within 0…1"
        }
        if maxDiffPixels < 0 { return "tolerance: maxDiffPixels \(maxDiffPixels) must be 0 or more" }
        if let ratio = maxDiffPixelRatio, !(0...1).contains(ratio) {
            return "tolerance: maxDiffPixelRatio \(ratio) must be within 0…1"
        }
        return nil
    }
}
