import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// A handout page with a card turned in perspective: the card is the one raster image on the
/// page (3D is rasterised, at 2 pixels a point), the square beside it stays a path, and the
/// page reads back (Poppler) as the raster frame draws it.
final class Layer3DVectorTests: XCTestCase {
    func testAPerspectiveLayerIsEmbeddedAsAWarpedImageInAPDF() throws {
        let scene = Scene(screen: Screen(name: "v", size: CGSize(width: 200, height: 200), scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 50, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let square = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
        square.backgroundColor = .systemRed
        scene.root.addSubview(card)
        scene.root.addSubview(square)
        scene.layout()
        let list = scene.displayList()
        let raster = try Rasterizer().render(list)

        let pdf = try PDFDocument(pageSize: Size(width: 200, height: 200))
        try pdf.draw(list, at: .zero, scale: 1)
        try pdf.endPage()
        let bytes = try pdf.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        // The turned card's pixels and their alpha (its antialiased edges: a soft mask, itself
        // an image object); nothing else is an image.
        XCTAssertEqual(text.components(separatedBy: "/Subtype /Image").count - 1, 2, "the turned card and its soft mask")
        XCTAssertTrue(text.contains("/SMask"))

        let url = try temporaryDirectory("layers3d-pdf").appendingPathComponent("turned.pdf")
        try Data(bytes).write(to: url)
        try Checker.require(.poppler)
        let page = try Poppler.render(url, page: 1, dpi: 144, x: 0, y: 0, width: 400, height: 400, with: .pdftocairo)
        // Inside the card, outside it beyond each side edge, and the square.
        for (x, y) in [(140, 200), (100, 200), (40, 200), (200, 200), (340, 60)] {
            XCTAssertLessThanOrEqual(page.rgba(x, y).distance(to: raster.rgba(x, y)), 12, "(\(x), \(y)): PDF \(page.rgba(x, y)) vs raster \(raster.rgba(x, y))")
        }
    }
}
