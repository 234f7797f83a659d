import XCTest
import FlipbookRender
import FlipbookTestSupport

/// What a label shows of a text too long for it, as UILabel: whole lines, as many as
/// `numberOfLines` and the bounds allow, the last truncated by the line break mode
/// (https://developer.apple.com/documentation/uikit/uilabel/numberoflines,
/// https://developer.apple.com/documentation/uikit/nslinebreakmode). Each answer is checked
/// against Pango's own ellipsization through python3-gi (PangoReference), which gets there by
/// another road: one layout with a height limit.
final class TextTruncationTests: XCTestCase {
    private let long = "The quick brown fox jumps over the lazy dog and keeps running far away from home"

    private func shown(_ text: String, width: Double = 150, height: Double? = nil, lines: Int,
                       mode: LineBreakMode = .byTruncatingTail, styles: [TextStyle] = []) throws -> TextMetrics {
        try TextMeasurer().metrics(of: text, font: .systemFont(ofSize: 17), maxWidth: width, maxHeight: height,
                                   numberOfLines: lines, lineBreakMode: mode, styles: styles)
    }

    func testAllLinesInABoxTooShortEndsTheLastThatFitsWithAnEllipsis() throws {
        // The case: a 3-line text, numberOfLines 0, a 50 pt box with room for two lines.
        let m = try shown(long, height: 50, lines: 0)
        XCTAssertEqual(m.lineCount, 2)
        XCTAssertTrue(m.isTruncated)
        XCTAssertEqual(m.lines.last?.last, "…", "\(m.lines)")
        XCTAssertLessThanOrEqual(m.size.height, 50, "no part of a third line")
        let pango = try PangoReference.layout(.init(text: long, size: 17, width: 150, height: 50))
        XCTAssertEqual(m.lines, pango.lines)
        XCTAssertEqual(m.lastBaseline, pango.baselines.last!, accuracy: 1e-9)
    }

