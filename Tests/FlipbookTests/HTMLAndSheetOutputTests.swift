import Foundation
import XCTest
import Flipbook
import FlipbookTestSupport

/// What `.html` and a contact sheet mean to `Scene.render`: the path's shape and `options.sheet`.
final class HTMLAndSheetOutputTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("html-sheet") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func scrollingScene() -> Scene {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 60, height: 100), scale: 1, safeAreaInsets: .zero))
        let scroll = ScrollView(frame: scene.screen.bounds)
        scroll.contentSize = Size(width: 60, height: 1000)
        for k in 0..<20 {
            let row = View(frame: Rect(x: 0, y: Double(k) * 50, width: 60, height: 40))
            row.backgroundColor = k % 2 == 0 ? .systemBlue : .systemGreen
            scroll.addSubview(row)
        }
        scene.root.addSubview(scroll)
        scene.scrollView = scroll
        return scene
    }

    func testPathsNameTheirOutputs() throws {
        XCTAssertEqual(try OutputTarget(path: "a/preview.html"), .html(URL(fileURLWithPath: "a/preview.html")))
        XCTAssertEqual(try OutputTarget(path: "a/preview.HTM"), .html(URL(fileURLWithPath: "a/preview.HTM")))
        XCTAssertEqual(try OutputTarget(path: "s.png").asContactSheet, .contactSheet(URL(fileURLWithPath: "s.png")))
        XCTAssertEqual(try OutputTarget(path: "s.gif").asContactSheet, .gif(URL(fileURLWithPath: "s.gif")))
        XCTAssertFalse(OutputTarget.contactSheet(URL(fileURLWithPath: "s.png")).isSingleFrame)
    }

    func testOneRunWritesAPageAndASheet() throws {
        let page = dir.appendingPathComponent("pages/preview.html"), sheet = dir.appendingPathComponent("sheet.png")
        var options = RenderOptions()
        options.sheet = ContactSheetOptions(columns: 3, every: 5)
        let summary = try scrollingScene().render(OffsetsDriver(y: 0, through: 200, by: 10), to: page.path, sheet.path, options: options)
        XCTAssertEqual(summary.frames, 21)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("step 20 · 0.67 s · offset (0, 200)"), "the last frame's caption")
        // Steps 0, 5, 10, 15, 20: five tiles of 60×100, three a row.
        let tiles = try RasterFrame(PNGImageDecoder.decode(path: sheet.path))
        XCTAssertEqual(tiles.width, 12 + 3 * (60 + 12))
        XCTAssertEqual(tiles.height, 12 + 2 * (100 + 22 + 12))
    }

    func testFramesLimitThePageAndTheSheet() throws {
        let page = dir.appendingPathComponent("p.html"), sheet = dir.appendingPathComponent("s.png")
        var options = RenderOptions()
        options.frames = 4...9
        options.sheet = ContactSheetOptions(columns: 10, every: 2)
        try scrollingScene().render(OffsetsDriver(y: 0, through: 200, by: 10), to: page.path, sheet.path, options: options)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("\"step 4 · ") && html.contains("\"step 9 · ") && !html.contains("\"step 10 · "))
        // Steps 4, 6, 8 (every second from the first taken).
        XCTAssertEqual(try RasterFrame(PNGImageDecoder.decode(path: sheet.path)).width, 12 + 3 * (60 + 12))
    }
}
