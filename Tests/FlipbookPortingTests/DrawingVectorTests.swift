import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// A `draw(_:)` of paths, text, an image and a multiply blend stays vectors in a PDF handout: the
/// text is text (Poppler reads it back), the blend is a PDF blend mode (`/BM /Multiply`, PDF
/// 32000-1 §11.6.3), the image is embedded once, and the page reads back as the raster frame.
final class DrawingVectorTests: XCTestCase {
    final class Legend: UIView {
        static let swatch = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.setFillColor(UIColor.systemBlue.cgColor)
            ctx.fill(CGRect(x: 10, y: 10, width: 80, height: 40))
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(UIColor.systemYellow.cgColor)
            ctx.fillEllipse(in: CGRect(x: 50, y: 10, width: 80, height: 40))
            ctx.setBlendMode(.normal)
            Legend.swatch.draw(in: CGRect(x: 10, y: 60, width: 20, height: 20))
            "Revenue".draw(at: CGPoint(x: 40, y: 60), withAttributes: [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.black])
        }
    }

    func testPathsTextImagesAndBlendModesStayVectors() throws {
        let scene = Scene(screen: Screen(name: "v", size: CGSize(width: 160, height: 100), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        scene.root.addSubview(Legend(frame: CGRect(x: 0, y: 0, width: 160, height: 100)))
        scene.layout()
        let list = scene.displayList()
        let raster = try Rasterizer().render(list)
        // The multiply: blue × yellow where they overlap (W3C: B·S), blue alone to the left.
        XCTAssertEqual(raster.rgba(70, 30), RGBA(r: 0, g: Int((122.0 * 204 / 255).rounded()), b: 0, a: 255))

        let pdf = try PDFDocument(pageSize: Size(width: 160, height: 100))
        try pdf.draw(list, at: .zero, scale: 1)
        try pdf.endPage()
        let bytes = try pdf.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("/BM /Multiply"), "the blend is a PDF blend mode")
        XCTAssertEqual(text.components(separatedBy: "/Subtype /Image").count - 1, 1, "only the swatch is an image")

        let url = try temporaryDirectory("drawing-pdf").appendingPathComponent("drawing.pdf")
        try Data(bytes).write(to: url)
        try Checker.require(.poppler)
        XCTAssertTrue(try Poppler.text(of: url).contains("Revenue"), "the label is text")
        let page = try Poppler.render(url, page: 1, dpi: 72, x: 0, y: 0, width: 160, height: 100, with: .pdftocairo)
        for (x, y) in [(20, 30), (70, 30), (120, 30), (20, 70), (150, 90)] {
            XCTAssertLessThanOrEqual(page.rgba(x, y).distance(to: raster.rgba(x, y)), 12, "(\(x), \(y)): PDF \(page.rgba(x, y)) vs raster \(raster.rgba(x, y))")
        }
    }
}
