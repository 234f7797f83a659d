import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// Hero's fade gives both screens `.durationMatchLongest` (HeroTransitions/Hero,
/// Sources/Preprocessors/DefaultAnimationPreprocessor.swift, `case .fade`), and
/// HeroDefaultAnimator.animate (Sources/Animator/HeroDefaultAnimator.swift) gives every view whose
/// duration is `.infinity` the longest duration it counted: each view's explicit duration, else
/// `optimizedDurationTo` — 0.208 s for a view that does not move. Other types keep 0.35 s.
final class HeroFadeDurationTests: XCTestCase {
    private let screen = Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero)

    /// Presents `detail` over a plain screen with `type`; the detail holds one view with
    /// `modifiers` when given.
    private func present(_ type: HeroAnimationType, modifiers: [HeroModifier]? = nil) -> (ControllerHost, ViewController) {
        let scene = Scene(screen: screen)
        let home = ViewController(), detail = ViewController()
        let host = ControllerHost(scene: scene, rootViewController: home)
        if let modifiers {
            let badge = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
            badge.backgroundColor = .black
            badge.hero.modifiers = modifiers
            detail.view.addSubview(badge)
        }
        detail.hero.isEnabled = true
        home.present(detail, usingAnimation: type)
        return (host, detail)
    }

    func testAFadeOfScreensAloneLastsTheStillViewDuration() throws {
        let (host, detail) = present(.fade)
        let fade = try XCTUnwrap(host.runningAnimation)
        XCTAssertEqual(fade.duration, 0.208, accuracy: 1e-12)
        // Half-way the arriving screen is at the standard curve's 0.775561 (HeroGeometryTests).
        XCTAssertEqual(fade.frame(at: 0.104).to.alpha, 0.775561, accuracy: 1e-5)
        host.advance(to: 0.2)
        XCTAssertNotNil(host.runningAnimation, "still running at 0.2 s")
        XCTAssertNotNil(detail.presentingViewController)
        host.advance(to: 0.21)
        XCTAssertNil(host.runningAnimation, "ended at 0.208 s, not 0.35 s")
    }

    func testAFadeTakesTheLongestViewDuration() throws {
        // A view with an explicit 0.6 s: the screens fade over 0.6 s with it.
        let (host, _) = present(.fade, modifiers: [.fade, .duration(0.6)])
        let fade = try XCTUnwrap(host.runningAnimation)
        XCTAssertEqual(fade.duration, 0.6, accuracy: 1e-12)
        XCTAssertEqual(fade.frame(at: 0.3).to.alpha, 0.775561, accuracy: 1e-5)
        host.advance(to: 0.5)
        XCTAssertNotNil(host.runningAnimation)
        host.advance(to: 0.61)
        XCTAssertNil(host.runningAnimation)
    }

    func testAFadeCountsDistanceBasedDurationsButNotDelays() throws {
        // Moved 300 pt by its modifier: 0.208 + 300/3000 = 0.308 s; the delay is not counted
        // (HeroDefaultAnimator's first loop reads durations only), though the transition
        // lasts until the view lands at 0.1 + 0.308.
        let (host, _) = present(.fade, modifiers: [.translate(x: 0, y: 300), .delay(0.1)])
        let fade = try XCTUnwrap(host.runningAnimation)
        XCTAssertEqual(fade.duration, 0.308, accuracy: 1e-9)
        host.advance(to: 0.4)
        XCTAssertNotNil(host.runningAnimation, "the delayed view is still on its way")
        host.advance(to: 0.41)
        XCTAssertNil(host.runningAnimation)
    }

    func testOtherTypesKeepTheirScreensAtHerosDuration() throws {
        for type: HeroAnimationType in [.zoom, .push(direction: .left), .cover(direction: .up)] {
            let (host, _) = present(type, modifiers: [.fade, .duration(0.6)])
            XCTAssertEqual(host.runningAnimation?.duration ?? -1, 0.35, accuracy: 1e-12, "\(type)")
        }
    }
}
