import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookTransitions

/// A tab bar under a right-to-left language: the first tab is on the right, as in UIKit.
final class RightToLeftTabBarTests: XCTestCase {
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
            let xs = tabs.tabBar.itemLabels.map(\.frame.minX)
            XCTAssertEqual(tabs.tabBar.itemLabels.map(\.text), ["Uno", "Dos", "Tres"])
            XCTAssertEqual(xs, direction == .leftToRight ? [0, 130, 260] : [260, 130, 0], "\(direction)")
        }
    }
}
