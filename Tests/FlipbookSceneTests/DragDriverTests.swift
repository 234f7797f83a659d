import Foundation
import XCTest
import FlipbookRender
@testable import FlipbookScene

final class DragDriverTests: XCTestCase {
    private func scrollScene(contentHeight: Double = 3000) -> (Scene, ScrollView, ScrollCallbackLog) {
        makeScrollScene(width: 200, height: 400, contentHeight: contentHeight)
    }

    private func run(_ scene: Scene, _ driver: DragDriver) -> [Step] {
        var d = driver, steps: [Step] = []
        while let step = d.next(scene) { scene.advance(to: step); steps.append(step) }
        return steps
    }

    func testCallbackOrderWithDeceleration() {
        let (s, scroll, log) = scrollScene()
        _ = run(s, DragDriver(fps: 60, gestures: [.drag(by: 100, duration: 0.2, releaseVelocity: 1000)]))
        XCTAssertEqual(log.events, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // 100 pt of drag, then the fling's closed form: v / (1000 · −ln 0.998).
        XCTAssertEqual(scroll.contentOffset.y, 100 + ScrollDeceleration(velocity: 1000, rate: .normal).projectedDistance, accuracy: 0.5)
        let closedForm: Double = 1000 / (-1000 * Foundation.log(0.998))
        XCTAssertEqual(ScrollDeceleration(velocity: 1000, rate: .normal).projectedDistance, closedForm, accuracy: 1e-6)
    }

    func testCallbackOrderWithoutDeceleration() {
        let (s, scroll, log) = scrollScene()
        _ = run(s, DragDriver(fps: 60, gestures: [.drag(by: 80, duration: 0.2, releaseVelocity: 0)]))
        XCTAssertEqual(log.events, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(scroll.contentOffset.y, 80, accuracy: 1e-9)
        XCTAssertFalse(scroll.isDecelerating)
    }

    func testDraggingPastTheTopRubberBands() {
        let (s, scroll, _) = scrollScene()
        var driver = DragDriver(fps: 60, gestures: [.drag(by: -120, duration: 0.2, releaseVelocity: 0)])
        var lowest = 0.0
        while let step = driver.next(s) {
            s.advance(to: step)
            lowest = min(lowest, scroll.contentOffset.y)
            if !scroll.isDragging { break }
        }
        // 120 pt of finger past the edge shows as UIKit's (1 − 1/(x·0.55/d + 1))·d.
        XCTAssertEqual(-lowest, RubberBand.offset(overscroll: 120, dimension: 400), accuracy: 1e-6)
        let x = 120.0, d = 400.0, c = 0.55
        let uikit: Double = (1 - 1 / (x * c / d + 1)) * d
        XCTAssertEqual(-lowest, uikit, accuracy: 1e-6)
        // Released past the edge, it bounces back to the top.
        while let step = driver.next(s) { s.advance(to: step) }
        XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 0.5)
    }

    func testFlingToTheEndBouncesAndSettlesAtTheEnd() {
        let (s, scroll, log) = scrollScene(contentHeight: 1000)
        var maxSeen = 0.0
        var d = DragDriver(fps: 60, gestures: [.drag(by: 200, duration: 0.2, releaseVelocity: 6000)])
        while let step = d.next(s) { s.advance(to: step); maxSeen = max(maxSeen, scroll.contentOffset.y) }
        XCTAssertGreaterThan(maxSeen, 600, "overshoots the end (600)")
        XCTAssertEqual(scroll.contentOffset.y, 600, accuracy: 0.5)
        XCTAssertEqual(log.events.last, "didEndDecelerating")
    }

    func testDelegateCanMoveTheTargetAndTheFlingLandsOnIt() {
        let (s, scroll, log) = scrollScene()
        log.retarget = { _ in Point(x: 0, y: 500) }      // paging-like snap
        _ = run(s, DragDriver(fps: 60, gestures: [.drag(by: 100, duration: 0.2, releaseVelocity: 1500)]))
        XCTAssertEqual(scroll.contentOffset.y, 500, accuracy: 0.5)
    }

    func testTimelineSamplesExactTimesWithHolds() {
        let s = Scene(screen: Screen.iPhoneSE)
        var d = TimelineDriver(fps: 30, duration: 0.1, holdStart: 2, holdEnd: 1)
        var times: [Double] = []
        while let step = d.next(s) { times.append(step.time) }
        XCTAssertEqual(times, [0, 0, 0, 1.0 / 30, 2.0 / 30, 0.1, 0.1])
    }
}
