import Foundation
import XCTest
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
import FlipbookSupport

/// The handout as a reader meets it, read back with Poppler: the words it holds, the pages,
/// and each frame's pixels beside the rasterizer's.
final class PDFHandoutSinkTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("handout") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func requirePoppler() throws {
        try Checker.require(.poppler)
    }

    private let info = HandoutInfo(sceneName: "scroll-fixture", deviceName: "test-phone",
                                   title: "Fixture review", note: "Look at the blue box.")

    @discardableResult
    private func render(_ source: HandoutFixtureSource, to name: String = "h.pdf", paper: HandoutPaper = .a4,
                        choice: HandoutFrameChoice = .keyFrames) throws -> (URL, RenderSummary) {
        let url = dir.appendingPathComponent(name)
        let sink = try PDFHandoutSink(url: url, info: info, paper: paper, choice: choice)
        let summary = try DriveLoop().run(source, into: [sink])
        return (url, summary)
    }

    func testTitlePageStatesTheRunAndCaptionsNameEachKeyFrame() throws {
        try requirePoppler()
        let (url, _) = try render(HandoutFixtureSource(offsets: scrollThereAndBack))
        XCTAssertEqual(try Poppler.info(of: url)["Pages"], "2", "a title page and one page of five frames")
        // Wrapped lines read as one: a line break is a space to a reader.
        let title = try Poppler.text(of: url, pages: 1...1).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for expected in ["Fixture review", "scroll-fixture", "test-phone · 156 × 312 pt · @1x", "11 (steps 0–10)",
                         "1.00 s", "steps 0, 2, 5, 8, 10", "Look at the blue box.", "page 1 of 2"] {
            XCTAssertTrue(title.contains(expected), "title page lacks '\(expected)':\n\(title)")
        }
        let grid = try Poppler.text(of: url, pages: 2...2)
        for expected in ["step 0 · 0.00 s · first", "step 2 · 0.20 s · starts", "step 5 · 0.50 s · turns",
                         "step 8 · 0.80 s · stops", "step 10 · 1.00 s · last", "offset 0, 30",
                         "moved: (first frame shown)", "moved: nothing", "moved: box", "page 2 of 2"] {
            XCTAssertTrue(grid.contains(expected), "grid page lacks '\(expected)':\n\(grid)")
        }
        // The frames' own words are text, not pixels: one label per shown frame.
        XCTAssertEqual(grid.components(separatedBy: HandoutFixtureSource.label).count - 1, 5)
        for k in [0, 2, 5, 8, 10] { XCTAssertTrue(grid.contains("frame \(k)\n"), "frame \(k)'s own label") }
        XCTAssertFalse(grid.contains("frame 3\n"), "a frame in mid-motion is not shown")
    }

    func testEveryKShowsThoseFramesOnLetterPaper() throws {
        try requirePoppler()
        let (url, _) = try render(HandoutFixtureSource(offsets: scrollThereAndBack), paper: .letter, choice: .every(4))
        XCTAssertEqual(try Poppler.info(of: url)["Page size"], "612 x 792 pts (letter)")
        let grid = try Poppler.text(of: url, pages: 2...2)
        for k in [0, 4, 8, 10] { XCTAssertTrue(grid.contains("step \(k) · "), "step \(k) in:\n\(grid)") }
        XCTAssertFalse(grid.contains("step 5 · "))
        let title = try Poppler.text(of: url, pages: 1...1).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(title.contains("one in every 4, and the last"), title)
    }

    /// Each frame printed at 4 pixels per point is the rasterizer's frame at scale 4. With
    /// pdftocairo (Cairo, as the raster) the whole frame, text included (≥ 40 dB); with pdftoppm
    /// its shapes, translucent layer and clipped image (≥ 40 dB), and its words where the frame
    /// has them (to a quarter point). pdftoppm's text pixels differ: it places glyphs on quarter
    /// pixels where Cairo rounds to whole ones, and Cairo 1.16's PDF text drifts slightly left
    /// along a line (glyph widths truncated to 1/1000 em), so glyph edges land a pixel apart.
    func testEachVectorFrameMatchesItsRasterFrame() throws {
        try requirePoppler()
        let (url, _) = try render(HandoutFixtureSource(offsets: scrollThereAndBack))
        let layout = try HandoutLayout(paper: .a4, frameSize: HandoutFixtureSource.canvas)
        XCTAssertEqual(layout.frameScale, 1, "the fixture is sized to print at one point per point")
        let pixelsPerPoint = 4.0
        var source = HandoutFixtureSource(offsets: scrollThereAndBack)
        source.scale = pixelsPerPoint
        var rasters: [Int: RasterFrame] = [:]
        var texts: [Int: [Rect]] = [:]
        while let step = try source.advance() {
            rasters[step.index] = try Rasterizer().render(source.displayList())
            texts[step.index] = textBoxes(in: source.displayList())
        }
        let words = try Poppler.words(of: url, page: 2)
        for (slot, step) in [0, 2, 5, 8, 10].enumerated() {
            let box = layout.frameBox(slot: slot)
            func printed(_ renderer: Poppler.Renderer) throws -> RasterFrame {
                try Poppler.render(url, page: 2, dpi: Int(72 * pixelsPerPoint), x: Int(box.minX * pixelsPerPoint),
                                   y: Int(box.minY * pixelsPerPoint), width: Int(box.width * pixelsPerPoint),
                                   height: Int(box.height * pixelsPerPoint), with: renderer)
            }
            let raster = try XCTUnwrap(rasters[step])
            let textPixels = try XCTUnwrap(texts[step]).map {
                Rect(x: ($0.minX - 2) * pixelsPerPoint, y: ($0.minY - 2) * pixelsPerPoint,
                     width: ($0.width + 4) * pixelsPerPoint, height: ($0.height + 4) * pixelsPerPoint)
            }
            let splash = try printed(.pdftoppm), cairo = try printed(.pdftocairo)
            let shapes = psnr(splash, raster, excluding: textPixels)
            print(String(format: "handout PSNR fixture step %d: pdftoppm %.1f dB without text, %.1f dB whole; pdftocairo %.1f dB whole",
                         step, shapes, psnr(splash, raster), psnr(cairo, raster)))
            XCTAssertGreaterThanOrEqual(shapes, 40, "step \(step), pdftoppm")
            XCTAssertGreaterThanOrEqual(psnr(cairo, raster), 40, "step \(step), pdftocairo")
            // The label's first word starts where the run does: 8 pt into the frame.
            let label = words.filter { $0.text == "Scroll" && box.insetBy(dx: -1, dy: -1).intersects($0.box) }
            XCTAssertEqual(label.count, 1, "\(words)")
            XCTAssertEqual(label.first?.box.minX ?? 0, box.minX + 8, accuracy: 0.25)
        }
    }

    /// A canvas the rasterizer refuses (too many pixels) still makes a handout: nothing is rasterized.
    func testNeedsNoRasterization() throws {
        try requirePoppler()
        var source = HandoutFixtureSource(offsets: scrollThereAndBack)
        source.scale = 200   // 31,200 px wide: past Rasterizer.maxPixelsPerSide
        let (url, summary) = try render(source)
        XCTAssertEqual(summary.rasterTime, .zero)
        XCTAssertTrue(try Poppler.text(of: url).contains("step 10 · 1.00 s · last"))
    }

    func testOneImageIsEmbeddedOnceHoweverManyFramesShowIt() throws {
        let (url, _) = try render(HandoutFixtureSource(offsets: scrollThereAndBack), choice: .every(1))
        let bytes = try Data(contentsOf: url)
        let images = String(decoding: bytes, as: UTF8.self).components(separatedBy: "/Subtype /Image").count - 1
        XCTAssertEqual(images, 1, "one image XObject for eleven frames of the same opaque ramp")
    }

    func testAFailedRunLeavesNoPDFAndNoTemporaryFile() throws {
        XCTAssertThrowsError(try render(HandoutFixtureSource(offsets: scrollThereAndBack, failAt: 6))) {
            XCTAssertTrue($0 is HandoutFixtureSource.Stopped, "\($0)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testARunPastTheLimitStopsWithAMessageAndWritesNothing() throws {
        let offsets = Array(repeating: 0.0, count: PDFHandoutSink.maximumFrames + 1)
        XCTAssertThrowsError(try render(HandoutFixtureSource(offsets: offsets), choice: .every(1))) {
            XCTAssertEqual($0 as? HandoutError, .tooManyFrames(path: dir.appendingPathComponent("h.pdf").path,
                                                               limit: PDFHandoutSink.maximumFrames))
            XCTAssertEqual(($0 as? FlipbookError)?.exitCode, .badInput)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testBadSettingsFailBeforeAnyFrame() throws {
        let url = dir.appendingPathComponent("h.pdf")
        XCTAssertThrowsError(try PDFHandoutSink(url: url, info: info, choice: .every(0))) {
            XCTAssertEqual($0 as? HandoutError, .everyOutOfRange(0))
        }
        XCTAssertThrowsError(try PDFHandoutSink(url: dir.appendingPathComponent("missing/h.pdf"), info: info)) {
            XCTAssertEqual(($0 as? FlipbookError)?.exitCode, .failure, "\($0)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testARangeWithNoFramesIsBadInput() throws {
        let url = dir.appendingPathComponent("h.pdf")
        let sink = SelectedSteps(try PDFHandoutSink(url: url, info: info), steps: 50...60)
        XCTAssertThrowsError(try DriveLoop().run(HandoutFixtureSource(offsets: scrollThereAndBack), into: [sink])) {
            XCTAssertEqual($0 as? HandoutError, .noFrames(path: url.path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }
}
