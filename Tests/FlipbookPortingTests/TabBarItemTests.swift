import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// Tab bar items as iOS 15+ stacks them on iPhone, driven through app code
/// (AppFiles/StoreTabsApp.swift): the 49 pt bar above the home indicator, the selected tab in
/// the tint colour and the others grey, the badge a red capsule at the icon's top trailing
/// corner, taps switching tabs, and the appearances' colours (TabBarMetrics cites the numbers).
final class TabBarItemTests: XCTestCase {
    private var savedSymbolFolder: URL!
    override func setUp() {
        savedSymbolFolder = UIImage.symbolFolder
        UIImage.symbolFolder = TestFonts.fixtures.appendingPathComponent("bar-symbols")
    }
    override func tearDown() { UIImage.symbolFolder = savedSymbolFolder }

    private static let blue = RGBA(r: 0, g: 122, b: 255, a: 255)      // systemBlue, the default tint
    private static let gray = RGBA(r: 142, g: 142, b: 147, a: 255)    // systemGray
    private static let red = RGBA(r: 255, g: 59, b: 48, a: 255)       // systemRed
    private static let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func storeApp(on screen: Screen = Screen.iPhone14.withScale(1), rows: Int = 30) -> (Scene, UITabBarController) {
        let scene = Scene(screen: screen)
        let tabs = StoreTabsApp.makeRoot(rows: rows)
        scene.attach(tabs)
        scene.layout()
        return (scene, tabs)
    }

