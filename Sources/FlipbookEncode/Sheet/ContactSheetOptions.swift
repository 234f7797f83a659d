import FlipbookPipeline
import FlipbookSupport

/// What a contact sheet shows: how many tiles a row, which frames, how wide a tile.
///
/// ```swift
/// var options = RenderOptions()
/// options.sheet = ContactSheetOptions(columns: 6, every: 4)   // frames 0, 4, 8 … six a row
/// try scene.render(driver, to: "out/sheet.png", options: options)
/// ```
public struct ContactSheetOptions: Sendable, Equatable {
    /// Tiles per row, 1…20 (`columnRange`). A sheet of fewer frames is only as wide as they are.
    public var columns: Int
    /// Every K-th frame the output takes, from its first (steps A, A+K, A+2K … with
    /// `--frames A..B`); 1…10,000 (`everyRange`).
    public var every: Int
    /// A tile's width in pixels, 16…1,024 (`tileWidthRange`); frames narrower than that keep theirs.
    public var tileWidth: Int

    public static let columnRange = 1...20
    public static let everyRange = 1...10_000
    public static let tileWidthRange = 16...1024

    public init(columns: Int = 8, every: Int = 1, tileWidth: Int = 240) {
        self.columns = columns
        self.every = every
        self.tileWidth = tileWidth
    }

    /// Throws `OutputError.unsupportedOutput` (exit 2) naming the first value out of range.
    func check(for path: String) throws {
        for (name, value, range) in [("columns", columns, Self.columnRange), ("every", every, Self.everyRange),
                                     ("tile width", tileWidth, Self.tileWidthRange)] where !range.contains(value) {
            throw OutputError.unsupportedOutput(path: path, reason: "contact sheet \(name) must be in "
                + "\(range.lowerBound)…\(range.upperBound), not \(value)")
        }
    }
}
