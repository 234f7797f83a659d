import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// Seed 000 ported: the header follows max(121, 300 − offsetY) and the three effects follow
/// its scale, read from the running scene.
final class Seed000PortTests: XCTestCase {
    func testHeaderCollapsesAsTheSeedsFormulaSays() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = PostListViewController()
        scene.attach(controller)
        XCTAssertTrue(scene.scrollView === controller.scrollViewForScene)
        let maxHeight = PostListViewController.maxHeaderHeight
        let offsetsY: [Double] = [0, 40, 100, 179, 250, 400]
        var run = SceneRun(scene: scene, driver: OffsetsDriver(offsets: offsetsY.map { Point(x: 0, y: $0 - maxHeight) }))
        let header = controller.headerForTests
        for offsetY in offsetsY {
            _ = try XCTUnwrap(try run.advance())
            let expected = max(121, maxHeight - offsetY)
            XCTAssertEqual(header.frame.height, expected, accuracy: 1e-9, "header height at offsetY \(offsetY)")
            let scale = expected / maxHeight
            XCTAssertEqual(header.titleLabel.font.pointSize, max(22, 40 * scale), accuracy: 1e-9)
            let alpha = scale < 1 ? 1 - (1 - scale) / (1 - 121 / maxHeight) : 1
            XCTAssertEqual(header.scheduleLabel.alpha, alpha, accuracy: 1e-9)
            let iconScale = scale < 1 ? max(scale * 70, 45) / 70 : 1
            XCTAssertEqual(header.leftIconView.frame.width, 70 * iconScale, accuracy: 1e-9, "scaled about its centre")
        }
        XCTAssertEqual(scene.warnings, [])
        // What shows: the header's dark band ends where the formula puts it (121 pt at the end).
        let frame = try Rasterizer().render(scene.displayList())
        let navy = RGBA(r: 31, g: 41, b: 69, a: 255)   // UIColor(red: 0.12, green: 0.16, blue: 0.27)
        XCTAssertLessThanOrEqual(frame.rgba(200, 110).distance(to: navy), 1, "header colour inside its 121 pt")
        XCTAssertGreaterThan(frame.rgba(5, 125).distance(to: navy), 100, "the table below it")
    }
}
