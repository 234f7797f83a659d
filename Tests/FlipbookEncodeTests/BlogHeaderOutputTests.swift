import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookEncode

/// The first scene end to end: driven, rasterized, written as PNGs and a GIF, read back.
final class BlogHeaderOutputTests: XCTestCase {
    private func renderBlogHeader(into dir: URL) throws -> (gif: URL, pngs: URL, summary: RenderSummary) {
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(2)
        let gif = dir.appendingPathComponent("blog-header.gif"), pngs = dir.appendingPathComponent("frames")
        var loop = RenderLoop(scene: scene, driver: driver)
        let summary = try loop.run(into: [try GIFSink(url: gif, fps: 30), try PNGSequenceSink(directory: pngs)])
        return (gif, pngs, summary)
    }

    func testGIFDecodesToTheFramesThatWentIn() throws {
        let dir = try temporaryDirectory("blog")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (gif, pngs, summary) = try renderBlogHeader(into: dir)
        XCTAssertEqual(summary.frames, 41)

        let decoded = try GIFDecoder.decode(url: gif)
        XCTAssertEqual(decoded.frames.count, 41, "no frame missing")
        XCTAssertEqual(decoded.loopCount, 0, "loops forever")
        XCTAssertEqual(decoded.delaysCentiseconds.reduce(0, +), 137, "41 frames at 30 fps, rounding carried")

        // Each decoded frame against a fresh render of the same step.
        var (scene, driver) = try BuiltInScenes.named("blog-header")!.make(2)
        var k = 0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let source = try Rasterizer().render(scene.displayList())
            let gifFrame = decoded.frames[k]
            XCTAssertEqual(gifFrame.width, 780); XCTAssertEqual(gifFrame.height, 1688)
            let meanError = meanAbsoluteError(source, gifFrame)
            XCTAssertLessThan(meanError, 1.5, "frame \(k): mean error \(meanError) per channel")
            k += 1
        }
        XCTAssertEqual(k, 41)

        let names = try FileManager.default.contentsOfDirectory(atPath: pngs.path).sorted()
        XCTAssertEqual(names.first, "0000.png"); XCTAssertEqual(names.last, "0040.png"); XCTAssertEqual(names.count, 41)
    }

    func testPillowOpensTheGIFAndThePNGs() throws {
        try XCTSkipUnless(IndependentChecker.isAvailable, "needs /usr/bin/python3 with Pillow (make test installs it)")
        let dir = try temporaryDirectory("pillow")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (gif, pngs, _) = try renderBlogHeader(into: dir)
        let out = try IndependentChecker.run("""
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        durations = []
        for i in range(im.n_frames):
            im.seek(i); durations.append(im.info.get("duration", 0))
        png = Image.open(sys.argv[2] + "/0018.png")
        print(im.format, im.n_frames, im.size[0], im.size[1], im.info.get("loop"), sum(durations), png.size[0], png.size[1])
        """, arguments: [gif.path, pngs.path])
        XCTAssertEqual(out.trimmingCharacters(in: .whitespacesAndNewlines), "GIF 41 780 1688 0 1370 780 1688")
    }

    func testRenderingTwiceGivesIdenticalBytes() throws {
        let a = try temporaryDirectory("det-a"), b = try temporaryDirectory("det-b")
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        let first = try renderBlogHeader(into: a), second = try renderBlogHeader(into: b)
        XCTAssertEqual(try Data(contentsOf: first.gif), try Data(contentsOf: second.gif))
        for name in ["0000.png", "0018.png", "0040.png"] {
            XCTAssertEqual(try Data(contentsOf: first.pngs.appendingPathComponent(name)),
                           try Data(contentsOf: second.pngs.appendingPathComponent(name)), name)
        }
    }

    func testFailedRenderLeavesNothingBehind() throws {
        let dir = try temporaryDirectory("abort")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(1)
        var loop = RenderLoop(scene: scene, driver: driver)
        loop.batchSize = 2
        let gif = dir.appendingPathComponent("a.gif")
        XCTAssertThrowsError(try loop.run(into: [try GIFSink(url: gif, fps: 30), FailingSink(failAt: 5)])) { error in
            XCTAssertEqual("\(error)", "disk full at frame 5")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no GIF, no temp file")
    }
}

/// Mean absolute difference per RGB channel of two opaque frames, 0…255.
func meanAbsoluteError(_ a: RasterFrame, _ b: RasterFrame) -> Double {
    precondition(a.pixels.count == b.pixels.count)
    var total = 0
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            for i in 0..<pa.count {
                let p = pa[i], q = pb[i]
                total &+= abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)) + abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF))
                    + abs(Int(p & 0xFF) - Int(q & 0xFF))
            }
        }
    }
    return Double(total) / Double(3 * max(1, a.pixels.count))
}

/// A sink that fails part-way, like a disk that fills up.
private final class FailingSink: FrameSink {
    struct Failure: Error, CustomStringConvertible { let description: String }
    struct Preparer: FramePreparer {
        func prepare(_ frame: RasterFrame, index: Int) throws -> Int { index }
    }
    let preparer = Preparer()
    let failAt: Int
    init(failAt: Int) { self.failAt = failAt }
    func write(_ prepared: Int, index: Int) throws {
        if index == failAt { throw Failure(description: "disk full at frame \(index)") }
    }
    func finish() throws {}
    func abort() {}
}
