import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// A transition driver runs until the last transition's last view lands, then its tail: Hero
/// finishes a transition only when every animation has completed (HeroTransition+Animate.swift
/// waits for the longest `timeUntilStopped`), so a preview that stopped earlier would show a
/// state the app never rests in.
final class TransitionDriverLandingTests: XCTestCase {
    private let screen = Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero)

    /// A push at 0.1 s whose detail holds a view that fades in over `seconds` after `delay`.
    private func run(seconds: Double, delay: Double, duration: Double?) -> (times: [Double], host: ControllerHost) {
        let scene = Scene(screen: screen)
        let list = ViewController(), detail = ViewController()
        let nav = NavigationController(rootViewController: list)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        let slow = View(frame: Rect(x: 20, y: 60, width: 40, height: 40))
        slow.backgroundColor = .black
        slow.hero.modifiers = [.fade, .duration(seconds), .delay(delay)]
        detail.view.addSubview(slow)
        var driver = TransitionDriver(host: host, fps: 10, events: [
            TransitionEvent(at: 0.1, .push(detail, animation: .push(direction: .left))),
        ], duration: duration, tail: 0.2)
        var times: [Double] = []
        while let step = driver.next(scene) { scene.advance(to: step); times.append(step.time) }
        return (times, host)
    }

    func testASlowDelayedViewIsNotCutOffByTheNaturalLength() throws {
        // Lands at 0.1 + 0.3 + 0.8 = 1.2 s; the natural length was 0.1 + 0.35 + 0.2 = 0.65 s.
        let (times, host) = run(seconds: 0.8, delay: 0.3, duration: nil)
        XCTAssertEqual(try XCTUnwrap(times.last), 1.4, accuracy: 1e-9, "landing at 1.2 s, then the 0.2 s tail")
        XCTAssertEqual(times.count, 15)
        XCTAssertNil(host.runningAnimation, "the run ends with the transition finished")
    }

    func testAnExplicitDurationIsAMinimumNotACut() throws {
        let (times, host) = run(seconds: 0.8, delay: 0.3, duration: 0.5)
        XCTAssertEqual(try XCTUnwrap(times.last), 1.4, accuracy: 1e-9)
        XCTAssertNil(host.runningAnimation)
        // When everything has landed by then, the duration asked for is kept exactly.
        let (short, _) = run(seconds: 0.1, delay: 0, duration: 2)
        XCTAssertEqual(try XCTUnwrap(short.last), 2, accuracy: 1e-9)
        XCTAssertEqual(short.count, 21)
    }

    func testAQuickViewKeepsTheNaturalLength() throws {
        let (times, _) = run(seconds: 0.1, delay: 0, duration: nil)
        // 0.1 + 0.35 + 0.2 is 0.6499… in binary, so the 10 fps grid's nearest frame is 0.6 s:
        // the frames the driver announced before running, none added.
        XCTAssertEqual(try XCTUnwrap(times.last), 0.6, accuracy: 1e-9)
        XCTAssertEqual(times.count, 7)
    }
}
