import Foundation
import XCTest
import Flipbook
import FlipbookExamples
import FlipbookTestSupport

/// The first scene end to end: driven, rasterized, written as PNGs and a GIF, read back.
final class BlogHeaderOutputTests: XCTestCase {
    private func renderBlogHeader(into dir: URL) throws -> (gif: URL, pngs: URL, summary: RenderSummary) {
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 2))
        let gif = dir.appendingPathComponent("blog-header.gif"), pngs = dir.appendingPathComponent("frames")
        let summary = try scene.render(driver, to: gif.path, pngs.path)
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
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 2))
        var run = SceneRun(scene: scene, driver: driver)
        var k = 0
        while try run.advance() != nil {
            let source = try Rasterizer().render(run.displayList())
            let gifFrame = decoded.frames[k]
            XCTAssertEqual(gifFrame.width, 780); XCTAssertEqual(gifFrame.height, 1688)
            let meanError = meanAbsoluteError(source, gifFrame)
            XCTAssertLessThan(meanError, 1.5, "frame \(k): mean error \(meanError) per channel")
            k += 1
        }
        XCTAssertEqual(k, 41)

        let names = try FileManager.default.contentsOfDirectory(atPath: pngs.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(names.first, "0000.png"); XCTAssertEqual(names.last, "0040.png"); XCTAssertEqual(names.count, 41)
    }

    func testPillowOpensTheGIFAndThePNGs() throws {
        try Checker.require(.pillow)
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
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 1))
        var loop = DriveLoop()
        loop.width = 2
        let gif = dir.appendingPathComponent("a.gif")
        let run = SceneRun(scene: scene, driver: driver)
        XCTAssertThrowsError(try loop.run(run, into: [try GIFSink(url: gif), FailingSink(failAt: 5)])) { error in
            XCTAssertEqual("\(error)", "disk full at frame 5")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no GIF, no temp file")
    }
}

/// A sink that fails part-way, like a disk that fills up.
private final class FailingSink: FrameSink {
    struct Failure: Error, CustomStringConvertible { let description: String }
    struct Preparer: FramePreparer {
        func prepare(_ frame: Frame) throws -> Int { frame.step.index }
    }
    let preparer = Preparer()
    var needs: SinkNeeds { [] }
    let failAt: Int
    init(failAt: Int) { self.failAt = failAt }
    func consume(_ index: Int, of frame: Frame) throws {
        if index == failAt { throw Failure(description: "disk full at frame \(index)") }
    }
    func finish() throws {}
    func abort() {}
}
