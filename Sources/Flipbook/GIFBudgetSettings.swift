import Foundation

/// What one attempt at a size budget renders with: a frame rate (every `everyNth` step of the
/// run), a scale and a lossy tolerance.
///
/// ```swift
/// GIFBudgetSettings(fps: 15, everyNth: 2, scale: 2, lossyTolerance: 8).description
/// // "15 fps, scale 2, lossy 8"
/// ```
public struct GIFBudgetSettings: Sendable, Equatable, CustomStringConvertible {
    /// Frames per second the GIF shows: the run's rate divided by `everyNth`.
    public var fps: Double
    public var everyNth: Int
    public var scale: Double
    public var lossyTolerance: Int

    public init(fps: Double, everyNth: Int, scale: Double, lossyTolerance: Int) {
        self.fps = fps
        self.everyNth = everyNth
        self.scale = scale
        self.lossyTolerance = lossyTolerance
    }

    public var description: String {
        "\(Self.number(fps)) fps, scale \(Self.number(scale)), lossy \(lossyTolerance)"
    }

    /// 15 → "15", 7.5 → "7.5", 29.97 → "29.97".
    static func number(_ v: Double) -> String {
        var text = String(format: "%.2f", v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// The outcome of a size budget: the settings that fit and the file's size.
///
/// ```swift
/// print(choice)   // "out/blog-header.gif: 4.81 MB at 15 fps, scale 2, lossy 8 (budget 5 MB)"
/// ```
public struct GIFBudgetChoice: Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let settings: GIFBudgetSettings
    public let bytes: Int
    public let budget: Int
    /// Renders it took, this one included (most stop early, once their file passes the budget).
    public let attempts: Int

    public var description: String {
        "\(path): \(ByteCount(bytes: bytes)) at \(settings) (budget \(ByteCount(bytes: budget)))"
    }
}
