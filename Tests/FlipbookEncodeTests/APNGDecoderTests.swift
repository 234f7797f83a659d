import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode
import FlipbookSupport

/// APNGDecoder (issue 33: `diff` of two animations compared only their first frame): what
/// APNGSink writes, changed rectangles, merged repeats and blending included, reads back as the
/// frames that went in; damage is named by chunk and check.
final class APNGDecoderTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("apng-decode") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func write(_ frames: [RasterFrame], to url: URL, fps: Double = 30) throws {
        let sink = try APNGSink(url: url, loopCount: 0)
        try sink.start(RunInfo(framesPerSecond: fps))
        for (k, raster) in frames.enumerated() {
            let frame = Frame(step: Step(index: k, time: Double(k) / fps), raster: raster)
            try sink.consume(try sink.preparer.prepare(frame), of: frame)
        }
        try sink.finish()
    }

    private func frames() -> [RasterFrame] {
        var first = TestCanvas(width: 64, height: 48, fill: 0xFFFF_FFFF)
        first.paint(x: 0, y: 0, width: 64, height: 48) { x, y in 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 5) << 8 | 0x80 }
        var second = first
        second.fill(x: 20, y: 30, width: 10, height: 6, 0xFF34_C759)
        var third = second
        third.fill(x: 3, y: 5, width: 2, height: 1, 0xFF00_0000)
        return [first.frame, second.frame, second.frame, third.frame]
    }

    func testWhatTheSinkWroteReadsBackFrameByFrameWithItsDelays() throws {
        let input = frames()
        let url = dir.appendingPathComponent("a.apng")
        try write(input, to: url)
        let animation = try APNGDecoder.decode(bytes: Array(try Data(contentsOf: url)), name: url.path)
        // The repeated second frame is one image shown twice as long.
        XCTAssertEqual(animation.frames.count, 3)
        XCTAssertEqual(animation.delaysCentiseconds, [3, 7, 3])
        for (k, expected) in [input[0], input[1], input[3]].enumerated() {
            XCTAssertTrue(animation.frames[k].pixels == expected.pixels, "frame \(k) differs")
        }
        XCTAssertTrue(APNGDecoder.isAnimated(Array(try Data(contentsOf: url))))
    }

    func testTranslucentFramesBlendOverTheCanvasAsABrowserShowsThem() throws {
        let input = (0..<4).map(TestFrames.flatUI)
        let url = dir.appendingPathComponent("t.apng")
        try write(input, to: url, fps: 10)
        let animation = try APNGDecoder.decode(bytes: Array(try Data(contentsOf: url)), name: url.path)
        XCTAssertEqual(animation.frames.count, input.count)
        for (k, expected) in input.enumerated() {
            let decoded = animation.frames[k]
            XCTAssertEqual(decoded.width, expected.width)
            // Straight alpha in the file, premultiplied here: each channel within one level.
            var worst: UInt32 = 0
            for (a, b) in zip(decoded.pixels, expected.pixels) {
                for shift in stride(from: 0, through: 24, by: 8) {
                    let x = (a >> UInt32(shift)) & 0xFF, y = (b >> UInt32(shift)) & 0xFF
                    worst = max(worst, x > y ? x - y : y - x)
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, "frame \(k)")
        }
    }

    func testDamageNamesTheChunkAndTheCheck() throws {
        let url = dir.appendingPathComponent("d.apng")
        try write(frames(), to: url)
        var bytes = Array(try Data(contentsOf: url))
        let fdAT = try XCTUnwrap((0..<bytes.count - 4).first { bytes[$0..<$0 + 4] == Array("fdAT".utf8)[...] })
        bytes[fdAT + 10] ^= 0xFF
        XCTAssertThrowsError(try APNGDecoder.decode(bytes: bytes, name: "d.apng")) { error in
            XCTAssertEqual("\(error)", "d.apng: not a readable APNG: chunk fdAT fails its CRC check")
            XCTAssertEqual((error as? APNGError)?.exitCode, .badInput)
        }
        XCTAssertThrowsError(try APNGDecoder.decode(bytes: Array(bytes[0..<fdAT]), name: "short.apng")) { error in
            XCTAssertTrue("\(error)".contains("ends early") || "\(error)".contains("past the end"), "\(error)")
        }
    }
}
