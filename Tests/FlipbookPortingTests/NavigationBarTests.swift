import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

// App-style code, as an iOS project writes it (only the import changed).

/// A mailbox list with a large title, an add button and an edit button.
private final class MailboxesViewController: UITableViewController {
    var added = 0
    var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: MailboxesViewController.addTapped)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: MailboxesViewController.editTapped)
        tableView.rowHeight = 44
    }

    func addTapped() { added += 1 }
    func editTapped() { edits += 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Mailbox \(indexPath.row + 1)"
        return cell
    }
}

/// A plain screen (no scroll view) pushed over the list.
private final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        view.backgroundColor = .systemBackground
    }
}

/// A list whose bar is transparent at the top and an opaque indigo once content is under it.
private final class TintedListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemIndigo
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        navigationItem.standardAppearance = opaque
        navigationItem.scrollEdgeAppearance = clear
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Album \(indexPath.row + 1)"
        cell.backgroundColor = indexPath.row % 2 == 0 ? .systemOrange : .systemTeal
        return cell
    }
}

/// Navigation bars as iOS draws them: heights and title fonts per device (NavigationBarMetrics
/// cites them), the large title collapsing and stretching with the list, appearances switching
/// at the scroll edge, bar button items and the back button as controls.
final class NavigationBarTests: XCTestCase {
    private func largeTitleStack(on screen: Screen) -> (Scene, UINavigationController, MailboxesViewController) {
        let scene = Scene(screen: screen)
        let list = MailboxesViewController()
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        scene.attach(nav)
        return (scene, nav, list)
    }

