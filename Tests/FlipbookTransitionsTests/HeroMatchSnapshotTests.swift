import XCTest
import FlipbookScene
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookTransitions

/// A flying label is a snapshot: its text is stretched with the box, as Hero's snapshot views
/// are, not laid out again in the new size.
final class HeroMatchSnapshotTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func scene() -> Scene {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 300, height: 120), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        return scene
    }

    private func label() -> Label {
        let label = Label(frame: Rect(x: 10, y: 10, width: 80, height: 24))
        label.text = "HHHH"
        label.font = .systemFont(ofSize: 17, weight: .bold)
        label.textColor = .black
        return label
    }

    func testAFlyingLabelStretchesItsTextWithItsBox() throws {
        // The label drawn as itself.
        let plain = scene()
        plain.root.addSubview(label())
        let ink = try XCTUnwrap(try Rasterizer().render(plain.displayList()).inkBounds(differingFrom: white))

        // Its snapshot in a box twice the label's size, with the original hidden: the text is the
        // same one line, drawn twice as large (re-laid out in 160 pt it would stay 17 pt).
        // (A box stretched unevenly is drawn by Pango with the vertical scale's hinting, so only
        // an even stretch is measured here.)
        let stretched = scene()
        let source = label()
        stretched.root.addSubview(source)
        source.isHidden = true
        let flight = HeroFlightView(source: source)
        stretched.root.addSubview(flight)
        flight.show(HeroViewState(center: Point(x: 150, y: 60), size: Size(width: 160, height: 48)))
        let big = try XCTUnwrap(try Rasterizer().render(stretched.displayList()).inkBounds(differingFrom: white))

        let (w0, h0) = (Double(ink.maxX - ink.minX + 1), Double(ink.maxY - ink.minY + 1))
        let (w1, h1) = (Double(big.maxX - big.minX + 1), Double(big.maxY - big.minY + 1))
        XCTAssertEqual(w1 / w0, 2, accuracy: 0.1, "ink \(ink) → \(big)")
        XCTAssertEqual(h1 / h0, 2, accuracy: 0.15, "ink \(ink) → \(big)")
        // The ink sits where the label's ink was, mapped into the new box: the box's origin
        // (70, 36) plus twice the ink's offset in the label.
        XCTAssertEqual(Double(big.minX), 70 + 2 * Double(ink.minX - 10), accuracy: 2)
        XCTAssertEqual(Double(big.minY), 36 + 2 * Double(ink.minY - 10), accuracy: 2)
    }

    func testAnImageViewSnapshotFitsItsImageAgain() throws {
        let image = Image(decoded: DecodedImage(name: "dot", width: 2, height: 2, pixels: Array(repeating: 0xFF00_00FF, count: 4)))
        let source = ImageView(image: image)
        source.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        source.contentMode = .scaleAspectFit
        let flight = HeroFlightView(source: source)
        flight.show(HeroViewState(center: Point(x: 100, y: 50), size: Size(width: 120, height: 60)))
        var ops: [DrawOp] = []
        flight.drawContent(into: &ops)
        // One image op in the snapshot's own bounds, aspect-fit: not a 40 × 40 picture stretched 3 × 1.5.
        XCTAssertEqual(ops.count, 1)
        guard case let .image(_, rect, mode) = try XCTUnwrap(ops.first) else { return XCTFail("\(ops)") }
        XCTAssertEqual(rect, Rect(x: 0, y: 0, width: 120, height: 60))
        XCTAssertEqual(mode, .scaleAspectFit)
    }

    func testAHiddenSourceIsNotDrawnItself() throws {
        let s = scene()
        let source = label()
        source.isHidden = true
        s.root.addSubview(source)
        XCTAssertNil(try Rasterizer().render(s.displayList()).inkBounds(differingFrom: white))
    }
}
