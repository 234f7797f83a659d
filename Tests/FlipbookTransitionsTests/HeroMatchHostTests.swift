import XCTest
import FlipbookScene
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookTransitions

/// Matched views during a push run by ControllerHost: what the trace records under the hero id
/// and what the rasterizer draws.
final class HeroMatchHostTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// A 200 × 200 pt screen at scale 1 without a safe area; the navigation bar covers y 0…44.
    private func pushScene(small smallColor: Color? = nil, large largeColor: Color? = nil)
        -> (Scene, ControllerHost, NavigationController, ViewController, View, View) {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        let list = ViewController(), detail = ViewController()
        let nav = NavigationController(rootViewController: list)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        let small = View(frame: Rect(x: 10, y: 60, width: 40, height: 40))
        small.backgroundColor = smallColor ?? red
        small.cornerRadius = 4
        small.hero.id = "avatar"
        small.id = "avatar"
        list.view.addSubview(small)
        let large = View(frame: Rect(x: 50, y: 100, width: 100, height: 80))
        large.backgroundColor = largeColor ?? blue
        large.cornerRadius = 20
        large.hero.id = "avatar"
        detail.view.addSubview(large)
        return (scene, host, nav, detail, small, large)
    }

    func testMatchedViewIsTracedUnderItsHeroIDInWindowPoints() throws {
        let (scene, host, nav, detail, small, large) = pushScene()
        nav.pushViewController(detail, usingAnimation: .push(direction: .left))
        // Start: the source's frame; the originals are hidden while the snapshot flies.
        var line = StepTrace.line(for: Step(index: 0, time: 0), in: scene, views: ["avatar"])
        XCTAssertTrue(line.contains(#""avatar":{"frame":[10,60,40,40],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}"#), line)
        XCTAssertEqual(scene.screenTransition?.kind, .push)
        XCTAssertTrue(small.isHidden && large.isHidden)

        // Half of Hero's 0.262769 s: 0.775561 of the way on the standard curve. Centre
        // (30 + 70·0.775561, 80 + 60·0.775561) = (84.29, 126.53), size (86.53, 71.02):
        // frame origin (41.02, 91.02).
        host.advance(to: 0.262769 / 2)
        line = StepTrace.line(for: Step(index: 1, time: 0.131), in: scene, views: ["avatar"])
        XCTAssertTrue(line.contains(#""avatar":{"frame":[41.02,91.02,86.53,71.02],"alpha":1"#), line)

        // Arrived (the screens still move until 0.35 s).
        host.advance(to: 0.3)
        line = StepTrace.line(for: Step(index: 2, time: 0.3), in: scene, views: ["avatar"])
        XCTAssertTrue(line.contains(#""avatar":{"frame":[50,100,100,80]"#), line)

        // Done: snapshots gone, originals back, the source keeps its own id.
        host.advance(to: 0.36)
        XCTAssertFalse(large.isHidden)
        XCTAssertFalse(small.isHidden)
        XCTAssertEqual(small.id, "avatar")
        XCTAssertNil(scene.root.viewWithID("avatar"), "the list left the screen with its avatar")
    }

    func testMatchedViewPixelsAtHalfTime() throws {
        let (scene, host, nav, detail, _, _) = pushScene()
        nav.pushViewController(detail, usingAnimation: .push(direction: .left))
        host.advance(to: 0.262769 / 2)
        let frame = try Rasterizer().render(scene.displayList())
        // The destination snapshot is on top, opaque, its background 0.775561 of the way from red
        // to blue: (255·0.224439, 0, 255·0.775561) = (57.2, 0, 197.8), at its centre (84, 126).
        let centre = frame.rgba(84, 126)
        XCTAssertEqual(Double(centre.r), 57.2, accuracy: 1.5, "\(centre)")
        XCTAssertEqual(Double(centre.g), 0, accuracy: 1.5, "\(centre)")
        XCTAssertEqual(Double(centre.b), 197.8, accuracy: 1.5, "\(centre)")
        // Its left edge at x 41.02: column 43 is inside, 39 is the screens behind (no red or blue).
        XCTAssertEqual(frame.rgba(43, 126), centre)
        let outside = frame.rgba(39, 126)
        XCTAssertEqual(outside.r, outside.b, "\(outside)")
        // The list's own avatar, hidden while it flies, is not drawn at its old place.
        let old = frame.rgba(15, 70)
        XCTAssertEqual(old.r, old.b, "\(old)")
    }

    func testUnmatchedModifierMovesWithItsScreen() throws {
        let (scene, host, nav, detail, _, _) = pushScene()
        let body = View(frame: Rect(x: 20, y: 150, width: 100, height: 20))
        body.backgroundColor = .black
        body.hero.modifiers = [.fade, .translate(x: 0, y: 40), .duration(0.2), .timingFunction(x1: 0, y1: 0, x2: 1, y2: 1)]
        body.id = "body"
        detail.view.addSubview(body)
        nav.pushViewController(detail, usingAnimation: .push(direction: .left))
        host.advance(to: 0.1)
        // The snapshot lives in the detail screen, which is 200·(1 − 0.839245·…) along; its own
        // pose is half faded and 20 pt low.
        let snapshot = try XCTUnwrap(detail.view.subviews.compactMap { $0.subviews.first { ($0 as? HeroFlightView)?.source === body } }.first)
        XCTAssertEqual(snapshot.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(snapshot.transform.ty, 20, accuracy: 1e-9)
        XCTAssertEqual(snapshot.frameInRoot.minX - detail.view.frameInRoot.minX, 20, accuracy: 1e-9)
        XCTAssertNil(scene.root.viewWithID("body").flatMap { $0.isHidden ? nil : $0 }, "the original is hidden")
    }

    func testAModifiedViewInsideAModifiedViewMovesWithIt() throws {
        let (scene, host, nav, detail, _, _) = pushScene()
        defer { withExtendedLifetime(scene) {} }   // the host holds its scene weakly
        let linear: [HeroModifier] = [.duration(0.2), .timingFunction(x1: 0, y1: 0, x2: 1, y2: 1)]
        let card = View(frame: Rect(x: 20, y: 100, width: 120, height: 60))
        card.hero.modifiers = [.translate(x: 0, y: 40)] + linear
        detail.view.addSubview(card)
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        badge.hero.modifiers = [.fade] + linear
        card.addSubview(badge)
        nav.pushViewController(detail, usingAnimation: .push(direction: .left))
        host.advance(to: 0.1)
        let snapshots = detail.view.subviews.flatMap(\.subviews).compactMap { $0 as? HeroFlightView }
        let cardSnapshot = try XCTUnwrap(snapshots.first { $0.source === card })
        let badgeSnapshot = try XCTUnwrap(cardSnapshot.subviews.first as? HeroFlightView, "inside the card's snapshot")
        XCTAssertTrue(badgeSnapshot.source === badge)
        // Half way the card is 20 pt low; the badge, half faded, is 10 pt into it as at rest.
        let screen = detail.view.frameInRoot
        XCTAssertEqual(cardSnapshot.frameInRoot.minY - screen.minY, 120, accuracy: 1e-9)
        XCTAssertEqual(badgeSnapshot.frameInRoot.minY - screen.minY, 130, accuracy: 1e-9)
        XCTAssertEqual(badgeSnapshot.frameInRoot.minX - screen.minX, 30, accuracy: 1e-9)
        XCTAssertEqual(badgeSnapshot.alpha, 0.5, accuracy: 1e-9)
        host.advance(to: 0.4)
        XCTAssertFalse(badge.isHidden || card.isHidden)
        XCTAssertNil(badgeSnapshot.superview?.superview, "the snapshots are gone")
    }

    func testNoFlightsWithoutHero() {
        let (scene, host, nav, detail, small, _) = pushScene()
        nav.hero.isEnabled = false
        nav.pushViewController(detail, usingAnimation: .push(direction: .left))
        host.advance(to: 0.1)
        XCTAssertFalse(small.isHidden)
        XCTAssertFalse(scene.root.subviews.contains { $0 is HeroFlightView })
    }

    func testMatchedViewKeepsItsDarkAppearanceColourInFlight() throws {
        // Dynamic colours, as UIColor { traits in … }: red → blue in light, green → yellow in dark.
        let small = Color(light: red, dark: Color(red: 0, green: 1, blue: 0))
        let large = Color(light: blue, dark: Color(red: 1, green: 1, blue: 0))
        let (scene, host, nav, detail, _, _) = pushScene(small: small, large: large)
        scene.appearance = .dark
        nav.pushViewController(detail, usingAnimation: .push(direction: .left))
        host.advance(to: 0.262769 / 2)
        let frame = try Rasterizer().render(scene.displayList())
        // 0.775561 of the way from green to yellow: (255·0.775561, 255, 0) = (197.8, 255, 0) at the
        // snapshot's centre (84, 126); the light values' purple mix would be (57, 0, 198).
        let centre = frame.rgba(84, 126)
        XCTAssertEqual(Double(centre.r), 197.8, accuracy: 1.5, "\(centre)")
        XCTAssertEqual(Double(centre.g), 255, accuracy: 1.5, "\(centre)")
        XCTAssertEqual(Double(centre.b), 0, accuracy: 1.5, "\(centre)")
    }
}
