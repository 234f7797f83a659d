import Foundation

/// How one `GoldenSink` runs: where its goldens and report artifacts are, when it records, and
/// what it compares (`comparison`).
///
/// ```swift
/// var options = GoldenOptions(goldenDirectory: URL(fileURLWithPath: "golden"))
/// options.recordMode = .never
/// options.comparison.tolerance = GoldenTolerance(.perceptual(threshold: 0.1))
/// ```
public struct GoldenOptions: Sendable {
    public var goldenDirectory: URL
    public var artifactsDirectory: URL
    public var recordMode: RecordMode = .missing
    public var comparison = GoldenComparison()
    public var traceLinesShown = 5

    public init(goldenDirectory: URL, artifactsDirectory: URL? = nil) {
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-report")
    }
}
