import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// A navigation controller whose delegate gives a zoom-and-fade animator for its pushes and pops
/// (AppFiles/ZoomFadeNavigationDelegate.swift), checked against Apple's pages:
/// - the delegate is asked with the operation and both controllers
///   (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:));
/// - the context: the leaving controller starts at the container's bounds ("for the view
///   controller that is already onscreen, this rectangle typically matches the frame rectangle of
///   the container view"), the arriving one starts at zero ("not yet on screen")
///   (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:))
///   and ends at the container's bounds, the leaving one's end is zero ("the frame rectangle is not
///   known or the view is not visible",
///   https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:));
///   `view(forKey:)` gives both controllers' views, the arriving one not yet in the container;
/// - `willShow` before the arriving controller shows, `didShow` once it has
///   (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate).
/// The bar's titles move with the transition as they do with UIKit's own push.
final class NavigationDelegateAnimatorTests: XCTestCase {
    private struct App {
        let scene: Scene
        let host: ControllerHost
        let nav: UINavigationController
        let list: AlbumListViewController
        let detail: AlbumDetailViewController
        let delegate: ZoomFadeNavigationDelegate
    }

    private func albums(scale: Double = 1) -> App {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        let list = AlbumListViewController()
        let nav = UINavigationController(rootViewController: list)
        let delegate = ZoomFadeNavigationDelegate()
        nav.delegate = delegate
        let host = scene.attach(nav)
        list.log = []
        return App(scene: scene, host: host, nav: nav, list: list, detail: AlbumDetailViewController(), delegate: delegate)
    }

    private func step(_ app: App, _ k: Int) {
        let t = Double(k) / 30
        app.host.advance(to: t)
        app.scene.advance(to: Step(index: k, time: t))
    }

