import XCTest
import Foundation
import FlipbookTestSupport
@testable import FlipbookRender

/// A backdrop blur (`UIVisualEffectView`) on a PDF page: the page has no pixels to blur, so the
/// list drawn so far is rasterised at the page's density (`CairoPainter.vectorPageDensity`, 2 px
/// a point, as for 3D-transformed layers) and the blurred region embedded as an image under the
/// shape, the tint vector above it. Read back through Poppler (pdfimages, pdftoppm), compared
/// with the raster frame of the same list.
final class PDFBlurTests: XCTestCase {
    /// Black stripes 10 pt wide every 20 pt on white, and a 120 × 60 pt bar blurring them (radius
    /// 24, σ = 12 pt) under a 30 % tint, as VisualEffectViewTests draws through UIKit.
    private func stripesUnderABar() -> DisplayList {
        var ops: [DrawOp] = stride(from: 0.0, to: 200, by: 20).map { .fill(.rect(Rect(x: $0, y: 0, width: 10, height: 100)), .black) }
        let bar = Rect(x: 0, y: 0, width: 120, height: 60)
        ops += [
            .beginGroup(Group(transform: AffineTransform(translationX: 40, y: 20), backdrop: BackdropBlur(shape: .rect(bar), radius: 24))),
            .fill(.rect(bar), Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.3)),
            .endGroup,
        ]
        return DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .white, ops: ops)
    }

    private func pdf(of list: DisplayList, scale: Double) throws -> URL {
        let pdf = try PDFDocument(pageSize: Size(width: list.size.width * scale, height: list.size.height * scale))
        try pdf.draw(list, at: .zero, scale: scale)
        try pdf.endPage()
        let url = try temporaryDirectory("pdf-blur").appendingPathComponent("bar.pdf")
        try Data(try pdf.finish()).write(to: url)
        return url
    }

    func testTheBlurredBackdropIsAnImageAtThePageDensityAndMatchesTheRasterFrame() throws {
        let list = stripesUnderABar()
        let url = try pdf(of: list, scale: 1)
        // One image, the bar's 120 × 60 pt at 2 px a point.
        try Checker.require(.poppler)
        let images = try ProcessRun.checked(URL(fileURLWithPath: Checker.popplerBin + "/pdfimages"), ["-list", url.path])
        let rows = images.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(rows.count, 1, "one embedded image: \(images)")
        XCTAssertEqual(rows.first.map { [String($0[3]), String($0[4])] }, ["240", "120"], "the bar at 2 px a point")

        // At 144 dpi (2 px a point) the page shows what a 2x raster frame shows, within the
        // blur's tolerance (a few levels) and the PDF renderer's resampling.
        var raster2x = list
        raster2x.scale = 2
        let frame = try Rasterizer().render(raster2x)
        let page = try Poppler.render(url, page: 1, dpi: 144, x: 0, y: 0, width: 400, height: 200, with: .pdftocairo)
        var inside: [Int] = []
        for x in stride(from: 90, through: 310, by: 10) {
            let pdfLevel = Int(page.rgba(x, 100).r), rasterLevel = Int(frame.rgba(x, 100).r)
            XCTAssertEqual(Double(pdfLevel), Double(rasterLevel), accuracy: 6, "x \(x): the PDF's blur is the raster's")
            inside.append(pdfLevel)
        }
        XCTAssertLessThan(inside.max()! - inside.min()!, 40, "the stripes are smoothed out behind the bar, not sharp 0/255")
        XCTAssertEqual(page.rgba(10, 100).r, 0, "outside the bar the stripes stay sharp (vector)")
        XCTAssertEqual(page.rgba(30, 100).r, 255)
    }

    func testABlurOnAShrunkPageStillUsesThePageDensityOfTheList() throws {
        // A handout draws frames small (0.375 page points a list point): the image is still 2 px
        // a list point, so zooming into the page shows the blur, not blocks.
        let url = try pdf(of: stripesUnderABar(), scale: 0.375)
        try Checker.require(.poppler)
        let images = try ProcessRun.checked(URL(fileURLWithPath: Checker.popplerBin + "/pdfimages"), ["-list", url.path])
        let rows = images.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(rows.first.map { [String($0[3]), String($0[4])] }, ["240", "120"])
        let page = try Poppler.render(url, page: 1, dpi: 384, x: 0, y: 0, width: 400, height: 200, with: .pdftocairo)
        let inside = stride(from: 90, through: 310, by: 10).map { Int(page.rgba($0, 100).r) }
        XCTAssertLessThan(inside.max()! - inside.min()!, 40, "blurred at any zoom")
        XCTAssertLessThan(page.rgba(10, 100).r, 20, "the stripes outside stay sharp")
    }
}
