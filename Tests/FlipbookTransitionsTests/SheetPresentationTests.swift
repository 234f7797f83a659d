import XCTest
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookTransitions

/// UIKit's page sheet, shown when a presented controller's hero.isEnabled is false.
///
/// On a 390 × 844 screen with a 47 pt status bar (iPhone 14) at rest: the sheet from y = 47 + 10
/// = 57, 787 tall; the presenter scaled to 0.92 (358.8 × 776.48) about its centre and moved
/// 47 − 844 · 0.04 = 13.24 down, so its box is (15.6, 47, 358.8, 776.48).
final class SheetPresentationTests: XCTestCase {
    private let phone = Screen(name: "test", size: Size(width: 390, height: 844), scale: 1,
                               safeAreaInsets: EdgeInsets(top: 47, bottom: 34))

    private func sheetScene() -> (Scene, ControllerHost, ViewController, ViewController) {
        let scene = Scene(screen: phone)
        let home = ViewController(), sheet = ViewController()
        let host = ControllerHost(scene: scene, rootViewController: home)
        return (scene, host, home, sheet)
    }

    func testStylesAndTheGeometryWorkedOut() {
        XCTAssertTrue(ModalPresentationStyle.automatic.isSheet, "a page sheet on a phone, as UIKit resolves it")
        XCTAssertTrue(ModalPresentationStyle.formSheet.isSheet)
        XCTAssertFalse(ModalPresentationStyle.fullScreen.isSheet)
        XCTAssertEqual(ViewController().modalPresentationStyle, .automatic)
        let g = SheetGeometry(containerSize: Size(width: 390, height: 844), safeAreaTop: 47)
        XCTAssertEqual(g.frame, Rect(x: 0, y: 57, width: 390, height: 787))
        XCTAssertEqual(g.cardPose.frame(restingAt: Rect(x: 0, y: 0, width: 390, height: 844)).minY, 47, accuracy: 1e-9)
        XCTAssertEqual(g.cardPose.translation.y, 13.24, accuracy: 1e-9)
    }

    func testPresentGeometryAtStartHalfAndEndFromTheTrace() throws {
        let (scene, host, home, sheet) = sheetScene()
        home.present(sheet, animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .sheetPresent)
        XCTAssertNil(host.runningAnimation, "not Hero's")
        XCTAssertEqual(scene.warnings, [])
        // t = 0: the sheet just below the screen, the presenter untouched.
        assertFrame(try transitionFrame(.to, in: scene), [0, 844, 390, 787])
        assertFrame(try transitionFrame(.from, in: scene), [0, 0, 390, 844])
        // Half-way, f = 0.987056: the sheet 787 · (1 − f) = 10.19 above rest, at y 67.19; the
        // presenter scaled 1 − 0.08 f = 0.921036 (359.20 × 777.35) and moved 13.24 f = 13.07 down:
        // x = 195 − 179.60 = 15.40, y = 422 + 13.07 − 388.68 = 46.39.
        host.advance(to: 0.25)
        assertFrame(try transitionFrame(.to, in: scene), [0, 67.19, 390, 787])
        // The card as drawn (its layer's presentation); the presenter's own transform stays identity.
        assertFrame(try transitionFrame(.from, in: scene), [15.40, 46.39, 359.20, 777.35])
        XCTAssertEqual(home.view.transform, .identity, "the pose is an animation on the layer, not the view's value")
        XCTAssertEqual(host.currentFrame?.from.overlayAlpha ?? 0, 0.4 * HandSpring.half, accuracy: 1e-5)
        // End: at rest, and the presenter stays on screen as the card.
        host.advance(to: 0.5)
        XCTAssertNil(host.runningUIKitAnimation)
        XCTAssertEqual(sheet.view.frameInRoot, Rect(x: 0, y: 57, width: 390, height: 787))
        let card = home.view.frameInRoot
        assertFrame([card.minX, card.minY, card.width, card.height], [15.6, 47, 358.8, 776.48], accuracy: 1e-9)
        XCTAssertEqual(home.view.cornerRadius, 10)
        XCTAssertEqual(host.sheetFrame(of: sheet), Rect(x: 0, y: 57, width: 390, height: 787))
        // The sheet starts below the status bar: nothing on top, the home indicator below.
        XCTAssertEqual(sheet.safeAreaInsets, EdgeInsets(top: 0, bottom: 34))
    }

    func testDismissReversesAndGivesThePresenterBack() throws {
        let (scene, host, home, sheet) = sheetScene()
        home.present(sheet, animated: true)
        host.advance(to: 0.5)
        sheet.dismiss(animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .sheetDismiss)
        assertFrame(try transitionFrame(.from, in: scene), [0, 57, 390, 787])
        assertFrame(try transitionFrame(.to, in: scene), [15.6, 47, 358.8, 776.48])
        // Half-way: the sheet 787 · f = 776.81 down (y 833.81); the card f of the way back:
        // scale 0.92 + 0.08 f = 0.998964 (389.60 × 843.13), 13.24 (1 − f) = 0.17 down: at (0.20, 0.61).
        host.advance(to: 0.75)
        assertFrame(try transitionFrame(.from, in: scene), [0, 833.81, 390, 787])
        let s = 0.92 + 0.08 * HandSpring.half, ty = 13.24 * (1 - HandSpring.half)
        assertFrame(try transitionFrame(.to, in: scene), [195 - 195 * s, 422 + ty - 422 * s, 390 * s, 844 * s])
        host.advance(to: 1)
        XCTAssertNil(sheet.view.superview)
        XCTAssertEqual(home.view.transform, .identity)
        XCTAssertEqual(home.view.cornerRadius, 0)
        XCTAssertFalse(home.view.clipsToBounds)
        XCTAssertEqual(scene.root.subviews.count, 1, "backdrop and holder are gone: \(scene.root.subviews)")
        XCTAssertNil(host.sheetFrame(of: sheet))
    }

