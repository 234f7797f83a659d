import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// `adjustsFontSizeToFitWidth`/`minimumScaleFactor` and `attributedText`, from pixels.
final class UIKitGapsTextTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func scene(_ label: Label) -> Scene {
        let scene = Scene(screen: Screen(name: "text", size: Size(width: 400, height: 100), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        scene.root.addSubview(label)
        scene.layout()
        return scene
    }

    private func fitting(_ text: String, width: Double, size: Double, minimumScale: Double) -> Label {
        let label = Label(frame: Rect(x: 50, y: 20, width: width, height: 60))
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimumScale
        return label
    }

    func testShrinksToTheLargestSizeThatFitsOneLine() throws {
        let label = fitting("Nuevo posts todas las semanas", width: 150, size: 40, minimumScale: 0.2)
        let s = scene(label)
        let fitted = label.fittedFont(for: label.shownText, width: 150)
        XCTAssertLessThan(fitted.size, 40)
        XCTAssertGreaterThanOrEqual(fitted.size, 8, "not below 40 × 0.2")
        let measurer = try TextMeasurer()
        XCTAssertLessThanOrEqual(measurer.size(of: label.shownText, font: fitted).width, 150)
        XCTAssertGreaterThan(measurer.size(of: label.shownText, font: fitted.withSize(fitted.size + 0.25)).width, 150, "the largest that fits")
        // The ink lies inside the label: nothing truncated, nothing past its edges.
        let frame = try Rasterizer().render(s.displayList())
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        XCTAssertGreaterThanOrEqual(ink.minX, 50)
        XCTAssertLessThanOrEqual(ink.maxX, 200)
        XCTAssertGreaterThan(ink.maxX - ink.minX, 120, "the whole text, not an ellipsis")
    }

    func testStopsAtTheMinimumScaleFactorAndTruncates() throws {
        let label = fitting("Nuevo posts todas las semanas", width: 150, size: 40, minimumScale: 0.8)
        _ = scene(label)
        XCTAssertEqual(label.fittedFont(for: label.shownText, width: 150).size, 32, "40 × 0.8")
    }

    func testAMultiLineLabelShrinksToFitItsHeight() throws {
        let label = fitting("Nuevo posts todas las semanas en el blog", width: 150, size: 30, minimumScale: 0.3)
        label.numberOfLines = 2
        _ = scene(label)
        let fitted = label.fittedFont(for: label.shownText, width: 150)
        XCTAssertLessThan(fitted.size, 30)
        let measurer = try TextMeasurer()
        let all = measurer.size(of: label.shownText, font: fitted, maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertLessThanOrEqual(all.height, 60, "the wrapped text fits the 60 pt label")
        let twoLines = measurer.size(of: label.shownText, font: fitted, maxWidth: 150, numberOfLines: 2)
        XCTAssertEqual(twoLines.height, all.height, accuracy: 1e-9, "in two lines")
        let bigger = fitted.withSize(fitted.size + 0.25)
        let biggerAll = measurer.size(of: label.shownText, font: bigger, maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let biggerTwo = measurer.size(of: label.shownText, font: bigger, maxWidth: 150, numberOfLines: 2)
        XCTAssertTrue(biggerAll.height > 60 || biggerTwo.height < biggerAll.height, "the largest that fits")
    }

    func testKeepsTheFontWhenItFitsOrWhenNotAsked() throws {
        let short = fitting("Hi", width: 150, size: 40, minimumScale: 0.5)
        XCTAssertEqual(short.fittedFont(for: "Hi", width: 150).size, 40)
        let off = fitting("Nuevo posts todas las semanas", width: 150, size: 40, minimumScale: 0.5)
        off.adjustsFontSizeToFitWidth = false
        XCTAssertEqual(off.fittedFont(for: off.shownText, width: 150).size, 40)
        let zero = fitting("Nuevo posts todas las semanas", width: 150, size: 40, minimumScale: 0)
        XCTAssertEqual(zero.fittedFont(for: zero.shownText, width: 150).size, 40, "UIKit: 0 means no shrinking")
    }

    func testAttributedRunsDrawInTheirColours() throws {
        let text = MutableAttributedText(string: "MMMMMMMM", attributes: [.font: Font.boldSystemFont(ofSize: 40)])
        text.addAttribute(.foregroundColor, value: Color(red: 1, green: 0, blue: 0), range: NSRange(location: 0, length: 4))
        text.addAttribute(.foregroundColor, value: Color(red: 0, green: 0.6, blue: 0), range: NSRange(location: 4, length: 4))
        let label = Label(frame: Rect(x: 10, y: 10, width: 380, height: 80))
        label.attributedText = text
        XCTAssertEqual(label.text, "MMMMMMMM")
        let frame = try Rasterizer().render(scene(label).displayList())
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        let mid = (ink.minX + ink.maxX) / 2
        var reds = 0, greens = 0, wrong = 0
        for y in ink.minY...ink.maxY {
            for x in ink.minX...ink.maxX {
                let p = frame.rgba(x, y)
                guard p.distance(to: white) > 120 else { continue }
                let isRed = p.r > 200 && p.g < 80 && p.b < 80, isGreen = p.g > 110 && p.r < 60 && p.b < 60
                if x < mid - 4, isRed { reds += 1 } else if x > mid + 4, isGreen { greens += 1 } else if x < mid - 4 || x > mid + 4 { wrong += 1 }
            }
        }
        XCTAssertGreaterThan(reds, 200, "the first four letters red")
        XCTAssertGreaterThan(greens, 200, "the last four green")
        XCTAssertLessThan(wrong, (reds + greens) / 10, "no black ink: the runs cover the text")
        // Setting plain text drops the runs, as UILabel does.
        label.text = "plain"
        XCTAssertNil(label.attributedText)
    }

    func testKernWidensTheInkAndFontRunsChangeTheSize() throws {
        func inkWidth(_ attributes: [AttributedText.Key: Any]) throws -> Int {
            let label = Label(frame: Rect(x: 10, y: 10, width: 380, height: 80))
            label.font = .systemFont(ofSize: 20)
            label.attributedText = AttributedText(string: "kerning", attributes: attributes)
            let frame = try Rasterizer().render(scene(label).displayList())
            let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
            return ink.maxX - ink.minX
        }
        let plain = try inkWidth([:])
        XCTAssertEqual(try inkWidth([.kern: 5]), plain + 30, accuracy: 3, "6 gaps × 5 pt")
        XCTAssertGreaterThan(try inkWidth([.font: Font.systemFont(ofSize: 30)]), plain * 14 / 10)
    }

    func testIntrinsicSizeMeasuresTheAttributedRuns() {
        let label = Label()
        label.font = .systemFont(ofSize: 17)
        label.text = "Attributed"
        let plain = label.intrinsicContentSize
        let text = MutableAttributedText(string: "Attributed")
        text.addAttribute(.font, value: Font.systemFont(ofSize: 34), range: NSRange(location: 0, length: 10))
        label.attributedText = text
        let attributed = label.intrinsicContentSize
        XCTAssertGreaterThan(attributed.width, plain.width * 1.8)
        XCTAssertGreaterThan(attributed.height, plain.height * 1.6)
    }
}
