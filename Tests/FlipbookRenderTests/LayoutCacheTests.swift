import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

/// Layouts kept across frames (PangoLayoutCache) draw exactly what fresh ones draw, whatever
/// changes between frames; and group opacity still composites once.
final class LayoutCacheTests: XCTestCase {
    private func label(_ text: String, at y: Double, size: Double = 17, styles: [TextStyle] = [],
                       width: Double = 160, lines: Int = 1) -> DrawOp {
        var run = TextRun(text: text, font: .systemFont(ofSize: size), color: .black,
                          frame: Rect(x: 10, y: y, width: width, height: 24 * Double(max(1, lines))),
                          numberOfLines: lines, lineBreakMode: .byTruncatingTail)
        run.styles = styles
        return .text(run)
    }

    private func list(_ ops: [DrawOp], transform: FlipbookRender.AffineTransform = .identity, opacity: Double = 1) -> DisplayList {
        DisplayList(size: Size(width: 200, height: 200), scale: 2, background: .white,
                    ops: [.beginGroup(Group(transform: transform, opacity: opacity))] + ops + [.endGroup])
    }

    /// What a context without a cache draws (the rasterizer before layouts were kept).
    private func fresh(_ list: DisplayList) throws -> RasterFrame {
        try Rasterizer().render(list, text: PangoTextContext())
    }

    private func assertSamePixels(_ a: RasterFrame, _ b: RasterFrame, _ message: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, message, file: file, line: line)
        XCTAssertTrue(a.pixels == b.pixels, message, file: file, line: line)
    }

    func testKeptLayoutsDrawTheSamePixelsFrameAfterFrame() throws {
        let cached = try PangoTextContext(layoutCache: PangoLayoutCache())
        let frame = list([label("Hello, world", at: 10), label("Second label", at: 40, size: 13),
                          label("Wrapped text over two lines of a narrow label", at: 70, width: 90, lines: 2)])
        let expected = try fresh(frame)
        for pass in 0..<3 {
            assertSamePixels(try Rasterizer().render(frame, text: cached), expected, "pass \(pass)")
        }
        XCTAssertEqual(cached.layoutCache?.misses, 3)
        XCTAssertEqual(cached.layoutCache?.hits, 6)
        // The public entry point (this thread's cache) agrees too, twice.
        assertSamePixels(try Rasterizer().render(frame), expected, "thread cache, first")
        assertSamePixels(try Rasterizer().render(frame), expected, "thread cache, second")
    }

    func testEvictedLayoutsAreMadeAgainIdentically() throws {
        let cache = PangoLayoutCache(capacity: 2)
        let cached = try PangoTextContext(layoutCache: cache)
        let frames = (0..<4).map { i in list((0..<5).map { label("Row \($0 + i)", at: 10 + Double($0) * 30) }) }
        for (i, frame) in (frames + frames).enumerated() {
            assertSamePixels(try Rasterizer().render(frame, text: cached), try fresh(frame), "frame \(i)")
            XCTAssertLessThanOrEqual(cache.count, 2)
        }
        XCTAssertGreaterThan(cache.misses, 20, "a cache of 2 cannot hold 5 labels")
    }

    func testALabelWhoseTextChangesDrawsTheNewText() throws {
        let cached = try PangoTextContext(layoutCache: PangoLayoutCache())
        let before = list([label("Loading…", at: 20)]), after = list([label("Done: 42 items", at: 20)])
        let first = try Rasterizer().render(before, text: cached)
        let second = try Rasterizer().render(after, text: cached)
        assertSamePixels(second, try fresh(after), "the new text, not the kept layout of the old one")
        XCTAssertFalse(first.pixels == second.pixels, "the two texts draw differently")
        // The same for a change only in an attributed run (its colour), and back.
        let styled = list([label("Done: 42 items", at: 20, styles: [TextStyle(range: 0..<4, color: Color(hex: "#FF0000")!)])])
        let third = try Rasterizer().render(styled, text: cached)
        assertSamePixels(third, try fresh(styled), "styled")
        XCTAssertFalse(third.pixels == second.pixels, "the styled run is red")
        assertSamePixels(try Rasterizer().render(after, text: cached), second, "back to plain")
    }

    /// A label under a scale (a hero transition, a large title shrinking) is shaped for that
    /// matrix; going back and forth between matrices draws what fresh layouts draw.
    func testScaledLabelsMatchFreshLayoutsAcrossMatrices() throws {
        let cached = try PangoTextContext(layoutCache: PangoLayoutCache())
        let ops = [label("Large Title", at: 10, size: 34), label("body", at: 60)]
        for (i, s) in [1.0, 0.8, 1.0, 1.37, 0.8, 1.0].enumerated() {
            let frame = list(ops, transform: FlipbookRender.AffineTransform(scaleX: s, y: s))
            assertSamePixels(try Rasterizer().render(frame, text: cached), try fresh(frame), "step \(i), scale \(s)")
        }
    }

    /// An opaque group draws no layer: its pixels are those of the same ops drawn outside any group.
    func testOpaqueGroupDrawsAsIfUngrouped() throws {
        let ops: [DrawOp] = [.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), Color(hex: "#3366CC")!),
                             .fill(.ellipse(Rect(x: 30, y: 30, width: 60, height: 40)), Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
                             label("Grouped", at: 100)]
        let grouped = try Rasterizer().render(list(ops))
        let bare = try Rasterizer().render(DisplayList(size: Size(width: 200, height: 200), scale: 2, background: .white, ops: ops))
        assertSamePixels(grouped, bare, "opacity 1")
    }

    /// Two overlapping children of an alpha-0.5 group: the overlap is the top child at half
    /// alpha over white, not the two blended twice.
    func testHalfAlphaGroupStillCompositesOnce() throws {
        let red = Color(hex: "#FF0000")!, blue = Color(hex: "#0000FF")!
        let frame = try Rasterizer().render(list([.fill(.rect(Rect(x: 10, y: 10, width: 60, height: 60)), red),
                                                  .fill(.rect(Rect(x: 40, y: 40, width: 60, height: 60)), blue)],
                                                 opacity: 0.5))
        let overlap = frame.rgba(110, 110)   // (55, 55) pt: both squares
        XCTAssertLessThanOrEqual(overlap.distance(to: RGBA(r: 127, g: 127, b: 255, a: 255)), 1, "\(overlap)")
        let redOnly = frame.rgba(40, 40)
        XCTAssertLessThanOrEqual(redOnly.distance(to: RGBA(r: 255, g: 127, b: 127, a: 255)), 1, "\(redOnly)")
    }
}
