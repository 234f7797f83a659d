import XCTest
import Foundation
import FlipbookTestSupport
@testable import FlipbookRender

/// Layer shadows in vector output (PDF): the same painter draws them, the blurred mask embedded
/// as an image; read back through Poppler.
final class ShadowVectorTests: XCTestCase {
    private func card(fromContent: Bool) -> DisplayList {
        let card = Rect(x: 0, y: 0, width: 100, height: 100)
        return DisplayList(size: Size(width: 300, height: 300), scale: 1, background: .white, ops: [
            .beginGroup(Group(transform: AffineTransform(translationX: 100, y: 100))),
            .shadow(Shadow(shape: .rect(card), color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 10),
                           radius: 6, fromContent: fromContent)),
            .fill(.rect(card), .white),
            .endGroup,
        ])
    }

    func testShadowsDrawTheSameInAPDFPageAsInARasterFrame() throws {
        for fromContent in [false, true] {
            let list = card(fromContent: fromContent)
            let raster = try Rasterizer().render(list)
            let pdf = try PDFDocument(pageSize: Size(width: 300, height: 300))
            try pdf.draw(list, at: .zero, scale: 1)
            try pdf.endPage()
            let url = try temporaryDirectory("shadow-pdf").appendingPathComponent("card.pdf")
            try Data(try pdf.finish()).write(to: url)
            let page = try Poppler.render(url, page: 1, dpi: 72, x: 0, y: 0, width: 300, height: 300, with: .pdftocairo)
            for y in [203, 208, 212] {
                XCTAssertLessThan(raster.rgba(150, y).r, 235, "raster shadow at \(y)")
                XCTAssertEqual(Double(page.rgba(150, y).r), Double(raster.rgba(150, y).r), accuracy: 12,
                               "PDF shadow at \(y), fromContent \(fromContent)")
            }
            XCTAssertGreaterThan(page.rgba(150, 150).r, 250, "the card covers its shadow")
        }
    }

    func testAContentShadowOutsideAnyGroupStillShowsItsContent() throws {
        let card = Rect(x: 100, y: 100, width: 100, height: 100)
        let list = DisplayList(size: Size(width: 300, height: 300), scale: 1, background: .white, ops: [
            .shadow(Shadow(shape: .rect(card), color: .black, offset: Size(width: 0, height: 20), radius: 0, fromContent: true)),
            .fill(.rect(card), Color(red: 1, green: 0, blue: 0)),
        ])
        let frame = try Rasterizer().render(list)
        XCTAssertEqual(frame.rgba(150, 150), RGBA(r: 255, g: 0, b: 0, a: 255), "the content is painted")
        XCTAssertEqual(frame.rgba(150, 210), RGBA(r: 0, g: 0, b: 0, a: 255), "its shadow 20 pt lower")
    }
}
