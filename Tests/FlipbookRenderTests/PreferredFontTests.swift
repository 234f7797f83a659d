import XCTest
import FlipbookRender

/// `Font.preferredFont(forTextStyle:)` against UIKit's published sizes.
final class PreferredFontTests: XCTestCase {
    /// Apple HIG, Typography › "Dynamic Type sizes" (iOS), written here per category (one row per
    /// setting, styles across: largeTitle, title1, title2, title3, headline, body, callout,
    /// subheadline, footnote, caption1, caption2) — transposed from the source's layout, so a
    /// slip in either copy shows up as a mismatch.
    private let hig: [(ContentSizeCategory, [Double])] = [
        (.extraSmall,                        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small,                             [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium,                            [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large,                             [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.extraLarge,                        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.extraExtraLarge,                   [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.extraExtraExtraLarge,              [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityMedium,               [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibilityLarge,                [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge,           [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraLarge,      [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]
    private let styles: [FontTextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                           .subheadline, .footnote, .caption1, .caption2]

    func testEveryStyleAtEveryCategoryHasUIKitsPointSize() {
        XCTAssertEqual(hig.map(\.0), ContentSizeCategory.allCases, "one row per category, in order")
        XCTAssertEqual(Set(styles), Set(FontTextStyle.allCases))
        var checked = 0
        for (category, sizes) in hig {
            for (style, size) in zip(styles, sizes) {
                let font = Font.preferredFont(forTextStyle: style, compatibleWith: category)
                XCTAssertEqual(font.size, size, "\(style) at \(category.rawValue)")
                XCTAssertEqual(style.pointSize(for: category), size, "\(style) at \(category.rawValue)")
                XCTAssertEqual(font.family, "system-ui", "text styles use the system font")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 12 * 11)
    }

    func testHeadlineIsSemiboldAndTheRestRegular() {
        for style in FontTextStyle.allCases {
            let weight = Font.preferredFont(forTextStyle: style).weight
            XCTAssertEqual(weight, style == .headline ? .semibold : .regular, "\(style)")
        }
    }

    func testWithoutACategoryTheFontIsAtLargeAndFollowsWhereItIsShown() {
        let body = Font.preferredFont(forTextStyle: .body)
        XCTAssertEqual(body.size, 17)
        XCTAssertEqual(body.textStyle, .body)
        XCTAssertNil(body.contentSizeCategory)
        XCTAssertEqual(body.resolved(for: .accessibilityExtraLarge, adjusting: false).size, 40)
        XCTAssertEqual(body.resolved(for: .extraSmall, adjusting: false).size, 14)
        XCTAssertEqual(body.resolved(for: .accessibilityExtraLarge, adjusting: false).textStyle, .body,
                       "the style is kept, so the font can be resolved again")
    }

    func testAFontMadeForACategoryKeepsItsSizeUnlessAdjusting() {
        let fixed = Font.preferredFont(forTextStyle: .headline, compatibleWith: .accessibilityMedium)
        XCTAssertEqual(fixed.size, 28)
        XCTAssertEqual(fixed.resolved(for: .extraSmall, adjusting: false).size, 28)
        XCTAssertEqual(fixed.resolved(for: .extraSmall, adjusting: true).size, 14)
    }

    func testPlainFontsNeverFollowAndWithSizeDropsTheStyle() {
        let plain = Font.systemFont(ofSize: 17)
        XCTAssertEqual(plain.resolved(for: .accessibilityExtraExtraExtraLarge, adjusting: true), plain)
        let resized = Font.preferredFont(forTextStyle: .body).withSize(30)
        XCTAssertNil(resized.textStyle)
        XCTAssertEqual(resized.resolved(for: .extraSmall, adjusting: true).size, 30)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body).drawn, Font.systemFont(ofSize: 17),
                       "what the rasterizer gets matches the plain font, so replays and display lists agree")
    }

    func testTheLargerTheCategoryTheLargerOrEqualEverySize() {
        for style in FontTextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map(style.pointSize(for:))
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
        }
    }
}
