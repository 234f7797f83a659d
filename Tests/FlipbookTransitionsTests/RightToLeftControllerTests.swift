import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookTransitions

/// Controllers under a right-to-left language: the first tab on the right, as in UIKit, and
/// Hero's leading/trailing directions taken from the scene.
final class RightToLeftControllerTests: XCTestCase {
    func testLeadingAndTrailingPushesFollowTheScenesDirection() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = Scene(screen: Screen(name: "test", size: Size(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
            scene.layoutDirection = direction
            let nav = NavigationController(rootViewController: ViewController())
            nav.hero.isEnabled = true
            let host = ControllerHost(scene: scene, rootViewController: nav)
            nav.pushViewController(ViewController(), usingAnimation: .push(direction: .leading))
            XCTAssertEqual(host.runningAnimation?.animation, .push(direction == .leftToRight ? .left : .right), "\(direction)")
            host.advance(to: 1)
            nav.pushViewController(ViewController(), usingAnimation: .slide(direction: .trailing))
            XCTAssertEqual(host.runningAnimation?.animation, .slide(direction == .leftToRight ? .right : .left), "\(direction)")
        }
    }

    func testTabsRunFromTheRightUnderRightToLeft() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = Scene(screen: Screen(name: "test", size: Size(width: 390, height: 844), scale: 1, safeAreaInsets: .zero))
            scene.layoutDirection = direction
            let controllers = ["Uno", "Dos", "Tres"].map { title -> ViewController in
                let c = ViewController(); c.title = title; return c
            }
            let tabs = TabBarController(viewControllers: controllers)
            _ = ControllerHost(scene: scene, rootViewController: tabs)
            scene.layout()
            let xs = tabs.tabBar.itemButtons.map(\.frame.minX)
            XCTAssertEqual(tabs.tabBar.itemLabels.map(\.text), ["Uno", "Dos", "Tres"])
            XCTAssertEqual(xs, direction == .leftToRight ? [0, 130, 260] : [260, 130, 0], "\(direction)")
        }
    }
}
