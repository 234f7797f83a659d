import XCTest
import FlipbookMotion
import FlipbookRender
@testable import FlipbookScene

/// `isPagingEnabled`: a release rests on a multiple of the bounds, the page `PagingRule` picks
/// (the release projected as WWDC 2018's "Designing Fluid Interfaces" projects it with the `.fast`
/// rate, `v/1000 · 0.99/0.01` ≈ 0.099 s · v; one page at most from where the finger landed).
/// Pages are 390 pt wide here, content 4 pages, the finger dragging horizontally.
final class PagingTests: XCTestCase {
    final class Listener: ScrollViewDelegate {
        var targets: [CGFloat] = []
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                       targetContentOffset: UnsafeMutablePointer<Point>) {
            targets.append(targetContentOffset.pointee.x)
        }
    }

    private func fling(_ path: [FingerPath.Segment], fromPage page: Int = 0) -> (rest: Double, target: Double?, velocity: Double) {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let pages = ScrollView(frame: scene.root.bounds)
        pages.contentInsetAdjustmentBehavior = .never
        pages.contentSize = Size(width: 390 * 4, height: 844)
        pages.isPagingEnabled = true
        pages.contentOffset = Point(x: Double(page) * 390, y: 0)
        let listener = Listener()
        pages.delegate = listener
        scene.root.addSubview(pages)
        scene.scrollView = pages
        var driver = DragDriver(fps: 60, gestures: [.drag(path)], holdFrames: 2)
        driver.axis = .horizontal
        while let step = driver.next(scene) { scene.advance(to: step) }
        return (pages.contentOffset.x, listener.targets.first.map(Double.init), FingerPath(path).releaseVelocity)
    }

    func testASlowDragShortOfHalfAPageFallsBack() {
        // 150 pt in 1 s: released at 150 pt/s, projected to 150 + 14.85 = 164.85 pt (0.42 of a page).
        let r = fling([.init(by: 150, duration: 1)])
        XCTAssertEqual(r.velocity, 150, accuracy: 0.01)
        XCTAssertEqual(r.target, 0)
        XCTAssertEqual(r.rest, 0)
    }

    func testASlowDragPastHalfAPageMovesOn() {
        // 250 pt in 1 s: 250 + 24.75 = 274.75 pt, 0.70 of a page.
        let r = fling([.init(by: 250, duration: 1)])
        XCTAssertEqual(r.target, 390)
        XCTAssertEqual(r.rest, 390)
    }

    func testAMediumFlickShortOfHalfAPageMovesOn() {
        // 150 pt in 0.2 s: 750 pt/s, projected to 150 + 74.25 = 224.25 pt (0.575 of a page).
        let r = fling([.init(by: 150, duration: 0.2)])
        XCTAssertEqual(r.velocity, 750, accuracy: 0.01)
        XCTAssertEqual(r.target, 390)
        XCTAssertEqual(r.rest, 390)
    }

    func testAFastFlickMovesOnePageOnly() {
        // 300 pt in 0.05 s: 6,000 pt/s, projected to 300 + 594 = 894 pt (page 2.3), but a
        // flick pages once.
        let r = fling([.init(by: 150, duration: 0.025), .init(by: 150, duration: 0.025)])
        XCTAssertEqual(r.velocity, 6000, accuracy: 0.01)
        XCTAssertEqual(r.target, 390, "one page from page 0, though 300 + 594 pt projects to page 2")
        XCTAssertEqual(r.rest, 390)
        // From page 2, the same flick back lands on page 1.
        let back = fling([.init(by: -150, duration: 0.025), .init(by: -150, duration: 0.025)], fromPage: 2)
        XCTAssertEqual(back.rest, 390)
    }

    func testTheLastPageHoldsAFlickPastIt() {
        let r = fling([.init(by: 200, duration: 0.1)], fromPage: 3)
        XCTAssertEqual(r.rest, 390 * 3, "the content ends at page 3; past it the flick bounces back")
    }

    func testAVerticalPagerPagesByItsHeight() {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let feed = ScrollView(frame: scene.root.bounds)
        feed.contentInsetAdjustmentBehavior = .never
        feed.contentSize = Size(width: 390, height: 844 * 3)
        feed.isPagingEnabled = true
        scene.root.addSubview(feed)
        scene.scrollView = feed
        var driver = DragDriver(fps: 60, gestures: [.drag(by: 300, duration: 0.2)])
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(feed.contentOffset.y, 844, "300 + 148.5 pt projects past half of 844: the next page")
    }
}

/// The scroll view's own pan follows the drag driver's finger: in `scrollViewWillEndDragging`
/// its translation is the finger's travel (the finger moves up as the content moves down the
/// list) and its velocity the release velocity the delegate is given.
final class ScrollViewPanTests: XCTestCase {
    final class Reader: ScrollViewDelegate {
        var seen: (translation: Point, velocity: Point, given: Point)?
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                       targetContentOffset: UnsafeMutablePointer<Point>) {
            let pan = scrollView.panGestureRecognizer
            seen = (pan.translation(in: scrollView.superview), pan.velocity(in: scrollView.superview), velocity)
        }
    }

    func testThePanReportsTheDragInWillEndDragging() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let list = ScrollView(frame: scene.root.bounds)
        list.contentSize = Size(width: 390, height: 5000)
        let reader = Reader()
        list.delegate = reader
        scene.root.addSubview(list)
        scene.scrollView = list
        var states: [GestureRecognizer.State] = []
        final class Box { var states: [GestureRecognizer.State] = []; func heard(_ g: PanGestureRecognizer) { states.append(g.state) } }
        let box = Box()
        list.panGestureRecognizer.addTarget(box, action: Box.heard)
        // 200 pt in 0.4 s at an even pace, sampled at 30 steps a second: 500 pt/s.
        var driver = DragDriver(fps: 30, gestures: [.drag(by: 200, duration: 0.4)], holdFrames: 1)
        while let step = driver.next(scene) { scene.advance(to: step) }
        states = box.states
        let seen = try XCTUnwrap(reader.seen)
        XCTAssertEqual(seen.translation.y, -200, accuracy: 1e-4, "the finger went up 200 pt")
        XCTAssertEqual(seen.velocity.y, -500, accuracy: 1e-3)
        XCTAssertEqual(seen.given.y * 1000, 500, accuracy: 1e-3, "the delegate's velocity is the content's, in pt/ms")
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(list.panGestureRecognizer.state, .possible, "reset after the lift")
    }
}
