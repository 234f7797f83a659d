import XCTest
@testable import FlipbookRender

/// Issue 33: a PDF handout draws the same labels on page after page; each text is laid out once,
/// from the thread's layout cache (PangoLayoutCache), as raster frames are, not once per page
/// (five 10,000-character labels cost seconds a page that way).
final class PDFTextLayoutReuseTests: XCTestCase {
    func testLabelsOnEveryPageAreLaidOutOnce() throws {
        func label(_ text: String, at y: Double) -> DrawOp {
            .text(TextRun(text: text, font: .systemFont(ofSize: 15), color: .black,
                          frame: Rect(x: 10, y: y, width: 180, height: 60), numberOfLines: 0, lineBreakMode: .byWordWrapping))
        }
        let list = DisplayList(size: Size(width: 200, height: 200), scale: 2, background: .white,
                               ops: [label("A label drawn on every page of the handout", at: 10),
                                     label(String(repeating: "a long label, wrapped ", count: 20), at: 80)])
        let cache = try XCTUnwrap(ThreadTextContext.current().layoutCache)
        let misses = cache.misses, hits = cache.hits
        let pdf = try PDFDocument(pageSize: Size(width: 300, height: 300))
        for _ in 0..<3 {
            try pdf.draw(list, at: Point(x: 20, y: 20), scale: 0.5)
            try pdf.endPage()
        }
        let bytes = try pdf.finish()
        XCTAssertEqual(cache.misses - misses, 2, "each label's text laid out once")
        XCTAssertEqual(cache.hits - hits, 4, "and taken from the cache on the next two pages")
        XCTAssertEqual(Array(bytes.prefix(5)), Array("%PDF-".utf8))
    }
}