    /// The pixels of `frame` in `rect` (points at scale 1) within `tolerance` of `color`.
    private func pixels(_ frame: RasterFrame, in rect: CGRect, near color: RGBA, tolerance: Int = 3) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where frame.rgba(x, y).distance(to: color) <= tolerance { found.append((x, y)) }
        }
        return found
    }

    /// The slot of tab `i` of 4 on a 390 pt bar whose top is at `top`.
    private func slot(_ i: Int, top: Double = 844 - 83) -> CGRect { CGRect(x: 97.5 * Double(i), y: top, width: 97.5, height: 49) }

    /// 49 pt plus the bottom safe area (none on the SE, 34 on the others); the child's bottom safe
    /// area grows by it; an opaque yellow bar paints exactly that many rows.
    func testTabBarIs49AboveTheHomeIndicatorOnSEAnd14And16ProMax() throws {
        for (screen, bottom) in [(Screen.iPhoneSE, 0.0), (.iPhone14, 34), (.iPhone16ProMax, 34)] {
            let (scene, tabs) = storeApp(on: screen.withScale(1))
            let yellow = UITabBarAppearance()
            yellow.configureWithOpaqueBackground()
            yellow.backgroundColor = .systemYellow
            yellow.shadowColor = nil
            tabs.tabBar.standardAppearance = yellow
            tabs.tabBar.scrollEdgeAppearance = yellow
            scene.layout()
            let h = screen.size.height, w = screen.size.width
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: h - 49 - bottom, width: w, height: 49 + bottom), screen.name)
            XCTAssertEqual(tabs.selectedViewController?.view.safeAreaInsets.bottom, 49 + bottom, screen.name)
            let frame = try Rasterizer().render(scene.displayList())
            let rows = (0..<Int(h)).filter { frame.rgba(1, $0).distance(to: RGBA(r: 255, g: 204, b: 0, a: 255)) <= 2 }
            XCTAssertEqual(rows.count, Int(49 + bottom), "\(screen.name): measured rows of tab bar")
            XCTAssertEqual(rows.first, Int(h - 49 - bottom), screen.name)
        }
    }

    /// The selected tab's icon and title in the tint colour (systemBlue), the others grey,
    /// measured from pixels; the titles are the items' (the system item's is "Search").
    func testSelectedTabIsTintedTheOthersGrey() throws {
        let (scene, tabs) = storeApp()
        XCTAssertEqual(tabs.tabBar.itemLabels.map(\.text), ["Home", "Search", "Alerts", "Profile"])
        XCTAssertEqual(tabs.tabBar.itemLabels.first?.font.pointSize, 10)
        let frame = try Rasterizer().render(scene.displayList())
        let homeIcon = slot(0).divided(atDistance: 32, from: .minYEdge).slice
        XCTAssertGreaterThan(pixels(frame, in: homeIcon, near: Self.blue).count, 100, "the selected icon is systemBlue")
        XCTAssertEqual(pixels(frame, in: homeIcon, near: Self.gray, tolerance: 8).count, 0)
        for i in 1...3 {
            let icon = slot(i).divided(atDistance: 32, from: .minYEdge).slice
            XCTAssertGreaterThan(pixels(frame, in: icon, near: Self.gray).count, 30, "tab \(i) is grey")
            XCTAssertEqual(pixels(frame, in: icon, near: Self.blue, tolerance: 40).count, 0, "tab \(i) is not tinted")
        }
        // The title's ink: 10 pt text in the 12 pt line 34 pt below the bar's top.
        let title = CGRect(x: 0, y: 844 - 83 + 34, width: 97.5, height: 12)
        XCTAssertFalse(pixels(frame, in: title, near: Self.blue, tolerance: 12).isEmpty, "the selected title in the tint")
        let above = CGRect(x: 0, y: 844 - 83 + 30, width: 390, height: 3)
        XCTAssertTrue(pixels(frame, in: above, near: Self.blue, tolerance: 60).isEmpty, "nothing between icon and title")
    }

    /// The badge: a systemRed capsule 18 pt tall with white text, its leading edge 10 pt left of
    /// the bell's trailing edge and its top 4 pt above the bell's. Hand-worked: the bell is
    /// 18 × 20 at 17 pt, × 1.3 (large scale) = 23.4 × 26 (23.5 once drawn on whole pixels at 6 a
    /// point), centred in slot 195…292.5 and 18 pt below the bar's top (761): x 232…255.5,
    /// y 766…792; so the badge is 245.5…263.5 × 762…780.
    func testBadgeIsARedCapsuleAtTheIconsTopTrailingCorner() throws {
        let (scene, tabs) = storeApp()
        XCTAssertEqual(tabs.viewControllers[2].tabBarItem.badgeValue, "3")
        let frame = try Rasterizer().render(scene.displayList())
        let red = pixels(frame, in: slot(2), near: Self.red, tolerance: 2)
        let xs = red.map(\.x), ys = red.map(\.y)
        XCTAssertEqual(Double(xs.min() ?? 0), 245.5, accuracy: 1)
        XCTAssertEqual(Double(xs.max() ?? 0) + 1, 263.5, accuracy: 1)
        XCTAssertEqual(Double(ys.min() ?? 0), 762, accuracy: 1)
        XCTAssertEqual(Double(ys.max() ?? 0) + 1, 780, accuracy: 1)
        // The bell's grey ink: the badge sits right of its centre and above its top.
        let bell = pixels(frame, in: slot(2), near: Self.gray, tolerance: 6)
        let bellMidX = Double((bell.map(\.x).min() ?? 0) + (bell.map(\.x).max() ?? 0)) / 2
        XCTAssertGreaterThan(Double(xs.min() ?? 0), bellMidX)
        XCTAssertLessThan(ys.min() ?? 0, bell.map(\.y).min() ?? 0)
        XCTAssertFalse(pixels(frame, in: CGRect(x: 247, y: 763, width: 15, height: 16), near: Self.white, tolerance: 20).isEmpty,
                       "the 3 in white")
        XCTAssertTrue(pixels(frame, in: slot(0), near: Self.red, tolerance: 2).isEmpty, "no badge on Home")
        // badgeColor wins.
        tabs.viewControllers[2].tabBarItem.badgeColor = .systemGreen
        scene.layout()
        let green = try Rasterizer().render(scene.displayList())
        XCTAssertTrue(pixels(green, in: slot(2), near: Self.red, tolerance: 2).isEmpty)
        XCTAssertGreaterThan(pixels(green, in: slot(2), near: RGBA(r: 52, g: 199, b: 89, a: 255), tolerance: 2).count, 100)
        // No badge value, no badge.
        tabs.viewControllers[2].tabBarItem.badgeValue = nil
        scene.layout()
        let none = try Rasterizer().render(scene.displayList())
        XCTAssertTrue(pixels(none, in: slot(2), near: RGBA(r: 52, g: 199, b: 89, a: 255), tolerance: 2).isEmpty)
    }

    /// A tap on a tab, through the scene's touches, selects it: the tab's screen shows and the
    /// tint moves to it.
    func testTappingATabSelectsIt() throws {
        let (scene, tabs) = storeApp()
        let host = try XCTUnwrap(tabs.host)
        scene.tap(.view(tabs.tabBar.itemButtons[2]), at: 0.1)
        var driver = TransitionDriver(host: host, fps: 30, events: [], duration: 0.6)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(tabs.selectedIndex, 2)
        XCTAssertEqual(tabs.selectedViewController?.title, "Alerts")
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.viewControllers[2].tabBarItem)
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertGreaterThan(pixels(frame, in: slot(2).divided(atDistance: 32, from: .minYEdge).slice, near: Self.blue).count, 50)
        XCTAssertEqual(pixels(frame, in: slot(0).divided(atDistance: 32, from: .minYEdge).slice, near: Self.blue, tolerance: 40).count, 0)
    }

    /// `UITabBarAppearance`: the background colour, the states' icon and title colours and the
    /// badge's background, each measured; `tabBar.tintColor` and `unselectedItemTintColor` when
    /// the appearance leaves the colours nil.
    func testAppearanceColours() throws {
        let (scene, tabs) = storeApp()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGreen
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemPurple
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        scene.layout()
        var frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(2, 844 - 10).distance(to: RGBA(r: 88, g: 86, b: 214, a: 255)), 0, "systemIndigo")
        let icons = { (i: Int) in self.slot(i).divided(atDistance: 32, from: .minYEdge).slice }
        XCTAssertGreaterThan(pixels(frame, in: icons(0), near: RGBA(r: 255, g: 45, b: 85, a: 255)).count, 100, "selected: systemPink")
        XCTAssertGreaterThan(pixels(frame, in: icons(1), near: RGBA(r: 52, g: 199, b: 89, a: 255)).count, 30, "normal: systemGreen")
        XCTAssertGreaterThan(pixels(frame, in: icons(2), near: RGBA(r: 175, g: 82, b: 222, a: 255)).count, 100, "badge: systemPurple")
        let titles = CGRect(x: 97.5, y: 844 - 83 + 34, width: 97.5, height: 12)
        XCTAssertFalse(pixels(frame, in: titles, near: Self.white, tolerance: 30).isEmpty, "normal title: white")

        // The legacy colours, with an appearance that sets none.
        let plain = UITabBarAppearance()
        plain.configureWithOpaqueBackground()
        tabs.tabBar.standardAppearance = plain
        tabs.tabBar.scrollEdgeAppearance = plain
        tabs.tabBar.tintColor = .systemOrange
        tabs.tabBar.unselectedItemTintColor = .systemBrown
        scene.layout()
        frame = try Rasterizer().render(scene.displayList())
        XCTAssertGreaterThan(pixels(frame, in: icons(0), near: RGBA(r: 255, g: 149, b: 0, a: 255)).count, 100, "tintColor: orange")
        XCTAssertGreaterThan(pixels(frame, in: icons(3), near: RGBA(r: 162, g: 132, b: 94, a: 255)).count, 30, "unselected: systemBrown")
    }

    /// iOS 15: the bar is transparent while the list's bottom edge meets it (a short list, or a
    /// long one scrolled to its end) and shows the default material while rows are under it.
    func testTransparentAtTheContentsBottomEdge() throws {
        let (scene, tabs) = storeApp()
        func barPixel() throws -> RGBA { try Rasterizer().render(scene.displayList()).rgba(60, 844 - 10) }
        let material = try barPixel()
        XCTAssertEqual(material.r, 249, accuracy: 1, "the material: 249 at 94 % over the white rows")
        let list = try XCTUnwrap(tabs.selectedViewController as? StoreTabListViewController)
        // 30 rows of 56 pt end at 1680; the end shows at offset 1680 + 83 - 844.
        list.tableView.contentOffset = CGPoint(x: 0, y: 1680 + 83 - 844)
        scene.layout()
        XCTAssertEqual(try barPixel(), Self.white, "transparent at the end: the page shows")
        let (short, _) = storeApp(rows: 3)
        XCTAssertEqual(try Rasterizer().render(short.displayList()).rgba(60, 844 - 10), Self.white, "a short list is at its edge")
    }

    func testSystemItemAndTitleFallback() {
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 7)
        XCTAssertEqual(search.title, "Search")
        XCTAssertEqual(search.tag, 7)
        XCTAssertEqual(search.image?.symbolName, "magnifyingglass")
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        XCTAssertEqual(more.title, "More")
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let a = UIViewController(), b = UIViewController()
        a.title = "Feed"
        let inner = UIViewController()
        inner.title = "Settings"
        let nav = UINavigationController(rootViewController: inner)
        let tabs = UITabBarController(viewControllers: [a, nav, b])
        scene.attach(tabs)
        XCTAssertEqual(tabs.tabBar.itemLabels.map(\.text), ["Feed", "Settings", ""], "the controller's title, a navigation root's")
        b.title = "Later"
        XCTAssertEqual(tabs.tabBar.itemLabels.last?.text, "Later", "a title set later shows")
        let selected = UITabBarItem(title: "Mail", image: UIImage(systemName: "bell.fill"), selectedImage: UIImage(systemName: "house.fill"))
        XCTAssertEqual(selected.selectedImage?.symbolName, "house.fill")
        XCTAssertEqual(UITabBarItem(title: "x", image: UIImage(systemName: "bell.fill"), tag: 0).selectedImage?.symbolName, "bell.fill",
                       "no selected image: the image")
    }

    // MARK: Goldens

    /// Four tabs, a badge on Alerts; taps select Search, Alerts, then Profile.
    func testTabBarSwitchingSelectionGolden() throws {
        let (scene, tabs) = storeApp(on: Screen.iPhone14.withScale(2))
        try assertGolden(of: scene, as: .animation(tapThroughTabs(scene, tabs), checkpoints: .steps([0, 4, 9, 14])))
    }

    func testTabBarSwitchingSelectionDarkGolden() throws {
        let (scene, tabs) = storeApp(on: Screen.iPhone14.withScale(2))
        scene.appearance = .dark
        try assertGolden(of: scene, as: .animation(tapThroughTabs(scene, tabs), checkpoints: .steps([0, 4, 9, 14])))
    }

    private func tapThroughTabs(_ scene: Scene, _ tabs: UITabBarController) throws -> TransitionDriver {
        for (i, t) in [(1, 0.2), (2, 0.7), (3, 1.2)] { scene.tap(.view(tabs.tabBar.itemButtons[i]), at: t) }
        return TransitionDriver(host: try XCTUnwrap(tabs.host), fps: 10, events: [], duration: 1.4)
    }
}
