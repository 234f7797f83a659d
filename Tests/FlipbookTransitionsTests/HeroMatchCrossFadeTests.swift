import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// Whether a matched pair cross-fades, as HeroTransitions/Hero's MatchPreprocessor.swift decides:
/// with the destination inserted above (`insertToViewFirst` false), the destination always starts
/// at opacity 0, and the source fades out too when either view is not opaque (`!isOpaque ||
/// alpha < 1`); when both are opaque, neither fades and the source shows throughout.
/// `isOpaque` is true by default (https://developer.apple.com/documentation/uikit/uiview/isopaque).
final class HeroMatchCrossFadeTests: XCTestCase {
    private func plan(configure: (View, View) -> Void) throws -> (source: HeroTransitionPlan.Flight, destination: HeroTransitionPlan.Flight) {
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let from = View(frame: container.bounds), to = View(frame: container.bounds)
        container.addSubview(from); container.addSubview(to)
        let small = View(frame: Rect(x: 10, y: 60, width: 40, height: 40))
        let large = View(frame: Rect(x: 50, y: 100, width: 100, height: 80))
        small.hero.id = "card"; large.hero.id = "card"
        from.addSubview(small); to.addSubview(large)
        configure(small, large)
        let plan = HeroTransitionPlan(from: from, to: to, container: container, sourceOnTop: false)
        let source = try XCTUnwrap(plan.flights.first { $0.view === small })
        let destination = try XCTUnwrap(plan.flights.first { $0.view === large })
        return (source, destination)
    }

    func testANonOpaquePairCrossFadesOnTheStandardCurve() throws {
        let (source, destination) = try plan { small, _ in small.isOpaque = false }
        let d = destination.animation.duration
        XCTAssertEqual(source.animation.duration, d, accuracy: 1e-12, "the source takes the destination's timing")
        // The standard curve (0.4, 0, 0.2, 1) at half time: 0.775561, solved by hand in
        // HeroGeometryTests; at a quarter and three quarters, by the curve itself.
        XCTAssertEqual(destination.animation.state(at: 0).alpha, 0, accuracy: 1e-12)
        XCTAssertEqual(destination.animation.state(at: d / 2).alpha, 0.775561, accuracy: 1e-5)
        XCTAssertEqual(destination.animation.state(at: d).alpha, 1, accuracy: 1e-12)
        for f in [0.25, 0.5, 0.75] {
            let eased = HeroTiming.standard.value(at: f)
            XCTAssertEqual(destination.animation.state(at: d * f).alpha, eased, accuracy: 1e-9)
            XCTAssertEqual(source.animation.state(at: d * f).alpha, 1 - eased, accuracy: 1e-9)
        }
    }

    func testSeeThroughAlphaCountsAsNotOpaque() throws {
        let (source, destination) = try plan { _, large in large.alpha = 0.99 }
        let d = destination.animation.duration
        XCTAssertLessThan(source.animation.state(at: d / 2).alpha, 0.5)
        XCTAssertEqual(destination.animation.state(at: d).alpha, 0.99, accuracy: 1e-12)
    }

    func testAnOpaquePairDoesNotFade() throws {
        let (source, destination) = try plan { _, _ in }
        let d = destination.animation.duration
        for t in [0, d / 2, d] {
            XCTAssertEqual(source.animation.state(at: t).alpha, 1, accuracy: 1e-12)
            XCTAssertEqual(destination.animation.state(at: t).alpha, 1, accuracy: 1e-12)
        }
    }

    func testLabelsAndImageViewsAreNotOpaqueUntilToldSo() {
        XCTAssertTrue(View().isOpaque)
        XCTAssertFalse(Label().isOpaque)
        XCTAssertFalse(ImageView().isOpaque)
        let label = Label()
        label.isOpaque = true
        XCTAssertTrue(label.isOpaque)
    }
}
