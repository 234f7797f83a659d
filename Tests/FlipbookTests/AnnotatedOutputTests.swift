import Foundation
import XCTest
import Flipbook
import FlipbookTestSupport

/// `RenderOptions.annotations` reaches every output of one run: pixels of a PNG folder, the
/// text of a vector handout; without it the outputs are what they always were.
final class AnnotatedOutputTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("annotated") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// White rows on grey, 200×300 pt at 1x, no safe-area insets.
    private func scene() -> Scene {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 200, height: 300), scale: 1, safeAreaInsets: .zero))
        scene.backgroundColor = .gray
        let scroll = ScrollView(frame: scene.screen.bounds)
        scroll.contentSize = Size(width: 200, height: 2000)
        for k in 0..<40 {
            let row = View(frame: Rect(x: 0, y: Double(k) * 50, width: 200, height: 44))
            row.backgroundColor = .white
            scroll.addSubview(row)
        }
        scene.root.addSubview(scroll)
        scene.scrollView = scroll
        return scene
    }

    private let driver = OffsetsDriver(y: 0, through: 100, by: 10)

    private func frame(_ folder: URL, _ k: Int) throws -> RasterFrame {
        try RasterFrame(PNGImageDecoder.decode(path: folder.appendingPathComponent(String(format: "%04d.png", k)).path))
    }

    func testTheBadgeIsInEveryFrameOfAFolderAndNothingElseChanges() throws {
        var options = RenderOptions()
        options.annotations = .badge
        let annotated = dir.appendingPathComponent("annotated"), plain = dir.appendingPathComponent("plain")
        try scene().render(driver, to: annotated.path, options: options)
        try scene().render(driver, to: plain.path)
        for k in [0, 5, 10] {
            let a = try frame(annotated, k), p = try frame(plain, k)
            // The badge: right-aligned 8 pt from the edge, 8 pt from the top.
            let corner = PixelRect(x: 100, y: 8, width: 92, height: 18)
            func crop(_ f: RasterFrame, _ r: PixelRect) -> [UInt32] {
                (r.y..<r.y + r.height).flatMap { y in (r.x..<r.x + r.width).map { f.pixel(x: $0, y: y) } }
            }
            XCTAssertNotEqual(crop(a, corner), crop(p, corner), "frame \(k)")
            let below = PixelRect(x: 0, y: 40, width: 200, height: 260)
            XCTAssertEqual(crop(a, below), crop(p, below), "frame \(k): only the corner changes")
        }
    }

    func testAHandoutDrawsTheBadgeAsVectorText() throws {
        try Checker.require(.poppler)
        var options = RenderOptions()
        options.annotations = .badge
        let annotated = dir.appendingPathComponent("annotated.pdf"), plain = dir.appendingPathComponent("plain.pdf")
        try scene().render(driver, to: annotated.path, options: options)
        try scene().render(driver, to: plain.path)
        let text = try Poppler.text(of: annotated)
        XCTAssertTrue(text.contains("0.00 s · y 0"), text)
        XCTAssertFalse(try Poppler.text(of: plain).contains("s · y"))
    }
}