    func testThePushRunsTheDelegatesAnimatorWithApplesFramesAndCallbacks() throws {
        let app = albums()
        step(app, 0)
        app.nav.pushViewController(app.detail, animated: true)
        let animator = try XCTUnwrap(app.delegate.animators.first)
        XCTAssertEqual(animator.operation, .push)
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(animator.seen["initial.from"], bounds)
        XCTAssertEqual(animator.seen["final.to"], bounds)
        XCTAssertEqual(animator.seen["initial.to"], .zero)
        XCTAssertEqual(animator.seen["final.from"], .zero)
        let container = try XCTUnwrap(animator.seenContainer)
        XCTAssertTrue(container.superview === app.nav.view, "the container is inside the navigation controller's view")
        XCTAssertEqual(container.frame, app.nav.view.bounds)
        XCTAssertTrue(animator.seenViews.from === app.list.view)
        XCTAssertTrue(animator.seenViews.to === app.detail.view)
        XCTAssertTrue(app.detail.transitionCoordinator != nil, "the pushed controller has a coordinator while it moves")
        // 0.2 s into the 0.4 s push: ease in-out at half its time is 0.5: the green detail is
        // half over the list's white at (195, 700): red 255 − (255 − 52) × 0.5.
        for k in 1...6 { step(app, k) }
        let mid = try Rasterizer().render(app.scene.displayList()).rgba(195, 700)
        XCTAssertEqual(Double(mid.r), 255 - 203 * 0.5, accuracy: 3)
        let back = try XCTUnwrap(app.scene.root.viewWithID("navigationBar.back"))
        XCTAssertGreaterThan(back.alpha, 0, "the bar's back button is arriving with the push")
        XCTAssertLessThan(back.alpha, 1)
        for k in 7...15 { step(app, k) }
        XCTAssertEqual(app.nav.viewControllers.count, 2)
        XCTAssertNil(app.list.view.superview, "the list's view left the container once the push completed")
        XCTAssertEqual(back.alpha, 1)
        XCTAssertTrue(app.nav.navigationBar.topItem === app.detail.navigationItem)
        XCTAssertNil(app.detail.transitionCoordinator)
        XCTAssertEqual(app.delegate.log, ["willShow Summer", "didShow Summer"])
        XCTAssertEqual(app.list.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(app.detail.log, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(animator.log, ["animateTransition", "animationEnded(true)"])
        let end = try Rasterizer().render(app.scene.displayList()).rgba(195, 700)
        XCTAssertEqual(end.distance(to: RGBA(r: 52, g: 199, b: 89, a: 255)), 0, accuracy: 3, "systemGreen at rest")
        XCTAssertEqual(app.scene.warnings, [])
    }

    func testThePopRunsItsOwnAnimatorAndTheListComesBack() throws {
        let app = albums()
        step(app, 0)
        app.nav.pushViewController(app.detail, animated: false)
        app.scene.layout()
        app.delegate.log = []
        app.list.log = []
        app.detail.log = []
        XCTAssertTrue(app.delegate.animators.isEmpty, "a push without animation asks for no animator")
        app.nav.popViewController(animated: true)
        let animator = try XCTUnwrap(app.delegate.animators.first)
        XCTAssertEqual(animator.operation, .pop)
        XCTAssertEqual(animator.seen["initial.from"], CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(animator.seenViews.to === app.list.view)
        for k in 1...15 { step(app, k) }
        XCTAssertEqual(app.nav.viewControllers.count, 1)
        XCTAssertNil(app.detail.view.superview)
        XCTAssertTrue(app.nav.navigationBar.topItem === app.list.navigationItem)
        XCTAssertNil(app.nav.navigationBar.backItem)
        XCTAssertEqual(app.delegate.log, ["willShow Albums", "didShow Albums"])
        XCTAssertEqual(app.list.log, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(app.detail.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(animator.log, ["animateTransition", "animationEnded(true)"])
    }

    func testTheBuiltInPushTellsTheDelegateToo() throws {
        let app = albums()
        final class OnlyShows: NSObject, UINavigationControllerDelegate {
            var log: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                log.append("willShow \(animated)")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                log.append("didShow \(animated)")
            }
        }
        let shows = OnlyShows()
        app.nav.delegate = shows
        step(app, 0)
        app.nav.pushViewController(app.detail, animated: true)
        XCTAssertTrue(app.host.runningUIKitAnimation != nil, "no animator given: UIKit's own push")
        for k in 1...20 { step(app, k) }
        XCTAssertEqual(shows.log, ["willShow true", "didShow true"])
    }

    func testAnInteractivePopFollowsThePercentWithTheBarAndACancelPutsTheStackBack() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let list = AlbumListViewController(), detail = AlbumDetailViewController()
        let nav = UINavigationController(rootViewController: list)
        let delegate = ZoomFadeNavigationDelegate()
        nav.delegate = delegate
        let host = scene.attach(nav)
        let app = App(scene: scene, host: host, nav: nav, list: list, detail: detail, delegate: delegate)
        step(app, 0)
        nav.pushViewController(detail, animated: false)
        scene.layout()
        delegate.log = []; list.log = []; detail.log = []
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interactionController = interaction
        nav.popViewController(animated: true)
        let animator = try XCTUnwrap(delegate.animators.first)
        XCTAssertEqual(animator.operation, .pop)
        func red() throws -> Double { Double(try Rasterizer().render(scene.displayList()).rgba(195, 700).r) }
        func backAlpha() throws -> Double { Double(try XCTUnwrap(scene.root.viewWithID("navigationBar.back")).alpha) }
        // Paused at 0: the detail on top, opaque.
        XCTAssertEqual(try red(), 52, accuracy: 3)
        interaction.update(0.5)
        // Half the time: the detail half faded (ease in-out at 0.5 is 0.5) over the list's white.
        XCTAssertEqual(try red(), 255 - 203 * 0.5, accuracy: 3)
        let halfWay = try backAlpha()
        interaction.update(0.25)
        let quarter = try backAlpha()
        XCTAssertGreaterThan(quarter, halfWay, "the leaving back button follows the percent, linear in it")
        XCTAssertLessThan(quarter, 1)
        XCTAssertEqual(nav.viewControllers.count, 1, "the stack changes when the pop begins, as UIKit's")
        for k in 1...5 { step(app, k) }
        XCTAssertEqual(try red(), 255 - 203 * (1 - 0.129162), accuracy: 3, "time does not move it: still at 25 %")
        // Cancelled at 25 %: back over 0.25 × 0.4 s = 0.1 s, from 5/30 s: at rest by 0.267 s, step 8.
        interaction.cancel()
        step(app, 7)
        XCTAssertEqual(nav.viewControllers.count, 1, "still on its way back at 0.233 s")
        step(app, 8)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertTrue(nav.navigationBar.topItem === detail.navigationItem)
        XCTAssertTrue(nav.navigationBar.backItem === list.navigationItem)
        XCTAssertNil(list.view.superview, "the list's view left again")
        XCTAssertEqual(try red(), 52, accuracy: 3, "the detail back, opaque")
        XCTAssertEqual(try backAlpha(), 1)
        XCTAssertEqual(detail.log, ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(list.log, ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(delegate.log, ["willShow Albums"], "no didShow: the list was never shown")
        XCTAssertEqual(animator.log, ["animateTransition", "animationEnded(false)"])
        // And a plain pop afterwards still works.
        delegate.interactionController = nil
        nav.popViewController(animated: true)
        for k in 9...25 { step(app, k) }
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(delegate.log, ["willShow Albums", "willShow Albums", "didShow Albums"])
    }

    func testATabBarControllersDelegateAnimatorSwitchesTabs() throws {
        final class FadeTabs: NSObject, UITabBarControllerDelegate {
            var animators: [ZoomFadeAnimator] = []
            func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                let animator = ZoomFadeAnimator(operation: .push)
                animators.append(animator)
                return animator
            }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let list = AlbumListViewController(), detail = AlbumDetailViewController()
        let tabs = UITabBarController(viewControllers: [list, detail])
        let fade = FadeTabs()
        tabs.delegate = fade
        let host = scene.attach(tabs)
        host.advance(to: 0)
        list.log = []
        tabs.selectedIndex = 1
        let animator = try XCTUnwrap(fade.animators.first)
        XCTAssertTrue(animator.seenViews.from === list.view)
        XCTAssertTrue(animator.seenViews.to === detail.view)
        XCTAssertEqual(animator.seen["final.to"], tabs.view.bounds, "the container fills the tab bar controller's view")
        host.advance(to: 0.2)
        scene.advance(to: Step(index: 6, time: 0.2))
        let mid = try Rasterizer().render(scene.displayList()).rgba(195, 700)
        XCTAssertEqual(Double(mid.r), 255 - 203 * 0.5, accuracy: 3, "half faded in at half its 0.4 s")
        host.advance(to: 0.4)
        scene.advance(to: Step(index: 12, time: 0.4))
        XCTAssertNil(list.view.superview)
        XCTAssertEqual(list.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(detail.log, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(animator.log, ["animateTransition", "animationEnded(true)"])
    }

    func testPushAndPopWithTheZoomFadeAnimatorGolden() throws {
        let app = albums(scale: 2)
        let driver = TransitionDriver(host: app.host, fps: 30, events: [
            TransitionEvent(at: 0.1, .push(app.detail, animation: nil)),
            TransitionEvent(at: 0.9, .pop(animation: nil)),
        ], duration: 1.5)
        // The push from frame 3 to 15 (0.4 s), the pop from 27 to 39.
        try assertGolden(of: app.scene, as: .animation(driver, checkpoints: .steps([0, 5, 9, 13, 20, 29, 33, 37, 45])))
    }
}
