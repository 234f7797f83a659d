import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// The rest of the navigation and modal API, and the driver's handling of odd input.
final class StackAndDriverTests: XCTestCase {
    let screen = Screen(name: "test", size: Size(width: 390, height: 844), scale: 1, safeAreaInsets: .zero)

    /// The scene owns its host (the host refers back weakly), so tests keep the scene.
    private var scenes: [Scene] = []

    private func scene() -> Scene {
        let made = Scene(screen: screen)
        scenes.append(made)
        return made
    }

    private func navHost() -> (ControllerHost, NavigationController, [ViewController]) {
        let controllers = (0..<4).map { i -> ViewController in let c = ViewController(); c.title = "\(i)"; return c }
        let nav = NavigationController(rootViewController: controllers[0])
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene(), rootViewController: nav)
        return (host, nav, controllers)
    }

    func testPopToAndPopToRootAndSetViewControllers() {
        let (host, nav, c) = navHost()
        nav.pushViewController(c[1], usingAnimation: .cover(direction: .up))
        host.advance(to: 1)
        nav.pushViewController(c[2], usingAnimationForPushAndOppositeForPop: .slide(direction: .up))
        host.advance(to: 2)
        nav.pushViewController(c[3], usingAnimation: .zoom)
        host.advance(to: 3)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "3")
        let popped = nav.popToViewController(c[1], usingAnimation: .fade)
        XCTAssertEqual(popped.map(\.title), ["2", "3"])
        XCTAssertEqual(host.runningAnimation?.animation, .fade)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "1", "the bar shows the new top's title as the pop starts")
        host.advance(to: 4)
        // A plain popToRoot uses the top's recorded pop: c[1] was pushed with cover(.up) and no
        // pop default, so uncover(.down).
        nav.popToRootViewController(animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .uncover(.down))
        host.advance(to: 5)
        XCTAssertTrue(nav.topViewController === c[0])
        // setViewControllers: a new top is pushed, a top already in the stack is popped to.
        nav.setViewControllers([c[0], c[2]], usingAnimation: .zoomSlide(direction: .left))
        XCTAssertEqual(host.runningAnimation?.setting.isPresenting, true)
        host.advance(to: 6)
        nav.setViewControllers([c[0]], usingAnimation: .zoomSlide(direction: .right))
        XCTAssertEqual(host.runningAnimation?.setting.isPresenting, false)
        host.advance(to: 7)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(nav.contentView.subviews.count, 1, "only the top's view stays, no backdrop")
        XCTAssertTrue(nav.contentView.subviews[0] === c[0].view)
    }

    func testDismissAllGoesBackToTheRootInOneTransition() {
        let root = ViewController()
        let host = ControllerHost(scene: scene(), rootViewController: root)
        let a = ViewController(), b = ViewController()
        a.hero.isEnabled = true; b.hero.isEnabled = true
        root.present(a, usingAnimation: .cover(direction: .up))
        host.advance(to: 1)
        a.present(b, usingAnimation: .pageIn(direction: .left))
        host.advance(to: 2)
        XCTAssertTrue(host.topPresented === b)
        b.dismissAllPresentedViewControllers()
        // The reverse of the last presentation: pageOut(.right), from b straight to the root.
        XCTAssertEqual(host.runningAnimation?.animation, .pageOut(.right))
        host.advance(to: 3)
        XCTAssertTrue(host.topPresented === root)
        XCTAssertNil(a.presentingViewController)
        XCTAssertEqual(host.scene?.root.subviews.count, 1)
        XCTAssertTrue(host.scene?.root.subviews.first === root.view)
    }

    func testPresentingTwiceWarnsAndIsIgnored() {
        let root = ViewController()
        let host = ControllerHost(scene: scene(), rootViewController: root)
        let a = ViewController(), b = ViewController()
        a.hero.isEnabled = true
        root.present(a, animated: true)
        host.advance(to: 1)
        host.perform(.selectTab(0))
        XCTAssertTrue(host.warnings.last?.contains("no tab bar controller") ?? false, "\(host.warnings)")
        root.present(b, animated: false)   // root is already presenting a
        XCTAssertTrue(host.warnings.last?.contains("already presenting") ?? false, "\(host.warnings)")
        XCTAssertTrue(host.topPresented === a)
    }

    func testDriverTimesAndHostileInput() throws {
        let (host, nav, c) = navHost()
        let scene = try XCTUnwrap(host.scene)
        // NaN fps falls back to 30; negative and non-finite event times count as 0; events run in time order.
        var driver = TransitionDriver(host: host, fps: .nan, events: [
            TransitionEvent(at: 0.5, .pop(animation: nil)),
            TransitionEvent(at: -3, .push(c[1], animation: .slide(direction: .up))),
        ], duration: .infinity)
        XCTAssertEqual(driver.fps, 30)
        XCTAssertEqual(driver.duration, 0.5 + 0.35 + 0.2, accuracy: 1e-9)
        XCTAssertEqual(driver.frameCount, 33)
        var steps = 0
        while let step = driver.next(scene) { scene.advance(to: step); steps += 1 }
        XCTAssertEqual(steps, 33)
        XCTAssertEqual(nav.viewControllers.count, 1, "pushed at 0, popped at 0.5")
        XCTAssertNil(host.runningAnimation)
        let capped = TransitionDriver(host: host, fps: 1e9, events: [], duration: 1e12)
        XCTAssertEqual(capped.fps, 240)
        XCTAssertEqual(capped.duration, 3600)
    }
}

/// Pushes that would put a view inside itself or steal a controller are refused with a warning.
final class StackMisuseTests: XCTestCase {
    func testImpossiblePushesAreRefused() {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        let tabs = TabBarController(viewControllers: [nav])
        let host = ControllerHost(scene: scene, rootViewController: tabs)
        nav.pushViewController(nav, animated: false)
        nav.pushViewController(tabs, animated: false)
        nav.setViewControllers([root, root], animated: false)
        let other = NavigationController(rootViewController: ViewController())
        nav.pushViewController(other.topViewController!, animated: false)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(host.warnings.count, 4, "\(host.warnings)")
        XCTAssertEqual(scene.warnings.count, 4)
    }
}
