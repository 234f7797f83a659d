/// The reader's text size, as UIKit's `UIContentSizeCategory`: seven standard sizes (large is the
/// default) and five accessibility sizes. Fonts made with `preferredFont(forTextStyle:)` follow it.
/// The raw values are the names the command line and scene files use (`--content-size AX3`).
///
/// ```swift
/// scene.contentSizeCategory = .accessibilityExtraLarge   // "AX3"
/// ```
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case extraSmall = "XS", small = "S", medium = "M", large = "L"
    case extraLarge = "XL", extraExtraLarge = "XXL", extraExtraExtraLarge = "XXXL"
    case accessibilityMedium = "AX1", accessibilityLarge = "AX2", accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4", accessibilityExtraExtraExtraLarge = "AX5"

    /// True for the five accessibility sizes (`isAccessibilityCategory` in UIKit).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
