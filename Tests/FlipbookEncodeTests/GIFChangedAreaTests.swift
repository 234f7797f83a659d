import XCTest
import FlipbookRender
@testable import FlipbookEncode

final class GIFChangedAreaTests: XCTestCase {
    private func frame(_ w: Int, _ h: Int, palette: [UInt32], _ paint: (Int, Int) -> UInt8) -> GIFPreparedFrame {
        var indices: [UInt8] = []
        for y in 0..<h { for x in 0..<w { indices.append(paint(x, y)) } }
        return GIFPreparedFrame(width: w, height: h, palette: palette, indices: indices)
    }

    func testFirstFrameIsFullThenOnlyTheChangeThenNothingWhenStill() {
        var area = GIFChangedArea()
        let a = frame(10, 8, palette: [0xFF00_0000, 0xFFFF_FFFF]) { _, _ in 0 }
        XCTAssertEqual(area.update(with: a), PixelRect(x: 0, y: 0, width: 10, height: 8))
        let b = frame(10, 8, palette: [0xFF00_0000, 0xFFFF_FFFF]) { x, y in (x == 3 && y == 2) || (x == 6 && y == 4) ? 1 : 0 }
        XCTAssertEqual(area.update(with: b), PixelRect(x: 3, y: 2, width: 4, height: 3))
        XCTAssertNil(area.update(with: b))
    }

    func testComparesColoursNotIndices() {
        var area = GIFChangedArea()
        _ = area.update(with: frame(4, 4, palette: [0xFF11_1111, 0xFF22_2222]) { x, _ in x < 2 ? 0 : 1 })
        // Same picture, palette order swapped: nothing to redraw.
        let swapped = frame(4, 4, palette: [0xFF22_2222, 0xFF11_1111]) { x, _ in x < 2 ? 1 : 0 }
        XCTAssertNil(area.update(with: swapped))
    }

    /// Two median-cut frames get different palettes; only the real change may be rewritten.
    func testMedianCutFramesOnlyRewriteTheRealChange() throws {
        var canvas = TestCanvas(width: TestFrames.width, height: TestFrames.height, fill: 0)
        canvas.pixels = TestFrames.gradient(6).pixels
        let before = try GIFFramePreparer().prepare(canvas.frame, index: 0)
        canvas.fill(x: 150, y: 60, width: 8, height: 5, 0xFF00_0000)
        let after = try GIFFramePreparer().prepare(canvas.frame, index: 1)
        XCTAssertNotEqual(before.palette, after.palette)
        var area = GIFChangedArea()
        _ = area.update(with: before)
        XCTAssertEqual(area.update(with: after), PixelRect(x: 150, y: 60, width: 8, height: 5))
    }

    func testImageBlockCompactsThePaletteAndRejectsBadIndices() throws {
        let f = frame(4, 2, palette: [0xFF00_0000, 0xFF11_1111, 0xFF22_2222, 0xFF33_3333]) { x, y in UInt8((x + y) % 4) }
        let block = try XCTUnwrap(GIFImageBlock(cropping: f, to: PixelRect(x: 2, y: 0, width: 1, height: 2)))
        XCTAssertEqual(block.palette, [0xFF22_2222, 0xFF33_3333])
        XCTAssertEqual(block.indices, [0, 1])
        let bad = GIFPreparedFrame(width: 2, height: 1, palette: [0xFF00_0000], indices: [0, 5])
        XCTAssertNil(GIFImageBlock(cropping: bad, to: PixelRect(x: 0, y: 0, width: 2, height: 1)))
    }
}
