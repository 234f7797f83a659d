import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

/// Symbolic traits, the system font's variants and `FontMetrics` scaling.
final class FontTraitsAndMetricsTests: XCTestCase {
    func testBoldAndItalicTraitsPickTheFacesPangoDraws() throws {
        let body = Font.systemFont(ofSize: 17)
        let bold = Font(descriptor: try XCTUnwrap(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertEqual(bold.size, 17, "size 0 keeps the descriptor's size")
        XCTAssertEqual(bold.fontName, "Inter-Bold")
        let italic = Font(descriptor: try XCTUnwrap(body.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 20)
        XCTAssertEqual(italic.fontName, "Inter-Italic")
        XCTAssertEqual(italic.size, 20)
        // As UIKit's, the traits given replace the font's: bold alone drops italic.
        let boldAgain = try XCTUnwrap(italic.fontDescriptor.withSymbolicTraits(.traitBold))
        XCTAssertEqual(boldAgain.symbolicTraits, .traitBold)
        let both = try XCTUnwrap(italic.fontDescriptor.withSymbolicTraits(italic.fontDescriptor.symbolicTraits.union(.traitBold)))
        XCTAssertEqual(Font(descriptor: both, size: 0).fontName, "Inter-BoldItalic")
        XCTAssertEqual(Font.italicSystemFont(ofSize: 12).fontName, "Inter-Italic")
        XCTAssertTrue(Font.boldSystemFont(ofSize: 12).symbolicTraits.contains(.traitBold))
    }

    func testItalicTextIsDrawnSlanted() throws {
        func ink(_ font: Font) throws -> RasterFrame {
            let run = TextRun(text: "IIII", font: font, color: .black, frame: Rect(x: 0, y: 0, width: 120, height: 60))
            return try Rasterizer().render(DisplayList(size: Size(width: 120, height: 60), scale: 1, background: .white, ops: [.text(run)]))
        }
        let upright = try ink(.systemFont(ofSize: 40)), slanted = try ink(.italicSystemFont(ofSize: 40))
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        // An upright I's stem is as wide at its top as at its foot; an italic's top row leans right.
        func firstInkColumn(_ frame: RasterFrame, row: Int) -> Int? { (0..<frame.width).first { frame.rgba($0, row).distance(to: white) > 64 } }
        let box = try XCTUnwrap(slanted.inkBounds(differingFrom: white))
        let top = box.minY + 2, foot = box.maxY - 2
        XCTAssertGreaterThan(try XCTUnwrap(firstInkColumn(slanted, row: top)), try XCTUnwrap(firstInkColumn(slanted, row: foot)) + 2)
        let uprightBox = try XCTUnwrap(upright.inkBounds(differingFrom: white))
        XCTAssertEqual(try XCTUnwrap(firstInkColumn(upright, row: uprightBox.minY + 2)), try XCTUnwrap(firstInkColumn(upright, row: uprightBox.maxY - 2)))
    }

    func testARegisteredFamilyWithoutAnItalicHasNoItalicDescriptor() throws {
        try TestFonts.registerTestSans()
        let regular = try XCTUnwrap(Font(name: "FlipbookTestSans-Regular", size: 17))
        // UIKit's withSymbolicTraits returns nil when no face has the traits.
        XCTAssertNil(regular.fontDescriptor.withSymbolicTraits(.traitItalic))
        let bold = try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        XCTAssertEqual(Font(descriptor: bold, size: 0).fontName, "FlipbookTestSans-Bold")
        XCTAssertEqual(Font(descriptor: bold, size: 0).faceName, "FlipbookTestSans-Bold")
    }

    func testMonospacedDigitsAreAllOneWidth() throws {
        let measurer = try TextMeasurer()
        let tabular = Font.monospacedDigitSystemFont(ofSize: 30, weight: .regular)
        let proportional = Font.systemFont(ofSize: 30)
        XCTAssertEqual(measurer.size(of: "1111", font: tabular).width, measurer.size(of: "0000", font: tabular).width)
        XCTAssertNotEqual(measurer.size(of: "1111", font: proportional).width, measurer.size(of: "0000", font: proportional).width,
                          "Inter's figures are proportional unless tnum is on")
        let mono = Font.monospacedSystemFont(ofSize: 30, weight: .regular)
        XCTAssertEqual(mono.familyName, "DejaVu Sans Mono")
        XCTAssertEqual(measurer.size(of: "iiii", font: mono).width, measurer.size(of: "MMMM", font: mono).width)
    }

    func testLineHeightIsAOneLineLabelsTextHeight() throws {
        let measurer = try TextMeasurer()
        for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 34), .monospacedSystemFont(ofSize: 13, weight: .bold)] {
            let metrics = measurer.metrics(of: "Hello", font: font)
            XCTAssertEqual(metrics.size.height, font.lineHeight, accuracy: 1e-9, font.description)
            XCTAssertEqual(metrics.firstBaseline, font.ascender, accuracy: 1e-9, font.description)
            XCTAssertLessThan(font.descender, 0, "UIKit's descender is negative")
            XCTAssertLessThan(font.xHeight, font.capHeight)
            XCTAssertLessThan(font.capHeight, font.ascender)
        }
        XCTAssertEqual(Font.systemFont(ofSize: 17).pointSize, 17)
    }

    func testFontMetricsScaleACustomFontAsItsTextStyle() throws {
        // Apple's Dynamic Type table (HIG, Typography › Specifications): headline is 17 pt at
        // Large, 28 at AX1 and 14 at xSmall
        // (https://developer.apple.com/design/human-interface-guidelines/typography).
        let base = Font.systemFont(ofSize: 20, weight: .medium)
        let metrics = FontMetrics(forTextStyle: .headline)
        let scaled = metrics.scaledFont(for: base)
        XCTAssertEqual(scaled.size, 20)
        XCTAssertEqual(scaled.weight, .medium)
        XCTAssertEqual(scaled.resolved(for: .accessibilityMedium, adjusting: false).size, 20 * 28 / 17, accuracy: 1e-12)
        XCTAssertEqual(scaled.resolved(for: .extraSmall, adjusting: false).size, 20 * 14 / 17, accuracy: 1e-12)
        let capped = metrics.scaledFont(for: base, maximumPointSize: 24)
        XCTAssertEqual(capped.resolved(for: .accessibilityExtraExtraExtraLarge, adjusting: false).size, 24)
        // A base of the style's own Large size gives the table's sizes exactly.
        XCTAssertEqual(metrics.scaledFont(for: .systemFont(ofSize: 17)).resolved(for: .accessibilityExtraLarge, adjusting: false).size, 40)
        XCTAssertEqual(metrics.scaledValue(for: 10, compatibleWith: .accessibilityMedium), 10 * 28 / 17, accuracy: 1e-12)
        XCTAssertEqual(FontMetrics.default.scaledValue(for: 10), 10)
        // Made for a category, it keeps that size unless the label adjusts.
        let fixed = metrics.scaledFont(for: base, compatibleWith: .extraExtraExtraLarge)
        XCTAssertEqual(fixed.size, 20 * 23 / 17, accuracy: 1e-12)
        XCTAssertEqual(fixed.resolved(for: .large, adjusting: false).size, fixed.size)
        XCTAssertEqual(fixed.resolved(for: .large, adjusting: true).size, 20)
        // Drawn, it is a plain font.
        XCTAssertNil(scaled.drawn.textStyle)
        XCTAssertNil(scaled.drawn.scaling)
    }
}
