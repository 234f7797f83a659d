import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// Seed 002 ported: header height = clamp(340 − (offset + 330), 110, 340); blue fades with
/// 1 − min(340 − height, 140) / 140 and hides below 0.3; rows are 64 pt (the CGFloat-returning
/// delegate method is the one used).
final class Seed002PortTests: XCTestCase {
    func testTheHeaderFollowsTheOffsetAndTheColouredViewsFade() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = ViewController()
        scene.attach(controller)
        let table = controller.tableForTests
        XCTAssertTrue(scene.scrollView === table)
        XCTAssertEqual(table.contentInset.top, 330)
        let offsets: [Double] = [-330, -300, -250, -190, -150, -100, 0]
        var run = SceneRun(scene: scene, driver: OffsetsDriver(offsets: offsets.map { Point(x: 0, y: $0) }))
        let header = controller.headerForTests
        for y in offsets {
            _ = try XCTUnwrap(try run.advance())
            let current = y + 330
            let height = current <= 0 ? 340 : max(110, 340 - current)
            XCTAssertEqual(header.frame.height, height, accuracy: 1e-9, "offset \(y)")
            let alpha = 1 - min(340 - height, 140) / 140
            XCTAssertEqual(header.blueForTests.alpha, alpha, accuracy: 1e-9)
            XCTAssertEqual(header.blueForTests.isHidden, alpha < 0.3)
        }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 64, "heightForRowAt -> CGFloat is used")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 9, section: 0))?.textLabel?.text, "Ten", "contentConfiguration")
    }

    func testReleasingMidWaySnapsWithTheSeedsTargets() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = ViewController()
        scene.attach(controller)
        let table = controller.tableForTests
        table.contentOffset = CGPoint(x: 0, y: -330)
        // Drag 100 pt up and hold still before lifting: currentOffset 100 < 170 → snaps to −300.
        let driver = DragDriver(fps: 30, gestures: [.drag([.init(by: 100, duration: 0.3), .init(by: 0, duration: 0.1)]), .wait(1)])
        var run = SceneRun(scene: scene, driver: driver)
        while try run.advance() != nil {}
        XCTAssertEqual(table.contentOffset.y, -300, accuracy: 0.5, "DispatchQueue.main.async ran the seed's setContentOffset")
    }
}
