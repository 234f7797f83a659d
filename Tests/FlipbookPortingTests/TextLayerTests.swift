import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// `CATextLayer` as app code uses it, measured in pixels: text from the top of the bounds (a
/// label centres it), `fontSize` over the font's own size, alignment, wrapping
/// (developer.apple.com/documentation/quartzcore/catextlayer).
final class TextLayerTests: XCTestCase {
    private func inkBox(_ scene: Scene) throws -> CGRect? {
        let f = try Rasterizer().render(scene.displayList())
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<f.height { for x in 0..<f.width where f.rgba(x, y).r < 128 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func scene(_ build: (UIView) -> Void) -> Scene {
        let scene = Scene(screen: Screen(name: "text", size: CGSize(width: 200, height: 120), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        build(scene.root)
        return scene
    }

    func testTheTextStartsAtTheTopWhereALabelWouldCentreIt() throws {
        let layerScene = scene { root in
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
            text.string = "Flipbook"
            text.font = UIFont.systemFont(ofSize: 99, weight: .bold)   // the size is fontSize's
            text.fontSize = 24
            text.foregroundColor = UIColor.black.cgColor
            root.layer.addSublayer(text)
        }
        let labelScene = scene { root in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            label.text = "Flipbook"
            label.font = .systemFont(ofSize: 24, weight: .bold)
            label.sizeToFit()
            root.addSubview(label)
        }
        let fromLayer = try XCTUnwrap(try inkBox(layerScene)), fromLabel = try XCTUnwrap(try inkBox(labelScene))
        // The same glyphs as a label fitted to the text at the top; the label's height is rounded up
        // to the pixel (sizeToFit), which centres its line up to half a pixel lower.
        XCTAssertEqual(fromLayer.size, fromLabel.size)
        XCTAssertEqual(fromLayer.minX, fromLabel.minX)
        XCTAssertEqual(Double(fromLayer.minY), Double(fromLabel.minY), accuracy: 1)
        XCTAssertLessThan(fromLayer.minY, 12)
    }

    func testCentredAndWrappedText() throws {
        let one = scene { root in
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
            text.string = "Hi"
            text.fontSize = 30
            text.alignmentMode = .center
            text.foregroundColor = UIColor.black.cgColor
            root.layer.addSublayer(text)
        }
        let box = try XCTUnwrap(try inkBox(one))
        XCTAssertEqual(Double(box.midX), 100, accuracy: 2, "centred across the bounds")

        func lines(wrapped: Bool) throws -> CGFloat {
            let s = scene { root in
                let text = CATextLayer()
                text.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
                text.string = "A sentence long enough to need two lines here"
                text.fontSize = 18
                text.isWrapped = wrapped
                text.foregroundColor = UIColor.black.cgColor
                root.layer.addSublayer(text)
            }
            return try XCTUnwrap(try inkBox(s)).height
        }
        let flat = try lines(wrapped: false), wrapped = try lines(wrapped: true)
        XCTAssertLessThan(flat, 24, "one line, cut at the edge")
        XCTAssertGreaterThan(wrapped, 2 * 18, "wrapped onto more lines")
    }
}
