import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// The bars UIKit shows on an iPhone in landscape, driven through app code
/// (AppFiles/LandscapeLibraryApp.swift, AppFiles/MailToolbarViewController.swift):
/// - the navigation bar and the toolbar 32 pt (NavigationBarMetrics.compactHeight: the old HIG,
///   https://stackguides.com/questions/5219833/uitoolbar-height-on-device-rotation, and QMUI's
///   measured table, https://github.com/Tencent/QMUI_iOS/issues/633), no large title;
/// - `compactAppearance` / `compactScrollEdgeAppearance` in compact height only, nil falling back
///   to the standard / scroll-edge appearance
///   (https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance,
///   https://developer.apple.com/documentation/uikit/uinavigationbar/compactscrolledgeappearance);
/// - the tab bar 32 pt with its items inline, in `compactInlineLayoutAppearance`
///   (`inlineLayoutAppearance` in regular width), https://developer.apple.com/documentation/uikit/uitabbaritemappearance/style;
/// - items inside the safe area's left and right insets (47 on iPhone 14), backgrounds full width.
final class CompactBarTests: XCTestCase {
    private var savedSymbolFolder: URL!
    override func setUp() {
        savedSymbolFolder = UIImage.symbolFolder
        UIImage.symbolFolder = TestFonts.fixtures.appendingPathComponent("bar-symbols")
    }
    override func tearDown() { UIImage.symbolFolder = savedSymbolFolder }

