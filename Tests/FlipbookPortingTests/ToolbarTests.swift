import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// Toolbars as iOS draws them, driven through app code (AppFiles/MailToolbarViewController.swift):
/// the navigation controller's toolbar 44 pt above the home indicator, the content's bottom
/// safe area growing by it (ToolbarMetrics cites the numbers), items spread by flexible spaces,
/// the scroll-edge look at the end of the list, hiding and showing, a standalone toolbar.
final class ToolbarTests: XCTestCase {
    private var savedSymbolFolder: URL!
    override func setUp() {
        savedSymbolFolder = UIImage.symbolFolder
        UIImage.symbolFolder = TestFonts.fixtures.appendingPathComponent("bar-symbols")
    }
    override func tearDown() { UIImage.symbolFolder = savedSymbolFolder }

    private static let yellow = RGBA(r: 255, g: 204, b: 0, a: 255)   // systemYellow

    private func mailStack(on screen: Screen) -> (Scene, UINavigationController, MailToolbarViewController) {
        let scene = Scene(screen: screen)
        let list = MailToolbarViewController()
        let nav = UINavigationController(rootViewController: list)
        scene.attach(nav)
        scene.layout()
        return (scene, nav, list)
    }

    /// 44 pt plus the bottom safe area (none on the SE, 34 on the others), at the screen's bottom;
    /// the list's bottom safe area and content inset grow by it; the rows of yellow pixels an
    /// opaque yellow toolbar paints are as many.
    func testToolbarIs44AboveTheHomeIndicatorOnSEAnd14And16ProMax() throws {
        for (screen, bottom) in [(Screen.iPhoneSE, 0.0), (.iPhone14, 34), (.iPhone16ProMax, 34)] {
            let (scene, nav, list) = mailStack(on: screen.withScale(1))
            let yellow = UIToolbarAppearance()
            yellow.configureWithOpaqueBackground()
            yellow.backgroundColor = .systemYellow
            yellow.shadowColor = nil   // no hairline: every row of the bar is yellow
            nav.toolbar.standardAppearance = yellow
            nav.toolbar.scrollEdgeAppearance = yellow
            scene.layout()
            let h = screen.size.height, w = screen.size.width
            XCTAssertFalse(nav.isToolbarHidden, screen.name)
            XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: h - 44 - bottom, width: w, height: 44 + bottom), screen.name)
            XCTAssertEqual(list.view.safeAreaInsets.bottom, 44 + bottom, "\(screen.name): the content clears the toolbar")
            XCTAssertEqual(list.tableView.adjustedContentInset.bottom, 44 + bottom, screen.name)
            let frame = try Rasterizer().render(scene.displayList())
            let yellowRows = (0..<Int(h)).filter { frame.rgba(2, $0).distance(to: Self.yellow) <= 2 }
            XCTAssertEqual(yellowRows.count, Int(44 + bottom), "\(screen.name): measured rows of toolbar")
            XCTAssertEqual(yellowRows.first, Int(h - 44 - bottom), screen.name)
            XCTAssertEqual(yellowRows.last, Int(h) - 1, "\(screen.name): down to the screen's edge")
        }
    }

    /// Flexible spaces share the width left: the first item at the leading margin (16 pt), the
    /// last at the trailing one, the middle one with equal gaps either side; each centred in the band.
    func testFlexibleSpacesSpreadTheItemsAcrossTheBar() throws {
        let (scene, nav, list) = mailStack(on: Screen.iPhone14.withScale(1))
        defer { withExtendedLifetime(scene) {} }
        let views = nav.toolbar.itemViews
        XCTAssertEqual(views.count, 3, "spaces have no views")
        let (trash, share, compose) = (views[0].frame, views[1].frame, views[2].frame)
        XCTAssertEqual(trash.minX, 16, accuracy: 0.01)
        XCTAssertEqual(compose.maxX, 390 - 16, accuracy: 0.01)
        XCTAssertEqual(share.minX - trash.maxX, compose.minX - share.maxX, accuracy: 0.01, "the two flexible spaces are equal")
        // Hand-worked: the gaps are what the items and the 8 pt item spacing leave of 358 pt, halved, plus 8.
        let left = (358 - trash.width - share.width - compose.width - 16) / 2
        XCTAssertEqual(share.minX - trash.maxX, left + 8, accuracy: 0.01)
        for f in [trash, share, compose] { XCTAssertEqual(f.midY, 22, accuracy: 0.01, "centred in the 44 pt band") }
        XCTAssertEqual(list.toolbarItems?.count, 5)
        XCTAssertEqual(scene.warnings, [], "every symbol is mapped")
    }

    /// A fixed space takes its width; nonsense widths are none.
    func testFixedSpaceTakesItsWidth() {
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let sizes = [CGSize(width: 20, height: 22), CGSize(width: 30, height: 22)]
        let frames = UIToolbar.itemFramesForTesting([a, .fixedSpace(40), b], sizes: sizes, width: 390)
        XCTAssertEqual(frames.map(\.minX), [16, 16 + 20 + 40 + 8])
        let odd = UIToolbar.itemFramesForTesting([a, .fixedSpace(.nan), .fixedSpace(-5), .fixedSpace(1e300), b], sizes: sizes, width: 390)
        XCTAssertEqual(odd.map(\.minX), [16, 16 + 20 + 10_000 + 8], "NaN and negative are 0, huge is 10,000")
    }

    func testTappingAToolbarItemRunsItsAction() throws {
        let (scene, nav, list) = mailStack(on: Screen.iPhone14.withScale(1))
        scene.tap(.view(nav.toolbar.itemViews[2]), at: 0.1)
        scene.tap(.view(nav.toolbar.itemViews[0]), at: 0.3)
        scene.tap(.view(nav.toolbar.itemViews[2]), at: 0.5)
        var driver = TransitionDriver(host: try XCTUnwrap(nav.host), fps: 30, events: [], duration: 0.8)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(list.composed, 2)
        XCTAssertEqual(list.deleted, 1)
    }

    /// The standard look (the default translucent grey) while rows are under the bar; the
    /// scroll-edge look (the standard one made transparent) once the list's end meets it.
    func testScrollEdgeLookAtTheEndOfTheList() throws {
        let (scene, nav, list) = mailStack(on: Screen.iPhone14.withScale(1))
        defer { withExtendedLifetime(nav) {} }
        func toolbarPixel() throws -> RGBA { try Rasterizer().render(scene.displayList()).rgba(300, 844 - 60) }
        // At the top (offset -91) screen y 784 is content y 693: row 12 (660…720, orange 255 149 0)
        // under the grey material (249 at 94 %): 249.4, 243, 234.
        let under = try toolbarPixel()
        XCTAssertEqual(under.r, 249, accuracy: 2)
        XCTAssertEqual(under.g, 243, accuracy: 2)
        XCTAssertEqual(under.b, 234, accuracy: 2)
        // The end: 20 rows of 60 pt end at 1200; the offset that shows it above the 78 pt bottom
        // inset is 1200 + 78 - 844 = 434. Screen y 784 is then past the rows: the white page, and
        // the bar over it is transparent.
        list.tableView.contentOffset = CGPoint(x: 0, y: 1200 + 78 - 844)
        scene.layout()
        XCTAssertEqual(try toolbarPixel(), RGBA(r: 255, g: 255, b: 255, a: 255), "transparent at the edge")
        // 6 pt from the end: half-way through the 12 pt cross-fade, the grey at about half strength.
        list.tableView.contentOffset = CGPoint(x: 0, y: 1200 + 78 - 844 - 6)
        scene.layout()
        XCTAssertEqual(try toolbarPixel().b, 255 - (255 - 249) / 2, accuracy: 2, "the material at half its alpha over white")
    }

    /// `setToolbarHidden(true, animated: true)` slides the bar off the bottom over 0.33 s, the
    /// safe area shrinking with it; showing it again brings it back.
    func testHidingTheToolbarSlidesItOffAndGivesTheSafeAreaBack() throws {
        let (scene, nav, list) = mailStack(on: Screen.iPhone14.withScale(1))
        let host = try XCTUnwrap(nav.host)
        nav.setToolbarHidden(true, animated: true)
        XCTAssertTrue(nav.isToolbarHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 34, "the model value at once")
        host.advance(to: 0.15)
        scene.advance(to: Step(index: 1, time: 0.15))
        let mid = nav.toolbar.layer.presentation()?.frame.minY ?? nav.toolbar.frame.minY
        XCTAssertGreaterThan(mid, 844 - 78, "on its way down")
        XCTAssertLessThan(mid, 844)
        host.advance(to: 0.5)
        scene.advance(to: Step(index: 2, time: 0.5))
        XCTAssertEqual(nav.toolbar.frame.minY, 844)
        XCTAssertTrue(nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: true)
        XCTAssertFalse(nav.toolbar.isHidden, "shown at once, below the screen, while it rises")
        host.advance(to: 0.65)
        scene.advance(to: Step(index: 3, time: 0.65))
        let rising = nav.toolbar.layer.presentation()?.frame.minY ?? nav.toolbar.frame.minY
        XCTAssertGreaterThan(rising, 844 - 78, "on its way up")
        XCTAssertLessThan(rising, 844)
        host.advance(to: 1.0)
        scene.advance(to: Step(index: 4, time: 1.0))
        XCTAssertEqual(nav.toolbar.frame.minY, 844 - 78)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, 78)
    }

    /// Right to left, the items run from the trailing side: the first item at the right margin.
    func testToolbarItemsMirrorRightToLeft() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let list = MailToolbarViewController()
        let nav = UINavigationController(rootViewController: list)
        scene.attach(nav)
        scene.layout()
        let views = nav.toolbar.itemViews
        XCTAssertEqual(views[0].frame.maxX, 390 - 16, accuracy: 0.01, "delete, the first item, at the right")
        XCTAssertEqual(views[2].frame.minX, 16, accuracy: 0.01, "compose at the left")
    }

    /// A navigation controller whose screens set no toolbar shows none and traces as before.
    func testNoToolbarUntilAsked() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let nav = UINavigationController(rootViewController: UIViewController())
        scene.attach(nav)
        XCTAssertTrue(nav.isToolbarHidden)
        XCTAssertNil(nav.toolbar.superview)
        XCTAssertEqual(nav.topViewController?.view.safeAreaInsets.bottom, 34)
    }

    /// A toolbar of your own: 44 pt from `sizeThatFits`, its items laid out, `barTintColor` its
    /// colour; with no navigation controller the scroll-edge appearance is ignored (Apple's rule).
    func testStandaloneToolbar() throws {
        let scene = Scene(screen: Screen.iPhoneSE.withScale(1))
        let controller = UIViewController()
        scene.attach(controller)
        let toolbar = UIToolbar(frame: .zero)
        controller.view.addSubview(toolbar)
        let size = toolbar.sizeThatFits(CGSize(width: 375, height: 1000))
        XCTAssertEqual(size, CGSize(width: 375, height: 44))
        toolbar.frame = CGRect(x: 0, y: 667 - 44, width: 375, height: 44)
        toolbar.barTintColor = .systemRed
        let clear = UIToolbarAppearance()
        clear.configureWithTransparentBackground()
        toolbar.scrollEdgeAppearance = clear
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: false)
        scene.layout()
        let done = try XCTUnwrap(toolbar.itemViews.first)
        XCTAssertEqual(done.frame.maxX, 375 - 16, accuracy: 0.01, "pushed to the trailing margin")
        let pixel = try Rasterizer().render(scene.displayList()).rgba(5, 667 - 20)
        XCTAssertEqual(pixel.distance(to: RGBA(r: 255, g: 59, b: 48, a: 255)), 0, "systemRed: standard, not the scroll-edge look")
    }

    // MARK: Goldens

    /// The list scrolling up under the toolbar to its end, where the bar turns transparent.
    func testListScrollsUnderTheToolbarGolden() throws {
        let (scene, _, _) = mailStack(on: Screen.iPhone14.withScale(2))
        try assertGolden(of: scene, as: .animation(scrollToEnd()))
    }

    func testListScrollsUnderTheToolbarDarkGolden() throws {
        let (scene, _, _) = mailStack(on: Screen.iPhone14.withScale(2))
        scene.appearance = .dark
        try assertGolden(of: scene, as: .animation(scrollToEnd()))
    }

    private func scrollToEnd() -> DragDriver {
        DragDriver(fps: 15, gestures: [.wait(0.1), .drag(by: 560, duration: 1.0, easing: .easeInOut), .wait(0.6)], holdFrames: 2)
    }
}
