import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode
import FlipbookSupport

/// APNGSink as a user sees its files: Pillow (an independent decoder) opens them, and every frame
/// it shows is exactly the frame that went in.
final class APNGSinkTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("apng") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// An opaque 64×48 frame: a gradient background, so every pixel row differs from the next.
    private func background() -> TestCanvas {
        var c = TestCanvas(width: 64, height: 48, fill: 0xFFFF_FFFF)
        c.paint(x: 0, y: 0, width: 64, height: 48) { x, y in 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 5) << 8 | 0x80 }
        return c
    }

    /// Feeds the sink as the drive loop does: prepared on an ordered stage, several frames at
    /// once, consumed in order, then finished.
    private func render(_ frames: [RasterFrame], into sink: APNGSink, fps: Double = 30) throws {
        try sink.start(RunInfo(framesPerSecond: fps))
        let stage = OrderedStage<(APNGPreparedFrame, Frame)>(width: 4)
        let preparer = sink.preparer
        for (k, raster) in frames.enumerated() {
            let frame = Frame(step: Step(index: k, time: Double(k) / fps), raster: raster)
            try stage.submit({ (try preparer.prepare(frame), frame) }, deliver: { try sink.consume($0.0, of: $0.1) })
        }
        try stage.finish { try sink.consume($0.0, of: $0.1) }
        try sink.finish()
    }

    func testPillowShowsEveryFrameExactlyWithChangedRectanglesMergedRepeatsDelaysAndLoop() throws {
        let first = background()
        var second = first
        second.fill(x: 20, y: 30, width: 10, height: 6, 0xFF34_C759)        // a 10×6 card appears
        var third = second
        third.fill(x: 3, y: 5, width: 2, height: 1, 0xFF00_0000)            // two pixels change
        var fourth = TestCanvas(width: 64, height: 48, fill: 0xFF13_315C)   // everything changes
        fourth.fill(x: 0, y: 40, width: 64, height: 8, 0xFFF2_F2F7)
        // The second frame shows for three steps: two identical frames follow it.
        let input = [first.frame, second.frame, second.frame, second.frame, third.frame, fourth.frame]
        let url = dir.appendingPathComponent("a.apng")
        let sink = try APNGSink(url: url, loopCount: 2)
        try render(input, into: sink)
        XCTAssertEqual(sink.imagesWritten, 4)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["a.apng"], "no temporary file left")

        // The independent reading last, so a missing Pillow removes only it.
        try Checker.require(.pillow)
        let seen = try PillowAnimation.read(url)
        XCTAssertEqual(seen.format, "PNG")
        XCTAssertEqual(seen.mode, "RGB", "opaque frames are stored as RGB")
        XCTAssertEqual([seen.width, seen.height], [64, 48])
        XCTAssertEqual(seen.loop, 3, "--loop 2 repeats twice after the first play: three plays")
        XCTAssertEqual(seen.frames.count, 4, "the two repeats are merged into the second frame")
        XCTAssertEqual(seen.durations.count, 4)
        for (duration, expected) in zip(seen.durations, [1000.0 / 30, 100, 1000.0 / 30, 1000.0 / 30]) {
            XCTAssertEqual(duration, expected, accuracy: 1e-9, "delays are exact fractions: 1/30 s, 3/30 s")
        }
        XCTAssertEqual(seen.regions.map { $0 ?? [] }, [[0, 0, 64, 48], [20, 30, 30, 36], [3, 5, 5, 6], [0, 0, 64, 48]],
                       "each frame stores only what changed since the one before")
        for (k, source) in [first, second, third, fourth].enumerated() {
            XCTAssertTrue(seen.frames[k] == source.pixels, "frame \(k) is lossless")
        }
    }

    func testTranslucentFramesAreStoredAsRGBAWithStraightAlpha() throws {
        let input = (0..<5).map(TestFrames.flatUI)       // a translucent bar and a transparent corner
        let url = dir.appendingPathComponent("t.apng")
        try render(input, into: try APNGSink(url: url, fps: 12.5))
        try Checker.require(.pillow)
        let seen = try PillowAnimation.read(url)
        XCTAssertEqual(seen.mode, "RGBA")
        XCTAssertEqual(seen.loop, 0, "loops forever by default")
        XCTAssertEqual(seen.frames.count, 5)
        for d in seen.durations { XCTAssertEqual(d, 80, accuracy: 1e-9, "12.5 fps: 2/25 s") }
        for (k, frame) in input.enumerated() {
            XCTAssertTrue(seen.frames[k] == frame.pixels.map(PillowAnimation.straight), "frame \(k)")
        }
    }

    func testAnAbortedOrFailedRenderLeavesNoFile() throws {
        let url = dir.appendingPathComponent("gone.apng")
        let aborted = try APNGSink(url: url, fps: 30)
        let frame = Frame(step: Step(index: 0, time: 0), raster: background().frame)
        try aborted.consume(try aborted.preparer.prepare(frame), of: frame)
        aborted.abort()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])

        let failing = try APNGSink(url: url, fps: 30)
        try failing.consume(try failing.preparer.prepare(frame), of: frame)
        let other = Frame(step: Step(index: 1, time: 0), raster: RasterFrame(width: 10, height: 10, filledWith: 0xFFFF_FFFF))
        XCTAssertThrowsError(try failing.consume(try failing.preparer.prepare(other), of: other)) { error in
            XCTAssertEqual("\(error)", "APNG \(url.path): frame 1: size 10x10 differs from the first frame's 64x48")
        }
        XCTAssertThrowsError(try failing.finish())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "nothing at the path, no temporary file")

        let empty = try APNGSink(url: url, fps: 30)
        XCTAssertThrowsError(try empty.finish())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testAMissingFolderFailsBeforeAnyFrame() {
        XCTAssertThrowsError(try APNGSink(url: dir.appendingPathComponent("no/such/a.apng"))) { error in
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .failure)
        }
        XCTAssertThrowsError(try APNGSink(url: dir.appendingPathComponent("a.apng"), loopCount: 65_536)) { error in
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
        }
    }

    func testDelaysAreExactFractionsOfTheFrameRate() throws {
        let thirty = try APNGFrameDelays(fps: 30)
        XCTAssertTrue(thirty.delay(from: 0, count: 1) == (1, 30))
        XCTAssertTrue(thirty.delay(from: 7, count: 3) == (1, 10))
        XCTAssertTrue(thirty.delay(from: 0, count: 45) == (3, 2))
        XCTAssertTrue(try APNGFrameDelays(fps: 29.97).delay(from: 0, count: 1) == (100, 2997))
        XCTAssertTrue(try APNGFrameDelays(fps: 12.5).delay(from: 0, count: 1) == (2, 25))
        XCTAssertTrue(try APNGFrameDelays(fps: 24).delay(from: 0, count: 2) == (1, 12))
        // 70,000 steps of 1/29.97 s do not fit 16 bits exactly: 2335.7 s in tenths of a second.
        let long = try APNGFrameDelays(fps: 29.97).delay(from: 0, count: 70_000)
        XCTAssertTrue(long == (23_357, 10), "\(long)")
        for bad in [0, -1, .infinity, .nan, 1001] as [Double] {
            XCTAssertThrowsError(try APNGFrameDelays(fps: bad), "\(bad)")
        }
    }

    func testChangedAreaIsTheSmallestRectangleAndNilForIdenticalFrames() {
        var area = ChangedArea()
        var pixels = [UInt32](repeating: 1, count: 20 * 10)
        XCTAssertEqual(area.change(to: pixels, width: 20), PixelRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertNil(area.change(to: pixels, width: 20))
        pixels[3 * 20 + 4] = 2
        pixels[6 * 20 + 17] = 2
        XCTAssertEqual(area.change(to: pixels, width: 20), PixelRect(x: 4, y: 3, width: 14, height: 4))
    }
}
