/// `UIFontMetrics`: scales a project's own font the way a text style's size follows the reader's
/// content size category, so custom fonts support Dynamic Type too.
///
/// ```swift
/// let base = UIFont(name: "Lobster-Regular", size: 17) ?? .systemFont(ofSize: 17)
/// label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)
/// // at AX1 the headline is 28 pt instead of 17: the label draws Lobster at 17 × 28 / 17 = 28 pt
/// ```
///
/// Apple: "scaledFont(for:) … a version of the specified font … that automatically scales to match
/// the current Dynamic Type settings"
/// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)). The factor is
/// the style's size at the category over its size at Large, from Apple's Dynamic Type table
/// (`FontTextStyle.sizeTable`). As with `preferredFont(forTextStyle:)`, a scaled font remembers its
/// style: a label draws it at its scene's category, and `scaledValue(for:)` (which has no scene)
/// uses Large unless given a category.
public struct FontMetrics: Sendable, Hashable {
    public let textStyle: FontTextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: FontTextStyle) { self.textStyle = textStyle }

    /// `UIFontMetrics.default`: body's metrics.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font` scaled with the text style: its size now is its size at Large.
    public func scaledFont(for font: Font) -> Font { scaled(font, maximumPointSize: nil, category: nil) }

    /// `font` scaled with the text style, never past `maximumPointSize` (0: no limit, as UIKit).
    public func scaledFont(for font: Font, maximumPointSize: Double) -> Font {
        scaled(font, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil, category: nil)
    }

    /// `font` scaled for a fixed category (`scaledFont(for:compatibleWith:)` with a trait collection
    /// of that category): it keeps that size unless the label has `adjustsFontForContentSizeCategory`.
    public func scaledFont(for font: Font, compatibleWith category: ContentSizeCategory) -> Font {
        scaled(font, maximumPointSize: nil, category: category)
    }

    /// `value` scaled as the style's size is from Large to `category` (`scaledValue(for:)`; a
    /// device uses the reader's setting, which off-device is given here; Large by default).
    ///
    /// ```swift
    /// UIFontMetrics(forTextStyle: .body).scaledValue(for: 20, compatibleWith: .accessibilityMedium)   // 20 × 28 / 17
    /// ```
    public func scaledValue(for value: Double, compatibleWith category: ContentSizeCategory = .large) -> Double {
        value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    private func scaled(_ font: Font, maximumPointSize: Double?, category: ContentSizeCategory?) -> Font {
        var scaled = font.withSize(font.size)
        scaled.textStyle = textStyle
        scaled.scaling = FontScaling(baseSize: font.size, maximumPointSize: maximumPointSize)
        scaled.contentSizeCategory = category
        scaled.size = textStyle.scaledSize(scaled.scaling, at: category ?? .large)
        return scaled
    }
}

extension FontTextStyle {
    /// The size of a font of this style at `category`: Apple's table for the system text-style
    /// fonts (`scaling` nil), else the scaled font's base size times the style's factor (the
    /// product first, so a base equal to the Large size gives the table's size exactly).
    func scaledSize(_ scaling: FontScaling?, at category: ContentSizeCategory) -> Double {
        guard let scaling else { return pointSize(for: category) }
        let size = scaling.baseSize * pointSize(for: category) / pointSize(for: .large)
        return min(size, scaling.maximumPointSize ?? .infinity)
    }
}
