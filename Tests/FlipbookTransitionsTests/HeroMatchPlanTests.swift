import XCTest
import FlipbookScene
import FlipbookRender
@testable import FlipbookTransitions

/// Hero's rules for matched views and modifiers, on two 200 × 200 screens resting in a container,
/// against numbers worked by hand from Hero's sources.
final class HeroMatchPlanTests: XCTestCase {
    private let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    private let fromRoot = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    private let toRoot = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))

    override func setUp() {
        container.addSubview(fromRoot)
        container.addSubview(toRoot)
    }

    private func plan(sourceOnTop: Bool = false) -> HeroTransitionPlan {
        HeroTransitionPlan(from: fromRoot, to: toRoot, container: container, sourceOnTop: sourceOnTop)
    }

    private func flight(_ view: View, in plan: HeroTransitionPlan, file: StaticString = #filePath, line: UInt = #line) throws -> HeroTransitionPlan.Flight {
        try XCTUnwrap(plan.flights.first { $0.view === view }, "no flight for the view", file: file, line: line)
    }

    /// A view added to the destination screen, at (20, 20, 40, 40), with `modifiers`.
    private func appearing(_ modifiers: [HeroModifier]) -> View {
        let v = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        v.hero.modifiers = modifiers
        toRoot.addSubview(v)
        return v
    }

    // MARK: Matching

    private func matchedPair<V: View>(_ make: (Rect) -> V) -> (V, V) {
        let fv = make(Rect(x: 10, y: 60, width: 40, height: 40))
        fv.cornerRadius = 4
        fv.backgroundColor = Color(red: 1, green: 0, blue: 0)
        fv.hero.id = "a"
        fromRoot.addSubview(fv)
        let tv = make(Rect(x: 50, y: 100, width: 100, height: 80))
        tv.cornerRadius = 20
        tv.backgroundColor = Color(red: 0, green: 0, blue: 1)
        tv.hero.id = "a"
        toRoot.addSubview(tv)
        return (fv, tv)
    }

    func testMatchedViewsFlyFromSourceToDestinationGeometry() throws {
        let (fv, tv) = matchedPair { View(frame: $0) }
        let plan = plan()
        XCTAssertEqual(plan.flights.count, 2)
        let to = try flight(tv, in: plan), from = try flight(fv, in: plan)
        XCTAssertEqual(to.heroID, "a")
        XCTAssertNil(from.heroID)
        XCTAssertTrue(to.global && from.global)
        // Hero's duration: centres (30, 80) → (100, 140) are √8500 = 92.195 apart, sizes (40, 40) →
        // (100, 80) √5200 = 72.111: 0.208 + 164.306 / 3000 = 0.262769 s.
        XCTAssertEqual(to.animation.duration, 0.262769, accuracy: 1e-6)
        XCTAssertEqual(from.animation.duration, 0.262769, accuracy: 1e-6)
        XCTAssertEqual(plan.duration, 0.35, "the screens' 0.35 s is longer")

        let start = to.animation.state(at: 0)
        XCTAssertEqual(start.center, Point(x: 30, y: 80))
        XCTAssertEqual(start.size, Size(width: 40, height: 40))
        XCTAssertEqual(start.cornerRadius, 4)
        XCTAssertEqual(start.backgroundColor, Color(red: 1, green: 0, blue: 0))

        // Half the time, on the standard curve (0.4, 0, 0.2, 1): 0.775561 of the way.
        let half = to.animation.state(at: 0.262769 / 2)
        XCTAssertEqual(half.center.x, 30 + 70 * 0.775561, accuracy: 1e-3)
        XCTAssertEqual(half.center.y, 80 + 60 * 0.775561, accuracy: 1e-3)
        XCTAssertEqual(half.size.width, 40 + 60 * 0.775561, accuracy: 1e-3)
        XCTAssertEqual(half.size.height, 40 + 40 * 0.775561, accuracy: 1e-3)
        XCTAssertEqual(half.cornerRadius, 4 + 16 * 0.775561, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(half.backgroundColor).blue, 0.775561, accuracy: 1e-4)
        XCTAssertEqual(from.animation.state(at: 0.262769 / 2), half, "both snapshots share the geometry")

        let end = to.animation.state(at: 0.3)
        XCTAssertEqual(end.frame, Rect(x: 50, y: 100, width: 100, height: 80))
        XCTAssertEqual(end.cornerRadius, 20)
        // Both plain views are opaque and the destination is drawn on top: neither fades.
        XCTAssertEqual(half.alpha, 1)
        XCTAssertEqual(from.animation.state(at: 0.2).alpha, 1)
        XCTAssertEqual(plan.flights.map { $0.view === fv }, [true, false], "source inserted first (under)")
    }

    func testMatchedLabelsCrossFade() throws {
        let (fv, tv) = matchedPair { Label(frame: $0) }
        let plan = plan()
        let f = 0.775561, half = 0.262769 / 2
        XCTAssertEqual(try flight(tv, in: plan).animation.state(at: half).alpha, f, accuracy: 1e-4)
        XCTAssertEqual(try flight(fv, in: plan).animation.state(at: half).alpha, 1 - f, accuracy: 1e-4)
    }

    func testSourceOnTopFadesTheSourceOnly() throws {
        let (fv, tv) = matchedPair { View(frame: $0) }
        let plan = plan(sourceOnTop: true)
        let f = 0.775561, half = 0.262769 / 2
        XCTAssertEqual(try flight(fv, in: plan).animation.state(at: half).alpha, 1 - f, accuracy: 1e-4)
        XCTAssertEqual(try flight(tv, in: plan).animation.state(at: half).alpha, 1)
        XCTAssertEqual(plan.flights.map { $0.view === tv }, [true, false], "destination inserted first (under)")
    }

    func testDisabledAndHiddenViewsAreNotMatched() {
        let (fv, tv) = matchedPair { View(frame: $0) }
        tv.hero.isEnabled = false
        XCTAssertTrue(plan().flights.isEmpty)
        tv.hero.isEnabled = true
        fv.isHidden = true
        XCTAssertTrue(plan().flights.isEmpty)
    }

    // MARK: Arc

    func testArcMidpointFollowsHerosQuadraticPath() throws {
        let fv = View(frame: Rect(x: 10, y: 170, width: 20, height: 20))
        fv.hero.id = "dot"
        fromRoot.addSubview(fv)
        let tv = View(frame: Rect(x: 170, y: 10, width: 20, height: 20))
        tv.hero.id = "dot"
        tv.hero.modifiers = [.arc(intensity: 1), .timingFunction(x1: 0, y1: 0, x2: 1, y2: 1), .duration(0.2)]
        toRoot.addSubview(tv)
        // From (20, 180) up to (180, 20): the control point is the corner (180, 180); the curve's
        // midpoint is ¼·(20, 180) + ½·(180, 180) + ¼·(180, 20) = (140, 140).
        let up = try flight(tv, in: plan()).animation
        XCTAssertEqual(up.state(at: 0.1).center.x, 140, accuracy: 1e-9)
        XCTAssertEqual(up.state(at: 0.1).center.y, 140, accuracy: 1e-9)
        XCTAssertEqual(try flight(fv, in: plan()).animation.state(at: 0.1).center.x, 140, accuracy: 1e-9, "the source follows the same arc")
        // Intensity −1 bends the other way: control (20, 20), midpoint (60, 60).
        tv.hero.modifiers = [.arc(intensity: -1), .timingFunction(x1: 0, y1: 0, x2: 1, y2: 1), .duration(0.2)]
        let down = try flight(tv, in: plan()).animation.state(at: 0.1)
        XCTAssertEqual(down.center.x, 60, accuracy: 1e-9)
        XCTAssertEqual(down.center.y, 60, accuracy: 1e-9)
        XCTAssertNil(HeroViewAnimation.arcControl(from: Point(x: 0, y: 0), to: Point(x: 0.5, y: 100), intensity: 1), "straight moves do not bend")
    }

    // MARK: Modifiers at half time (linear, 0.2 s, sampled at 0.1 s)

    private func half(_ modifiers: [HeroModifier], at time: Double = 0.1) throws -> HeroViewState {
        let v = appearing(modifiers + [.duration(0.2), .timingFunction(x1: 0, y1: 0, x2: 1, y2: 1)])
        return try flight(v, in: plan()).animation.state(at: time)
    }

    func testFadeAndOpacity() throws {
        XCTAssertEqual(try half([.fade]).alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try half([.opacity(0.2)]).alpha, 0.6, accuracy: 1e-9)
    }

    func testScaleTranslateRotate() throws {
        let scaled = try half([.scale(x: 0.5, y: 0.5)]).transform
        XCTAssertEqual(scaled.a, 0.75, accuracy: 1e-9)
        XCTAssertEqual(scaled.d, 0.75, accuracy: 1e-9)
        XCTAssertEqual(try half([.translate(x: 0, y: 40)]).transform.ty, 20, accuracy: 1e-9)
        let turned = try half([.rotate(.pi / 2)]).transform
        XCTAssertEqual(atan2(turned.b, turned.a), .pi / 4, accuracy: 1e-9)
        XCTAssertEqual((turned.a * turned.a + turned.b * turned.b).squareRoot(), 1, accuracy: 1e-9, "turns without shrinking")
        // Hero composes: translate then scale means the scale applies first.
        XCTAssertEqual(HeroTargetState(modifiers: [.translate(x: 10, y: 0), .scale(x: 2, y: 2)]).transform,
                       FlipbookRender.AffineTransform(scaleX: 2, y: 2).concatenating(FlipbookRender.AffineTransform(translationX: 10, y: 0)))
    }

    func testPositionSizeCornerRadius() throws {
        XCTAssertEqual(try half([.position(Point(x: 140, y: 140))]).center, Point(x: 90, y: 90))
        XCTAssertEqual(try half([.size(Size(width: 80, height: 80))]).size, Size(width: 60, height: 60))
        XCTAssertEqual(try half([.cornerRadius(20)]).cornerRadius, 10, accuracy: 1e-9)
    }

    func testDelayDurationAndTimingFunction() throws {
        XCTAssertEqual(try half([.fade, .delay(0.1)], at: 0.1).alpha, 0, accuracy: 1e-9)
        XCTAssertEqual(try half([.fade, .delay(0.1)], at: 0.2).alpha, 0.5, accuracy: 1e-9)
        // easeIn (0.42, 0, 1, 1) at half time: 0.315357.
        let easeIn = try XCTUnwrap(HeroTiming.curve(named: "easeIn"))
        let v = appearing([.fade, .duration(0.2), .timingFunction(x1: easeIn.x1, y1: easeIn.y1, x2: easeIn.x2, y2: easeIn.y2)])
        XCTAssertEqual(try flight(v, in: plan()).animation.state(at: 0.1).alpha, 0.315357, accuracy: 1e-5)
        XCTAssertEqual(HeroTiming.curve(named: "easeOutBack"), CubicBezierCurve(0.175, 0.885, 0.32, 1.275))
        XCTAssertEqual(HeroTiming.curve(named: "sharp"), CubicBezierCurve(0.4, 0, 0.6, 1))
        XCTAssertNil(HeroTiming.curve(named: "bouncy"))
    }

    func testInfiniteDurationMatchesTheLongest() throws {
        let long = appearing([.fade, .duration(0.3)])
        let matching = appearing([.fade, .duration(.infinity)])
        let plan = plan()
        XCTAssertEqual(try flight(long, in: plan).animation.duration, 0.3)
        XCTAssertEqual(try flight(matching, in: plan).animation.duration, 0.3)
    }

    func testSpringReplacesTheCurve() throws {
        // Stiffness 100, damping 20, mass 1: critically damped, ω = 10; 1 − (1 + ωt)e^(−ωt) at 0.1 s = 1 − 2/e.
        let v = appearing([.fade, .spring(stiffness: 100, damping: 20)])
        let animation = try flight(v, in: plan()).animation
        XCTAssertEqual(animation.state(at: 0.1).alpha, 0.264241, accuracy: 1e-5)
        XCTAssertGreaterThan(animation.end, 0.5, "lasts until the spring settles")
    }

    func testDisappearingViewTakesModifiersToTheFarEnd() throws {
        let v = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        v.hero.modifiers = [.fade, .translate(x: 0, y: -40), .duration(0.2), .timingFunction(x1: 0, y1: 0, x2: 1, y2: 1)]
        fromRoot.addSubview(v)
        let animation = try flight(v, in: plan()).animation
        XCTAssertEqual(animation.state(at: 0).alpha, 1)
        XCTAssertEqual(animation.state(at: 0.1).alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(animation.state(at: 0.2).transform.ty, -40, accuracy: 1e-9)
    }

    func testGlobalCoordinatesSourceAndZPosition() throws {
        let local = appearing([.fade])
        let global = appearing([.fade, .useGlobalCoordinateSpace, .zPosition(-1)])
        let source = View(frame: Rect(x: 100, y: 100, width: 60, height: 20))
        source.hero.id = "s"
        fromRoot.addSubview(source)
        let sourced = appearing([.source(heroID: "s")])
        let plan = plan()
        XCTAssertFalse(try flight(local, in: plan).global)
        XCTAssertTrue(try flight(global, in: plan).global)
        XCTAssertTrue(plan.flights.first!.view === global, "zPosition −1 goes under the rest")
        let from = try flight(sourced, in: plan)
        XCTAssertTrue(from.global)
        XCTAssertEqual(from.animation.state(at: 0).frame, Rect(x: 100, y: 100, width: 60, height: 20))
        XCTAssertEqual(from.animation.state(at: 1).frame, Rect(x: 20, y: 20, width: 40, height: 40))
        XCTAssertNil(plan.flights.first { $0.view === source }, "a source without modifiers does not move")
    }

    func testIgnoreSubviewModifiers() throws {
        let parent = appearing([.ignoreSubviewModifiers(recursive: false)])
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        child.hero.modifiers = [.fade]
        parent.addSubview(child)
        let grandchild = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        grandchild.hero.modifiers = [.fade]
        child.addSubview(grandchild)
        XCTAssertNil(plan().flights.first { $0.view === child })
        XCTAssertNotNil(plan().flights.first { $0.view === grandchild })
        parent.hero.modifiers = [.ignoreSubviewModifiers(recursive: true)]
        XCTAssertTrue(plan().flights.isEmpty)
    }

    func testCascadeDelays() throws {
        let list = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        list.hero.modifiers = [.cascade(delta: 0.05, direction: .topToBottom, delayMatchedViews: true)]
        toRoot.addSubview(list)
        // Added out of order: the cascade goes by position.
        let rows = [100.0, 0, 50].map { y -> View in
            let row = View(frame: Rect(x: 0, y: y, width: 200, height: 40))
            row.hero.modifiers = [.fade]
            list.addSubview(row)
            return row
        }
        let matched = View(frame: Rect(x: 0, y: 150, width: 200, height: 40))
        matched.hero.id = "m"
        list.addSubview(matched)
        let partner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        partner.hero.id = "m"
        fromRoot.addSubview(partner)
        var plan = plan()
        XCTAssertEqual(try rows.map { try flight($0, in: plan).animation.delay }, [0.10, 0, 0.05].map { $0 }, accuracy: 1e-12)
        // delayMatchedViews: the matched pair waits until all four have started, 4 · 0.05.
        XCTAssertEqual(try flight(matched, in: plan).animation.delay, 0.2, accuracy: 1e-12)
        XCTAssertEqual(try flight(partner, in: plan).animation.delay, 0.2, accuracy: 1e-12)
        list.hero.modifiers = [.cascade(delta: 0.05, direction: .bottomToTop, delayMatchedViews: false)]
        plan = self.plan()
        XCTAssertEqual(try rows.map { try flight($0, in: plan).animation.delay }, [0.05, 0.15, 0.10], accuracy: 1e-12)
        XCTAssertEqual(try flight(matched, in: plan).animation.delay, 0)
    }

    func testHerosDurationRule() {
        let still = HeroViewState(center: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
        XCTAssertEqual(HeroViewAnimation.optimizedDuration(from: still, to: still), 0.208)
        var moved = still
        moved.center = Point(x: 300, y: 0)
        XCTAssertEqual(HeroViewAnimation.optimizedDuration(from: still, to: moved), 0.308, accuracy: 1e-12)
        moved.center = Point(x: 0, y: 400)
        moved.size = Size(width: 10, height: 310)
        XCTAssertEqual(HeroViewAnimation.optimizedDuration(from: still, to: moved), 0.208 + 500.0 / 3000, accuracy: 1e-12, "700 points count as 500")
        var scaled = still
        scaled.transform = FlipbookRender.AffineTransform(scaleX: 4, y: 4)
        // The size counts transformed: (10, 10) → (40, 40), √1800 = 42.43 points.
        XCTAssertEqual(HeroViewAnimation.optimizedDuration(from: still, to: scaled), 0.208 + 1800.0.squareRoot() / 3000, accuracy: 1e-12)
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
