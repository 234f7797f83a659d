import XCTest
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// The numbers of `UIPercentDrivenInteractiveTransition`, worked by hand on the card of
/// AppFiles/SwipeDownCardTransition.swift (a 0.4 s dismissal moving the 500 pt card down by 500 pt
/// on `UIView.animate`'s ease in-out), its interaction driven as a pan handler drives it:
/// - "completionSpeed defaults to 1.0 which corresponds to a completion duration of
///   (1 - percentComplete)*duration … The actual completion is inversely proportional to the
///   completionSpeed" (UIViewControllerTransitioning.h;
///   https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completionspeed);
///   a cancel takes `percentComplete × duration / completionSpeed` (the way back);
/// - `duration` is "the non-interactive duration that was returned when the animators
///   transitionDuration: method was called when the transition started";
/// - `wantsInteractiveStart` false starts the animations running; `pause()` stops them where they
///   are (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/pause()).
/// Scrubbed, the animations are drawn at `percent × duration` of their time on their own curve
/// (UIKit pauses the container layer: `speed` 0, `timeOffset`); released, the percent follows
/// `completionCurve` (ease in-out by default) from where it was.
final class InteractiveTransitionTimingTests: XCTestCase {
    private struct App {
        let scene: Scene
        let host: ControllerHost
        let photo: PhotoBackdropViewController
        let card: CardViewController
        var interaction: SwipeDownInteractionController { card.cardTransitioningDelegate.interactionController! }
    }

    /// The card presented at rest by 0.5 s.
    private func cardApp() -> App {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let photo = PhotoBackdropViewController()
        let host = scene.attach(photo)
        let card = CardViewController()
        photo.present(card, animated: true, completion: nil)
        let app = App(scene: scene, host: host, photo: photo, card: card)
        step(app, 15)
        return app
    }

    private func step(_ app: App, _ k: Int) {
        let t = Double(k) / 30
        app.host.advance(to: t)
        app.scene.advance(to: Step(index: k, time: t))
    }

    /// Where the card's top is drawn now.
    private func drawnTop(_ app: App) -> Double { Double(app.card.view.layer.presentation()?.frame.minY ?? .nan) }

    /// The dismissal begun as the pan handler begins it, at step `k`.
    private func beginDismissal(_ app: App, at k: Int) {
        step(app, k)
        app.interaction.interactionInProgress = true
        app.card.dismiss(animated: true, completion: nil)
    }

    /// Ease in-out, (0.42, 0, 0.58, 1), at a few times, worked out by bisection on the cubic.
    private let easeInOut: [Double: Double] = [0.25: 0.129162, 0.5: 0.5, 0.6: 0.668116, 0.625: 0.707229, 0.75: 0.870838]

    func testTheScrubbedCardIsAtThePercentsTimeOnItsOwnCurve() {
        let app = cardApp()
        beginDismissal(app, at: 18)
        XCTAssertEqual(app.interaction.duration, 0.4, "the animator's transitionDuration")
        XCTAssertEqual(drawnTop(app), 344, accuracy: 1e-9, "paused at 0: nothing moves yet")
        for percent in [0.25, 0.5, 0.75] {
            app.interaction.update(CGFloat(percent))
            XCTAssertEqual(app.interaction.percentComplete, CGFloat(percent))
            XCTAssertEqual(drawnTop(app), 344 + 500 * easeInOut[percent]!, accuracy: 0.01, "at \(percent)")
        }
        // Time passing does not move a paused transition.
        for k in 19...40 { step(app, k) }
        XCTAssertEqual(drawnTop(app), 344 + 500 * easeInOut[0.75]!, accuracy: 0.01)
        XCTAssertNotNil(app.card.view.superview, "still on screen")
        // Hostile percents: NaN is ignored, 5 counts as 1.
        app.interaction.update(.nan)
        XCTAssertEqual(app.interaction.percentComplete, 0.75)
        app.interaction.update(5)
        XCTAssertEqual(app.interaction.percentComplete, 1)
        XCTAssertEqual(drawnTop(app), 844, accuracy: 0.01)
    }

    func testFinishingTakesTheRestOfTheDurationOverTheCompletionSpeed() throws {
        let app = cardApp()
        beginDismissal(app, at: 18)   // 0.6 s
        app.interaction.update(0.25)
        app.interaction.completionSpeed = 2
        app.interaction.finish()
        // The rest: (1 − 0.25) × 0.4 s / 2 = 0.15 s: it lands at 0.75 s, step 22.5 → 23.
        // Half-way through it (0.675 s) the percent is 0.25 + 0.75 × easeInOut(0.5) = 0.625.
        app.host.advance(to: 0.675)
        XCTAssertEqual(drawnTop(app), 344 + 500 * easeInOut[0.625]!, accuracy: 0.01)
        step(app, 22)   // 0.733 s: not yet
        XCTAssertNotNil(app.card.view.superview)
        app.host.advance(to: 0.75)
        XCTAssertNil(app.card.view.superview, "dismissed at 0.6 + 0.15 s")
        XCTAssertEqual(app.card.log.entries.suffix(3), ["dismissalTransitionDidEnd(true)", "animationEnded(true)", "card.viewDidDisappear"])
    }

