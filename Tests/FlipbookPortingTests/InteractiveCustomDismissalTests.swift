import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// "Swipe down to dismiss" as apps write it (AppFiles/SwipeDownCardTransition.swift): a custom
/// presentation whose transitioning delegate returns a `UIPercentDrivenInteractiveTransition`
/// subclass from `interactionControllerForDismissal(using:)` while its pan is under way.
///
/// Apple's rules checked here:
/// - the animator's `animateTransition` runs with `isInteractive` true and its animations follow
///   `update(_:)`; during the interactive part "the animation curve is linear"
///   (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve):
///   the percent is the animations' time, each drawn on its own curve (UIKit pauses the container's
///   layer and sets its time offset, so a `UIView.animate` ease in-out stays eased);
/// - released, the rest takes `(1 − percentComplete) × duration / completionSpeed` (finish) or
///   `percentComplete × duration / completionSpeed` (cancel)
///   (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completionspeed);
/// - `completeTransition(!transitionWasCancelled)`, then `animationEnded(_:)` and
///   `dismissalTransitionDidEnd(_:)` with whether it completed
///   (https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:));
///   a cancelled dismissal leaves the card presented.
/// CHOSEN where Apple documents nothing: the appearance callbacks of a cancelled dismissal mirror
/// those of a cancelled interactive pop (the card is told it appears again).
final class InteractiveCustomDismissalTests: XCTestCase {
    private struct App {
        let scene: Scene
        let host: ControllerHost
        let photo: PhotoBackdropViewController
        let card: CardViewController
        var log: CardTransitionLog { card.log }
    }

    /// A photo with the card presented over it (0.4 s from 0 s), the log then emptied.
    private func cardApp(scale: Double = 1) -> App {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        let photo = PhotoBackdropViewController()
        let host = scene.attach(photo)
        let card = CardViewController()
        photo.log = card.log
        photo.present(card, animated: true, completion: nil)
        host.advance(to: 0.5)
        scene.advance(to: Step(index: 15, time: 0.5))
        return App(scene: scene, host: host, photo: photo, card: card)
    }

    /// Runs 30 steps a second from `start` to `end`, calling `look` after each step's touches.
    private func run(_ app: App, from start: Double, until end: Double, _ look: (Double) throws -> Void = { _ in }) rethrows {
        var k = Int((start * 30).rounded())
        while Double(k) / 30 <= end + 1e-9 {
            let t = Double(k) / 30
            app.host.advance(to: t)
            app.scene.advance(to: Step(index: k, time: t))
            try look(t)
            k += 1
        }
    }

    /// The card's top edge as drawn: the first white row down the middle of the screen.
    private func cardTop(_ app: App) throws -> Int? {
        let frame = try Rasterizer().render(app.scene.displayList())
        let x = frame.width / 2
        return (0..<frame.height).first { frame.rgba(x, $0).distance(to: RGBA(r: 255, g: 255, b: 255, a: 255)) < 3 }
    }

    /// The card rests at y 344 (844 − 500) when presented.
    func testTheCardRestsWhereThePresentationControllerPutsIt() throws {
        let app = cardApp()
        XCTAssertEqual(try cardTop(app), 344)
        XCTAssertEqual(app.log.entries.suffix(2), ["presentationTransitionDidEnd(true)", "card.viewDidAppear"])
        XCTAssertFalse(app.log.entries.contains { $0.hasPrefix("photo.") }, "a custom presentation that keeps the presenter tells it nothing")
    }

