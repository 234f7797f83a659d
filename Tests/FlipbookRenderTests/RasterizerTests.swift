import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

final class RasterizerTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func render(_ ops: [DrawOp], size: Size = Size(width: 100, height: 100), scale: Double = 2,
                        background: Color = .white) throws -> RasterFrame {
        try Rasterizer().render(DisplayList(size: size, scale: scale, background: background, ops: ops))
    }

    func testCanvasIsSizeTimesScale() throws {
        for scale in [1.0, 2, 3] {
            let frame = try render([], size: Size(width: 390, height: 844), scale: scale)
            XCTAssertEqual(frame.width, Int(390 * scale))
            XCTAssertEqual(frame.height, Int(844 * scale))
        }
    }

    func testFilledRectLandsOnExactPixels() throws {
        let frame = try render([.beginGroup(Group(transform: .identity)),
                                .fill(.rect(Rect(x: 10, y: 20, width: 30, height: 40)), Color(hex: "#FF0000")!),
                                .endGroup])
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        XCTAssertEqual(ink.minX, 20); XCTAssertEqual(ink.maxX, 79)
        XCTAssertEqual(ink.minY, 40); XCTAssertEqual(ink.maxY, 119)
        XCTAssertEqual(frame.rgba(50, 80), RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    /// A polygon fills the triangle its points make (the half of the square below its diagonal)
    /// and a two-point polygon strokes as a line.
    func testPolygonFillsItsPointsAndStrokesAsLines() throws {
        let red = Color(hex: "#FF0000")!
        let frame = try render([.beginGroup(Group(transform: .identity)),
                                .fill(.polygon([Point(x: 10, y: 10), Point(x: 50, y: 50), Point(x: 10, y: 50)]), red),
                                .stroke(.polygon([Point(x: 60, y: 80), Point(x: 90, y: 80)]), .black, width: 2),
                                .endGroup])
        XCTAssertEqual(frame.rgba(30, 90), RGBA(r: 255, g: 0, b: 0, a: 255), "(15, 45) is below the diagonal")
        XCTAssertEqual(frame.rgba(90, 30), white, "(45, 15) is above it")
        XCTAssertEqual(frame.rgba(150, 160), RGBA(r: 0, g: 0, b: 0, a: 255), "on the line")
        XCTAssertEqual(frame.rgba(150, 156), white, "2 pt line: 1 pt either side")
        XCTAssertEqual(Shape.polygon([Point(x: 3, y: 9), Point(x: -1, y: 4)]).bounds, Rect(x: -1, y: 4, width: 4, height: 5))
    }

    /// A 0.5-alpha group with two overlapping opaque children composites once: the overlap is
    /// no darker than the rest.
    func testGroupOpacityCompositesOnce() throws {
        let frame = try render([.beginGroup(Group(transform: .identity, opacity: 0.5)),
                                .fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), .black),
                                .fill(.rect(Rect(x: 30, y: 30, width: 50, height: 50)), .black),
                                .endGroup])
        let single = frame.rgba(30, 30)      // only the first square
        let overlap = frame.rgba(100, 100)   // both squares
        XCTAssertLessThanOrEqual(single.distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)), 1, "\(single)")
        XCTAssertEqual(overlap, single)
    }

    func testClipLimitsGroupContent() throws {
        let frame = try render([.beginGroup(Group(transform: .identity, clip: .rect(Rect(x: 0, y: 0, width: 50, height: 50)))),
                                .fill(.rect(Rect(x: 25, y: 25, width: 50, height: 50)), .black),
                                .endGroup])
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        XCTAssertEqual(ink.maxX, 99); XCTAssertEqual(ink.maxY, 99)
        XCTAssertEqual(ink.minX, 50); XCTAssertEqual(ink.minY, 50)
    }

    func testRoundedCornerPixelIsTransparent() throws {
        let frame = try render([.beginGroup(Group(transform: .identity)),
                                .fill(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 20), .systemBlue),
                                .endGroup], background: .clear)
        XCTAssertEqual(frame.rgba(0, 0).a, 0)
        XCTAssertEqual(frame.rgba(199, 199).a, 0)
        XCTAssertEqual(frame.rgba(100, 0).a, 255, "the middle of the top edge is inside")
        XCTAssertEqual(frame.rgba(100, 100).a, 255)
    }

    func testGroupTransformIsAbsoluteAndScaled() throws {
        let t = AffineTransform(translationX: 50, y: 50)
        let frame = try render([.beginGroup(Group(transform: t)),
                                .fill(.rect(Rect(x: -5, y: -5, width: 10, height: 10)), .black),
                                .endGroup])
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        XCTAssertEqual([ink.minX, ink.minY, ink.maxX, ink.maxY], [90, 90, 109, 109])
    }

    func testTextIsDrawnInsideItsFrameAndTruncated() throws {
        let run = TextRun(text: String(repeating: "Truncate me please ", count: 10), font: .systemFont(ofSize: 17),
                          color: .black, frame: Rect(x: 10, y: 10, width: 120, height: 30))
        let frame = try render([.beginGroup(Group(transform: .identity)), .text(run), .endGroup],
                               size: Size(width: 200, height: 60))
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white), "text drew nothing")
        XCTAssertGreaterThanOrEqual(ink.minX, 20)
        XCTAssertLessThanOrEqual(ink.maxX, 260, "one truncated line stays inside the 120 pt frame")
        XCTAssertGreaterThan(ink.maxX, 200, "the line fills the frame up to the ellipsis")
        XCTAssertGreaterThanOrEqual(ink.minY, 20); XCTAssertLessThanOrEqual(ink.maxY, 80)
    }

    /// Measurement alone (the drawn ink is compared in testMeasuredSizeMatchesTheDrawnInk).
    func testMeasuredWidthScalesWithTheFontAndWrappedTextStaysInItsWidth() throws {
        let measurer = try TextMeasurer()
        let one = measurer.size(of: "AlexandreFreire", font: .boldSystemFont(ofSize: 40))
        let small = measurer.size(of: "AlexandreFreire", font: .boldSystemFont(ofSize: 20))
        XCTAssertEqual(one.width / small.width, 2, accuracy: 0.02, "unhinted text scales linearly")
        let wrapped = measurer.size(of: "one two three four five six seven", font: .systemFont(ofSize: 17),
                                    maxWidth: 80, numberOfLines: 0)
        XCTAssertLessThanOrEqual(wrapped.width, 80)
        XCTAssertGreaterThan(wrapped.height, 3 * 17, "wraps onto several lines")
        let twoLines = measurer.size(of: "one two three four five six seven", font: .systemFont(ofSize: 17),
                                     maxWidth: 80, numberOfLines: 2)
        XCTAssertLessThan(twoLines.height, wrapped.height)
    }

    /// The measurer against the ink the rasterizer draws (scale 2, so 1 pt = 2 px). Widths are
    /// compared as differences between two strings that begin and end with the same letter, so
    /// the side bearings (ink the advance does not cover, or covers without ink) cancel: the
    /// measured growth and the drawn growth must agree within 1 px, the antialiased edge.
    /// Baselines: "H" and a line without descenders end their ink on the measured baseline.
    func testMeasuredSizeMatchesTheDrawnInk() throws {
        let measurer = try TextMeasurer()
        let scale = 2.0
        func ink(_ text: String, _ font: Font, frame: Rect, lines: Int = 1) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            let run = TextRun(text: text, font: font, color: .black, frame: frame, numberOfLines: lines)
            let raster = try render([.beginGroup(Group(transform: .identity)), .text(run), .endGroup],
                                    size: Size(width: 700, height: 150), scale: scale)
            return try XCTUnwrap(raster.inkBounds(differingFrom: white), "\(text) drew nothing")
        }
        var compared = 0
        for font in [Font.boldSystemFont(ofSize: 40), .systemFont(ofSize: 17), .systemFont(ofSize: 28, weight: .semibold)] {
            let short = "HH", long = "HAlexandre FreireH"
            let m1 = measurer.metrics(of: short, font: font), m2 = measurer.metrics(of: long, font: font)
            let wide = { (m: TextMetrics) in Rect(x: 10, y: 10, width: 680, height: m.size.height) }
            let i1 = try ink(short, font, frame: wide(m1)), i2 = try ink(long, font, frame: wide(m2))
            let measuredGrowth = (m2.size.width - m1.size.width) * scale
            let drawnGrowth = Double((i2.maxX - i2.minX) - (i1.maxX - i1.minX))
            XCTAssertEqual(drawnGrowth, measuredGrowth, accuracy: 1, "\(font): width")
            // The ink of "HH" sits inside the measured box, and H's bottom is on the baseline.
            XCTAssertGreaterThanOrEqual(Double(i1.minX), 10 * scale - 1, "\(font)")
            XCTAssertLessThanOrEqual(Double(i1.maxX), (10 + m1.size.width) * scale + 1, "\(font)")
            XCTAssertEqual(Double(i1.maxY + 1), (10 + m1.firstBaseline) * scale, accuracy: 1, "\(font): baseline")
            compared += 1
        }
        // Wrapped: the last line's ink ends on the measured last baseline, inside the width.
        let text = "one two three four five six seven", font = Font.systemFont(ofSize: 17)
        let wrapped = measurer.metrics(of: text, font: font, maxWidth: 80, numberOfLines: 0)
        let i = try ink(text, font, frame: Rect(x: 10, y: 10, width: 80, height: wrapped.size.height), lines: 0)
        XCTAssertGreaterThan(wrapped.lastBaseline, wrapped.firstBaseline + 2 * 17, "wraps onto several lines")
        XCTAssertEqual(Double(i.maxY + 1), (10 + wrapped.lastBaseline) * scale, accuracy: 1, "last baseline")
        XCTAssertLessThanOrEqual(Double(i.maxX + 1), (10 + 80) * scale)
        XCTAssertEqual(compared, 3)
    }

    func testSameListRendersIdenticalPixels() throws {
        let ops: [DrawOp] = [.beginGroup(Group(transform: AffineTransform(rotationAngle: 0.3), opacity: 0.7)),
                             .fill(.roundedRect(Rect(x: 20, y: 10, width: 60, height: 40), radius: 8), .systemGreen),
                             .text(TextRun(text: "Déjà vu", font: .systemFont(ofSize: 15), color: .black,
                                           frame: Rect(x: 20, y: 10, width: 60, height: 40))),
                             .endGroup]
        XCTAssertEqual(try render(ops), try render(ops))
    }

    func testOversizedCanvasIsAnError() {
        XCTAssertThrowsError(try render([], size: Size(width: 100_000, height: 10), scale: 1)) { error in
            XCTAssertTrue("\(error)".contains("larger than the limit"), "\(error)")
        }
    }
}