    private static let yellow = RGBA(r: 255, g: 204, b: 0, a: 255)    // systemYellow
    private static let orange = RGBA(r: 255, g: 149, b: 0, a: 255)    // systemOrange
    private static let teal = RGBA(r: 48, g: 176, b: 199, a: 255)     // systemTeal (iOS 15+)
    private static let indigo = RGBA(r: 88, g: 86, b: 214, a: 255)    // systemIndigo
    private static let pink = RGBA(r: 255, g: 45, b: 85, a: 255)      // systemPink
    private static let green = RGBA(r: 52, g: 199, b: 89, a: 255)     // systemGreen

    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = color
        a.shadowColor = nil
        return a
    }

    private func render(_ scene: Scene) throws -> RasterFrame {
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// The rows of column `x` within `tolerance` of `color`.
    private func rows(_ frame: RasterFrame, x: Int, near color: RGBA, tolerance: Int = 3) -> [Int] {
        (0..<frame.height).filter { frame.rgba(x, $0).distance(to: color) <= tolerance }
    }

    /// The pixels in `rect` within `tolerance` of `color`.
    private func pixels(_ frame: RasterFrame, in rect: CGRect, near color: RGBA, tolerance: Int = 40) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where frame.rgba(x, y).distance(to: color) <= tolerance { found.append((x, y)) }
        }
        return found
    }

    private func library(on screen: Screen, compactLooks: Bool = true) -> (Scene, UINavigationController, UITableViewController) {
        let scene = Scene(screen: screen.withScale(1))
        let nav = LibraryApp.makeNavigation(compactLooks: compactLooks)
        scene.attach(nav)
        scene.layout()
        return (scene, nav, nav.topViewController as! UITableViewController)
    }

    // MARK: Heights

    /// An opaque yellow bar (standard and scroll edge, no compact looks: they fall back to
    /// these) paints 47 + 44 rows in portrait and 32 in landscape, from the screen's top: no
    /// status bar there. The Max phone keeps 44 in landscape (regular width).
    func testNavigationBarIs44InPortraitAnd32InLandscapeMeasuredFromPixels() throws {
        for (screen, expected) in [(Screen.iPhone14, 47 + 44), (Screen.iPhone14.landscape, 32), (Screen.iPhoneSE.landscape, 32),
                                   (Screen.iPhone15.landscape, 32), (Screen.iPhone16ProMax.landscape, 44)] {
            let scene = Scene(screen: screen.withScale(1))
            let vc = UIViewController()
            vc.title = "Shelf"
            let nav = UINavigationController(rootViewController: vc)
            nav.navigationBar.standardAppearance = opaque(.systemYellow)
            nav.navigationBar.scrollEdgeAppearance = opaque(.systemYellow)
            scene.attach(nav)
            let frame = try render(scene)
            let painted = rows(frame, x: 2, near: Self.yellow)
            XCTAssertEqual(painted.count, expected, "\(screen.name) \(screen.orientation): measured rows")
            XCTAssertEqual(painted.first, 0, screen.name)
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: screen.size.width, height: Double(expected)))
            XCTAssertEqual(vc.view.safeAreaInsets.top, Double(expected), "content starts below the bar")
        }
    }

    /// A large-title list in landscape shows the title inline in the 32 pt bar, however it scrolls.
    func testLargeTitlesShowInlineInCompactHeight() throws {
        let (scene, nav, list) = library(on: Screen.iPhone14.landscape)
        XCTAssertEqual(nav.navigationBar.frame.height, 32)
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 32, "no 52 pt large-title band")
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1, "the inline title shows at rest")
        list.tableView.contentOffset = CGPoint(x: 0, y: -32 - 40)   // a pull-down stretches nothing
        scene.layout()
        XCTAssertEqual(nav.navigationBar.frame.height, 32)
        // White title ink (compactScrollEdgeAppearance's attributes) centred in the 32 pt band.
        list.tableView.contentOffset = CGPoint(x: 0, y: -32)
        let frame = try render(scene)
        // The bar's 32 rows: 31 in compactScrollEdgeAppearance's indigo, its hairline in the last.
        XCTAssertEqual(rows(frame, x: 2, near: Self.indigo), Array(0..<31))
        XCTAssertGreaterThan(frame.rgba(2, 31).distance(to: Self.indigo), 3, "the shadow line")
        XCTAssertEqual(frame.rgba(2, 33).distance(to: RGBA(r: 255, g: 255, b: 255, a: 255)), 0, accuracy: 3, "the list below")
        let ink = pixels(frame, in: CGRect(x: 300, y: 0, width: 244, height: 32), near: RGBA(r: 255, g: 255, b: 255, a: 255), tolerance: 30)
        XCTAssertFalse(ink.isEmpty, "the inline title")
        let ys = ink.map(\.y)
        XCTAssertEqual(Double((ys.min() ?? 0) + (ys.max() ?? 0)) / 2, 16, accuracy: 3, "centred in the 32 pt band")
        XCTAssertLessThan((ys.max() ?? 99) - (ys.min() ?? 0), 20, "one 17 pt line")
        let mid = Double((ink.map(\.x).min() ?? 0) + (ink.map(\.x).max() ?? 0)) / 2
        XCTAssertEqual(mid, 422, accuracy: 3, "centred on the 844 pt bar")
        // Portrait: the large-title bar, 47 + 96.
        let (_, portraitNav, _) = library(on: .iPhone14)
        XCTAssertEqual(portraitNav.navigationBar.frame.height, 47 + 96)
        withExtendedLifetime(scene) {}
    }

    /// The bar's items sit inside the 47 pt insets, at the 16 pt margin past them, centred in the 32 pt band.
    func testBarItemsStayInsideTheSafeArea() throws {
        let (scene, nav, list) = library(on: Screen.iPhone14.landscape)
        let add = try XCTUnwrap(list.navigationItem.rightBarButtonItem?.view)
        let edit = try XCTUnwrap(list.navigationItem.leftBarButtonItem?.view)
        XCTAssertEqual(add.frame.maxX, 844 - 47 - 16, accuracy: 0.5)
        XCTAssertEqual(edit.frame.minX, 47 + 16, accuracy: 0.5)
        XCTAssertEqual(add.frame.midY, 16, accuracy: 0.5)
        XCTAssertEqual(nav.navigationBar.frame.width, 844, "the background spans the screen")
        XCTAssertEqual(list.view.safeAreaInsets.left, 47)
        withExtendedLifetime(scene) {}
    }

    // MARK: Appearances

    /// Compact looks only in compact height: indigo (compactScrollEdgeAppearance) at the list's
    /// top and teal (compactAppearance) once rows are under the bar; portrait shows neither.
    func testCompactAppearancesAreUsedOnlyInCompactHeight() throws {
        let (scene, _, list) = library(on: Screen.iPhone14.landscape)
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.indigo), 0, accuracy: 3, "at the scroll edge")
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.teal), 0, accuracy: 3, "content under the bar")

        let (portrait, _, portraitList) = library(on: .iPhone14)
        let top = try render(portrait).rgba(2, 60)
        XCTAssertGreaterThan(top.distance(to: Self.indigo), 60, "portrait at the top: not the compact scroll-edge look")
        portraitList.tableView.contentOffset = CGPoint(x: 0, y: 300)
        let under = try render(portrait).rgba(2, 60)
        XCTAssertGreaterThan(under.distance(to: Self.teal), 60, "portrait scrolled: not the compact look")
        // The Max in landscape is compact height too (a 44 pt bar in the compact look).
        let (max, _, _) = library(on: Screen.iPhone16ProMax.landscape)
        XCTAssertEqual(try render(max).rgba(2, 10).distance(to: Self.indigo), 0, accuracy: 3)
    }

    /// The documented fallbacks: no compactAppearance uses the standard one, no
    /// compactScrollEdgeAppearance the scroll-edge one; the item's compact look wins over the bar's.
    func testCompactFallbacksAndItemOverrides() throws {
        let (scene, nav, list) = library(on: Screen.iPhone14.landscape, compactLooks: false)
        nav.navigationBar.standardAppearance = opaque(.systemOrange)
        nav.navigationBar.scrollEdgeAppearance = opaque(.systemYellow)
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.yellow), 0, accuracy: 3, "compactScrollEdge nil → scrollEdge")
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.orange), 0, accuracy: 3, "compact nil → standard")
        list.navigationItem.compactAppearance = opaque(.systemGreen)
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.green), 0, accuracy: 3, "the item's compact look")
        nav.navigationBar.compactAppearance = opaque(.systemTeal)
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.green), 0, accuracy: 3, "the item's wins over the bar's")
        list.navigationItem.compactAppearance = nil
        XCTAssertEqual(try render(scene).rgba(2, 10).distance(to: Self.teal), 0, accuracy: 3, "then the bar's")
    }

    // MARK: Toolbar

    /// The navigation controller's toolbar: 44 + 34 rows in portrait, 32 + 21 in landscape, in
    /// its compactAppearance there only; its items inside the 47 pt insets.
    func testToolbarIs32InLandscapeInItsCompactAppearance() throws {
        for (screen, band, bottom) in [(Screen.iPhone14, 44.0, 34.0), (Screen.iPhone14.landscape, 32, 21)] {
            let scene = Scene(screen: screen.withScale(1))
            let mail = MailToolbarViewController()
            let nav = UINavigationController(rootViewController: mail)
            let yellow = UIToolbarAppearance()
            yellow.configureWithOpaqueBackground()
            yellow.backgroundColor = .systemYellow
            yellow.shadowColor = nil
            // Indigo: the rows are teal and orange.
            let indigo = UIToolbarAppearance(barAppearance: yellow)
            indigo.backgroundColor = .systemIndigo
            nav.toolbar.standardAppearance = yellow
            nav.toolbar.scrollEdgeAppearance = yellow
            nav.toolbar.compactAppearance = indigo
            nav.toolbar.compactScrollEdgeAppearance = indigo
            scene.attach(nav)
            let frame = try render(scene)
            let h = screen.size.height
            XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: h - band - bottom, width: screen.size.width, height: band + bottom), screen.name)
            let landscape = screen.orientation == .landscape
            let painted = rows(frame, x: 2, near: landscape ? Self.indigo : Self.yellow)
            XCTAssertEqual(painted.count, Int(band + bottom), "\(screen.orientation): measured rows")
            XCTAssertEqual(painted.first, Int(h - band - bottom))
            XCTAssertTrue(rows(frame, x: 2, near: landscape ? Self.yellow : Self.indigo).isEmpty, "the other look nowhere")
            let trash = try XCTUnwrap(mail.toolbarItems?.first?.view)
            XCTAssertEqual(trash.frame.minX, landscape ? 47 + 16 : 16, accuracy: 0.5, screen.name)
            XCTAssertEqual(trash.frame.midY, band / 2, accuracy: 0.5, "centred in the band")
        }
    }

    // MARK: Tab bar

    /// 49 + 34 in portrait; 32 + 21 in landscape, the items sharing the width inside the 47 pt
    /// insets, each icon beside its title (not above it), in compactInlineLayoutAppearance's pink.
    func testTabBarIsCompactWithInlineItemsInLandscape() throws {
        for screen in [Screen.iPhone14, Screen.iPhone14.landscape] {
            let scene = Scene(screen: screen.withScale(1))
            let tabs = LibraryApp.makeRoot()
            scene.attach(tabs)
            let frame = try render(scene)
            let landscape = screen.orientation == .landscape
            let (w, h) = (screen.size.width, screen.size.height)
            let barHeight = landscape ? 32.0 + 21 : 49 + 34
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: h - barHeight, width: w, height: barHeight), screen.name)
            let slot = landscape ? CGRect(x: 47, y: h - 53, width: (844 - 94) / 3, height: 32) : CGRect(x: 0, y: h - 83, width: 130, height: 49)
            XCTAssertEqual(tabs.tabBar.itemButtons[0].frame, CGRect(x: slot.minX, y: 0, width: slot.width, height: slot.height), screen.name)
            let ink = pixels(frame, in: slot, near: Self.pink)
            guard landscape else {
                XCTAssertTrue(ink.isEmpty, "portrait: the stacked look (the tint's blue), not the compact inline one")
                continue
            }
            XCTAssertGreaterThan(ink.count, 40, "the selected item in pink")
            let xs = ink.map(\.x), ys = ink.map(\.y)
            XCTAssertLessThan((ys.max() ?? 0) - (ys.min() ?? 0), 24, "one line: the icon beside the title")
            XCTAssertGreaterThan((xs.max() ?? 0) - (xs.min() ?? 0), 50, "icon and title side by side")
            XCTAssertEqual(Double((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, slot.midX, accuracy: 3, "the pair centred in the slot")
            XCTAssertEqual(Double((ys.min() ?? 0) + (ys.max() ?? 0)) / 2, slot.midY, accuracy: 3, "centred in the 32 pt band")
        }
    }

    /// The regular-width Max in landscape: inline items in `inlineLayoutAppearance` (green) in a 49 pt bar.
    func testMaxPhoneInLandscapeUsesTheInlineAppearance() throws {
        let screen = Screen.iPhone16ProMax.landscape
        let scene = Scene(screen: screen.withScale(1))
        let tabs = LibraryApp.makeRoot()
        scene.attach(tabs)
        let frame = try render(scene)
        XCTAssertEqual(tabs.tabBar.frame.height, 49 + 21)
        let slot = CGRect(x: 62, y: 440 - 70, width: (956 - 124) / 3, height: 49)
        XCTAssertGreaterThan(pixels(frame, in: slot, near: Self.green).count, 40)
        XCTAssertTrue(pixels(frame, in: slot, near: Self.pink).isEmpty)
    }

    // MARK: Goldens

    /// The library app on an iPhone 14 in landscape: the 32 pt bar in its compact scroll-edge
    /// look over the list's top, the inline tab items below.
    func testLandscapeLibraryAtTheTopGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.landscape.withScale(2))
        scene.attach(LibraryApp.makeRoot())
        scene.layout()
        try assertGolden(of: try Rasterizer().render(scene.displayList()), as: .image)
    }

    /// Scrolled: rows under the bar, which shows its compact (teal) look.
    func testLandscapeLibraryScrolledGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.landscape.withScale(2))
        let tabs = LibraryApp.makeRoot()
        scene.attach(tabs)
        scene.layout()
        let nav = try XCTUnwrap(tabs.selectedViewController as? UINavigationController)
        let list = try XCTUnwrap(nav.topViewController as? UITableViewController)
        list.tableView.contentOffset = CGPoint(x: 0, y: 120)
        scene.layout()
        try assertGolden(of: try Rasterizer().render(scene.displayList()), as: .image)
    }
}
