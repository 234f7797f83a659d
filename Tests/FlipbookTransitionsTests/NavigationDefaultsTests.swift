import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// SDOSHero's `setHeroAnimationTypeForPushNavigations(_:forPopNavigations:)`, as its README
/// (seed 003) writes it: both defaults at once, the push one used by a plain push and the pop
/// one by the plain pop that follows.
final class NavigationDefaultsTests: XCTestCase {
    func testSettingBothDefaultsAnimatesPlainPushesAndPops() {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 390, height: 844), scale: 1,
                                         safeAreaInsets: EdgeInsets(top: 47, bottom: 34)))
        let nav = NavigationController(rootViewController: ViewController())
        nav.hero.isEnabled = true
        nav.setHeroAnimationTypeForPushNavigations(.pageIn(direction: .up), forPopNavigations: .pull(direction: .up))
        XCTAssertEqual(nav.animationTypeForPush, .pageIn(direction: .up))
        XCTAssertEqual(nav.animationTypeForPop, .pull(direction: .up))
        let host = ControllerHost(scene: scene, rootViewController: nav)
        nav.pushViewController(ViewController(), animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .pageIn(.up))
        host.advance(to: 1)
        nav.popViewController(animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .pull(.up))
        XCTAssertEqual(host.runningAnimation?.setting.isPresenting, false)
    }
}