    func testInlineBarIs44OnPhones50OnPadBelowTheStatusBar() {
        for (screen, status, bar) in [(Screen.iPhoneSE, 20.0, 44.0), (.iPhone14, 47, 44), (.iPhone16ProMax, 62, 44), (.iPad10, 24, 50)] {
            let scene = Scene(screen: screen.withScale(1))
            let nav = UINavigationController(rootViewController: MessageViewController())
            scene.attach(nav)
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: screen.size.width, height: status + bar), screen.name)
            XCTAssertEqual(nav.topViewController?.view.safeAreaInsets.top, status + bar, "\(screen.name): content starts below the bar")
            XCTAssertEqual(nav.navigationBar.titleLabel.font.pointSize, 17)
            XCTAssertEqual(nav.navigationBar.titleLabel.font.weight, .semibold, "the headline style")
        }
    }

    func testLargeTitleBarIs96AndItsTitle34Bold() throws {
        let (scene, nav, list) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        defer { withExtendedLifetime(scene) {} }   // views hold their scene weakly
        XCTAssertEqual(nav.navigationBar.frame.height, 47 + 96)
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 47 + 96, "the list starts under the large title")
        XCTAssertEqual(list.tableView.contentOffset.y, -143)
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.font.pointSize, 34)
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.font.weight, .bold)
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.text, "Mailboxes")
        for (screen, status) in [(Screen.iPhoneSE, 20.0), (.iPhone16ProMax, 62)] {
            let (other, otherNav, _) = largeTitleStack(on: screen.withScale(1))
            XCTAssertEqual(otherNav.navigationBar.frame.height, status + 96, "96 pt on every iPhone: \(screen.name)")
            withExtendedLifetime(other) {}
        }
    }

    func testTheLargeTitleCollapsesWithTheScrollAndStretchesOnAPull() {
        let (scene, nav, list) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        func bar(at y: Double) -> Double {
            list.tableView.contentOffset = CGPoint(x: 0, y: y)
            scene.layout()
            return nav.navigationBar.frame.height
        }
        XCTAssertEqual(bar(at: -143 + 20), 143 - 20, "the bar follows the content up")
        XCTAssertEqual(bar(at: -143 + 52), 91, "collapsed to the inline 44 pt")
        XCTAssertEqual(bar(at: 300), 91, "and stays there")
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1, "the inline title shows once collapsed")
        XCTAssertEqual(bar(at: -143 - 40), 183, "a pull-down stretches it")
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 0, "while the large title shows, the inline one does not")
    }

    /// What a person sees: the large title's ink in its band at rest, gone from it once the list
    /// has scrolled 60 pt, with the inline title's ink in the 44 pt band instead.
    func testLargeTitleInkMovesIntoTheInlineBand() throws {
        let (scene, _, list) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        func darkRows(_ frame: RasterFrame, x: ClosedRange<Int>, y: ClosedRange<Int>) -> [Int] {
            y.filter { row in x.contains { frame.rgba($0, row).r < 80 } }
        }
        var frame = try Rasterizer().render(scene.displayList())
        let largeInk = darkRows(frame, x: 16...200, y: 91...143)
        XCTAssertFalse(largeInk.isEmpty, "the large title is drawn below the inline band")
        XCTAssertLessThanOrEqual(largeInk.max() ?? 0, 143 - 4, "its text ends above the bar's bottom")
        XCTAssertTrue(darkRows(frame, x: 150...240, y: 47...90).isEmpty, "no inline title at rest")
        list.tableView.contentOffset = CGPoint(x: 0, y: -143 + 60)
        scene.layout()
        frame = try Rasterizer().render(scene.displayList())
        XCTAssertFalse(darkRows(frame, x: 150...240, y: 47...90).isEmpty, "the inline title shows, centred")
    }

    /// The scroll-edge look while the list is at its top, the standard one once content is under the bar.
    func testAppearanceSwitchesAtTheScrollEdge() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let list = TintedListViewController()
        let nav = UINavigationController(rootViewController: list)
        scene.attach(nav)
        func barPixel() throws -> RGBA {
            let frame = try Rasterizer().render(scene.displayList())
            return frame.rgba(300, 85)   // in the bar, right of its title, above the first row (91)
        }
        let atTop = try barPixel()
        XCTAssertEqual(atTop.r, 255, "transparent: the window's white shows above the first row")
        list.tableView.contentOffset = CGPoint(x: 0, y: -91 + 40)
        scene.layout()
        let under = try barPixel()
        // systemIndigo is (88, 86, 214).
        XCTAssertEqual(under.r, 88, accuracy: 1)
        XCTAssertEqual(under.b, 214, accuracy: 1)
        let frame = try Rasterizer().render(scene.displayList())
        let titleInk = (170...220).flatMap { x in (55...82).map { y in frame.rgba(x, y) } }
        XCTAssertTrue(titleInk.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "the title in white, as titleTextAttributes asks")
        XCTAssertEqual(nav.topViewController?.title, "Photos")
    }

    /// Pre-iOS 13 code: `barTintColor` and `titleTextAttributes` go into the standard
    /// appearance, so the bar shows them once content is under it, and not at the list's top.
    func testLegacyBarTintColorAndTitleAttributesAreTheStandardLook() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let list = MailboxesViewController()
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.barTintColor = .systemRed
        nav.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        scene.attach(nav)
        func pixel() throws -> RGBA { try Rasterizer().render(scene.displayList()).rgba(300, 85) }
        XCTAssertEqual(try pixel().r, 255)
        XCTAssertEqual(try pixel().g, 255, "white at the top: the scroll-edge look is transparent")
        list.tableView.contentOffset = CGPoint(x: 0, y: -91 + 30)
        scene.layout()
        let red = try pixel()   // systemRed (255, 59, 48)
        XCTAssertEqual(red.r, 255)
        XCTAssertEqual(red.g, 59, accuracy: 1)
        XCTAssertEqual(red.b, 48, accuracy: 1)
    }

    func testBarButtonItemsAreControlsATapRunsTheirTargetAction() throws {
        let (scene, nav, list) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        let add = try XCTUnwrap(list.navigationItem.rightBarButtonItem?.view)
        let edit = try XCTUnwrap(list.navigationItem.leftBarButtonItem?.view)
        XCTAssertEqual(add.frame.maxX, 390 - 16, accuracy: 0.5, "the right item at the layout margin")
        XCTAssertEqual(edit.frame.minX, 16, accuracy: 0.5)
        XCTAssertEqual(add.frame.midY, 47 + 22, accuracy: 0.5, "centred in the inline band")
        scene.tap(.view(add), at: 0.1)
        scene.tap(.view(edit), at: 0.4)
        scene.tap(.view(add), at: 0.7)
        var driver = TransitionDriver(host: try XCTUnwrap(nav.host), fps: 30, events: [], duration: 1.2)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(list.added, 2)
        XCTAssertEqual(list.edits, 1)
        XCTAssertEqual(scene.warnings, [])
    }

    func testThePushedScreenHasABackButtonWithThePreviousTitleAndItPops() throws {
        let (scene, nav, _) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        nav.pushViewController(MessageViewController(), animated: false)
        scene.layout()
        let back = try XCTUnwrap(scene.root.viewWithID("navigationBar.back") as? UIButton)
        XCTAssertEqual(back.currentTitle, "Mailboxes")
        XCTAssertEqual(back.frame.minX, 8, "the chevron 8 pt from the edge")
        XCTAssertEqual(nav.navigationBar.frame.height, 47 + 96, "automatic: large, as the screen below")
        scene.tap(.view(back), at: 0.1)
        var driver = TransitionDriver(host: try XCTUnwrap(nav.host), fps: 30, events: [], duration: 1.0)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(nav.viewControllers.count, 1, "the back button popped")
        XCTAssertNil(scene.root.viewWithID("navigationBar.back"))
    }

    func testNeverLargeTitleAndBackButtonTitleAndPrompt() throws {
        let (scene, nav, list) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        list.navigationItem.backButtonTitle = "Boxes"
        let message = MessageViewController()
        message.navigationItem.largeTitleDisplayMode = .never
        message.navigationItem.prompt = "Draft"
        nav.pushViewController(message, animated: false)
        scene.layout()
        XCTAssertEqual(nav.navigationBar.frame.height, 47 + 30 + 44, "inline, with the prompt's 30 pt band")
        let back = try XCTUnwrap(scene.root.viewWithID("navigationBar.back") as? UIButton)
        XCTAssertEqual(back.currentTitle, "Boxes")
        XCTAssertEqual(message.view.safeAreaInsets.top, 47 + 30 + 44)
    }

    /// Half-way through a push the back button is on its way from the old title's place and
    /// partly faded in; at the end it rests 8 pt from the edge with its title "Mailboxes".
    func testPushSlidesTheBackButtonFromTheOldTitle() throws {
        let (scene, nav, _) = largeTitleStack(on: Screen.iPhone14.withScale(1))
        let host = try XCTUnwrap(nav.host)
        let message = MessageViewController()
        message.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(message, animated: true)
        host.advance(to: 0.1)
        scene.layout()
        let back = try XCTUnwrap(scene.root.viewWithID("navigationBar.back"))
        XCTAssertGreaterThan(back.transform.tx, 0, "still to the right of its place")
        XCTAssertGreaterThan(back.alpha, 0)
        XCTAssertLessThan(back.alpha, 1)
        let barMid = nav.navigationBar.frame.height
        XCTAssertLessThan(barMid, 143, "the bar is shrinking from the large title's 96 pt")
        XCTAssertGreaterThan(barMid, 91)
        host.advance(to: 0.6)
        scene.layout()
        XCTAssertEqual(back.transform, .identity)
        XCTAssertEqual(back.alpha, 1)
        XCTAssertEqual(back.frame.minX, 8)
        XCTAssertEqual(nav.navigationBar.frame.height, 91)
    }

    // MARK: Goldens

    func testPushAndPopMoveTitlesAndBackButtonGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let list = MailboxesViewController()
        let nav = UINavigationController(rootViewController: list)
        let host = scene.attach(nav)
        let message = MessageViewController()
        let driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0.1, .push(message, animation: .auto)),
            TransitionEvent(at: 0.9, .pop(animation: .auto)),
        ], transitionDuration: 0.5)
        // The push runs from frame 3, the pop from frame 27: the first 0.1 s of each, where the spring moves most.
        try assertGolden(of: scene, as: .animation(driver, checkpoints: .steps([0, 4, 5, 6, 8, 20, 28, 29, 30, 32, 48])))
    }

    func testLargeTitleCollapsingAndStretchingGolden() throws {
        let (scene, _, _) = largeTitleStack(on: Screen.iPhone14.withScale(2))
        let driver = DragDriver(fps: 30, gestures: [.wait(0.1), .drag(by: 90, duration: 0.5, easing: .easeInOut), .wait(0.2),
                                                     .drag(by: -200, duration: 0.5, easing: .easeOut), .wait(0.1)], holdFrames: 4)
        try assertGolden(of: scene, as: .animation(driver))
    }

    func testBarTransparentToOpaqueAsContentScrollsUnderItGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.attach(UINavigationController(rootViewController: TintedListViewController()))
        let driver = DragDriver(fps: 30, gestures: [.wait(0.1), .drag(by: 16, duration: 1.2, easing: .linear), .wait(0.1)], holdFrames: 3)
        try assertGolden(of: scene, as: .animation(driver))
    }
}