    func testAPanReleasedShortOfHalfWayGoesBackAndOnePastHalfWayDismisses() throws {
        let app = cardApp()
        app.log.entries = []
        // 150 pt (30 % of the card's 500) in 0.5 s from 0.7 s: released at 1.2 s.
        app.scene.drag(.point(Point(x: 195, y: 500)), by: Vector(dx: 0, dy: 150), duration: 0.5, at: 0.7)
        var tops: [Int: Int?] = [:]   // by step (30 a second)
        try run(app, from: 0.7, until: 1.45) { t in tops[Int((t * 30).rounded())] = try cardTop(app) }
        // 1.0 s: 90 pt dragged, 18 % of the card: the dismissal's ease in-out at 18 % of its time
        // (0.0658, from the cubic (0.42, 0, 0.58, 1)) of the 500 pt it moves down.
        XCTAssertEqual(Double(try XCTUnwrap(tops[30] ?? nil)), 344 + 0.0658 * 500, accuracy: 1.5)
        // 1.2 s: 30 %: 0.1874 of the way.
        XCTAssertEqual(Double(try XCTUnwrap(tops[36] ?? nil)), 344 + 0.1874 * 500, accuracy: 1.5)
        // Cancelled at 30 %: back over 0.3 × 0.4 s = 0.12 s: at rest from 1.32 s.
        XCTAssertLessThan(try XCTUnwrap(tops[38] ?? nil), 344 + 94, "on its way back at 1.267 s")
        XCTAssertEqual(tops[40] ?? nil, 344, "back at 1.333 s")
        XCTAssertEqual(tops[43] ?? nil, 344)
        XCTAssertTrue(app.photo.presentedViewController === app.card, "still presented")
        XCTAssertNotNil(app.card.view.superview)
        XCTAssertEqual(app.card.view.frame, CGRect(x: 0, y: 344, width: 390, height: 500), "the model is back where it began")
        let cancelled = app.log.entries.filter { $0 != "update" }
        XCTAssertEqual(cancelled, [
            "card.viewWillDisappear", "animateTransition(interactive: true)", "cancel",
            "completeTransition(false)", "dismissalTransitionDidEnd(false)", "animationEnded(false)",
            "card.viewWillAppear", "card.viewDidAppear",
        ])
        XCTAssertGreaterThan(app.log.entries.filter { $0 == "update" }.count, 10, "one update a step while the finger moves")

        // A second drag, 350 pt (70 %), released at 2.0 s: the rest, 30 % of 0.4 s, lands at 2.12 s.
        app.log.entries = []
        app.scene.drag(.point(Point(x: 195, y: 500)), by: Vector(dx: 0, dy: 350), duration: 0.5, at: 1.5)
        var dismissedAt: Double?
        try run(app, from: 1.5, until: 2.4) { t in
            tops[Int((t * 30).rounded())] = try cardTop(app)
            if dismissedAt == nil, app.log.entries.contains("card.viewDidDisappear") { dismissedAt = t }
        }
        XCTAssertLessThan(try XCTUnwrap(tops[46] ?? nil), 350, "the second dismissal starts from the card at rest, not where the first was let go")
        // 2.0 s, released at 70 %: 0.8126 of the way down.
        XCTAssertEqual(Double(try XCTUnwrap(tops[60] ?? nil)), 344 + 0.8126 * 500, accuracy: 1.5)
        XCTAssertEqual(try XCTUnwrap(dismissedAt), 2.0 + 4.0 / 30, accuracy: 1e-9, "the first step at or after 2.12 s")
        XCTAssertNil(tops[72] ?? nil, "the card has gone")
        XCTAssertNil(app.photo.presentedViewController)
        XCTAssertNil(app.card.view.superview)
        XCTAssertEqual(app.log.entries.filter { $0 != "update" }, [
            "card.viewWillDisappear", "animateTransition(interactive: true)", "finish",
            "completeTransition(true)", "dismissalTransitionDidEnd(true)", "animationEnded(true)", "card.viewDidDisappear",
        ])
        XCTAssertEqual(app.scene.warnings, [])
    }

    func testTheGoldenOfADragLetGoShortOfHalfWayThenOnePastIt() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let host = scene.attach(PhotoBackdropViewController())
        scene.drag(.point(Point(x: 195, y: 500)), by: Vector(dx: 0, dy: 150), duration: 0.5, at: 0.7)
        scene.drag(.point(Point(x: 195, y: 500)), by: Vector(dx: 0, dy: 350), duration: 0.5, at: 1.5)
        let driver = TransitionDriver(host: host, fps: 30, events: [TransitionEvent(at: 0, .present(CardViewController(), animation: nil))],
                                      duration: 2.4)
        // Rising (6), at rest (15), dragged 30 % (36), on its way back (38), back (44), dragged
        // (54, 60), running on to the end (62), gone (72).
        try assertGolden(of: scene, as: .animation(driver, checkpoints: .steps([6, 15, 36, 38, 44, 54, 60, 62, 72])))
    }
}
