import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene
@testable import FlipbookExamples

/// Seed 000's formulas, checked on the views and measured from rendered pixels.
final class BlogHeaderSceneTests: XCTestCase {
    private let headerColor = RGBA(r: 0x13, g: 0x31, b: 0x5C, a: 255)

    private func expectedHeight(_ k: Int) -> Double { max(121, 300 - 10 * Double(k)) }

    /// Advances a fresh scene to frame `k` and returns it with that frame rendered.
    private func frame(_ k: Int) throws -> (Scene, RasterFrame) {
        var (scene, driver) = try BlogHeaderScene.make(scale: 2)
        var step: Step?
        for _ in 0...k { step = driver.next(scene); scene.advance(to: try XCTUnwrap(step)) }
        XCTAssertEqual(step?.index, k)
        return (scene, try Rasterizer().render(scene.displayList()))
    }

    func testDriverProduces41OffsetsPastTheInset() throws {
        var (scene, driver) = try BlogHeaderScene.make(scale: 2)
        var offsets: [Double] = []
        while let step = driver.next(scene) { offsets.append(step.scrollOffset!.y) }
        XCTAssertEqual(offsets.count, 41)
        XCTAssertEqual(offsets.first, -300)
        XCTAssertEqual(offsets.last, 100)
    }

    func testEveryStepFollowsTheSeedFormulas() throws {
        var (scene, driver) = try BlogHeaderScene.make(scale: 2)
        let header = try XCTUnwrap(scene.root.viewWithID("header") as? BlogHeaderView)
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let k = step.index
            let height = expectedHeight(k), scale = height / 300
            XCTAssertEqual(header.frame.height, height, "frame \(k)")
            XCTAssertEqual(header.titleLabel.font.size, max(22, 40 * scale), accuracy: 1e-9, "frame \(k)")
            XCTAssertEqual(header.scheduleLabel.alpha, scale < 1 ? 1 - (1 - scale) / (1 - 121.0 / 300) : 1,
                           accuracy: 1e-9, "frame \(k)")
            let icon = scale < 1 ? max(scale * 70, 45) / 70 : 1
            XCTAssertEqual(header.leftIconView.transform, AffineTransform(scaleX: icon, y: icon), "frame \(k)")
            XCTAssertEqual(header.rightIconView.transform, header.leftIconView.transform)
            XCTAssertEqual(scene.root.viewWithID("row0")!.frameInRoot.minY, 300 - 10 * Double(k), "rows move with the offset")
        }
    }

    func testHeaderBottomEdgeInPixels() throws {
        for k in [0, 10, 18, 40] {
            let (_, image) = try frame(k)
            XCTAssertEqual(image.width, 780); XCTAssertEqual(image.height, 1688)
            // Down the left edge (x = 2 pt), the header's colour ends at its bottom edge.
            var y = 0
            while y < image.height, image.rgba(4, y).distance(to: headerColor) <= 2 { y += 1 }
            XCTAssertEqual(Double(y), 2 * expectedHeight(k), "frame \(k)")
            XCTAssertGreaterThan(image.rgba(4, y + 2).distance(to: headerColor), 100, "rows are clearly another colour")
        }
    }

    func testIconPixelExtentFollowsItsScale() throws {
        for k in [0, 10, 18, 40] {
            let (scene, image) = try frame(k)
            let header = try XCTUnwrap(scene.root.viewWithID("header") as? BlogHeaderView)
            let scale = expectedHeight(k) / 300
            let expected = 2 * 70 * max(scale * 70, 45) / 70
            let centre = header.leftIconView.frameInRoot.center
            let row = Int(2 * centre.y), column = Int(2 * centre.x)
            var left = column, right = column
            while left > 0, image.rgba(left - 1, row).distance(to: headerColor) > 40 { left -= 1 }
            while right < image.width - 1, image.rgba(right + 1, row).distance(to: headerColor) > 40 { right += 1 }
            XCTAssertEqual(Double(right - left + 1), expected, accuracy: 1, "frame \(k) width")
            var top = row, bottom = row
            while top > 0, image.rgba(column, top - 1).distance(to: headerColor) > 40 { top -= 1 }
            while bottom < image.height - 1, image.rgba(column, bottom + 1).distance(to: headerColor) > 40 { bottom += 1 }
            XCTAssertEqual(Double(bottom - top + 1), expected, accuracy: 1, "frame \(k) height")
        }
    }

    func testTitleShrinksAndScheduleFadesInPixels() throws {
        // The title's ink height (cap height and ascenders) in the middle of the screen, clear of
        // the icons at the sides.
        func titleInkHeight(_ image: RasterFrame, _ scene: Scene) throws -> Int {
            let title = try XCTUnwrap(scene.root.viewWithID("title")).frameInRoot
            let subtitle = try XCTUnwrap(scene.root.viewWithID("subtitle")).frameInRoot
            var minY = Int.max, maxY = -1
            for y in Int(2 * title.minY)..<Int(2 * min(title.maxY, subtitle.minY)) {
                // Half coverage of white text on the header (distance 236 at full): where the
                // glyph's true edge is, whatever the antialiasing.
                for x in 2 * 110..<2 * 280 where image.rgba(x, y).distance(to: headerColor) > 118 {
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return maxY - minY + 1
        }
        let (s0, f0) = try frame(0), (s40, f40) = try frame(40)
        let ratio = Double(try titleInkHeight(f40, s40)) / Double(try titleInkHeight(f0, s0))
        XCTAssertEqual(ratio, 22.0 / 40.0, accuracy: 0.04, "the title's ink shrinks with its font, 40 → 22 pt")

        // The schedule line shows at frame 0 and is gone at the minimum height (alpha 0).
        let schedule = try XCTUnwrap(s0.root.viewWithID("schedule")).frameInRoot
        let yellowish = { (p: RGBA) in p.r > 150 && p.g > 120 && p.b < 140 }
        var found0 = false
        for y in Int(2 * schedule.minY)..<Int(2 * schedule.maxY) {
            for x in stride(from: 0, to: 780, by: 1) where yellowish(f0.rgba(x, y)) { found0 = true; break }
        }
        XCTAssertTrue(found0, "schedule text visible at frame 0")
        XCTAssertEqual(s40.root.viewWithID("schedule")!.alpha, 0, accuracy: 1e-9)
    }
}
