import Foundation
import XCTest
import CGif
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookEncode

/// The decoder's memory is bounded before it is spent, and a broken GIF says what is wrong where.
final class GIFDecoderLimitTests: XCTestCase {
    private func message(_ body: () throws -> Any) -> String {
        do { _ = try body(); return "decoded" } catch { return "\(error)" }
    }

    func testHandMadeFramesDecode() throws {
        let gif = try GIFDecoder.decode(bytes: GIFBytes.onePixelFrames(width: 4, height: 2, frames: 5), name: "small.gif")
        XCTAssertEqual(gif.frames.count, 5)
        XCTAssertEqual(gif.delaysCentiseconds, [1, 1, 1, 1, 1])
        let (r, g, b, w): (UInt32, UInt32, UInt32, UInt32) = (0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF)
        XCTAssertEqual(gif.frames[3].pixels, [r, g, b, w, 0, 0, 0, 0])
        XCTAssertEqual(gif.frames[4].pixels, [r, g, b, w, 0, 0, 0, 0], "frame 4 paints red over red")
    }

    /// The bomb: a 2 KB file, a 4096² screen and 40 one-pixel frames took 5 GB.
    func testHugeScreenTimesManyFramesIsRefusedBeforeDecoding() throws {
        let bytes = GIFBytes.onePixelFrames(width: 4096, height: 4096, frames: 40)
        XCTAssertLessThan(bytes.count, 2_048)
        let text = message { try GIFDecoder.decode(bytes: bytes, name: "bomb.gif") }
        XCTAssertTrue(text.contains("bomb.gif") && text.contains("frame 4") && text.contains("more than 64 Mpixel"), text)
        // Four such frames are exactly the budget and decode.
        let four = try GIFDecoder.decode(bytes: GIFBytes.onePixelFrames(width: 4096, height: 4096, frames: 4), name: "four.gif")
        XCTAssertEqual(four.frames.count, 4)
        XCTAssertEqual(four.frames[3].pixels[3], 0xFFFF_FFFF)
    }

    func testScreenOverTheLimitIsRefused() {
        let text = message { try GIFDecoder.decode(bytes: GIFBytes.onePixelFrames(width: 65_535, height: 2_000, frames: 1), name: "wide.gif") }
        XCTAssertTrue(text.contains("screen 65535x2000") && text.contains("larger than 64 Mpixel"), text)
    }

    func testTruncatedGIFNamesThePlace() {
        let whole = GIFBytes.onePixelFrames(width: 4, height: 2, frames: 3)
        // Cut inside the third frame's image data: frames 0 and 1 are whole.
        let cut = Array(whole[0..<(whole.count - 4)])
        let text = message { try GIFDecoder.decode(bytes: cut, name: "cut.gif") }
        XCTAssertTrue(text.contains("cut.gif") && text.contains("frame 2") && text.contains("ends early"), text)
        XCTAssertFalse(text.contains("unknown giflib error"), text)
        // Cut inside the screen descriptor.
        let header = message { try GIFDecoder.decode(bytes: Array(whole[0..<9]), name: "cut.gif") }
        XCTAssertTrue(header.contains("ends early") && header.contains("after 9 bytes"), header)
    }

    func testTruncatedFileFromTheEncoderIsBadInput() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        try renderThrough(try GIFSink(url: url, fps: 30), [TestFrames.flatUI(0), TestFrames.flatUI(1)])
        let data = try Data(contentsOf: url)
        try data.prefix(data.count * 2 / 3).write(to: url)
        XCTAssertThrowsError(try GIFDecoder.decode(url: url)) { error in
            XCTAssertEqual((error as? GIFError)?.exitCode, .badInput)
            XCTAssertTrue("\(error)".contains(url.path) && "\(error)".contains("ends early"), "\(error)")
        }
    }

    func testNotAGIFSaysSo() {
        let text = message { try GIFDecoder.decode(bytes: Array("definitely not a gif".utf8), name: "x.gif") }
        XCTAssertTrue(text.contains("x.gif: not a GIF"), text)
    }

    func testAFIFOIsRefusedWithoutBlocking() throws {
        let fifo = try makeTemporaryFolder(self).appendingPathComponent("pipe.gif")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertThrowsError(try GIFDecoder.decode(url: fifo)) {
            XCTAssertTrue("\($0)".contains("pipe.gif: not a regular file"), "\($0)")
        }
    }

    /// Interlaced rows come in four passes; giflib's encoder writes them in the order given, so
    /// rows are put in pass order and must come back top to bottom.
    func testInterlacedFrameIsDeinterlaced() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("interlaced.gif")
        var error: Int32 = 0
        let gif = try XCTUnwrap(EGifOpenFileName(url.path, false, &error))
        var colors = (0..<8).map { GifColorType(Red: UInt8($0 * 30), Green: 0, Blue: 0) }
        let map = try XCTUnwrap(GifMakeMapObject(8, &colors))
        defer { GifFreeMapObject(map) }
        XCTAssertEqual(EGifPutScreenDesc(gif, 1, 8, 8, 0, map), GIF_OK)
        XCTAssertEqual(EGifPutImageDesc(gif, 0, 0, 1, 8, true, nil), GIF_OK)
        for y in [0, 4, 2, 6, 1, 3, 5, 7] {
            var row = [GifPixelType(y)]
            XCTAssertEqual(EGifPutLine(gif, &row, 1), GIF_OK)
        }
        XCTAssertEqual(EGifCloseFile(gif, &error), GIF_OK)
        let decoded = try GIFDecoder.decode(url: url)
        XCTAssertEqual(decoded.frames[0].pixels, (0..<8).map { 0xFF00_0000 | UInt32($0 * 30) << 16 })
    }

    func testBytesAndFileDecodeAlike() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("a.gif")
        try renderThrough(try GIFSink(url: url, fps: 30), [TestFrames.flatUI(0), TestFrames.flatUI(1)])
        XCTAssertEqual(try GIFDecoder.decode(url: url), try GIFDecoder.decode(bytes: Array(try Data(contentsOf: url)), name: url.path))
    }
}
