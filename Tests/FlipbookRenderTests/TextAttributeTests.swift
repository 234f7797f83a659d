import XCTest
import FlipbookRender
import FlipbookTestSupport

/// Attributes drawn over ranges of a run, from pixels: the background behind the range, and
/// underlines single, thick and double in their colour (NSUnderlineStyle's raw values,
/// https://developer.apple.com/documentation/uikit/nsunderlinestyle).
final class TextAttributeTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func draw(_ text: String, styles: [TextStyle], scale: Double = 2) throws -> RasterFrame {
        var run = TextRun(text: text, font: .systemFont(ofSize: 20), color: .black, frame: Rect(x: 10, y: 10, width: 280, height: 40))
        run.styles = styles
        return try Rasterizer().render(DisplayList(size: Size(width: 300, height: 60), scale: scale, background: .white, ops: [.text(run)]))
    }

    func testTheBackgroundColourFillsBehindItsRangeOnly() throws {
        var style = TextStyle(range: 0..<5)
        style.backgroundColor = Color(red: 1, green: 1, blue: 0)
        let frame = try draw("Hello world", styles: [style])
        var yellow = 0, yellowRight = 0
        for y in 0..<frame.height { for x in 0..<frame.width {
            let p = frame.rgba(x, y)
            guard p.r > 240, p.g > 240, p.b < 30 else { continue }
            if x < 130 { yellow += 1 } else { yellowRight += 1 }
        } }
        XCTAssertGreaterThan(yellow, 2000, "behind \"Hello\"")
        XCTAssertEqual(yellowRight, 0, "not behind \"world\"")
    }

    /// Rows of the underline: the inked rows below the glyphs' band, across the word.
    private func underlineRows(_ style: UnderlineStyle, scale: Double = 2) throws -> [ClosedRange<Int>] {
        var s = TextStyle(range: 0..<4)
        s.underline = style
        s.underlineColor = Color(red: 0, green: 0, blue: 1)
        let frame = try draw("acme", styles: [s], scale: scale)
        // Blue only: the glyphs are black.
        let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
        var rows: [Int] = []
        for y in 0..<frame.height where (0..<frame.width).contains(where: { frame.rgba($0, y).distance(to: blue) < 60 }) { rows.append(y) }
        var bands: [ClosedRange<Int>] = []
        for y in rows { if let last = bands.last, last.upperBound == y - 1 { bands[bands.count - 1] = last.lowerBound...y } else { bands.append(y...y) } }
        return bands
    }

    func testSingleThickAndDoubleUnderlinesInTheirColour() throws {
        let single = try underlineRows(.single), thick = try underlineRows(.thick), double = try underlineRows(.double)
        XCTAssertEqual(single.count, 1)
        XCTAssertEqual(thick.count, 1)
        XCTAssertEqual(double.count, 2, "two lines")
        XCTAssertEqual(Double(thick[0].count), 2 * Double(single[0].count), accuracy: 1.5, "thick: twice the thickness")
        XCTAssertEqual(double[0], single[0], "the first of the two where the single one is")
        XCTAssertTrue(try underlineRows(UnderlineStyle(rawValue: 0)).isEmpty, "none for 0")
    }

    func testTheUnderlineIsAsFarBelowTheBaselineAtEveryScale() throws {
        // Pango's own would be half as far and as thick at 2x: Flipbook draws its own.
        let one = try underlineRows(.single, scale: 1), three = try underlineRows(.single, scale: 3)
        XCTAssertEqual(Double(three[0].lowerBound) / 3, Double(one[0].lowerBound), accuracy: 1)
        XCTAssertEqual(Double(three[0].count) / 3, Double(one[0].count), accuracy: 1)
    }

    func testAShadowOverPartOfTheTextShadowsThatPartOnly() throws {
        var style = TextStyle(range: 0..<4)
        style.shadow = TextShadow(offset: Size(width: 0, height: 3), blurRadius: 1, color: Color(red: 1, green: 0, blue: 0))
        let frame = try draw("HHHH HHHH", styles: [style])
        let plain = try draw("HHHH HHHH", styles: [])
        // Where the glyphs are, the frames agree (the text is drawn over its shadow); reds only left.
        var left = 0, right = 0
        for y in 0..<frame.height { for x in 0..<frame.width {
            let p = frame.rgba(x, y)
            guard p.r > 200, p.g < 150, p.b < 150 else { continue }
            if x < 150 { left += 1 } else { right += 1 }
        } }
        XCTAssertGreaterThan(left, 100, "the first word's shadow")
        XCTAssertEqual(right, 0, "none under the second word")
        XCTAssertNotEqual(frame.pixels, plain.pixels)
    }

    func testSemanticDecorationColoursResolveForTheAppearance() {
        var style = TextStyle(range: 0..<4)
        style.underlineColor = .label
        style.backgroundColor = .systemBackground
        var run = TextRun(text: "acme", font: .systemFont(ofSize: 20), color: .label, frame: Rect(x: 0, y: 0, width: 100, height: 30))
        run.styles = [style]
        run.shadow = TextShadow(offset: Size(width: 0, height: 1), color: .label)
        XCTAssertTrue(run.hasDynamicColor)
        let dark = run.resolved(for: .dark)
        XCTAssertFalse(dark.hasDynamicColor)
        XCTAssertEqual(dark.styles[0].underlineColor, Color.label.resolved(for: .dark))
        XCTAssertEqual(dark.styles[0].backgroundColor, Color.systemBackground.resolved(for: .dark))
        XCTAssertEqual(dark.shadow?.color, Color.label.resolved(for: .dark))
    }
}
