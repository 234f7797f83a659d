import XCTest
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookTransitions

/// UIKit's own push, pop and cover vertical, run when hero.isEnabled is false.
final class UIKitDefaultTransitionTests: XCTestCase {
    private let plain = Screen(name: "test", size: Size(width: 390, height: 844), scale: 1, safeAreaInsets: .zero)

    private func navScene(_ direction: LayoutDirection = .leftToRight) -> (Scene, ControllerHost, NavigationController, ViewController) {
        let scene = Scene(screen: plain)
        scene.layoutDirection = direction
        let nav = NavigationController(rootViewController: ViewController())
        let host = ControllerHost(scene: scene, rootViewController: nav)
        return (scene, host, nav, ViewController())
    }

    func testThePureValueMatchesTheHandSpring() {
        let push = UIKitTransitionAnimation(.push, containerSize: Size(width: 390, height: 844))
        XCTAssertEqual(push.duration, 0.5)
        XCTAssertEqual(UIKitTiming.curve.value(at: 0.5), HandSpring.half, accuracy: 1e-5)
        XCTAssertEqual(UIKitTiming.curve.value(at: 0.25), HandSpring.eighth, accuracy: 1e-5)
        XCTAssertEqual(UIKitTiming.curve.value(at: 1), 1, accuracy: 1e-3, "settled at 0.5 s")
        XCTAssertFalse(push.fromOnTop)
        XCTAssertTrue(push.toCastsShadow)
        XCTAssertTrue(UIKitTransitionAnimation(.pop, containerSize: Size(width: 390, height: 844)).fromOnTop)
    }