    func testEachTruncatingModeOnTheLastOfTwoLinesMatchesPango() throws {
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let m = try shown(long, lines: 2, mode: mode)
            let pango = try PangoReference.layout(.init(text: long, size: 17, width: 150, mode: mode.rawValue, lines: 2))
            XCTAssertEqual(m.lines, pango.lines, "\(mode)")
            XCTAssertEqual(m.lines.count, 2)
            XCTAssertTrue(m.lines[1].contains("…"), "\(mode): \(m.lines)")
            XCTAssertEqual(m.firstBaseline, pango.baselines[0], accuracy: 1e-9)
            XCTAssertEqual(m.lastBaseline, pango.baselines[1], accuracy: 1e-9)
        }
        XCTAssertTrue(try shown(long, lines: 2, mode: .byTruncatingHead).lines[1].hasPrefix("…"))
        XCTAssertTrue(try shown(long, lines: 2, mode: .byTruncatingHead).lines[1].hasSuffix("home"))
        XCTAssertTrue(try shown(long, lines: 2, mode: .byTruncatingTail).lines[1].hasSuffix("…"))
    }

    func testOneLineInEveryTruncatingModeMatchesPango() throws {
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let m = try shown(long, lines: 1, mode: mode)
            let pango = try PangoReference.layout(.init(text: long, size: 17, width: 150, mode: mode.rawValue, lines: 1))
            XCTAssertEqual(m.lines, pango.lines, "\(mode)")
        }
    }

    func testEveryNumberOfLinesShowsThatManyAndOnlyTheLastIsCut() throws {
        let all = try shown(long, lines: 0, mode: .byWordWrapping)
        XCTAssertGreaterThan(all.lineCount, 4)
        for lines in 1..<all.lineCount {
            let m = try shown(long, lines: lines)
            let pango = try PangoReference.layout(.init(text: long, size: 17, width: 150, lines: lines))
            XCTAssertEqual(m.lines, pango.lines, "numberOfLines \(lines)")
            XCTAssertEqual(Array(m.lines.dropLast()), Array(all.lines.prefix(lines - 1)), "whole lines before the last")
        }
        XCTAssertFalse(try shown(long, lines: all.lineCount).isTruncated, "enough lines: nothing cut")
    }

    func testWrappingModesDropTheRestWithoutAnEllipsis() throws {
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
            let all = try PangoReference.layout(.init(text: long, size: 17, width: 150, mode: mode.rawValue))
            let m = try shown(long, height: 50, lines: 0, mode: mode)
            XCTAssertEqual(m.lines, Array(all.lines.prefix(2)), "\(mode)")
            XCTAssertTrue(m.isTruncated)
            XCTAssertFalse(m.lines.joined().contains("…"))
        }
        let words = try shown(long, lines: 0, mode: .byWordWrapping).lines
        let chars = try shown(long, lines: 0, mode: .byCharWrapping).lines
        XCTAssertNotEqual(words, chars, "char wrapping breaks inside words")
        XCTAssertTrue(words.allSatisfy { $0.hasSuffix(" ") || long.hasSuffix($0) }, "word wrapping breaks after spaces: \(words)")
    }

    func testClippingKeepsTheLastLineUnwrappedAndUnmarked() throws {
        let m = try shown(long, lines: 2, mode: .byClipping)
        XCTAssertEqual(m.lineCount, 2)
        let first = try shown(long, lines: 0, mode: .byWordWrapping).lines[0]
        XCTAssertEqual(m.lines[0], first)
        XCTAssertEqual(m.lines[1], String(long.dropFirst(first.count)), "the rest on one line, cut at the edge when drawn")
    }

    func testALaterParagraphLeftOutEndsTheLastLineWithAnEllipsis() throws {
        // Two short paragraphs and a third: with two lines the second ends in "…" though it fits,
        // since text follows. Pango's height limit spans paragraphs too.
        let text = "Title\nSecond line\nThird line"
        let m = try shown(text, height: 50, lines: 0)
        let pango = try PangoReference.layout(.init(text: text, size: 17, width: 150, height: 50))
        XCTAssertEqual(m.lines, ["Title", "Second line…"])
        XCTAssertEqual(m.lines.count, pango.lines.count)
        XCTAssertEqual(m.lines[0], pango.lines[0])
        XCTAssertEqual(try shown(text, lines: 2).lines, ["Title", "Second line…"], "numberOfLines counts the lines of every paragraph")
    }

    func testAStyledRunKeepsItsStyleInTheTruncatedLine() throws {
        var big = TextStyle(range: 0..<long.utf16.count)
        big.font = .systemFont(ofSize: 24)
        let plain = try shown(long, width: 200, lines: 2)
        let styled = try shown(long, width: 200, lines: 2, styles: [big])
        XCTAssertNotEqual(plain.lines, styled.lines, "the bigger font breaks and cuts sooner")
        XCTAssertGreaterThan(styled.size.height, plain.size.height * 1.3)
    }

    func testTheTruncatedLineIsDrawnWithTheEllipsisInsideTheBox() throws {
        let run = TextRun(text: long, font: .systemFont(ofSize: 17), color: .black,
                          frame: Rect(x: 20, y: 10, width: 150, height: 50), numberOfLines: 0)
        let list = DisplayList(size: Size(width: 200, height: 70), scale: 2, background: .white, ops: [.text(run)])
        let frame = try Rasterizer().render(list)
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        let rows = frame.inkRows(differingFrom: white)
        XCTAssertEqual(rows.count, 2, "two lines, no top of a third: \(rows)")
        XCTAssertGreaterThanOrEqual(rows.first!.lowerBound, 20, "inside the box (2x)")
        XCTAssertLessThanOrEqual(rows.last!.upperBound, 120)
        // The same as drawing the two lines Pango's height limit shows, one after the other.
        let pango = try PangoReference.layout(.init(text: long, size: 17, width: 150, height: 50))
        let byHand = TextRun(text: pango.lines.joined(separator: "\n"), font: .systemFont(ofSize: 17), color: .black,
                             frame: run.frame, numberOfLines: 0, lineBreakMode: .byClipping)
        let expected = try Rasterizer().render(DisplayList(size: list.size, scale: 2, background: .white, ops: [.text(byHand)]))
        XCTAssertEqual(frame.pixels, expected.pixels, "pixel for pixel")
    }
}
