import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene
@testable import FlipbookExamples

/// Seeds 000 (with a real table and a finger) and 002: formulas on views and in pixels.
final class SeedScenesDragTests: XCTestCase {
    func testBlogHeaderDragKeepsTheSeedFormulaThroughFlingAndBounce() throws {
        var (scene, driver) = try BlogHeaderDragScene.make(scale: 1)
        let header = try XCTUnwrap(scene.root.viewWithID("header") as? BlogHeaderView)
        let table = try XCTUnwrap(scene.scrollView)
        var maxOffset = -Double.infinity, callbacks: [ScrollCallback] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let y = table.contentOffset.y
            XCTAssertEqual(header.frame.height, max(121, 300 - (y + 300)).rounded(), accuracy: 0.5, "t=\(step.time)")
            maxOffset = max(maxOffset, y)
            callbacks += scene.stepCallbacks.filter { $0 != .didScroll }
        }
        let end = table.maxContentOffset.y
        XCTAssertEqual(end, 40 * 72 - 844)
        XCTAssertGreaterThan(maxOffset, end + 5, "the fling runs past the end and bounces")
        XCTAssertEqual(callbacks, [.willBeginDragging, .willEndDragging, .didEndDragging, .willBeginDecelerating, .didEndDecelerating,
                                   .willBeginDragging, .willEndDragging, .didEndDragging, .willBeginDecelerating, .didEndDecelerating])
        XCTAssertLessThanOrEqual(table.subviews.filter { $0 is TableViewCell }.count, 844 / 72 + 2,
                                 "only the visible rows are cells")
    }

    func testDynamicHeaderFollowsTheSeedAndSnaps() throws {
        var (scene, driver) = try DynamicHeaderScene.make(scale: 1)
        let header = try XCTUnwrap(scene.root.viewWithID("header") as? DynamicHeaderScene.HeaderView)
        let table = try XCTUnwrap(scene.scrollView)
        var sawHidden = false
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let current = table.contentOffset.y + 330
            let height = current <= 0 ? 340 : max(110, 340 - current)
            XCTAssertEqual(header.frame.height, height.rounded(), accuracy: 0.5, "t=\(step.time)")
            let alpha = 1 - min(340 - height, 140) / 140
            XCTAssertEqual(header.blueView.alpha, alpha, accuracy: 1e-9)
            XCTAssertEqual(header.yellowView.alpha, alpha, accuracy: 1e-9)
            XCTAssertEqual(header.blueView.isHidden, alpha < 0.3)
            sawHidden = sawHidden || header.blueView.isHidden
            if header.blueView.isHidden {
                XCTAssertEqual(header.greenView.frame.minY, 0, "the stack closes up over the hidden view")
            }
        }
        XCTAssertTrue(sawHidden)
        // Lifted at currentOffset 200 (170 ≤ 200 < 276): the snap animates to −230.
        XCTAssertEqual(table.contentOffset.y, -230, accuracy: 1e-6)
        XCTAssertEqual(header.frame.height, 240)
    }

    func testDynamicHeaderAlphaReadFromBlendedPixels() throws {
        var (scene, driver) = try DynamicHeaderScene.make(scale: 1)
        let header = try XCTUnwrap(scene.root.viewWithID("header") as? DynamicHeaderScene.HeaderView)
        var checked = 0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let a = header.blueView.alpha
            guard !header.blueView.isHidden, a < 1, a > 0.3, checked < 3 else { continue }
            checked += 1
            let frame = try Rasterizer().render(scene.displayList())
            let blue = header.blueView.frameInRoot
            let p = frame.rgba(Int(blue.midX), Int(blue.midY))
            // Blue (0,0,255) at alpha a over the white header: red = green = 255·(1 − a).
            XCTAssertEqual(Double(p.r), 255 * (1 - a), accuracy: 1.5, "t=\(step.time)")
            XCTAssertEqual(p.b, 255)
        }
        XCTAssertEqual(checked, 3)
    }
}