    func testPushGeometryAtStartHalfAndEndFromTheTrace() throws {
        let (scene, host, nav, detail) = navScene()
        nav.pushViewController(detail, animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .push)
        // t = 0: the new screen waits one width to the right; the old one is in place.
        assertFrame(try transitionFrame(.to, in: scene), [390, 0, 390, 844])
        assertFrame(try transitionFrame(.from, in: scene), [0, 0, 390, 844])
        // Half-way: 390 · (1 − 0.987056) = 5.05 left to go; the old screen 0.3 · 390 · 0.987056 = 115.49 out.
        host.advance(to: 0.25)
        assertFrame(try transitionFrame(.to, in: scene), [5.05, 0, 390, 844])
        assertFrame(try transitionFrame(.from, in: scene), [-115.49, 0, 390, 844])
        XCTAssertEqual(host.currentFrame?.from.overlayAlpha ?? 0, 0.1 * HandSpring.half, accuracy: 1e-5)
        // End: the new screen at rest, the old one gone, ids back.
        host.advance(to: 0.5)
        XCTAssertNil(host.runningUIKitAnimation)
        XCTAssertNil(scene.screenTransition)
        XCTAssertEqual(detail.view.frameInRoot, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(nav.topViewController === detail)
    }

    func testPopIsThePushReversedWithTheLeavingScreenOnTop() throws {
        let (scene, host, nav, detail) = navScene()
        nav.pushViewController(detail, animated: false)
        _ = nav.popViewController(animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .pop)
        assertFrame(try transitionFrame(.from, in: scene), [0, 0, 390, 844])
        assertFrame(try transitionFrame(.to, in: scene), [-117, 0, 390, 844])
        host.advance(to: 0.25)
        // 390 · 0.987056 = 384.95 out; the list 117 · (1 − 0.987056) = 1.51 short of home.
        assertFrame(try transitionFrame(.from, in: scene), [384.95, 0, 390, 844])
        assertFrame(try transitionFrame(.to, in: scene), [-1.51, 0, 390, 844])
        let roles = try XCTUnwrap(scene.screenTransition), from = roles.from, to = roles.to
        let siblings = try XCTUnwrap(from.superview).subviews
        XCTAssertGreaterThan(try XCTUnwrap(siblings.firstIndex { $0 === from }), try XCTUnwrap(siblings.firstIndex { $0 === to }))
    }

    func testRightToLeftPushComesFromTheLeft() throws {
        let (scene, host, nav, detail) = navScene(.rightToLeft)
        nav.pushViewController(detail, animated: true)
        assertFrame(try transitionFrame(.to, in: scene), [-390, 0, 390, 844])
        host.advance(to: 0.25)
        assertFrame(try transitionFrame(.to, in: scene), [-5.05, 0, 390, 844])
        assertFrame(try transitionFrame(.from, in: scene), [115.49, 0, 390, 844])
    }

    func testRightToLeftPopLeavesToTheLeft() throws {
        let (scene, host, nav, detail) = navScene(.rightToLeft)
        nav.pushViewController(detail, animated: false)
        _ = nav.popViewController(animated: true)
        assertFrame(try transitionFrame(.to, in: scene), [117, 0, 390, 844])
        host.advance(to: 0.25)
        assertFrame(try transitionFrame(.from, in: scene), [-384.95, 0, 390, 844])
        assertFrame(try transitionFrame(.to, in: scene), [1.51, 0, 390, 844])
    }

    func testFullScreenModalCoversVerticallyAndUncovers() throws {
        let scene = Scene(screen: plain)
        let home = ViewController(), modal = ViewController()
        modal.modalPresentationStyle = .fullScreen
        let host = ControllerHost(scene: scene, rootViewController: home)
        home.present(modal, animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .coverVertical)
        XCTAssertEqual(scene.warnings, [])
        assertFrame(try transitionFrame(.to, in: scene), [0, 844, 390, 844])
        host.advance(to: 0.25)
        // 844 · (1 − 0.987056) = 10.92 below rest; the home screen does not move.
        assertFrame(try transitionFrame(.to, in: scene), [0, 10.92, 390, 844])
        assertFrame(try transitionFrame(.from, in: scene), [0, 0, 390, 844])
        host.advance(to: 0.5)
        XCTAssertNil(home.view.superview, "covered, so it leaves the screen as in UIKit")
        modal.dismiss(animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .uncoverVertical)
        host.advance(to: 0.75)
        assertFrame(try transitionFrame(.from, in: scene), [0, 833.08, 390, 844])
        host.advance(to: 1)
        XCTAssertNil(modal.view.superview)
        XCTAssertTrue(home.view.superview === scene.root)
    }

    func testPushPixelsDimTheOldScreenAndShadowTheNewOne() throws {
        let screen = Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero)
        let scene = Scene(screen: screen)
        let list = ViewController(), detail = ViewController()
        let nav = NavigationController(rootViewController: list)
        let host = ControllerHost(scene: scene, rootViewController: nav)
        list.view.backgroundColor = .white
        detail.view.backgroundColor = .systemRed
        nav.pushViewController(detail, animated: true)
        host.advance(to: 0.125)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        // 0.824883 of the way: the new screen's edge at 200 · 0.175117 = 35.02; the list 0.3 · 200 ·
        // 0.824883 = 49.49 out, under black at 0.1 · 0.824883: 255 · (1 − 0.0824883) = 233.97.
        let row = 150, red = RGBA(r: 255, g: 59, b: 48, a: 255)
        XCTAssertEqual((0..<200).first { frame.rgba($0, row).distance(to: red) <= 2 }, 36)
        XCTAssertEqual(Double(frame.rgba(5, row).r), 233.97, accuracy: 1.5, "\(frame.rgba(5, row))")
        // The shadow at 0.25 next to the edge: ring 0 (x 34.02…35.02) ½·erfc(0.5 / (5√2)) = 0.46012
        // black at 0.25 over 233.97: 233.97 · (1 − 0.11503) = 207.06.
        XCTAssertEqual(Double(frame.rgba(34, row).r), 207.06, accuracy: 2.5, "\(frame.rgba(34, row))")
    }
}
