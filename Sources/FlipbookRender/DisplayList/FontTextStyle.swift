/// A semantic text style, as `UIFont.TextStyle`: what a piece of text is (a headline, body
/// text, a caption) rather than its size. `Font.preferredFont(forTextStyle:)` turns it into a
/// size and weight for a content size category. The raw values are the names scene files use
/// (`"font": {"textStyle": "headline"}`).
///
/// ```swift
/// let title = Font.preferredFont(forTextStyle: .headline)      // 17 pt semibold at Large
/// FontTextStyle.body.pointSize(for: .accessibilityExtraLarge)   // 40
/// ```
public enum FontTextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's point size at `category`, as UIKit's `preferredFont(forTextStyle:)` gives it
    /// on iPhone.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        // Row order is ContentSizeCategory.allCases: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
        let column = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        return Self.sizeTable[self]![column]
    }

    /// The weight UIKit gives the style: headline is the only semibold one (it shares body's
    /// size and stands out by weight).
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// Apple's Human Interface Guidelines, Typography › Specifications › "Dynamic Type sizes"
    /// for iOS and iPadOS (https://developer.apple.com/design/human-interface-guidelines/typography),
    /// point sizes per style, columns xSmall, Small, Medium, Large (default), xLarge, xxLarge,
    /// xxxLarge, AX1, AX2, AX3, AX4, AX5. Body's row matches what `UIFontDescriptor
    /// .preferredFontDescriptor(withTextStyle: .body)` reports on a device at each setting.
    static let sizeTable: [FontTextStyle: [Double]] = [
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
