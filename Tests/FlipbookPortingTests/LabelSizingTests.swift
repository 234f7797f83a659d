import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// `UILabel.sizeThatFits(_:)` and `sizeToFit()` as app code uses them to size a label by hand
/// (https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)): a wrapping label
/// wraps at the width asked for, a one-line label is as wide as its text. Line counts are
/// Pango's own (PangoReference, through python3-gi), not Flipbook's.
final class LabelSizingTests: XCTestCase {
    private let bio = "Designer and engineer. I make preview GIFs of scroll animations, print handouts "
        + "for design reviews and keep golden tests green on Linux CI."
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func bioLabel(lines: Int) -> UILabel {
        let label = UILabel()
        label.numberOfLines = lines
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.text = bio
        return label
    }

    /// The label sized as an app sizes it, drawn on white at 2x: its ink's line bands.
    private func drawnLines(of label: UILabel) throws -> Int {
        let scene = Scene(screen: Screen(name: "app", size: CGSize(width: 340, height: 400), scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        label.frame.origin = CGPoint(x: 20, y: 20)
        scene.root.addSubview(label)
        scene.layout()
        return try Rasterizer().render(scene.displayList()).inkRows(differingFrom: white).count
    }

    func testAWrappingLabelFitsItsLinesAtTheWidthAskedFor() throws {
        let label = bioLabel(lines: 0)
        let fitted = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertLessThanOrEqual(fitted.width, 300)
        XCTAssertGreaterThan(fitted.width, 200, "the lines fill most of the width")
        label.frame.size = fitted
        let pango = try PangoReference.layout(.init(text: bio, size: 17, width: fitted.width, mode: "byWordWrapping"))
        XCTAssertGreaterThan(pango.lines.count, 2)
        XCTAssertFalse(pango.lines.contains { $0.hasSuffix("…") })
        XCTAssertEqual(try drawnLines(of: label), pango.lines.count, "every line shows, none truncated")
        // The height is the lines' own: Pango's last baseline plus less than a line more.
        guard let lastBaseline = pango.baselines.last else { return XCTFail("Pango laid out no line") }
        XCTAssertGreaterThan(fitted.height, lastBaseline)
        XCTAssertLessThan(fitted.height, lastBaseline + label.font.lineHeight)
    }

    func testNumberOfLinesCapsTheFittedHeight() throws {
        let all = bioLabel(lines: 0).sizeThatFits(CGSize(width: 300, height: 0))
        let two = bioLabel(lines: 2)
        two.sizeToFit()        // its bounds are empty: one unbounded line, then capped
        XCTAssertEqual(two.frame.size, two.sizeThatFits(.zero))
        let capped = bioLabel(lines: 2)
        capped.frame.size = capped.sizeThatFits(CGSize(width: 300, height: 10))
        XCTAssertLessThan(capped.frame.height, all.height, "two of more lines")
        XCTAssertEqual(try drawnLines(of: capped), 2)
    }

    func testAOneLineLabelIsAsWideAsItsText() {
        let title = UILabel()
        title.text = "Flipbook"
        title.font = .boldSystemFont(ofSize: 28)
        let fitted = title.sizeThatFits(CGSize(width: 20, height: 10))
        XCTAssertEqual(fitted, title.intrinsicContentSize, "the width asked for does not wrap one line")
        XCTAssertGreaterThan(fitted.width, 20)
        title.sizeToFit()
        XCTAssertEqual(title.frame.size, fitted)
        let empty = UILabel()
        XCTAssertEqual(empty.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        empty.text = ""
        XCTAssertEqual(empty.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
    }
}
