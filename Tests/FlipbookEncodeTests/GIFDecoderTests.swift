import XCTest
import CGif
@testable import FlipbookEncode
import FlipbookRender

/// The decoder must composite GIFs it did not write itself, so this test builds one with raw
/// giflib calls: sub-rectangles, a transparent index and all three disposal methods.
final class GIFDecoderTests: XCTestCase {
    private struct Image {
        var rect: PixelRect, disposal: Int32, transparent: Int32, delay: Int32, indices: [UInt8]
    }

    /// Palette: 0 red, 1 green, 2 blue, 3 white.
    private func writeRawGIF(_ path: String, width: Int32, height: Int32, images: [Image]) throws {
        var error: Int32 = 0
        let gif = try XCTUnwrap(EGifOpenFileName(path, false, &error), "open: \(error)")
        EGifSetGifVersion(gif, true)
        var colors = [GifColorType(Red: 255, Green: 0, Blue: 0), GifColorType(Red: 0, Green: 255, Blue: 0),
                      GifColorType(Red: 0, Green: 0, Blue: 255), GifColorType(Red: 255, Green: 255, Blue: 255)]
        let map = try XCTUnwrap(GifMakeMapObject(4, &colors))
        defer { GifFreeMapObject(map) }
        XCTAssertEqual(EGifPutScreenDesc(gif, width, height, 8, 0, map), GIF_OK)
        for image in images {
            var control = GraphicsControlBlock(DisposalMode: image.disposal, UserInputFlag: false,
                                               DelayTime: image.delay, TransparentColor: image.transparent)
            var bytes = [GifByteType](repeating: 0, count: 4)
            let n = EGifGCBToExtension(&control, &bytes)
            XCTAssertEqual(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), bytes), GIF_OK)
            let r = image.rect
            XCTAssertEqual(EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), false, nil), GIF_OK)
            var pixels = image.indices
            XCTAssertEqual(EGifPutLine(gif, &pixels, Int32(pixels.count)), GIF_OK)
        }
        XCTAssertEqual(EGifCloseFile(gif, &error), GIF_OK)
    }

    func testDisposalTransparencyAndRectangles() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("raw.gif")
        try writeRawGIF(url.path, width: 4, height: 2, images: [
            Image(rect: .init(x: 0, y: 0, width: 4, height: 2), disposal: DISPOSE_BACKGROUND,
                  transparent: NO_TRANSPARENT_COLOR, delay: 5, indices: [0, 0, 0, 0, 0, 0, 0, 0]),
            Image(rect: .init(x: 1, y: 0, width: 2, height: 1), disposal: DISPOSE_PREVIOUS,
                  transparent: 3, delay: 6, indices: [1, 3]),
            Image(rect: .init(x: 3, y: 1, width: 1, height: 1), disposal: DISPOSE_DO_NOT,
                  transparent: NO_TRANSPARENT_COLOR, delay: 7, indices: [2]),
            Image(rect: .init(x: 0, y: 0, width: 1, height: 1), disposal: DISPOSE_DO_NOT,
                  transparent: NO_TRANSPARENT_COLOR, delay: 8, indices: [1]),
        ])
        let gif = try GIFDecoder.decode(url: url)
        let (r, g, b, o): (UInt32, UInt32, UInt32, UInt32) = (0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0)
        XCTAssertEqual(gif.frames.map(\.pixels), [
            [r, r, r, r, r, r, r, r],
            [o, g, o, o, o, o, o, o],   // cleared by "background", index 3 transparent
            [o, o, o, o, o, o, o, b],   // green frame restored away ("previous")
            [g, o, o, o, o, o, o, b],   // blue kept ("do not dispose")
        ])
        XCTAssertEqual(gif.delaysCentiseconds, [5, 6, 7, 8])
        XCTAssertNil(gif.loopCount)
    }
}
