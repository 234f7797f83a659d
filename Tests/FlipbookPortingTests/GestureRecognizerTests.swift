import XCTest
import FlipbookUIKit

/// Gesture recognizers as app code attaches them, driven by scripted fingers at 30 steps per
/// second. UIKit's rules: https://developer.apple.com/documentation/uikit/uigesturerecognizer
/// (states, actions on every change, `require(toFail:)`, `cancelsTouchesInView`),
/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer (0.5 s, 10 pt).
final class GestureRecognizerTests: XCTestCase {
    /// A card the user drags, as a view controller's code handles it.
    final class CardController: UIViewController {
        let card = UIView(frame: CGRect(x: 95, y: 200, width: 200, height: 120))
        var heard: [(state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint, time: Double)] = []
        var clock: () -> Double = { 0 }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.dragged))
        }

        func dragged(_ pan: UIPanGestureRecognizer) {
            heard.append((pan.state, pan.translation(in: view), pan.velocity(in: view), clock()))
        }
    }

    private func run(_ scene: Scene, until end: Double, fps: Double = 30) {
        var k = 0
        while Double(k) / fps <= end + 1e-9 {
            scene.advance(to: Step(index: k, time: Double(k) / fps))
            k += 1
        }
    }

    func testAPansTranslationAndVelocityAreTheFingerPaths() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = CardController()
        scene.attach(controller)
        controller.clock = { scene.currentTime }
        // 300 pt down in 0.4 s at an even pace, from 0.2 s: 750 pt/s, 25 pt a step.
        scene.drag(.view(controller.card), by: Vector(dx: 0, dy: 300), duration: 0.4, at: 0.2)
        run(scene, until: 1)
        let states = controller.heard.map(\.state)
        XCTAssertEqual(states, [.began] + Array(repeating: .changed, count: 11) + [.ended])
        // The linear easing is the cubic Bézier (0,0,1,1) solved numerically: 1e-4 pt of slack.
        for entry in controller.heard {
            let moved = min(300, 750 * (entry.time - 0.2))
            XCTAssertEqual(entry.translation.y, moved, accuracy: 1e-4, "at \(entry.time) s")
            XCTAssertEqual(entry.translation.x, 0)
            // 100 ms of samples from 0.3 s on: the mean over them is the path's 750 pt/s.
            if entry.time >= 0.3 - 1e-9 { XCTAssertEqual(entry.velocity.y, 750, accuracy: 1e-3, "at \(entry.time) s") }
        }
        XCTAssertEqual(controller.heard.first?.translation.y ?? 0, 25, accuracy: 1e-4, "began on the first move, past 10 pt")
        XCTAssertEqual(controller.heard.last?.time ?? 0, 0.6, accuracy: 1e-9)
    }

    func testAFlicksReleaseVelocityIsThePathsReleaseVelocity() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = CardController()
        scene.attach(controller)
        scene.drag(.view(controller.card), by: Vector(dx: 240, dy: 0), duration: 0.3, easing: .easeIn, at: 0.1)
        run(scene, until: 0.6)
        let last = try XCTUnwrap(controller.heard.last)
        XCTAssertEqual(last.state, .ended)
        XCTAssertEqual(last.translation.x, 240, accuracy: 1e-9)
        // The finger's own measure: (travel(0.3) − travel(0.2)) / 0.1 on the easeIn curve.
        let path = FingerPath([.init(by: 240, duration: 0.3, easing: .easeIn)])
        XCTAssertEqual(last.velocity.x, path.releaseVelocity, accuracy: 1e-6)
        XCTAssertGreaterThan(last.velocity.x, 800 * 1.4, "an accelerating flick releases well above its mean 800 pt/s")
    }

    func testASingleTapWaitsForTheDoubleTapToFail() {
        final class PhotoView: UIView {
            var events: [String] = []
            func single() { events.append("single") }
            func double() { events.append("double") }
        }
        func photo(_ scene: Scene) -> PhotoView {
            let photo = PhotoView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
            let single = UITapGestureRecognizer(target: photo, action: PhotoView.single)
            let double = UITapGestureRecognizer(target: photo, action: PhotoView.double)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            photo.addGestureRecognizer(single)
            photo.addGestureRecognizer(double)
            scene.root.addSubview(photo)
            return photo
        }
        let once = Scene(screen: Screen.iPhone14.withScale(1))
        let a = photo(once)
        once.tap(.view(a), at: 0.1)
        run(once, until: 0.2)
        XCTAssertEqual(a.events, [], "lifted at 0.2 s: the double tap may still come")
        run(once, until: 1)
        XCTAssertEqual(a.events, ["single"], "after the 0.35 s the second tap had")
        XCTAssertEqual(once.warnings, [])

        let twice = Scene(screen: Screen.iPhone14.withScale(1))
        let b = photo(twice)
        twice.tap(.view(b), at: 0.1)
        twice.tap(.view(b), at: 0.3)
        run(twice, until: 1)
        XCTAssertEqual(b.events, ["double"], "the second tap within 0.35 s: the double, and the single fails")
    }

    func testALongPressBeginsAfterHalfASecondAndTakesTheTouchFromTheButton() {
        final class Menu {
            var states: [UIGestureRecognizer.State] = []
            func pressed(_ g: UILongPressGestureRecognizer) { states.append(g.state) }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let button = UIButton(type: .system)
        button.setTitle("Hold me", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        let menu = Menu()
        button.addGestureRecognizer(UILongPressGestureRecognizer(target: menu, action: Menu.pressed))
        scene.root.addSubview(button)
        scene.longPress(.view(button), at: 0.1, holding: 0.8)
        run(scene, until: 0.5)
        XCTAssertTrue(button.isHighlighted, "held 0.4 s: still the button's")
        XCTAssertEqual(menu.states, [])
        run(scene, until: 0.6)
        XCTAssertEqual(menu.states, [.began], "0.5 s after landing")
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(events, ["cancel"], "the recognizer took the touch: the button's is cancelled")
        run(scene, until: 1.2)
        XCTAssertEqual(menu.states, [.began, .ended])
        XCTAssertEqual(events, ["cancel"], "no touchUpInside")
    }

    func testAButtonWinsOverATapRecognizerAboveIt() {
        final class Row: UIView {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let row = Row(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        row.addGestureRecognizer(UITapGestureRecognizer(target: row, action: Row.tapped))
        let button = UIButton(type: .system)
        button.setTitle("Info", for: .normal)
        button.frame = CGRect(x: 300, y: 8, width: 80, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
        row.addSubview(button)
        scene.root.addSubview(row)
        scene.tap(.view(button), at: 0.1)
        scene.tap(.point(CGPoint(x: 50, y: 130)), at: 0.8)
        run(scene, until: 1.5)
        XCTAssertEqual(pressed, 1, "the button's action")
        XCTAssertEqual(row.taps, 1, "only the tap beside the button reached the row's recognizer")
    }

    func testARecognizedTapCancelsTheViewsTouchUnlessToldNotTo() {
        final class Pad: UIView {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
            func tapped() { phases.append("tap") }
        }
        for cancels in [true, false] {
            let scene = Scene(screen: Screen.iPhone14.withScale(1))
            let pad = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let tap = UITapGestureRecognizer(target: pad, action: Pad.tapped)
            tap.cancelsTouchesInView = cancels
            pad.addGestureRecognizer(tap)
            scene.root.addSubview(pad)
            scene.tap(.view(pad), at: 0)
            run(scene, until: 0.3)
            XCTAssertEqual(pad.phases, cancels ? ["began", "tap", "cancelled"] : ["began", "tap", "ended"])
        }
    }

    func testASwipeAndAPanOnOneViewFollowUIKitsRules() {
        final class Pager: UIView, UIGestureRecognizerDelegate {
            var log: [String] = []
            var together = false
            func swiped() { log.append("swipe") }
            func panned(_ pan: UIPanGestureRecognizer) { log.append("pan.\(pan.state.rawValue)") }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { together }
        }
        enum Setup { case plain, panWaitsForSwipe, together }
        func run(_ setup: Setup) -> [String] {
            let scene = Scene(screen: Screen.iPhone14.withScale(1))
            let pager = Pager(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            pager.together = setup == .together
            let left = UISwipeGestureRecognizer(target: pager, action: Pager.swiped)
            left.direction = .left
            let right = UISwipeGestureRecognizer(target: pager, action: Pager.swiped)
            let pan = UIPanGestureRecognizer(target: pager, action: Pager.panned)
            pan.delegate = pager
            if setup == .panWaitsForSwipe { pan.require(toFail: left) }
            for g in [left, right, pan] { pager.addGestureRecognizer(g) }
            scene.root.addSubview(pager)
            // 120 pt left in 0.12 s, easing in, from 0.1 s: moves at the steps at 0.133 (11 pt),
            // 0.167 (48 pt) and 0.2 s (92 pt), the last at the lift (0.22 s, 120 pt).
            scene.swipe(.view(pager), .left, at: 0.1)
            self.run(scene, until: 0.5)
            XCTAssertEqual([left.state, right.state, pan.state], [.possible, .possible, .possible], "all reset after the lift")
            return pager.log
        }
        XCTAssertEqual(run(.plain), ["pan.1", "pan.2", "pan.2", "pan.2", "pan.3"], "the pan begins first (past 10 pt) and the swipes fail")
        XCTAssertEqual(run(.panWaitsForSwipe), ["swipe"], "the pan waits for the left swipe, which recognizes")
        XCTAssertEqual(run(.together), ["pan.1", "pan.2", "swipe", "pan.2", "pan.2", "pan.3"],
                       "both (the left swipe, added first, hears the 92 pt move first); the right swipe fails")
    }
}
