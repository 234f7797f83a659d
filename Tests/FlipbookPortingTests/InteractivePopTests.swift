import XCTest
import Foundation
import FlipbookUIKit   // was: import UIKit
import FlipbookTestSupport

/// The navigation controller's swipe back, as an app gets it without writing a line: a finger
/// landing at the leading edge and moving across pops the top screen, the screens following the
/// finger; let go, the pop completes or goes back.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
/// ("the gesture recognizer responsible for popping the top view controller off the navigation
/// stack"), https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
/// (linear while the finger drives, `completionSpeed` 1: the rest of the duration,
/// `completionCurve` ease in-out). CHOSEN where Apple gives no number: the 20 pt edge region, and
/// the release rule (past half-way, or a fling of one screen width per second decides by its
/// direction) of `InteractivePopRelease`.
final class InteractivePopTests: XCTestCase {
    // App code: two screens of a mail app, each logging what UIKit tells it.
    class LoggingViewController: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
    }

    final class InboxViewController: LoggingViewController {
        let banner = UIView(frame: CGRect(x: 100, y: 560, width: 50, height: 80))
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            view.backgroundColor = .white
            banner.backgroundColor = .systemGreen
            view.addSubview(banner)
        }
    }

    final class MessageViewController: LoggingViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Message"
            view.backgroundColor = .systemBlue
        }
    }

    private struct App {
        let scene: Scene
        let host: ControllerHost
        let nav: UINavigationController
        let inbox: InboxViewController
        let message: MessageViewController
    }

    private func mailApp(rightToLeft: Bool = false) -> App {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        if rightToLeft { scene.layoutDirection = .rightToLeft }
        let inbox = InboxViewController(), message = MessageViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let host = scene.attach(nav)
        nav.pushViewController(message, animated: false)
        scene.layout()
        inbox.log = []
        message.log = []
        return App(scene: scene, host: host, nav: nav, inbox: inbox, message: message)
    }

    /// Runs 30 steps a second to `end`, calling `look` after each step's touches.
    private func run(_ app: App, until end: Double, _ look: (Double) throws -> Void = { _ in }) rethrows {
        var k = 0
        while Double(k) / 30 <= end + 1e-9 {
            let t = Double(k) / 30
            app.host.advance(to: t)
            app.scene.advance(to: Step(index: k, time: t))
            try look(t)
            k += 1
        }
    }

    private func frame(_ app: App) throws -> RasterFrame { try Rasterizer().render(app.scene.displayList()) }

    /// The first x along row `y` whose pixel `matches`.
    private func firstX(in frame: RasterFrame, y: Int, _ matches: (RGBA) -> Bool) -> Int? {
        (0..<frame.width).first { matches(frame.rgba($0, y)) }
    }

    private let blue = RGBA(r: 0, g: 122, b: 255, a: 255)   // systemBlue, light
    private func isBlue(_ p: RGBA) -> Bool { p.distance(to: blue) < 12 }
    private func isGreenish(_ p: RGBA) -> Bool { p.g > 120 && p.g > p.r + 60 && p.g > p.b + 40 }

    func testASlowSwipePastHalfWayFollowsTheFingerThenPops() throws {
        let app = mailApp()
        // 234 pt (60 % of 390) in 1.2 s from the left edge: 195 pt/s, half a width a second.
        app.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 234, dy: 0), duration: 1.2, at: 0.1)
        var messageEdge: [Double: Int] = [:], bannerEdge: [Double: Int] = [:]
        var poppedAt: Double?
        try run(app, until: 2) { t in
            let f = try frame(app)
            messageEdge[t] = firstX(in: f, y: 600, isBlue)
            bannerEdge[t] = firstX(in: f, y: 600, isGreenish)
            if poppedAt == nil, app.inbox.log.last == "viewDidAppear" { poppedAt = t }
        }
        // Before the finger, the message fills the screen.
        XCTAssertEqual(messageEdge[0], 0)
        XCTAssertNil(bannerEdge[0])
        // Mid-swipe (0.7 s: 117 pt moved, 30 %): the message's left edge is under the finger, and
        // the inbox comes in from 30 % of the width to the left (UIKit's parallax), 70 % of it left.
        XCTAssertEqual(Double(try XCTUnwrap(messageEdge[0.7])), 117, accuracy: 1)
        XCTAssertEqual(Double(try XCTUnwrap(bannerEdge[0.7])), 100 - 0.3 * 390 * 0.7, accuracy: 1)
        // Linear in the finger while it drives: at 1.0 s, 175.5 pt.
        XCTAssertEqual(Double(try XCTUnwrap(messageEdge[1.0])), 175.5, accuracy: 1)
        // Released at 1.3 s at 60 %: the rest, 40 % of 0.5 s, eases in and out to 1.5 s.
        let popped = try XCTUnwrap(poppedAt)
        XCTAssertEqual(popped, 1.5, accuracy: 1e-9)
        let during = try XCTUnwrap(messageEdge[1.4])
        XCTAssertGreaterThan(during, 234 + 10)
        XCTAssertLessThan(during, 390)
        XCTAssertEqual(app.nav.viewControllers.count, 1)
        XCTAssertTrue(app.nav.topViewController === app.inbox)
        XCTAssertNil(messageEdge[2], "the message has gone")
        XCTAssertEqual(bannerEdge[2], 100, "the inbox at rest")
        XCTAssertEqual(app.message.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(app.inbox.log, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(app.scene.warnings, [])
    }

    func testAShortSwipeLetGoGoesBackAndTheStackIsAsItWas() throws {
        let app = mailApp()
        // 78 pt (20 %) in 0.8 s: 97.5 pt/s, released before half-way: the pop is cancelled.
        app.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 78, dy: 0), duration: 0.8, at: 0.1)
        var edges: [Double: Int?] = [:]
        try run(app, until: 1.5) { t in edges[t] = firstX(in: try frame(app), y: 600, isBlue) }
        XCTAssertEqual(Double(try XCTUnwrap(edges[0.8] ?? nil)), 68.25, accuracy: 1, "under the finger at 0.8 s: 7/8 of 78 pt")
        XCTAssertEqual(app.nav.viewControllers.count, 2)
        XCTAssertTrue(app.nav.topViewController === app.message)
        XCTAssertEqual(edges[1.5] ?? nil, 0, "the message back in place")
        let f = try frame(app)
        XCTAssertNil(firstX(in: f, y: 600, isGreenish), "the inbox is off screen")
        XCTAssertNotNil(app.message.view.superview)
        XCTAssertNil(app.inbox.view.superview, "the inbox's view left the hierarchy")
        // UIKit's callbacks for a cancelled pop: both screens are told, then told back.
        XCTAssertEqual(app.message.log, ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(app.inbox.log, ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        // The bar shows the message's title and the back button again.
        XCTAssertTrue(app.nav.navigationBar.topItem === app.message.navigationItem)
        XCTAssertTrue(app.nav.navigationBar.backItem === app.inbox.navigationItem)

        // A second swipe, past half-way, still pops: nothing was left half-done.
        app.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 250, dy: 0), duration: 1.0, at: 1.6)
        try run(app, until: 3)
        XCTAssertEqual(app.nav.viewControllers.count, 1)
        XCTAssertTrue(app.nav.topViewController === app.inbox)
        XCTAssertTrue(app.nav.navigationBar.topItem === app.inbox.navigationItem)
    }

    func testAFlingFromTheEdgePopsEvenShortOfHalfWay() throws {
        let app = mailApp()
        // 78 pt in 0.1 s: 780 pt/s, two widths a second.
        app.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 78, dy: 0), duration: 0.1, at: 0.1)
        var poppedAt: Double?
        run(app, until: 1) { t in if poppedAt == nil, app.nav.viewControllers.count == 1, app.inbox.log.last == "viewDidAppear" { poppedAt = t } }
        // Released at 0.2 s at 20 %: the rest, 80 % of 0.5 s, lands at 0.6 s.
        XCTAssertEqual(try XCTUnwrap(poppedAt), 0.6, accuracy: 1e-9)
    }

    func testReleasedWithAFlingBackItGoesBackEvenPastHalfWay() throws {
        let app = mailApp()
        // Out to 300 pt slowly, then flung back 150 pt in 0.1 s.
        app.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 300, dy: 0), duration: 1.0, at: 0.1)
        try run(app, until: 1.05)
        XCTAssertEqual(app.nav.viewControllers.count, 1, "the stack changes when the pop begins, as UIKit's")
        XCTAssertTrue(app.host.isInteractiveTransitionRunning)
        XCTAssertEqual(try XCTUnwrap(app.host.interactiveTransitionPercent), 280.0 / 390, accuracy: 1e-6, "at the 1.033 s step, 0.933 s in: 280 pt")
        // A finger path that comes back: a second drag cannot start while the first holds the
        // screen, so the release is asked of the host directly, as the recognizer would.
        app.host.releaseInteractiveTransition(finishing: InteractivePopRelease.completes(percent: 300.0 / 390, velocity: -1500, width: 390))
        try run(app, until: 2)
        XCTAssertEqual(app.nav.viewControllers.count, 2)
        XCTAssertTrue(app.nav.topViewController === app.message)
    }

    func testTheReleaseRule() {
        XCTAssertTrue(InteractivePopRelease.completes(percent: 0.55, velocity: 20, width: 390))
        XCTAssertFalse(InteractivePopRelease.completes(percent: 0.45, velocity: 20, width: 390))
        XCTAssertTrue(InteractivePopRelease.completes(percent: 0.2, velocity: 390, width: 390), "one width a second flings")
        XCTAssertFalse(InteractivePopRelease.completes(percent: 0.8, velocity: -390, width: 390))
        XCTAssertFalse(InteractivePopRelease.completes(percent: 0.3, velocity: .nan, width: 390))
    }

    func testAFingerAwayFromTheEdgeDoesNotPop() throws {
        let app = mailApp()
        app.scene.drag(.point(Point(x: 40, y: 600)), by: Vector(dx: 300, dy: 0), duration: 0.5, at: 0.1)
        try run(app, until: 1.2)
        XCTAssertEqual(app.nav.viewControllers.count, 2)
        XCTAssertEqual(firstX(in: try frame(app), y: 600, isBlue), 0)
        XCTAssertEqual(app.message.log, [])
    }

    func testNoSwipeBackWhereTheBackButtonIsHiddenOrTheRecognizerIsDisabled() throws {
        let hidden = mailApp()
        hidden.message.navigationItem.hidesBackButton = true
        hidden.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 300, dy: 0), duration: 0.5, at: 0.1)
        try run(hidden, until: 1.2)
        XCTAssertEqual(hidden.nav.viewControllers.count, 2, "hidesBackButton: no swipe back")

        let custom = mailApp()
        custom.message.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        custom.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 300, dy: 0), duration: 0.5, at: 0.1)
        try run(custom, until: 1.2)
        XCTAssertEqual(custom.nav.viewControllers.count, 2, "a custom left item replaces the back button and its swipe")

        let disabled = mailApp()
        disabled.nav.interactivePopGestureRecognizer?.isEnabled = false
        disabled.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 300, dy: 0), duration: 0.5, at: 0.1)
        try run(disabled, until: 1.2)
        XCTAssertEqual(disabled.nav.viewControllers.count, 2)
    }

    func testAnAppsOwnDelegateBringsTheSwipeBackUnderACustomBackButton() throws {
        // The common fix in app code: become the recognizer's delegate and allow it.
        final class SwipeBackEnabler: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let app = mailApp()
        let enabler = SwipeBackEnabler()
        app.message.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        app.nav.interactivePopGestureRecognizer?.delegate = enabler
        app.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 300, dy: 0), duration: 0.5, at: 0.1)
        try run(app, until: 1.5)
        XCTAssertEqual(app.nav.viewControllers.count, 1)
        withExtendedLifetime(enabler) {}
    }

    func testARootScreenHasNothingToSwipeBackTo() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let host = scene.attach(nav)
        scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 300, dy: 0), duration: 0.5, at: 0.1)
        for k in 0...36 { host.advance(to: Double(k) / 30); scene.advance(to: Step(index: k, time: Double(k) / 30)) }
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(scene.warnings, [])
    }

    func testUnderRightToLeftTheSwipeStartsAtTheRightEdge() throws {
        let app = mailApp(rightToLeft: true)
        app.scene.drag(.point(Point(x: 384, y: 600)), by: Vector(dx: -234, dy: 0), duration: 1.2, at: 0.1)
        var edge: Int??
        try run(app, until: 2) { t in
            if abs(t - 0.7) < 1e-9 {
                let f = try frame(app)
                // The message leaves to the left: its last blue pixel is 117 pt in from the right.
                edge = (0..<f.width).last { isBlue(f.rgba($0, 600)) }
            }
        }
        XCTAssertEqual(Double(try XCTUnwrap(edge ?? nil)), 390 - 117 - 1, accuracy: 1)
        XCTAssertEqual(app.nav.viewControllers.count, 1)

        let leftEdge = mailApp(rightToLeft: true)
        leftEdge.scene.drag(.point(Point(x: 6, y: 600)), by: Vector(dx: 234, dy: 0), duration: 1.2, at: 0.1)
        try run(leftEdge, until: 2)
        XCTAssertEqual(leftEdge.nav.viewControllers.count, 2, "the left edge is the trailing one under RTL")
    }
}