    /// A full-screen modal over a sheet, then dismissAll: the sheet leaves at once and the modal
    /// slides down over the presenter, given back its own look (it was first drawn on top: a bug).
    func testDismissAllFromACoverOverASheetUncoversThePresenter() throws {
        let (scene, host, home, sheet) = sheetScene()
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        home.present(sheet, animated: true)
        host.advance(to: 0.5)
        sheet.present(cover, animated: true)
        host.advance(to: 1)
        home.dismissAllPresentedViewControllers()
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .uncoverVertical)
        let subviews = scene.root.subviews
        let coverIndex = try XCTUnwrap(subviews.firstIndex { $0 === cover.view })
        let homeIndex = try XCTUnwrap(subviews.firstIndex { $0 === home.view })
        XCTAssertGreaterThan(coverIndex, homeIndex, "the leaving modal is drawn over the presenter")
        XCTAssertEqual(home.view.frameInRoot, Rect(x: 0, y: 0, width: 390, height: 844), "no card any more")
        XCTAssertNil(sheet.view.superview)
        host.advance(to: 1.5)
        XCTAssertEqual(scene.root.subviews.map { $0 === home.view }, [true])
        XCTAssertNil(home.presentedViewController)
    }

    func testANavigationControllerInASheetHasItsBarAtTheSheetsTop() {
        let (scene, host, home, _) = sheetScene()
        let inner = ViewController()
        let nav = NavigationController(rootViewController: inner)
        home.present(nav, animated: true)
        host.advance(to: 0.5)
        scene.layout()
        XCTAssertEqual(nav.safeAreaInsets, EdgeInsets(top: 0, bottom: 34), "below the status bar, as UIKit's sheet")
        XCTAssertEqual(nav.navigationBar.frameInRoot, Rect(x: 0, y: 57, width: 390, height: 44))
        XCTAssertEqual(inner.safeAreaInsets.top, 44)
    }

    func testNotAnimatedStillRestsAsASheet() {
        let (scene, host, home, sheet) = sheetScene()
        defer { withExtendedLifetime(scene) {} }
        home.present(sheet, animated: false)
        XCTAssertNil(host.runningUIKitAnimation)
        XCTAssertEqual(sheet.view.frameInRoot, Rect(x: 0, y: 57, width: 390, height: 787))
        XCTAssertEqual(home.view.frameInRoot.minY, 47, accuracy: 1e-9)
        home.dismiss(animated: false)
        XCTAssertEqual(home.view.frameInRoot, Rect(x: 0, y: 0, width: 390, height: 844))
    }

    func testHeroEnabledIgnoresTheSheetStyle() {
        let (scene, host, home, sheet) = sheetScene()
        defer { withExtendedLifetime(scene) {} }
        sheet.hero.isEnabled = true
        sheet.modalPresentationStyle = .pageSheet
        home.present(sheet, animated: true)
        XCTAssertEqual(host.runningAnimation?.animation, .fade, "Hero presents full screen")
        XCTAssertNil(host.sheetFrame(of: sheet))
    }

    /// Rendered at rest: the card dimmed, black around it, the sheet's and the card's corners round.
    func testPixelsOfTheDimmingAndTheRoundedCorners() throws {
        let (scene, host, home, sheet) = sheetScene()
        home.view.backgroundColor = .white
        sheet.view.backgroundColor = .systemRed
        home.present(sheet, animated: true)
        host.advance(to: 0.5)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        let red = RGBA(r: 255, g: 59, b: 48, a: 255), black = RGBA(r: 0, g: 0, b: 0, a: 255)
        // The card between its top (47) and the sheet's (57): white under black at 0.4 = 153.
        XCTAssertEqual(frame.rgba(195, 52), RGBA(r: 153, g: 153, b: 153, a: 255))
        // Left of the card (x < 15.6) is the black behind it.
        XCTAssertEqual(frame.rgba(5, 52), black)
        // The card's top-left corner, radius 10 · 0.92 = 9.2 about (24.8, 56.2): (16, 47) is outside it.
        XCTAssertEqual(frame.rgba(16, 47).distance(to: black), 0, "\(frame.rgba(16, 47))")
        XCTAssertEqual(frame.rgba(30, 48).distance(to: RGBA(r: 153, g: 153, b: 153, a: 255)), 0)
        // The sheet: red, not dimmed, from y 57; its top-left corner, radius 10 about (10, 67):
        // pixel (1, 58) (centre 1.5, 58.5, 12 pt from it) is outside, so black; (10, 60) inside.
        XCTAssertEqual(frame.rgba(195, 400), red)
        XCTAssertEqual(frame.rgba(1, 58), black)
        XCTAssertEqual(frame.rgba(10, 60), red)
        XCTAssertEqual(frame.rgba(389, 843), red, "the bottom corners are square (below the screen)")
    }
}
