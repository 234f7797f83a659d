/// A font by family, size in points, weight and traits, as `UIFont` describes one.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 40, weight: .bold)
/// let smaller = title.withSize(22)
/// let brand = Font(name: "Lobster-Regular", size: 30) ?? .systemFont(ofSize: 30)   // nil: not registered
/// ```
public struct Font: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The fontconfig family Pango is asked for: `system-ui` for the system font, `monospace`
    /// for the monospaced one, a face's own family for a font made by name.
    public var family: String
    public var size: Double
    public var weight: Weight
    /// Italic, condensed, expanded and monospaced (`FontDescriptor.SymbolicTraits`); bold is the
    /// weight, which `symbolicTraits` adds.
    public var traits: FontDescriptor.SymbolicTraits = []
    /// The PostScript name of the face a font made by name came from (`UIFont(name:size:)`);
    /// nil for the system fonts, whose face fontconfig picks (`fontName` names it).
    public var faceName: String?
    /// OpenType features drawn on (`"tnum"`: tabular figures, `monospacedDigitSystemFont`).
    public var features: [String] = []
    /// The text style the font was made for by `preferredFont(forTextStyle:)`, or nil for a
    /// font of a fixed size. A label draws a text-style font at its scene's content size category.
    public var textStyle: FontTextStyle?
    /// The category a text-style font was made for (`preferredFont(forTextStyle:compatibleWith:)`);
    /// nil: whichever category it is shown at.
    public var contentSizeCategory: ContentSizeCategory?
    /// How a font scaled by `FontMetrics` (`UIFontMetrics.scaledFont(for:)`) follows `textStyle`:
    /// its size at Large, and the most it grows to. Nil for the system text-style fonts, whose
    /// sizes are Apple's table.
    public var scaling: FontScaling?

    public init(family: String, size: Double, weight: Weight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }

    /// The stand-in for San Francisco: the `system-ui` family of Flipbook's font set-up (Inter).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: "system-ui", size: size, weight: weight)
    }
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// The same face at a fixed size; a text style's font becomes a plain one (its size no longer
    /// follows the content size category).
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.size = size
        font.textStyle = nil; font.contentSizeCategory = nil; font.scaling = nil
        return font
    }

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

        /// The weight nearest an OpenType weight class (100…900).
        public init(numericWeight: Int) {
            self = Weight.allCases.min { abs($0.numericWeight - numericWeight) < abs($1.numericWeight - numericWeight) }!
        }
    }

    public var description: String {
        let traitNames = traits.names.map { " \($0)" }.joined()
        return "\(faceName ?? family) \(formatPoints(size))pt \(weight.rawValue)\(traitNames)"
            + (textStyle.map { " (\($0.rawValue))" } ?? "")
    }
}

/// How a `FontMetrics`-scaled font's size follows its text style: `baseSize` at Large, times the
/// style's size at the shown category over its size at Large, at most `maximumPointSize`.
public struct FontScaling: Sendable, Hashable, Codable {
    public var baseSize: Double
    public var maximumPointSize: Double?

    public init(baseSize: Double, maximumPointSize: Double? = nil) {
        self.baseSize = baseSize; self.maximumPointSize = maximumPointSize
    }
}
