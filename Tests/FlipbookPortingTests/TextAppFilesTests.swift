import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// The app files in AppFiles/ (an article card, a price tag) render what UIKit shows, measured
/// from their pixels: the summary's two lines ending in "…", the title's line pitch from its
/// paragraph style and its underline, the old price struck through, the new one raised, the
/// badge's text shadowed.
final class TextAppFilesTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let summary = "Flipbook renders UIKit-style interfaces off-device so that teams can review "
        + "animations in pull requests, run golden tests on Linux and print handouts for design reviews."

    private func render(_ view: UIView, size: Size) throws -> (Scene, RasterFrame) {
        let scene = Scene(screen: Screen(name: "app", size: size, scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = Color.white
        scene.root.addSubview(view)
        scene.layout()
        // A multi-line label is measured at its width once the first pass has given it one.
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        if let dir = ProcessInfo.processInfo.environment["TEXT_LOOK"] {
            var bytes = Array("P6 \(frame.width) \(frame.height) 255\n".utf8)
            for y in 0..<frame.height { for x in 0..<frame.width { let p = frame.rgba(x, y); bytes += [UInt8(p.r), UInt8(p.g), UInt8(p.b)] } }
            try? Data(bytes).write(to: URL(fileURLWithPath: dir + "/\(type(of: view))-\(frame.height).ppm"))
        }
        return (scene, frame)
    }

    /// The device-pixel columns (2x) of `box`.
    private func columns(of box: Rect) -> Range<Int> {
        let lower = Int((box.minX * 2).rounded()), upper = Int((box.maxX * 2).rounded())
        return lower..<upper
    }

    /// The ink rows between `box`'s columns that lie within its rows (a pixel's slack).
    private func lines(in frame: RasterFrame, box: Rect) -> [ClosedRange<Int>] {
        let top = box.minY * 2 - 1, bottom = box.maxY * 2 + 2
        return frame.inkRows(differingFrom: white, columns: columns(of: box)).filter { band in
            Double(band.lowerBound) >= top && Double(band.upperBound) <= bottom
        }
    }

    /// `view`'s frame on screen: its frame moved by its superview's (one level below the root).
    private func onScreen(_ view: UIView) -> Rect {
        let parent = view.superview?.frame.origin ?? Point(x: 0, y: 0)
        return Rect(x: parent.x + view.frame.minX, y: parent.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
    }

    private func card(summary: String) -> ArticleCardView {
        let card = ArticleCardView(frame: Rect(x: 16, y: 16, width: 343, height: 260))
        card.configure(title: "Golden tests for every scroll animation of the app", summary: summary)
        return card
    }

    func testTheSummaryShowsTwoLinesTheSecondEndingInAnEllipsis() throws {
        let card = card(summary: summary)
        let (_, frame) = try render(card, size: Size(width: 375, height: 300))
        let box: Rect = onScreen(card.summaryLabel)
        let rows = lines(in: frame, box: box)
        XCTAssertEqual(rows.count, 2, "numberOfLines = 2: \(rows)")
        // What Pango's own ellipsization shows in two lines of that width, drawn as plain lines,
        // is what the card draws, pixel for pixel.
        let pango = try PangoReference.layout(.init(text: summary, size: 15, width: box.width, lines: 2))
        XCTAssertEqual(pango.lines.count, 2)
        XCTAssertTrue(pango.lines[1].hasSuffix("…"))
        let byHand = self.card(summary: pango.lines.joined(separator: "\n"))
        byHand.summaryLabel.lineBreakMode = .byClipping
        let (_, expected) = try render(byHand, size: Size(width: 375, height: 300))
        XCTAssertEqual(frame.pixels, expected.pixels, "the truncated summary is Pango's two lines")
    }

    func testTheTitleLinesArePitchedByTheParagraphStyleAndUnderlined() throws {
        let card = card(summary: summary)
        let (_, frame) = try render(card, size: Size(width: 375, height: 300))
        let box: Rect = onScreen(card.titleLabel)
        let rows = lines(in: frame, box: box)
        let columns = self.columns(of: box)
        XCTAssertEqual(rows.count, 2, "a two-line title: \(rows)")
        // The natural line height of 22 pt bold, from Pango; the style's pitch is 1.1 × it + 6.
        let natural = try PangoReference.layout(.init(text: "Hg\nHg", size: 22, weight: 700, width: 300, mode: "byWordWrapping"))
        let pitch = (natural.baselines[1] - natural.baselines[0]) * 1.1 + 6
        XCTAssertEqual(Double(rows[1].lowerBound - rows[0].lowerBound) / 2, pitch, accuracy: 0.5)
        XCTAssertEqual(Double(rows[1].upperBound - rows[0].upperBound) / 2, pitch, accuracy: 0.5, "underlines a pitch apart")
        // The underline: near each line's bottom, one row inked across most of the line.
        for band in rows {
            func inked(_ x: Int, _ y: Int) -> Bool { frame.rgba(x, y).distance(to: white) > 60 }
            var fullest = 0
            for y in (band.upperBound - 6)...band.upperBound {
                fullest = max(fullest, columns.filter { inked($0, y) }.count)
            }
            let lineInk = columns.filter { x in band.contains { inked(x, $0) } }.count
            XCTAssertGreaterThan(fullest, lineInk * 9 / 10, "an underline under the line \(band)")
        }
    }

    func testTheOldPriceIsStruckThroughAndTheNewOneRaised() throws {
        let tag = PriceTagView(frame: Rect(x: 0, y: 0, width: 320, height: 60))
        tag.show(oldPrice: "49.99", newPrice: "29.99", discount: "-40%")
        let (_, frame) = try render(tag, size: Size(width: 320, height: 60))
        let label: Rect = onScreen(tag.priceLabel)
        let xs = columns(of: label)
        let ys = Int((label.minY * 2).rounded())..<Int((label.maxY * 2).rounded())
        func isGray(_ p: RGBA) -> Bool { abs(p.r - p.g) < 12 && abs(p.g - p.b) < 16 && p.r < 200 }
        func isRed(_ p: RGBA) -> Bool { p.r > 200 && p.g < 120 && p.b < 120 }
        var grayCols: [Int] = [], redRows: [Int] = [], grayRows: [Int: Int] = [:]
        for y in ys {
            for x in xs {
                let p = frame.rgba(x, y)
                if isGray(p) { grayCols.append(x); grayRows[y, default: 0] += 1 }
                if isRed(p) { redRows.append(y) }
            }
        }
        let oldWidth = try XCTUnwrap(grayCols.max()) - grayCols.min()!
        let strike = try XCTUnwrap(grayRows.max { $0.value < $1.value })
        XCTAssertGreaterThan(strike.value, oldWidth * 9 / 10, "one row of grey across the whole old price: struck through")
        // Through the middle of the digits, as UIKit draws it (not along the baseline).
        let digitRows = grayRows.filter { $0.value > 2 }.keys
        let top = try XCTUnwrap(digitRows.min()), bottom = try XCTUnwrap(digitRows.max())
        let height = Double(bottom - top)
        XCTAssertGreaterThan(Double(bottom - strike.key), 0.25 * height, "above the baseline by a quarter of the digits at least")
        XCTAssertLessThan(Double(bottom - strike.key), 0.6 * height)
        // The digits sit on the baseline: the red price's bottom is 2 pt (4 px) above the grey's.
        let grayBottom = try XCTUnwrap(grayRows.filter { $0.value > 2 }.keys.max())
        let redBottom = try XCTUnwrap(redRows.max())
        XCTAssertEqual(Double(grayBottom - redBottom), 4, accuracy: 1.5, "baselineOffset 2 raises the new price: \(grayBottom) \(redBottom)")
    }

    func testTheBadgeTextHasItsShadow() throws {
        func badgePixels(shadowed: Bool) throws -> [RGBA] {
            let tag = PriceTagView(frame: Rect(x: 0, y: 0, width: 320, height: 60))
            tag.show(oldPrice: "$49.99", newPrice: "$29.99", discount: "-40%")
            if !shadowed {
                let text = NSMutableAttributedString(string: "-40%", attributes: [.font: UIFont.boldSystemFont(ofSize: 15),
                                                                                .foregroundColor: UIColor.white])
                tag.badgeLabel.attributedText = text
            }
            let (_, frame) = try render(tag, size: Size(width: 320, height: 60))
            let badge: Rect = onScreen(tag.badgeLabel)
            let xs = columns(of: badge)
            let ys = Int((badge.minY * 2).rounded())..<Int((badge.maxY * 2).rounded())
            var pixels: [RGBA] = []
            for y in ys { for x in xs { pixels.append(frame.rgba(x, y)) } }
            return pixels
        }
        func dark(_ pixels: [RGBA]) -> Int { pixels.filter { $0.r < 180 }.count }
        XCTAssertEqual(dark(try badgePixels(shadowed: false)), 0, "red and white only")
        XCTAssertGreaterThan(dark(try badgePixels(shadowed: true)), 40, "the shadow darkens the red under the glyphs")
    }
}