    func testCancellingGoesBackOverThePercentOfTheDurationOverTheCompletionSpeed() throws {
        let app = cardApp()
        beginDismissal(app, at: 18)
        app.interaction.update(0.6)
        app.interaction.completionSpeed = 0.5
        app.interaction.cancel()
        // Back: 0.6 × 0.4 s / 0.5 = 0.48 s: at rest at 1.08 s. Half-way (0.84 s): 0.6 × (1 − 0.5) = 0.3 of the time.
        app.host.advance(to: 0.84)
        XCTAssertEqual(drawnTop(app), 344 + 500 * 0.187396, accuracy: 0.01, "ease in-out at 0.3: 0.187396")
        app.host.advance(to: 1.07)
        XCTAssertTrue(app.card.log.entries.last != "card.viewDidAppear", "still going back at 1.07 s")
        app.host.advance(to: 1.08)
        XCTAssertEqual(app.card.log.entries.suffix(4), ["dismissalTransitionDidEnd(false)", "animationEnded(false)",
                                                         "card.viewWillAppear", "card.viewDidAppear"])
        XCTAssertEqual(drawnTop(app), 344, accuracy: 1e-9)
        XCTAssertEqual(app.card.view.frame.minY, 344, "the model back at the start too")
        XCTAssertTrue(app.photo.presentedViewController === app.card)
    }

    func testAHostileCompletionSpeedCountsAsOne() throws {
        for speed: CGFloat in [0, -3, .infinity, .nan] {
            let app = cardApp()
            beginDismissal(app, at: 18)
            app.interaction.update(0.5)
            app.interaction.completionSpeed = speed
            app.interaction.finish()
            // (1 − 0.5) × 0.4 s at speed 1: lands at 0.8 s.
            app.host.advance(to: 0.79)
            XCTAssertNotNil(app.card.view.superview, "speed \(speed)")
            app.host.advance(to: 0.8)
            XCTAssertNil(app.card.view.superview, "speed \(speed)")
        }
    }

    /// A dismissal written with `animateKeyframes` (tutorials' flip and shrink animators): scrubbed
    /// and cancelled, it too is put back where it began.
    final class ShrinkThenDropAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { fromView.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { fromView.center.y += 400 }
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    func testAKeyframeDismissalScrubsAndACancelPutsItBack() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let host = scene.attach(PhotoBackdropViewController())
        let shrink = ShrinkThenDropAnimator()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = shrink
        host.rootViewController.present(sheet, animated: false, completion: nil)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        sheet.dismiss(animated: true, completion: nil)
        shrink.interaction.update(0.25)
        // Half the first keyframe: alpha half-way to 0.5 (keyframes run linearly in the whole's time here).
        let alpha = Double(sheet.view.layer.presentation()?.opacity ?? .nan)
        XCTAssertLessThan(alpha, 1)
        XCTAssertGreaterThan(alpha, 0.5)
        XCTAssertEqual(Double(sheet.view.layer.presentation()?.frame.minY ?? .nan), 0, accuracy: 1e-9, "the drop has not begun")
        shrink.interaction.update(0.75)
        XCTAssertGreaterThan(Double(sheet.view.layer.presentation()?.frame.minY ?? .nan), 0, "dropping in the second half")
        shrink.interaction.cancel()
        host.advance(to: 0.75 * 0.6)
        XCTAssertEqual(sheet.view.alpha, 1, "the model back as before the block")
        XCTAssertEqual(sheet.view.frame.minY, 0)
        XCTAssertNotNil(sheet.view.superview, "still presented")
    }

    func testAnInteractionNeverLetGoDoesNotKeepTheRunGoing() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let photo = PhotoBackdropViewController()
        let host = scene.attach(photo)
        let card = CardViewController()
        var driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0, .present(card, animation: nil)),
            TransitionEvent(at: 0.6, .perform { _ in
                card.cardTransitioningDelegate.interactionController?.interactionInProgress = true
                card.dismiss(animated: true, completion: nil)
                card.cardTransitioningDelegate.interactionController?.update(0.3)
            }),
        ])
        var frames = 0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            frames += 1
            if frames > 200 { break }
        }
        // The last event (0.6 s) + the driver's 0.35 s + its 0.2 s tail is 1.15 s; the dismissal's own
        // 0.4 s from 0.6 s + the tail is 1.2 s: 37 frames at 30 a second, then the run ends.
        XCTAssertEqual(frames, 37)
        XCTAssertNotNil(card.view.superview, "held at 30 %, as the app left it")
    }

    func testAnInteractionThatDoesNotStartInteractivelyRunsUntilPaused() throws {
        let app = cardApp()
        app.interaction.wantsInteractiveStart = false
        beginDismissal(app, at: 18)   // 0.6 s
        // Running by itself: 0.15 s in (0.75 s), 0.375 of the time: the curve's own ease in-out.
        app.host.advance(to: 0.75)
        let running = drawnTop(app)
        XCTAssertGreaterThan(running, 344 + 1)
        app.interaction.pause()
        XCTAssertEqual(Double(app.interaction.percentComplete), 0.375, accuracy: 1e-9, "paused where it was: 0.15 / 0.4")
        app.host.advance(to: 1.5)
        XCTAssertEqual(drawnTop(app), running, accuracy: 1e-9, "paused: the clock no longer moves it")
        XCTAssertNotNil(app.card.view.superview)
        app.interaction.update(0.5)
        XCTAssertEqual(drawnTop(app), 344 + 250, accuracy: 0.01)
        app.interaction.finish()
        app.host.advance(to: 1.5 + 0.2)
        XCTAssertNil(app.card.view.superview)
    }
}
