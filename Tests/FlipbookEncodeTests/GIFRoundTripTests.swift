import XCTest
import FlipbookTestSupport
import FlipbookRender
@testable import FlipbookEncode

final class GIFRoundTripTests: XCTestCase {
    func testAnimationDecodesToWhatWentIn() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("anim.gif")
        let frames = TestFrames.animation
        try renderThrough(try GIFSink(url: url, fps: 30), frames)

        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.width, TestFrames.width)
        XCTAssertEqual(gif.height, TestFrames.height)
        XCTAssertEqual(gif.frames.count, frames.count)
        XCTAssertEqual(gif.loopCount, 0)
        XCTAssertEqual(gif.delaysCentiseconds, [3, 4, 3, 3, 4, 3, 3, 4, 3, 3])
        XCTAssertEqual(gif.delaysCentiseconds.reduce(0, +), 33)   // round(10 × 100 / 30)

        for (k, (input, decoded)) in zip(frames, gif.frames).enumerated() {
            let expected = input.pixels.map(TestCanvas.overWhite)
            if TestFrames.distinctOpaqueColors(input) <= 256 {
                XCTAssertEqual(decoded.pixels, expected, "frame \(k) should be exact")
            } else {
                XCTAssertLessThan(meanAbsoluteError(decoded.pixels, expected), 2, "frame \(k)")
            }
        }
        // The first five frames are flat; make sure both quantizer paths were exercised.
        XCTAssertEqual(frames.prefix(5).filter { TestFrames.distinctOpaqueColors($0) <= 256 }.count, 5)
        XCTAssertEqual(frames.suffix(5).filter { TestFrames.distinctOpaqueColors($0) > 256 }.count, 5)
    }

    func testLoopCountAndStillFramesRoundTrip() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("still.gif")
        let still = TestFrames.flatUI(0)
        try renderThrough(try GIFSink(url: url, fps: 12.5, loopCount: 3), [still, still, still])
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.loopCount, 3)
        // Identical frames merge into one image that lasts as long as the three.
        XCTAssertEqual(gif.delaysCentiseconds, [24])
        XCTAssertEqual(gif.frames.map(\.pixels), [still.pixels.map(TestCanvas.overWhite)])
    }

    func testCroppingKeepsSmallChangesSmall() throws {
        let folder = try makeTemporaryFolder(self)
        let one = folder.appendingPathComponent("one.gif"), many = folder.appendingPathComponent("many.gif")
        try renderThrough(try GIFSink(url: one, fps: 30), [TestFrames.gradient(5)])
        try renderThrough(try GIFSink(url: many, fps: 30), Array(repeating: TestFrames.gradient(5), count: 20))
        let size = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int }
        // 19 unchanged frames are merged into the first: no bytes beyond the longer delay.
        XCTAssertEqual(try size(many), try size(one))
    }
}
