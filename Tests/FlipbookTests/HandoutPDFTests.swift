import Foundation
import XCTest
import Flipbook
import FlipbookExamples
import FlipbookTestSupport

/// `scene.render(driver, to: "review.pdf")` end to end, read back with Poppler as a reviewer's
/// viewer would: the scene's own words, the captions, the frames' pixels and the frames chosen.
final class HandoutPDFTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = try temporaryDirectory("handout-e2e")
    }
    override func tearDownWithError() throws { if let dir { try? FileManager.default.removeItem(at: dir) } }

    private func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    func testTheSceneWordsAreTextAndTheCaptionsSayWhatMoved() throws {
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 2))
        var options = RenderOptions()
        options.handout.sceneName = "blog-header"
        options.handout.title = "Header collapse"
        options.handout.note = "The title shrinks as the list scrolls."
        let pdf = dir.appendingPathComponent("review.pdf")
        try scene.render(driver, to: pdf.path, options: options)

        try Checker.require(.poppler)   // outside XCTAssert, which would turn a skip into a failure
        XCTAssertEqual(try Poppler.info(of: pdf)["Title"], "Header collapse (blog-header)")
        let title = words(try Poppler.text(of: pdf, pages: 1...1))
        for expected in ["Header collapse", "blog-header", "iphone-14 · 390 × 844 pt · @2x", "41 (steps 0–40)",
                         "1.33 s", "The title shrinks as the list scrolls."] {
            XCTAssertTrue(title.contains(expected), "'\(expected)' in: \(title)")
        }
        let grid = try Poppler.text(of: pdf, pages: 2...2)
        for expected in ["AlexandreFreire", "Desarrollo iOS", "Cómo animar una cabecera",
                         "step 0 · 0.00 s · first", "step 40 · 1.33 s · last", "offset 0, 100"] {
            XCTAssertTrue(grid.contains(expected), "'\(expected)' in: \(grid)")
        }
        // The table's rows all moved with the scroll: named as one run.
        XCTAssertTrue(words(grid).contains("moved: header, leftIcon, rightIcon, row0– row23, schedule, subtitle, title"), grid)
    }

    /// At A4's 3/8 pt per point, 8 pixels per page point are the raster's 3 per scene point: each
    /// frame of the page, printed by Poppler, is compared with the rasterizer's frame of its step.
    ///
    /// Pixels are compared away from text; words are checked by their place (inside their label
    /// on the page). Text pixels differ because of the tools, not the handout: Cairo 1.16 writes
    /// glyph widths truncated to 1/1000 em while positioning by exact advances, so along a line a
    /// viewer's glyphs drift left (0.77 px at this resolution after 30 glyphs of 15 pt) and round
    /// to the neighbouring pixel; whole frames measure ~29 dB with pdftocairo, ~22 dB with
    /// pdftoppm. Away from text, pdftocairo (Cairo, as the raster) gives 67–81 dB; pdftoppm
    /// (Poppler's own Splash) resamples the icons' images differently and gives 38–42 dB.
    func testEachFramePrintsAsItsRasterFrame() throws {
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 3))
        var options = RenderOptions()
        options.handout.every = 8
        let pdf = dir.appendingPathComponent("every8.pdf")
        try scene.render(driver, to: pdf.path, options: options)

        let layout = try HandoutLayout(paper: .a4, frameSize: Size(width: 390, height: 844))
        // source: 6/16, derived in HandoutLayoutTests from A4 and the handout's margins.
        XCTAssertEqual(layout.frameScale, 0.375)
        let pixelsPerPoint = 8.0
        let (fresh, again) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 3))
        var run = SceneRun(scene: fresh, driver: again)
        var lists: [Int: DisplayList] = [:]
        while let step = try run.advance() {
            if step.index % 8 == 0 { lists[step.index] = run.displayList() }
        }
        let pageWords = try Poppler.words(of: pdf, page: 2)
        for (slot, step) in [0, 8, 16, 24, 32, 40].enumerated() {
            let list = try XCTUnwrap(lists[step], "step \(step)")
            let box = layout.frameBox(slot: slot)
            func printed(_ renderer: Poppler.Renderer) throws -> RasterFrame {
                try Poppler.render(pdf, page: 2, dpi: Int(72 * pixelsPerPoint),
                                   x: Int(box.minX * pixelsPerPoint), y: Int(box.minY * pixelsPerPoint),
                                   width: Int(box.width * pixelsPerPoint), height: Int(box.height * pixelsPerPoint),
                                   with: renderer)
            }
            let raster = try Rasterizer().render(list)
            let texts = textBoxes(in: list)
            let textPixels = texts.map { $0.insetBy(dx: -2, dy: -2).scaled(by: list.scale) }
            let splash = try printed(.pdftoppm), cairo = try printed(.pdftocairo)
            let shapes = psnr(cairo, raster, excluding: textPixels)
            print(String(format: "handout PSNR blog-header step %d: pdftocairo %.1f dB without text, %.1f whole; pdftoppm %.1f dB without text, %.1f whole",
                         step, shapes, psnr(cairo, raster), psnr(splash, raster, excluding: textPixels), psnr(splash, raster)))
            XCTAssertGreaterThanOrEqual(shapes, 40, "step \(step), pdftocairo")
            XCTAssertGreaterThanOrEqual(psnr(splash, raster, excluding: textPixels), 35, "step \(step), pdftoppm")
            // The title's word sits inside the title label's box, placed on the page.
            let label = try XCTUnwrap(zip(texts, list.ops.compactMap { op -> String? in
                if case .text(let run) = op { return run.text } else { return nil }
            }).first { $0.1 == "AlexandreFreire" }?.0)
            let onPage = Rect(x: box.minX + label.minX * layout.frameScale, y: box.minY + label.minY * layout.frameScale,
                              width: label.width * layout.frameScale, height: label.height * layout.frameScale)
            let found = pageWords.filter { $0.text == "AlexandreFreire" && $0.box.intersects(box) }
            XCTAssertEqual(found.count, 1, "step \(step): \(pageWords)")
            if let word = found.first?.box {
                let room = onPage.insetBy(dx: -1, dy: -1)
                XCTAssertTrue(room.minX <= word.minX && word.maxX <= room.maxX && room.minY <= word.minY && word.maxY <= room.maxY,
                              "step \(step): \(word) outside \(onPage)")
            }
        }
    }

    /// The drag scene flings to the end, bounces and is dragged back: its handout shows the first
    /// and last steps and every step where the scroll turns, found here from the trace alone.
    func testKeyFramesAreTheEndsAndEveryTurnOfTheScroll() throws {
        let (scene, driver) = try BuiltInScenes.named("blog-header-drag")!.make(SceneTraits(scale: 1))
        var options = RenderOptions()
        let trace = dir.appendingPathComponent("drag.jsonl")
        options.trace = trace
        let pdf = dir.appendingPathComponent("drag.pdf")
        try scene.render(driver, to: pdf.path, options: options)

        let offsets: [Double] = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try XCTUnwrap((object?["offset"] as? [Double])?.last)
        }
        let deltas = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        let turns = (1..<deltas.count).filter { k in
            abs(deltas[k - 1]) > 0.005 && abs(deltas[k]) > 0.005 && deltas[k - 1] * deltas[k] < 0
        }   // deltas[k - 1] leads into step k, deltas[k] out of it
        XCTAssertFalse(turns.isEmpty, "the drag scene turns")

        let captions = try Poppler.text(of: pdf).split(separator: "\n").filter { $0.hasPrefix("step ") }
        func caption(_ step: Int) -> Substring? { captions.first { $0.hasPrefix("step \(step) · ") } }
        XCTAssertTrue(caption(0)?.contains("first") ?? false, "\(captions)")
        XCTAssertTrue(caption(offsets.count - 1)?.contains("last") ?? false, "\(captions)")
        for k in turns { XCTAssertTrue(caption(k)?.contains("turns") ?? false, "step \(k) turns: \(captions)") }
        XCTAssertLessThan(captions.count, offsets.count / 10, "key frames, not every frame")
    }

    func testAStoppedSceneLeavesNoPDFAndNoTemporaryFile() throws {
        struct Broken: Error {}
        let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 1))
        scene.onStep = { scene, step in if step.index == 20 { scene.stop(with: Broken()) } }
        XCTAssertThrowsError(try scene.render(driver, to: dir.appendingPathComponent("x.pdf").path)) {
            XCTAssertTrue($0 is Broken, "\($0)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }
}

private extension Rect {
    func scaled(by s: Double) -> Rect { Rect(x: minX * s, y: minY * s, width: width * s, height: height * s) }
}
