import XCTest
import Foundation
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// A label's text as UILabel shows it, from pixels: optional text, lines fitted to the bounds,
/// the attributes at location 0 becoming the label's, the label's own text shadow, and the same
/// truncated text in a PDF page as in a frame.
final class LabelTextTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let long = "The quick brown fox jumps over the lazy dog and keeps running far away from home"

    private func render(_ label: Label, scale: Double = 2) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "label", size: Size(width: 200, height: 100), scale: scale, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        scene.root.addSubview(label)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// https://developer.apple.com/documentation/uikit/uilabel/text : `var text: String? { get set }`, nil by default.
    func testTextIsOptionalAndNilDrawsNothing() throws {
        let label = Label(frame: Rect(x: 10, y: 10, width: 150, height: 40))
        XCTAssertNil(label.text)
        XCTAssertEqual(label.intrinsicContentSize.width, View.noIntrinsicMetric)
        XCTAssertNil(try render(label).inkBounds(differingFrom: white))
        label.text = "Hello"
        XCTAssertNotNil(try render(label).inkBounds(differingFrom: white))
        label.attributedText = AttributedText(string: "Styled")
        label.text = nil
        XCTAssertNil(label.attributedText, "setting text drops the attributed text")
        XCTAssertNil(try render(label).inkBounds(differingFrom: white))
    }

    /// The case: a 3-line text in a 50 pt box with room for two, `numberOfLines` 0.
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines : "If the height of
    /// the text reaches the number of lines or the height of the view is insufficient to
    /// accommodate the text, the label truncates the text using the line break mode."
    func testALabelTooShortForItsTextShowsTheLinesThatFitAndNoPartOfTheNext() throws {
        let label = Label(frame: Rect(x: 20, y: 20, width: 150, height: 50))
        label.text = long
        label.numberOfLines = 0
        let frame = try render(label)
        let rows = frame.inkRows(differingFrom: white)
        XCTAssertEqual(rows.count, 2, "\(rows)")
        XCTAssertGreaterThanOrEqual(rows[0].lowerBound, 40)
        XCTAssertLessThanOrEqual(rows[1].upperBound, 140, "inside the 50 pt box")
        // Centred: the two lines' block sits midway in the box (UILabel centres its text vertically).
        let m = try TextMeasurer().metrics(of: long, font: label.font, maxWidth: 150, maxHeight: 50, numberOfLines: 0)
        XCTAssertEqual(m.lineCount, 2)
        let top = 20 + (50 - m.size.height) / 2
        XCTAssertEqual(Double(rows[0].lowerBound) / 2, top + m.firstBaseline - 13, accuracy: 1.5, "cap top about 13 pt above the baseline")
        let word = Label(frame: label.frame)
        word.text = long
        word.numberOfLines = 0
        word.lineBreakMode = .byWordWrapping
        XCTAssertNotEqual(try render(word).pixels, frame.pixels, "the truncating label ends in \"…\", the wrapping one does not")
    }

    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext : assigning it
    /// "updates the values in the font, textColor, and other style-related properties so that
    /// they reflect the style information starting at location 0".
    func testAttributedTextSetsTheLabelsPropertiesFromLocationZero() {
        let style = MutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let text = MutableAttributedText(string: "Centred title", attributes: [
            .font: Font.boldSystemFont(ofSize: 20), .foregroundColor: Color.systemRed, .paragraphStyle: style,
        ])
        let label = Label()
        label.attributedText = text
        XCTAssertEqual(label.font.size, 20)
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping, "NSParagraphStyle's default, as on a device")
        XCTAssertEqual(ParagraphStyle.default.lineBreakMode, .byWordWrapping)
        let copy = ParagraphStyle.default.mutableCopy() as? MutableParagraphStyle
        XCTAssertNotNil(copy)
    }

    /// https://developer.apple.com/documentation/uikit/uilabel/shadowcolor : nil by default;
    /// `shadowOffset` (0, -1) by default.
    func testTheLabelsShadowColourDrawsAShadowUnderTheText() throws {
        let label = Label(frame: Rect(x: 10, y: 10, width: 180, height: 60))
        label.text = "Shadow"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .black
        XCTAssertNil(label.shadowColor)
        XCTAssertEqual(label.shadowOffset, Size(width: 0, height: -1))
        func reds(_ frame: RasterFrame) -> Int {
            var n = 0
            for y in 0..<frame.height { for x in 0..<frame.width where frame.rgba(x, y).r > 200 && frame.rgba(x, y).g < 80 { n += 1 } }
            return n
        }
        XCTAssertEqual(reds(try render(label)), 0)
        label.shadowColor = Color(red: 1, green: 0, blue: 0)
        label.shadowOffset = Size(width: 0, height: 4)
        let shadowed = try render(label)
        XCTAssertGreaterThan(reds(shadowed), 200, "red under the glyphs, 4 pt down")
        let ink = try XCTUnwrap(shadowed.inkBounds(differingFrom: white))
        let plainInk = try XCTUnwrap(try render({ label.shadowColor = nil; return label }()).inkBounds(differingFrom: white))
        XCTAssertEqual(ink.maxY - plainInk.maxY, 8, accuracy: 1, "the shadow reaches 4 pt (8 px) lower")
    }

    func testATruncatedLabelReadsTheSameInAPDFPage() throws {
        let label = Label(frame: Rect(x: 20, y: 20, width: 150, height: 50))
        label.text = long
        label.numberOfLines = 0
        let scene = Scene(screen: Screen(name: "pdf", size: Size(width: 200, height: 100), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        scene.root.addSubview(label)
        scene.layout()
        let pdf = try PDFDocument(pageSize: Size(width: 200, height: 100))
        try pdf.draw(scene.displayList(), at: .zero, scale: 1)
        try pdf.endPage()
        let url = try temporaryDirectory("label-pdf").appendingPathComponent("label.pdf")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data(try pdf.finish()).write(to: url)
        // Seen: two lines, as in the frame (Poppler draws the page).
        let page = try Poppler.render(url, page: 1, dpi: 144, x: 0, y: 0, width: 400, height: 200, with: .pdftocairo)
        let raster = try render(label)
        XCTAssertEqual(page.inkRows(differingFrom: white).count, 2)
        XCTAssertEqual(page.inkRows(differingFrom: white, tolerance: 60).map(\.lowerBound),
                       raster.inkRows(differingFrom: white, tolerance: 60).map(\.lowerBound), "the same rows as the frame")
        // Read: Pango gives the ellipsis the text it stands for (cairo's text clusters), so a
        // reader copying from the page gets the whole text, not "…".
        let words = try Poppler.text(of: url).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{0C}" })
        XCTAssertEqual(words.joined(separator: " "), long)
    }
}
