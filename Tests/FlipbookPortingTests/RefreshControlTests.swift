import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// Pull-to-refresh in the inbox app file: the spokes appear over the pull, a deep pull begins
/// refreshing once (`.valueChanged`), the band stays open while it spins, and `endRefreshing()`
/// (1 s later, from `DispatchQueue.main.asyncAfter`) closes it with the new row on top.
final class RefreshControlTests: XCTestCase {
    private func pull() -> DragDriver {
        DragDriver(fps: 30, gestures: [.wait(0.1), .drag(by: -300, duration: 0.5, easing: .easeOut), .wait(1.6)], holdFrames: 4)
    }

    func testAPullRefreshesOnceAndTheBandClosesAfterEndRefreshing() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let inbox = InboxViewController()
        scene.attach(inbox)
        var driver = pull()
        var visibleSpokes: [Bool] = [], topRest: [Double] = []
        var refreshingAt: Double?
        while let step = driver.next(scene) {
            scene.advance(to: step)
            if refreshingAt == nil, inbox.refresher.isRefreshing { refreshingAt = step.time }
            visibleSpokes.append(!inbox.refresher.isHidden)
            topRest.append(inbox.tableView.minContentOffset.y)
        }
        XCTAssertEqual(inbox.reloads, 1, "one deep pull, one refresh")
        let began = try XCTUnwrap(refreshingAt)
        XCTAssertGreaterThan(began, 0.1)
        XCTAssertLessThan(began, 0.6, "while the finger pulls")
        XCTAssertEqual(topRest.max() ?? 0, -47, accuracy: 1e-9, "at rest the list's top is the safe area")
        XCTAssertEqual(topRest.min() ?? 0, -47 - 60, accuracy: 1e-9, "while refreshing the 60 pt band stays open")
        XCTAssertFalse(inbox.refresher.isRefreshing)
        XCTAssertEqual(inbox.tableView.contentOffset.y, -47, accuracy: 1e-9, "closed again")
        XCTAssertFalse(visibleSpokes.last ?? true)
        XCTAssertEqual(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New message")
        XCTAssertEqual(scene.warnings, [])
    }

    func testTheSpinnerTurnsFrameByFrame() throws {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 60, height: 60), scale: 4, safeAreaInsets: .zero))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.center = CGPoint(x: 30, y: 30)
        XCTAssertTrue(spinner.isHidden, "hidden while stopped")
        scene.root.addSubview(spinner)
        spinner.startAnimating()
        // The brightest spoke is at 12 o'clock at 0 s and one spoke (45°) on every 0.125 s.
        func darkness(_ t: Double, angle: Double) throws -> Int {
            scene.advance(to: Step(index: Int(t * 8), time: t))
            let frame = try Rasterizer().render(scene.displayList())
            let r = 13.0
            let p = frame.rgba(Int((30 + r * sin(angle)) * 4), Int((30 - r * cos(angle)) * 4))
            return 255 - p.r
        }
        let up0 = try darkness(0, angle: 0), right0 = try darkness(0, angle: .pi / 4)
        XCTAssertGreaterThan(up0, right0 + 60, "at 0 s the top spoke is the darkest")
        let up1 = try darkness(0.125, angle: 0), right1 = try darkness(0.125, angle: .pi / 4)
        XCTAssertGreaterThan(right1, up1, "0.125 s later the next spoke round leads")
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
    }

    func testPullToRefreshGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.attach(InboxViewController())
        try assertGolden(of: scene, as: .animation(pull()))
    }
}
