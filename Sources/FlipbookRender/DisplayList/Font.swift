/// A font by family, size in points and weight, as `UIFont` describes one.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 40, weight: .bold)
/// let smaller = title.withSize(22)
/// ```
public struct Font: Sendable, Hashable, Codable, CustomStringConvertible {
    public var family: String
    public var size: Double
    public var weight: Weight
    /// The text style the font was made for by `preferredFont(forTextStyle:)`, or nil for a
    /// font of a fixed size. A label draws a text-style font at its scene's content size category.
    public var textStyle: FontTextStyle?
    /// The category a text-style font was made for (`preferredFont(forTextStyle:compatibleWith:)`);
    /// nil: whichever category it is shown at.
    public var contentSizeCategory: ContentSizeCategory?

    public init(family: String, size: Double, weight: Weight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }

    /// The stand-in for San Francisco: the `system-ui` family of Flipbook's font set-up (Inter).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: "system-ui", size: size, weight: weight)
    }
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// The same family and weight at a fixed size; a text style's font becomes a plain one (its
    /// size no longer follows the content size category).
    public func withSize(_ size: Double) -> Font { Font(family: family, size: size, weight: weight) }

    /// `UIFont.Weight`, with the CSS/OpenType weight each maps to.
    public enum Weight: String, Sendable, Hashable, Codable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public var numericWeight: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    public var description: String {
        "\(family) \(formatPoints(size))pt \(weight.rawValue)" + (textStyle.map { " (\($0.rawValue))" } ?? "")
    }
}
