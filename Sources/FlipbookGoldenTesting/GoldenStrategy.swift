import FlipbookGolden
import FlipbookPipeline
import FlipbookRender

/// What a golden test compares and how: a value that turns the thing under test into frames
/// (and a step trace) for the golden folder, with what is kept and how strictly it must match.
/// Strategies are built from a few (`.animation`, `.frames`, `.trace` for scenes; `.image`,
/// `.images`, `.gif` for pixels), then composed: `tolerance(…)` loosens one, `pullback` makes
/// a strategy for a new kind of value from an existing one.
///
/// ```swift
/// try assertGolden(of: scene, as: .animation(driver))              // frames at checkpoints and the trace
/// try assertGolden(of: scene, as: .frames(driver, checkpoints: .all)
///     .tolerance(.perceptual(threshold: 0.1), maxDiffPixels: 4))
/// try assertGolden(of: try frame.raster(), as: .image)
/// let card: GoldenStrategy<Card> = GoldenStrategy.image.pullback { try $0.render() }
/// ```
public struct GoldenStrategy<Value> {
    /// What the golden folder holds (frames at checkpoints, the trace) and the frames' tolerance.
    public var comparison: GoldenComparison
    /// The run the golden sink is fed from, made from the value under test.
    let makeRun: (Value) throws -> GoldenRun

    init(comparison: GoldenComparison, makeRun: @escaping (Value) throws -> GoldenRun) {
        self.comparison = comparison
        self.makeRun = makeRun
    }

    /// The same comparison for values of another type, turned into this strategy's value first
    /// (as swift-snapshot-testing's `pullback`). An error `transform` throws fails the check.
    ///
    /// ```swift
    /// let screen: GoldenStrategy<Screenshot> = GoldenStrategy.image.pullback { $0.pixels }
    /// ```
    public func pullback<Other>(_ transform: @escaping (Other) throws -> Value) -> GoldenStrategy<Other> {
        let makeRun = self.makeRun
        return GoldenStrategy<Other>(comparison: comparison) { try makeRun(transform($0)) }
    }

    /// This strategy with another tolerance for its frames. The default, `.strict`, fails on any
    /// changed pixel against this build's goldens; a budget or `.perceptual` lets changes pass,
    /// so say why beside the call.
    ///
    /// ```swift
    /// .frames(driver).tolerance(.strict, ignoring: [PixelRect(x: 0, y: 0, width: 390, height: 47)])   // the clock
    /// ```
    public func tolerance(_ colour: GoldenTolerance.Colour, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil,
                          ignoring regions: [PixelRect] = []) -> Self {
        var copy = self
        copy.comparison.tolerance = GoldenTolerance(colour, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio,
                                                    ignoreRegions: regions)
        return copy
    }
}

/// A source of frames for the golden sink, and the device its `meta.json` names.
struct GoldenRun {
    var source: any StepSource
    var device: String
}
