import XCTest
import FlipbookRender
import FlipbookTestSupport

/// Lines placed by a paragraph style, as TextKit places them: the natural line height times
/// `lineHeightMultiple`, kept within `minimumLineHeight`…`maximumLineHeight`, `lineSpacing`
/// between lines and `paragraphSpacing` between paragraphs
/// (https://developer.apple.com/documentation/uikit/nsparagraphstyle). The natural metrics and
/// the pitch are checked against Pango's own `line-height` attribute and layout spacing through
/// python3-gi (PangoReference).
final class TextParagraphStyleTests: XCTestCase {
    private let text = "The quick brown fox jumps over the lazy dog"

    private func metrics(_ text: String, _ configure: (inout TextParagraphStyle) -> Void, height: Double? = nil,
                         lines: Int = 0) throws -> TextMetrics {
        var paragraph = TextParagraphStyle()
        configure(&paragraph)
        var style = TextStyle(range: 0..<text.utf16.count)
        style.paragraphStyle = paragraph
        return try TextMeasurer().metrics(of: text, font: .systemFont(ofSize: 17), maxWidth: 150, maxHeight: height,
                                          numberOfLines: lines, styles: [style])
    }

    private func baselines(_ m: TextMetrics, count: Int) -> (first: Double, pitch: Double) {
        (m.firstBaseline, (m.lastBaseline - m.firstBaseline) / Double(count - 1))
    }

    func testLineHeightMultipleAndLineSpacingGiveThePitchPangoGives() throws {
        let styled = try metrics(text) { $0.lineHeightMultiple = 1.5; $0.lineSpacing = 4 }
        let pango = try PangoReference.layout(.init(text: text, size: 17, width: 150, mode: "byWordWrapping",
                                                    lineHeightMultiple: 1.5, lineSpacing: 4))
        let natural = try PangoReference.layout(.init(text: text, size: 17, width: 150, mode: "byWordWrapping"))
        XCTAssertEqual(styled.lineCount, 3)
        XCTAssertEqual(styled.lines, pango.lines, "the style changes no line break")
        let pangoPitch = (pango.baselines[2] - pango.baselines[0]) / 2
        XCTAssertEqual(baselines(styled, count: 3).pitch, pangoPitch, accuracy: 1e-6)
        // Pango shares a taller line's extra space above and below the glyphs; TextKit puts it all
        // above them (the glyphs sit on the line's bottom): the first baseline is lower by half.
        let naturalHeight = natural.baselines[1] - natural.baselines[0]
        XCTAssertEqual(styled.firstBaseline, natural.baselines[0] + 0.5 * naturalHeight, accuracy: 1e-6)
        XCTAssertEqual(styled.size.height, 3 * 1.5 * naturalHeight + 2 * 4, accuracy: 1e-6, "no spacing after the last line")
    }

    func testParagraphSpacingSeparatesParagraphsNotTheLinesOfOne() throws {
        let two = text + "\nSecond"
        let spaced = try metrics(two) { $0.paragraphSpacing = 10 }
        let plain = try PangoReference.layout(.init(text: two, size: 17, width: 150, mode: "byWordWrapping"))
        XCTAssertEqual(spaced.lineCount, 4)
        let pitch = plain.baselines[1] - plain.baselines[0]
        XCTAssertEqual(spaced.firstBaseline, plain.baselines[0], accuracy: 1e-9, "nothing before the first paragraph")
        XCTAssertEqual(spaced.lastBaseline, plain.baselines[3] + 10, accuracy: 1e-6, "one gap of 10, between the paragraphs")
        XCTAssertEqual(spaced.size.height, 4 * pitch + 10, accuracy: 1e-6)
    }

    func testMinimumAndMaximumLineHeightsBoundTheLine() throws {
        let tall = try metrics(text) { $0.minimumLineHeight = 40 }
        XCTAssertEqual(baselines(tall, count: 3).pitch, 40, accuracy: 1e-9)
        let short = try metrics(text) { $0.maximumLineHeight = 15 }
        XCTAssertEqual(baselines(short, count: 3).pitch, 15, accuracy: 1e-9)
        let both = try metrics(text) { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 30 }
        XCTAssertEqual(baselines(both, count: 3).pitch, 30, accuracy: 1e-9, "the multiple, then the bounds")
    }

    func testTallerLinesFitFewerInTheBoxAndTheLastIsTruncated() throws {
        let m = try metrics(text, { $0.lineHeightMultiple = 2 }, height: 50)
        XCTAssertEqual(m.lineCount, 1, "one 41 pt line fits 50 pt, two do not")
        XCTAssertEqual(m.lines.last?.last, "…")
    }

    func testHostileSpacingIsIgnoredNotDrawnPastTheCanvas() throws {
        let m = try metrics(text) {
            $0.lineSpacing = .infinity; $0.paragraphSpacing = .nan; $0.minimumLineHeight = 1e300; $0.lineHeightMultiple = -3
        }
        XCTAssertTrue(m.size.height.isFinite)
        XCTAssertLessThanOrEqual(m.size.height, 3 * 100_000)
    }

    func testTheRenderedLinePitchIsTheStylesPitch() throws {
        let caps = "HHHH HHHH HHHH HHHH HHHH HHHH"
        var paragraph = TextParagraphStyle()
        paragraph.lineSpacing = 6
        paragraph.lineHeightMultiple = 1.25
        var style = TextStyle(range: 0..<caps.utf16.count)
        style.paragraphStyle = paragraph
        var run = TextRun(text: caps, font: .systemFont(ofSize: 17), color: .black,
                          frame: Rect(x: 10, y: 10, width: 120, height: 200), numberOfLines: 0)
        run.styles = [style]
        let frame = try Rasterizer().render(DisplayList(size: Size(width: 140, height: 220), scale: 2, background: .white,
                                                        ops: [.text(run)]))
        let rows = frame.inkRows(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255))
        let natural = try PangoReference.layout(.init(text: caps, size: 17, width: 120, mode: "byWordWrapping"))
        XCTAssertEqual(rows.count, natural.lines.count)
        XCTAssertGreaterThanOrEqual(rows.count, 3)
        let pitch = (natural.baselines[1] - natural.baselines[0]) * 1.25 + 6
        for (a, b) in zip(rows, rows.dropFirst()) {
            XCTAssertEqual(Double(b.lowerBound - a.lowerBound) / 2, pitch, accuracy: 0.5, "cap tops a line pitch apart")
        }
    }
}
