import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// Every default animation × direction at t = 0, half the duration and the end, against numbers
/// worked by hand from HeroTransitions/Hero, Sources/Preprocessors/DefaultAnimationPreprocessor.swift
/// (shifts, overlay, shadow, scales, ordering) and Sources/Extensions/CAMediaTimingFunction+Hero.swift
/// (the curves).
final class HeroGeometryTests: XCTestCase {
    // The container: an iPhone 14 screen, 390 × 844 pt. A third of each: 130 and 281.333….
    let size = Size(width: 390, height: 844)
    let W = 390.0, H = 844.0

    // Eased progress half-way (t = 0.175 s of 0.35 s), solved by hand for the parameter s of
    // the Bézier curve with x(s) = 0.5:
    // standard (0.4, 0, 0.2, 1): x(s) = 1.2(1−s)²s + 0.6(1−s)s² + s³ = 0.5 at s ≈ 0.693344,
    //   y(s) = 3(1−s)s² + s³ ≈ 0.775561.
    // deceleration (0, 0, 0.2, 1): x(s) = 0.6(1−s)s² + s³ = 0.5 at s ≈ 0.746017,
    //   y(s) = 3(1−s)s² + s³ ≈ 0.839245.
    let standardHalf = 0.775561
    let decelerationHalf = 0.839245

    /// What Hero's preprocessor gives one type and direction: each screen's state off screen
    /// (the incoming one starts there, the outgoing one ends there), the shadow at rest, the
    /// curve and the order.
    struct Case {
        var type: HeroAnimationType
        var fromOff: TransitionPose
        var toOff: TransitionPose
        var fromRestShadow = 0.0
        var toRestShadow = 0.0
        var decelerates = false
        var fromOnTop: Bool
    }

    func pose(x: Double = 0, y: Double = 0, scale: Double = 1, alpha: Double = 1, overlay: Double = 0) -> TransitionPose {
        TransitionPose(translation: Point(x: x, y: y), scale: scale, alpha: alpha, overlayAlpha: overlay, shadowOpacity: 0)
    }

    /// Presenting (a modal present), so auto ordering puts the incoming screen on top unless the
    /// type says otherwise. Hero's shift: left/right by ±W, up/down by ±H; the incoming screen
    /// starts at −W for .right and +W for .left (it comes from the side the motion starts at),
    /// the outgoing one leaves to −W for .left and +W for .right; likewise −H for .down / +H for .up.
    var cases: [Case] {
        var list: [Case] = []
        // (direction, incoming start, outgoing end)
        let dirs: [(HeroDirection, Point, Point)] = [
            (.left, Point(x: W, y: 0), Point(x: -W, y: 0)),
            (.right, Point(x: -W, y: 0), Point(x: W, y: 0)),
            (.up, Point(x: 0, y: H), Point(x: 0, y: -H)),
            (.down, Point(x: 0, y: -H), Point(x: 0, y: H)),
        ]
        for (d, inStart, outEnd) in dirs {
            // push: to moves a full shift with the shadow, from a third under a 0.1 overlay; deceleration; to on top.
            list.append(Case(type: .push(direction: d), fromOff: pose(x: outEnd.x / 3, y: outEnd.y / 3, overlay: 0.1),
                             toOff: pose(x: inStart.x, y: inStart.y), toRestShadow: 0.5, decelerates: true, fromOnTop: false))
            // pull: from leaves a full shift with the shadow, to comes a third from under a 0.1 overlay; standard; from on top.
            list.append(Case(type: .pull(direction: d), fromOff: pose(x: outEnd.x, y: outEnd.y),
                             toOff: pose(x: inStart.x / 3, y: inStart.y / 3, overlay: 0.1), fromRestShadow: 0.5, fromOnTop: true))
            // cover: like push but the old screen stays put.
            list.append(Case(type: .cover(direction: d), fromOff: pose(overlay: 0.1), toOff: pose(x: inStart.x, y: inStart.y),
                             toRestShadow: 0.5, decelerates: true, fromOnTop: false))
            // uncover: like pull but the new screen does not move.
            list.append(Case(type: .uncover(direction: d), fromOff: pose(x: outEnd.x, y: outEnd.y), toOff: pose(overlay: 0.1),
                             fromRestShadow: 0.5, fromOnTop: true))
            // slide: both move a full shift; auto ordering.
            list.append(Case(type: .slide(direction: d), fromOff: pose(x: outEnd.x, y: outEnd.y), toOff: pose(x: inStart.x, y: inStart.y),
                             fromOnTop: false))
            // zoomSlide: slide, both at 0.8.
            list.append(Case(type: .zoomSlide(direction: d), fromOff: pose(x: outEnd.x, y: outEnd.y, scale: 0.8),
                             toOff: pose(x: inStart.x, y: inStart.y, scale: 0.8), fromOnTop: false))
            // pageIn: to slides in with the shadow; from shrinks to 0.7 under the overlay; deceleration.
            list.append(Case(type: .pageIn(direction: d), fromOff: pose(scale: 0.7, overlay: 0.1), toOff: pose(x: inStart.x, y: inStart.y),
                             toRestShadow: 0.5, decelerates: true, fromOnTop: false))
            // pageOut: from slides out with the shadow; to grows from 0.7 under the overlay.
            list.append(Case(type: .pageOut(direction: d), fromOff: pose(x: outEnd.x, y: outEnd.y), toOff: pose(scale: 0.7, overlay: 0.1),
                             fromRestShadow: 0.5, fromOnTop: true))
        }
        // fade: only the incoming screen fades (the outgoing one is opaque); auto ordering.
        list.append(Case(type: .fade, fromOff: pose(), toOff: pose(alpha: 0), fromOnTop: false))
        // zoom: from grows to 1.3 and fades, on top; to grows from 0.7.
        list.append(Case(type: .zoom, fromOff: pose(scale: 1.3, alpha: 0), toOff: pose(scale: 0.7), fromOnTop: true))
        // zoomOut: to shrinks from 1.3 and fades in, on top; from shrinks to 0.7.
        list.append(Case(type: .zoomOut, fromOff: pose(scale: 0.7), toOff: pose(scale: 1.3, alpha: 0), fromOnTop: false))
        return list
    }

