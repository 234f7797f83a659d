import XCTest
import class Foundation.NSCoder
import FlipbookScene
@testable import FlipbookTransitions

/// Records the appearance callbacks of every controller that shares it, in order.
final class CallbackLog {
    var entries: [String] = []
}

final class LoggingController: ViewController {
    let log: CallbackLog
    init(_ name: String, log: CallbackLog, color: Color = .white) {
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    let color: Color
    private var name: String { title ?? "?" }
    override func viewDidLoad() { view.backgroundColor = color; log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear(\(animated))") }
}

final class ControllerTests: XCTestCase {
    let screen = Screen(name: "test", size: Size(width: 390, height: 844), scale: 1,
                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34))

    // MARK: SDOSHero's history rule for a plain pop

    func testPlainPopUsesThePopAskedForAtPushTime() {
        let nav = NavigationController(rootViewController: ViewController())
        let a = ViewController(), b = ViewController(), c = ViewController(), d = ViewController()
        nav.animationTypeForPop = .fade
        // 1. the pop animation requested with the push
        nav.pushViewController(a, usingPushAnimation: .zoom, popAnimation: .pageOut(direction: .down))
        XCTAssertEqual(nav.popAnimation(for: a), .pageOut(direction: .down))
        // …and the opposite when asked for it
        nav.pushViewController(b, usingAnimationForPushAndOppositeForPop: .pull(direction: .up))
        XCTAssertEqual(nav.popAnimation(for: b), .push(direction: .down))
        // 2. else the pop default as it is at push time (changing it later does not matter)
        nav.pushViewController(c, usingAnimation: .cover(direction: .right))
        nav.animationTypeForPop = .zoomOut
        XCTAssertEqual(nav.popAnimation(for: c), .fade)
        // 3. else, when that default is .auto or unset, the opposite of the push
        nav.animationTypeForPop = .auto
        nav.pushViewController(d, usingAnimation: .cover(direction: .right))
        XCTAssertEqual(nav.popAnimation(for: d), .uncover(direction: .left))
        let e = ViewController()
        nav.animationTypeForPop = nil
        nav.animationTypeForPush = .slide(direction: .up)
        nav.pushViewController(e, animated: true)
        XCTAssertEqual(nav.popAnimation(for: e), .slide(direction: .down))
    }

    func testPlainPopAnimatesWithTheRecordedType() {
        let scene = Scene(screen: screen)
        let nav = NavigationController(rootViewController: ViewController())
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        let detail = ViewController()
        nav.pushViewController(detail, usingAnimationForPushAndOppositeForPop: .pageIn(direction: .up))
        XCTAssertEqual(host.runningAnimation?.animation, .pageIn(.up))
        host.advance(to: 1)
        XCTAssertNil(host.runningAnimation)
        nav.popViewController(animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .pageOut(.down))
        XCTAssertEqual(host.runningAnimation?.setting.isPresenting, false)
        host.advance(to: 2)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(detail.parent)
    }

    // MARK: Tab direction

    func testTabsUseTheTypeUpwardAndItsOppositeDownward() {
        let scene = Scene(screen: screen)
        let tabs = TabBarController(viewControllers: [ViewController(), ViewController(), ViewController()])
        tabs.hero.isEnabled = true
        tabs.setTabBarAnimationType(.slide(direction: .left))
        let host = ControllerHost(scene: scene, rootViewController: tabs)
        tabs.selectedIndex = 2
        XCTAssertEqual(host.runningAnimation?.animation, .slide(.left))
        XCTAssertEqual(host.runningAnimation?.setting.isPresenting, true)
        host.advance(to: 1)
        tabs.selectedIndex = 0
        XCTAssertEqual(host.runningAnimation?.animation, .slide(.right))
        XCTAssertEqual(host.runningAnimation?.setting.isPresenting, false)
        host.advance(to: 2)
        XCTAssertEqual(tabs.animationType(from: 1, to: 2), .slide(direction: .left))
        XCTAssertEqual(tabs.animationType(from: 2, to: 1), .slide(direction: .right))
        // Unset: auto, a slide left up and right down (Hero's tab default, forceLeftToRight).
        let plain = TabBarController(viewControllers: [ViewController(), ViewController()])
        plain.hero.isEnabled = true
        let otherScene = Scene(screen: screen)
        let other = ControllerHost(scene: otherScene, rootViewController: plain)
        plain.selectedIndex = 1
        XCTAssertEqual(other.runningAnimation?.animation, .slide(.left))
    }

    func testDisabledHeroRunsUIKitsPushAndOnlyATabSwitchCutsWithAWarning() {
        let scene = Scene(screen: screen)
        var heard: [String] = []
        scene.onWarning = { heard.append($0) }
        let nav = NavigationController(rootViewController: ViewController())
        let host = ControllerHost(scene: scene, rootViewController: nav)
        nav.pushViewController(ViewController(), usingAnimation: .zoom)
        XCTAssertNil(host.runningAnimation, "hero.isEnabled is false on the navigation controller: not Hero's")
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .push, "UIKit's own push instead")
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(heard, [], "UIKit animates a push, so there is nothing to warn about")

        let tabScene = Scene(screen: screen)
        tabScene.onWarning = { heard.append($0) }
        let tabs = TabBarController(viewControllers: [ViewController(), ViewController()])
        let tabHost = ControllerHost(scene: tabScene, rootViewController: tabs)
        tabs.selectedIndex = 1
        XCTAssertNil(tabHost.runningAnimation)
        XCTAssertNil(tabHost.runningUIKitAnimation, "UIKit switches tabs without animation")
        XCTAssertEqual(heard.count, 1)
        XCTAssertTrue(heard.first?.contains("hero.isEnabled = false") ?? false, heard.first ?? "")
        XCTAssertEqual(tabScene.warnings, heard, "kept by the scene too, for a render that starts listening later")
    }

