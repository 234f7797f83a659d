import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// Handouts keep layers as vectors: a PDF page of gradient, shape and masked layers holds
/// shadings and paths, no image, and reads back (Poppler) as the raster frame draws it.
final class LayerVectorTests: XCTestCase {
    func testGradientsShapesAndMasksStayVectorsInAPDF() throws {
        let scene = Scene(screen: Screen(name: "v", size: CGSize(width: 300, height: 200), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        axial.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        conic.colors = [UIColor.yellow.cgColor, UIColor.green.cgColor, UIColor.yellow.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 200, y: 0, width: 100, height: 100)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 6
        ring.lineDashPattern = [12, 6]
        let masked = CALayer()
        masked.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        masked.backgroundColor = UIColor.systemBlue.cgColor
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        masked.mask = dot
        for l in [axial, conic, ring, masked] { scene.root.layer.addSublayer(l) }
        scene.layout()
        let list = scene.displayList()
        let raster = try Rasterizer().render(list)

        let pdf = try PDFDocument(pageSize: Size(width: 300, height: 200))
        try pdf.draw(list, at: .zero, scale: 1)
        try pdf.endPage()
        let bytes = try pdf.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("/ShadingType 2"), "the axial gradient is a PDF axial shading")
        XCTAssertTrue(text.contains("/ShadingType 6") || text.contains("/ShadingType 7"), "the conic one a mesh shading")
        XCTAssertTrue(text.contains("/SMask"), "the mask is a soft mask")
        XCTAssertFalse(text.contains("/Subtype /Image"), "nothing was rasterised")

        let url = try temporaryDirectory("layers-pdf").appendingPathComponent("layers.pdf")
        try Data(bytes).write(to: url)
        try Checker.require(.poppler)
        let page = try Poppler.render(url, page: 1, dpi: 72, x: 0, y: 0, width: 300, height: 200, with: .pdftocairo)
        for (x, y) in [(50, 10), (50, 90), (150, 20), (130, 70), (250, 10), (50, 150), (5, 105)] {
            XCTAssertLessThanOrEqual(page.rgba(x, y).distance(to: raster.rgba(x, y)), 12, "(\(x), \(y)): PDF \(page.rgba(x, y)) vs raster \(raster.rgba(x, y))")
        }
    }
}