    func assertPose(_ actual: TransitionPose, _ expected: TransitionPose, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.translation.x, expected.translation.x, accuracy: 0.01, "\(what) x", file: file, line: line)
        XCTAssertEqual(actual.translation.y, expected.translation.y, accuracy: 0.01, "\(what) y", file: file, line: line)
        XCTAssertEqual(actual.scale, expected.scale, accuracy: 1e-4, "\(what) scale", file: file, line: line)
        XCTAssertEqual(actual.alpha, expected.alpha, accuracy: 1e-4, "\(what) alpha", file: file, line: line)
        XCTAssertEqual(actual.overlayAlpha, expected.overlayAlpha, accuracy: 1e-4, "\(what) overlay", file: file, line: line)
        XCTAssertEqual(actual.shadowOpacity, expected.shadowOpacity, accuracy: 1e-4, "\(what) shadow", file: file, line: line)
    }

    func mix(_ a: TransitionPose, _ b: TransitionPose, _ f: Double) -> TransitionPose {
        func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return TransitionPose(translation: Point(x: m(a.translation.x, b.translation.x), y: m(a.translation.y, b.translation.y)),
                              scale: m(a.scale, b.scale), alpha: m(a.alpha, b.alpha), overlayAlpha: m(a.overlayAlpha, b.overlayAlpha),
                              shadowOpacity: m(a.shadowOpacity, b.shadowOpacity))
    }

    func testEveryTypeAndDirectionAtStartHalfAndEnd() {
        let setting = TransitionSetting(container: .modal, isPresenting: true)
        XCTAssertEqual(cases.count, 35)
        for c in cases {
            let anim = HeroTransitionAnimation(c.type, setting: setting, containerSize: size)
            XCTAssertEqual(anim.duration, 0.35, "\(c.type)")
            let fromRest = TransitionPose(shadowOpacity: c.fromRestShadow), toRest = TransitionPose(shadowOpacity: c.toRestShadow)
            let e = c.decelerates ? decelerationHalf : standardHalf
            let start = anim.frame(at: 0), half = anim.frame(at: 0.175), end = anim.frame(at: 0.35)
            XCTAssertEqual(start.fromOnTop, c.fromOnTop, "\(c.type) order")
            assertPose(start.from, fromRest, "\(c.type) from @0")
            assertPose(start.to, c.toOff, "\(c.type) to @0")
            assertPose(half.from, mix(fromRest, c.fromOff, e), "\(c.type) from @half")
            assertPose(half.to, mix(c.toOff, toRest, e), "\(c.type) to @half")
            assertPose(end.from, c.fromOff, "\(c.type) from @end")
            assertPose(end.to, toRest, "\(c.type) to @end")
        }
    }

    func testPushLeftWrittenOut() {
        // push(.left) in a navigation controller, at 0.175 s on the deceleration curve (0.839245):
        // to.x = 390 · (1 − 0.839245) = 62.69; from.x = −130 · 0.839245 = −109.10;
        // from overlay = 0.1 · 0.839245 = 0.0839; to shadow = 0.5 · 0.839245 = 0.4196.
        let anim = HeroTransitionAnimation(.push(direction: .left), setting: TransitionSetting(container: .navigation, isPresenting: true),
                                           containerSize: size)
        let half = anim.frame(at: 0.175)
        XCTAssertEqual(half.to.translation.x, 62.69, accuracy: 0.01)
        XCTAssertEqual(half.from.translation.x, -109.10, accuracy: 0.01)
        XCTAssertEqual(half.from.overlayAlpha, 0.0839, accuracy: 1e-4)
        XCTAssertEqual(half.to.shadowOpacity, 0.4196, accuracy: 1e-4)
        XCTAssertEqual(half.to.frame(restingAt: Rect(x: 0, y: 0, width: 390, height: 844)),
                       Rect(x: half.to.translation.x, y: 0, width: 390, height: 844))
    }

    func testPageInUpWrittenOut() {
        // pageIn(.up), half-way: to.y = 844 · (1 − 0.839245) = 135.68; from scale = 1 − 0.3 · 0.839245 = 0.748227,
        // so from's frame is 291.81 × 631.50 centred on (195, 422): x = 195 − 145.90 = 49.09, y = 422 − 315.75 = 106.25.
        let anim = HeroTransitionAnimation(.pageIn(direction: .up), setting: TransitionSetting(container: .modal, isPresenting: true),
                                           containerSize: size)
        let half = anim.frame(at: 0.175)
        XCTAssertEqual(half.to.translation.y, 135.68, accuracy: 0.01)
        XCTAssertEqual(half.from.scale, 0.748227, accuracy: 1e-5)
        let f = half.from.frame(restingAt: Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(f.minX, 49.09, accuracy: 0.01)
        XCTAssertEqual(f.minY, 106.25, accuracy: 0.01)
        XCTAssertEqual(f.width, 291.81, accuracy: 0.01)
    }

    func testAutoAndOrdering() {
        // DefaultAnimationPreprocessor: auto is push in navigation, slide in tabs, fade otherwise, with
        // the forceLeftToRight strategy (left in, right out). HeroTransition+Start: on the way out
        // (not in tabs) the outgoing screen is on top.
        XCTAssertEqual(ResolvedHeroAnimation(.auto, in: TransitionSetting(container: .navigation, isPresenting: true)), .push(.left))
        XCTAssertEqual(ResolvedHeroAnimation(.auto, in: TransitionSetting(container: .navigation, isPresenting: false)), .push(.right))
        XCTAssertEqual(ResolvedHeroAnimation(.auto, in: TransitionSetting(container: .tabBar, isPresenting: true)), .slide(.left))
        XCTAssertEqual(ResolvedHeroAnimation(.auto, in: TransitionSetting(container: .tabBar, isPresenting: false)), .slide(.right))
        XCTAssertEqual(ResolvedHeroAnimation(.auto, in: TransitionSetting(container: .modal, isPresenting: false)), .fade)
        let slideBack = HeroTransitionAnimation(.slide(direction: .right), setting: TransitionSetting(container: .modal, isPresenting: false),
                                                containerSize: size)
        XCTAssertTrue(slideBack.fromOnTop)
        let tabBack = HeroTransitionAnimation(.slide(direction: .right), setting: TransitionSetting(container: .tabBar, isPresenting: false),
                                              containerSize: size)
        XCTAssertFalse(tabBack.fromOnTop)
        // A fade away from a see-through screen fades it too (from.alpha 1 → 0).
        let fade = HeroTransitionAnimation(.fade, setting: TransitionSetting(container: .modal, isPresenting: true, fromIsOpaque: false),
                                           containerSize: size)
        XCTAssertEqual(fade.frame(at: 0.35).from.alpha, 0)
        XCTAssertEqual(HeroTransitionAnimation(.none, setting: TransitionSetting(container: .modal, isPresenting: true), containerSize: size).duration, 0)
    }

    func testLeadingAndTrailingUnderRightToLeft() {
        let rtl = TransitionSetting(container: .modal, isPresenting: true, layoutDirection: .rightToLeft)
        let ltr = TransitionSetting(container: .modal, isPresenting: true)
        XCTAssertEqual(ResolvedHeroAnimation(.push(direction: .leading), in: ltr), .push(.left))
        XCTAssertEqual(ResolvedHeroAnimation(.push(direction: .leading), in: rtl), .push(.right))
        XCTAssertEqual(ResolvedHeroAnimation(.cover(direction: .trailing), in: rtl), .cover(.left))
        // Under right-to-left, push(.leading) brings the new screen in from the left: −W.
        XCTAssertEqual(HeroTransitionAnimation(.push(direction: .leading), setting: rtl, containerSize: size).frame(at: 0).to.translation.x, -390)
    }

    func testSelectByAndAutoReverse() {
        let type = HeroAnimationType.autoReverse(presenting: .pageIn(direction: .up))
        XCTAssertEqual(type, .selectBy(presenting: .pageIn(direction: .up), dismissing: .pageOut(direction: .down)))
        XCTAssertEqual(ResolvedHeroAnimation(type, in: TransitionSetting(container: .modal, isPresenting: true)), .pageIn(.up))
        XCTAssertEqual(ResolvedHeroAnimation(type, in: TransitionSetting(container: .modal, isPresenting: false)), .pageOut(.down))
    }

    func testReversedTable() {
        // Hero's reversed(): push ↔ pull, cover ↔ uncover, pageIn ↔ pageOut with the opposite
        // direction; slide and zoomSlide turn around; zoom ↔ zoomOut; the rest unchanged.
        let table: [(HeroAnimationType, HeroAnimationType)] = [
            (.push(direction: .up), .pull(direction: .down)), (.push(direction: .right), .pull(direction: .left)),
            (.push(direction: .down), .pull(direction: .up)), (.push(direction: .left), .pull(direction: .right)),
            (.pull(direction: .up), .push(direction: .down)), (.pull(direction: .right), .push(direction: .left)),
            (.pull(direction: .down), .push(direction: .up)), (.pull(direction: .left), .push(direction: .right)),
            (.cover(direction: .up), .uncover(direction: .down)), (.cover(direction: .right), .uncover(direction: .left)),
            (.cover(direction: .down), .uncover(direction: .up)), (.cover(direction: .left), .uncover(direction: .right)),
            (.uncover(direction: .up), .cover(direction: .down)), (.uncover(direction: .right), .cover(direction: .left)),
            (.uncover(direction: .down), .cover(direction: .up)), (.uncover(direction: .left), .cover(direction: .right)),
            (.slide(direction: .up), .slide(direction: .down)), (.slide(direction: .down), .slide(direction: .up)),
            (.slide(direction: .left), .slide(direction: .right)), (.slide(direction: .right), .slide(direction: .left)),
            (.zoomSlide(direction: .up), .zoomSlide(direction: .down)), (.zoomSlide(direction: .down), .zoomSlide(direction: .up)),
            (.zoomSlide(direction: .left), .zoomSlide(direction: .right)), (.zoomSlide(direction: .right), .zoomSlide(direction: .left)),
            (.pageIn(direction: .up), .pageOut(direction: .down)), (.pageIn(direction: .right), .pageOut(direction: .left)),
            (.pageIn(direction: .down), .pageOut(direction: .up)), (.pageIn(direction: .left), .pageOut(direction: .right)),
            (.pageOut(direction: .up), .pageIn(direction: .down)), (.pageOut(direction: .right), .pageIn(direction: .left)),
            (.pageOut(direction: .down), .pageIn(direction: .up)), (.pageOut(direction: .left), .pageIn(direction: .right)),
            (.zoom, .zoomOut), (.zoomOut, .zoom), (.fade, .fade), (.auto, .auto), (.none, .none),
            (.selectBy(presenting: .zoom, dismissing: .fade), .selectBy(presenting: .zoom, dismissing: .fade)),
            // Not in Hero's table (its leading/trailing are computed left/right): they turn around too.
            (.push(direction: .leading), .pull(direction: .trailing)),
        ]
        for (type, expected) in table {
            XCTAssertEqual(type.reversed(), expected, "\(type)")
            XCTAssertEqual(type.oppositeAnimationType, expected, "\(type)")
        }
    }
}
