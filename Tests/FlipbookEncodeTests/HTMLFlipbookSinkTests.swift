import Foundation
import XCTest
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode
import FlipbookSupport

/// The flipbook page as its script reads it: every frame exact, captions from the trace, one
/// file with nothing outside it, and nothing at all when the run fails.
final class HTMLFlipbookSinkTests: XCTestCase {
    private func render(_ source: ScrollingBands, to url: URL, pingPong: Bool = false) throws -> [RasterFrame] {
        var loop = DriveLoop()
        loop.pingPong = pingPong
        try loop.run(source, into: [try HTMLFlipbookSink(url: url)])
        var replay = source
        var frames: [RasterFrame] = []
        while try replay.advance() != nil { frames.append(try Rasterizer().render(replay.displayList())) }
        return frames
    }

    func testThePageRebuildsEveryFrameExactly() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("bands.html")
        let expected = try render(ScrollingBands(frames: 12, scale: 2), to: url)
        let page = try FlipbookPageContents(url: url)
        XCTAssertEqual(page.frames.count, 12)
        XCTAssertEqual(page.width, 240)
        XCTAssertEqual(page.height, 400)
        for (k, frame) in page.frames.enumerated() {
            XCTAssertEqual(frame, expected[k], "frame \(k) differs from the rendered frame")
        }
    }

    func testPingPongPlaysTheMiddleFramesBackWithTheirOffsets() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("bands.html")
        let expected = try render(ScrollingBands(frames: 5), to: url, pingPong: true)
        let page = try FlipbookPageContents(url: url)
        XCTAssertEqual(page.frames, expected + [expected[3], expected[2], expected[1]])
        XCTAssertEqual(page.captions[6], "step 6 · 0.20 s · offset (0, 14) · replay")
    }

    func testCaptionsNameStepTimeAndTheTracedOffset() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("bands.html")
        _ = try render(ScrollingBands(frames: 4), to: url)
        let page = try FlipbookPageContents(url: url)
        XCTAssertEqual(page.captions, ["step 0 · 0.00 s · offset (0, 0)", "step 1 · 0.10 s · offset (0, 7)",
                                       "step 2 · 0.20 s · offset (0, 14)", "step 3 · 0.30 s · offset (0, 21)"])
        XCTAssertEqual(page.fps, 10, "plays at the driver's rate")
        XCTAssertTrue(page.html.contains("<figcaption id=\"caption\">step 0 · 0.00 s · offset (0, 0)</figcaption>"))
    }

    func testScrolledRowsAreStoredOnce() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("bands.html")
        let sink = try HTMLFlipbookSink(url: url)
        try DriveLoop().run(ScrollingBands(frames: 30), into: [sink])
        // 6,000 rows in 30 frames: the flat header is one new row a frame (30 in all), and the
        // bands, which only scroll, are stored once (55 rows: edges, corners, fill of 6 colours).
        XCTAssertLessThanOrEqual(sink.distinctRows, 100, "rows that only moved were stored again")
        let page = try FlipbookPageContents(url: url)
        XCTAssertEqual(page.stripCount, 1)
    }

    func testTheFileNeedsNothingOutsideIt() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("bands.html")
        _ = try render(ScrollingBands(frames: 3), to: url)
        let html = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!doctype html>"))
        for outside in ["http:", "https:", "<link", "@import", "url(", "src=\"", "//cdn"] {
            XCTAssertFalse(html.contains(outside), "the page refers outside itself: \(outside)")
        }
    }

    func testStringsAreEscapedWhereverTheyGo() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("x.html")
        let title = "</script><script>alert('x')</script> & \"q\""
        let sink = try HTMLFlipbookSink(url: url, title: title, fps: 10)
        let frame = Frame(step: Step(index: 0, time: 0), raster: RasterFrame(width: 4, height: 4, filledWith: 0xFF00_80FF))
        try feed(sink, [frame])
        let html = try String(contentsOf: url, encoding: .utf8)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertTrue(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</title>"))
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2, "only the page's own two scripts end")
        XCTAssertEqual(HTMLText.scriptJSONString("a</script><!--\u{2028}"), "\"a\\u003c/script\\u003e\\u003c!--\\u2028\"")
    }

    func testAbortLeavesNothingAndAnEmptyRunWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.html")
        let sink = try HTMLFlipbookSink(url: url, fps: 10)
        let frame = Frame(step: Step(index: 0, time: 0), raster: RasterFrame(width: 4, height: 4, filledWith: 0xFFFF_FFFF))
        try sink.consume(try sink.preparer.prepare(frame), of: frame)
        sink.abort()
        XCTAssertThrowsError(try sink.finish())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])

        XCTAssertThrowsError(try feed(try HTMLFlipbookSink(url: url, fps: 10), [])) { error in
            XCTAssertEqual((error as? OutputError)?.exitCode, .badInput)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testBadParametersAreRefusedBeforeRendering() throws {
        let folder = try makeTemporaryFolder(self)
        for fps in [0, -1, .infinity, .nan, 1001] {
            XCTAssertThrowsError(try HTMLFlipbookSink(url: folder.appendingPathComponent("a.html"), fps: fps), "fps \(fps)")
        }
        XCTAssertThrowsError(try HTMLFlipbookSink(url: folder.appendingPathComponent("missing/a.html")))
    }

    func testFramesOfAnotherSizeAreRefused() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("a.html")
        let sink = try HTMLFlipbookSink(url: url, fps: 10)
        let frames = [RasterFrame(width: 4, height: 4, filledWith: 0xFFFF_FFFF), RasterFrame(width: 4, height: 5, filledWith: 0xFFFF_FFFF)]
            .enumerated().map { Frame(step: Step(index: $0, time: 0), raster: $1) }
        XCTAssertThrowsError(try feed(sink, frames))
        sink.abort()
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }
}

/// The row pool's runs: copies of consecutive rows, repeats of one row, never across strips.
final class RowPoolTests: XCTestCase {
    private func keys(_ rows: [Int]) -> [RowKey] { rows.map { RowKey(low: $0, high: -$0) } }

    func testNewRowsAreOneCopyAndABlankBandIsOneRepeat() {
        var pool = RowPool(stripRows: 100)
        let first = pool.place(keys([1, 2, 3, 9, 9, 9, 9]))
        XCTAssertEqual(first.newRows, [0, 1, 2, 3])
        XCTAssertEqual(first.runs, [RowRun(strip: 0, row: 0, height: 3, repeats: false),
                                    RowRun(strip: 0, row: 3, height: 4, repeats: true)])
        // Scrolled up by one row: old rows are found where they were first stored.
        let second = pool.place(keys([2, 3, 9, 9, 9, 9, 4]))
        XCTAssertEqual(second.newRows, [6])
        XCTAssertEqual(second.runs, [RowRun(strip: 0, row: 1, height: 2, repeats: false),
                                     RowRun(strip: 0, row: 3, height: 4, repeats: true),
                                     RowRun(strip: 0, row: 4, height: 1, repeats: false)])
    }

    func testACopyStopsAtTheEndOfItsStrip() {
        var pool = RowPool(stripRows: 2)
        let placed = pool.place(keys([1, 2, 3, 4, 5]))
        XCTAssertEqual(placed.runs, [RowRun(strip: 0, row: 0, height: 2, repeats: false),
                                     RowRun(strip: 1, row: 0, height: 2, repeats: false),
                                     RowRun(strip: 2, row: 0, height: 1, repeats: false)])
        XCTAssertEqual(pool.count, 5)
    }
}
