import XCTest
import FlipbookTestSupport
import FlipbookRender
@testable import FlipbookEncode

final class GIFQuantizerTests: XCTestCase {
    private func shown(_ p: GIFPreparedFrame) -> [UInt32] { p.indices.map { p.palette[Int($0)] } }

    func testFewColoursGiveAnExactPalette() throws {
        let frame = TestFrames.flatUI(3)
        XCTAssertLessThanOrEqual(TestFrames.distinctOpaqueColors(frame), 256)
        let prepared = try GIFFramePreparer().prepare(frame, index: 0)
        XCTAssertEqual(prepared.palette.count, TestFrames.distinctOpaqueColors(frame))
        XCTAssertEqual(shown(prepared), frame.pixels.map(TestCanvas.overWhite))
    }

    func testExactly256ColoursStayExactAnd257DoNot() throws {
        let colors256 = (0..<256).map { 0xFF00_0000 | UInt32($0) << 8 }
        let exact = try GIFFramePreparer().prepare(RasterFrame(width: 16, height: 16, pixels: colors256), index: 0)
        XCTAssertEqual(shown(exact), colors256)

        let colors257 = colors256 + [0xFFFF_0000]
        let frame = RasterFrame(width: 257, height: 1, pixels: colors257)
        let cut = try GIFFramePreparer().prepare(frame, index: 0)
        XCTAssertLessThanOrEqual(cut.palette.count, 256)
        XCTAssertLessThan(meanAbsoluteError(shown(cut), colors257), 1)
    }

    func testAlphaIsCompositedOverWhite() throws {
        // Opaque red, transparent, 50 % black (premultiplied 0x80000000), 50 % blue.
        let frame = RasterFrame(width: 4, height: 1, pixels: [0xFFFF_0000, 0, 0x8000_0000, 0x8000_0080])
        let prepared = try GIFFramePreparer().prepare(frame, index: 0)
        XCTAssertEqual(shown(prepared), [0xFFFF_0000, 0xFFFF_FFFF, 0xFF7F_7F7F, 0xFF7F_7FFF])
    }

    func testInvalidPremultipliedValuesClampInsteadOfWrapping() throws {
        let frame = RasterFrame(width: 1, height: 1, pixels: [0x10FF_FFFF])
        XCTAssertEqual(shown(try GIFFramePreparer().prepare(frame, index: 0)), [0xFFFF_FFFF])
    }

    func testGradientFramesAreMedianCutWithSmallError() throws {
        for k in 5..<10 {
            let frame = TestFrames.gradient(k)
            XCTAssertGreaterThan(TestFrames.distinctOpaqueColors(frame), 256)
            let prepared = try GIFFramePreparer().prepare(frame, index: k)
            XCTAssertLessThanOrEqual(prepared.palette.count, 256)
            let error = meanAbsoluteError(shown(prepared), frame.pixels.map(TestCanvas.overWhite))
            XCTAssertLessThan(error, 2, "frame \(k)")
        }
    }

    func testMappingIsNearestPaletteColour() throws {
        let frame = TestFrames.gradient(7)
        let prepared = try GIFFramePreparer().prepare(frame, index: 0)
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            [0, 8, 16].reduce(0) { sum, s in
                let d = Int((a >> UInt32(s)) & 0xFF) - Int((b >> UInt32(s)) & 0xFF)
                return sum + d * d
            }
        }
        for (i, pixel) in frame.pixels.enumerated() where i % 7 == 0 {
            let color = TestCanvas.overWhite(pixel)
            let best = prepared.palette.map { distance($0, color) }.min()!
            XCTAssertEqual(distance(prepared.palette[Int(prepared.indices[i])], color), best, "pixel \(i)")
        }
    }

    func testEmptyFrameThrows() {
        XCTAssertThrowsError(try GIFFramePreparer().prepare(RasterFrame(width: 0, height: 5, pixels: []), index: 4)) {
            XCTAssertTrue("\($0)".contains("frame 4"), "\($0)")
        }
    }
}