    // MARK: Lifecycle

    func testPushAndPopCallbackOrder() {
        let log = CallbackLog()
        let scene = Scene(screen: screen)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        XCTAssertEqual(log.entries, ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        log.entries = []
        nav.pushViewController(b, animated: true)
        host.advance(to: 0.2)
        XCTAssertEqual(log.entries, ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"], "the did- callbacks wait for the end")
        host.advance(to: 0.35)
        XCTAssertEqual(Array(log.entries.suffix(2)), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        log.entries = []
        nav.popViewController(animated: true)
        host.advance(to: 1)
        XCTAssertEqual(log.entries, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
    }

    func testPresentAndDismissCallbackOrder() {
        let log = CallbackLog()
        let scene = Scene(screen: screen)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let host = ControllerHost(scene: scene, rootViewController: a)
        log.entries = []
        b.hero.isEnabled = true
        a.present(b, usingAnimation: .zoom)
        XCTAssertEqual(host.runningAnimation?.animation, .zoom)
        host.advance(to: 0.35)
        XCTAssertEqual(log.entries, ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                     "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertNil(a.view.superview, "full screen: the presenting view leaves")
        log.entries = []
        // No dismissal type set: the reverse of the presentation, zoomOut.
        b.dismiss(animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .zoomOut)
        host.advance(to: 1)
        XCTAssertEqual(log.entries, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.view.superview)
    }

    func testModalDefaultsAndCopy() {
        let scene = Scene(screen: screen)
        let a = ViewController(), b = ViewController(), c = ViewController()
        let host = ControllerHost(scene: scene, rootViewController: a)
        b.hero.isEnabled = true
        let type = HeroAnimationType.pageIn(direction: .up)
        b.setHeroAnimationTypeForModalPresenting(type, forModalDismissing: type.oppositeAnimationType)
        c.copyModalSDOSHeroAnimationTypeFrom(viewController: b)
        XCTAssertEqual(c.animationTypeForDismissing, .pageOut(direction: .down))
        a.present(b, animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .pageIn(.up))
        host.advance(to: 1)
        b.dismissViewControllerUsingAnimation(.fade)
        XCTAssertEqual(host.runningAnimation?.animation, .fade)
        host.advance(to: 2)
        XCTAssertTrue(host.topPresented === a)
    }

    // MARK: Scene and trace

    func testTransitionKeepsTheScreensIDsAndNamesTheirRolesOnTheScene() {
        let scene = Scene(screen: screen)
        let root = ViewController(), detail = ViewController()
        let nav = NavigationController(rootViewController: root)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        root.view.id = "list"
        var driver = TransitionDriver(host: host, fps: 20, events: [TransitionEvent(at: 0.1, .push(detail, animation: .push(direction: .left)))])
        XCTAssertEqual(driver.duration, 0.65, accuracy: 1e-9, "0.1 + 0.35 + 0.2")
        var lines: [String] = []
        var roles: [ScreenTransitionRoles?] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            lines.append(StepTrace.line(for: step, in: scene, views: ["from", "to", "list"]))
            roles.append(scene.screenTransition)
        }
        XCTAssertEqual(lines.count, 14)
        // Frame 5 (0.25 s) is 0.15 s into the push: the leaving screen is traced under its own id,
        // and the scene says which views play from and to.
        XCTAssertTrue(lines[5].contains("\"list\":"), lines[5])
        // The roles are named apart from the ids, in the line's transition part (the detail's root
        // view has no id); no view is listed under a role's name.
        XCTAssertTrue(lines[5].hasSuffix(#","transition":{"kind":"push","from":"list","to":null}}"#), lines[5])
        XCTAssertFalse(lines[5].contains("\"from\":{") || lines[5].contains("\"to\":{"), lines[5])
        XCTAssertEqual(roles[5]?.kind, .push)
        XCTAssertTrue(roles[5]?.from === root.view && roles[5]?.to === detail.view)
        XCTAssertNil(roles[1], "before the push (0.05 s) no transition runs")
        // After the end no roles are left (and the list has left the screen with the push).
        XCTAssertNil(roles[13])
        XCTAssertEqual(root.view.id, "list")
        XCTAssertTrue(nav.topViewController === detail)
    }

    func testSafeAreaAddsTheBars() {
        let scene = Scene(screen: screen)
        let inner = ViewController()
        let nav = NavigationController(rootViewController: inner)
        let tabs = TabBarController(viewControllers: [nav])
        _ = ControllerHost(scene: scene, rootViewController: tabs)
        XCTAssertEqual(tabs.safeAreaInsets, EdgeInsets(top: 47, bottom: 34))
        XCTAssertEqual(inner.safeAreaInsets, EdgeInsets(top: 47 + 44, bottom: 34 + 49))
        scene.layout()
        XCTAssertEqual(nav.navigationBar.frame, Rect(x: 0, y: 0, width: 390, height: 91))
        XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 844 - 83, width: 390, height: 83))
    }
}
