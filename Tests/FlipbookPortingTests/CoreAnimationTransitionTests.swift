import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `CATransition` as app code adds it, against Apple's definitions of its types
/// (https://developer.apple.com/documentation/quartzcore/catransitiontype): `push` "pushes any
/// existing content as it slides into place", `moveIn` "slides into place over any existing
/// content", `reveal` reveals the new content as the old slides away, `fade` fades; the subtype
/// is the side the new content comes from; it runs under kCATransition whatever key it is given
/// (https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)). A 100 × 100 box
/// at (50, 50) turns from red to blue under a 1 s linear transition; at half-way each type puts the
/// two colours where the hand-worked offsets say.
final class CoreAnimationTransitionTests: XCTestCase {
    private func scene(clips: Bool = false) -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "catransition", size: CGSize(width: 300, height: 300), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = .red
        box.clipsToBounds = clips
        scene.root.addSubview(box)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, box)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype?, on box: UIView) {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        box.layer.add(transition, forKey: "change")
        box.backgroundColor = .blue
    }

    private enum Seen: Equatable { case red, blue, white, other }

    private func seen(_ scene: Scene, at t: Double, _ points: [(Int, Int)]) throws -> [Seen] {
        scene.advance(to: Step(index: Int(t * 100), time: t))
        let frame = try Rasterizer().render(scene.displayList())
        return points.map { x, y in
            let p = frame.rgba(x, y)
            if p.r > 240, p.g < 15, p.b < 15 { return .red }
            if p.b > 240, p.r < 15, p.g < 15 { return .blue }
            if p.r > 240, p.g > 240, p.b > 240 { return .white }
            return .other
        }
    }

    /// Across the middle row at x = 25 (left of the box), 75 and 125 (its halves), 175 (right of it).
    private let row = [(25, 100), (75, 100), (125, 100), (175, 100)]

    func testPushFromRightSlidesBothByHalfAWidthAtHalfTime() throws {
        let (scene, box) = scene()
        transition(.push, .fromRight, on: box)
        // Old red at x −0…100 moved 50 left: 0…100 on screen; new blue arrives from 150…250 to 100…200.
        XCTAssertEqual(try seen(scene, at: 0.5, row), [.red, .red, .blue, .blue], "unclipped, both show outside the box")
        XCTAssertEqual(try seen(scene, at: 1.2, row), [.white, .blue, .blue, .white], "over: the new picture in place")
    }

    func testAClippedLayerKeepsBothPicturesInsideItsBounds() throws {
        let (scene, box) = scene(clips: true)
        transition(.push, .fromRight, on: box)
        XCTAssertEqual(try seen(scene, at: 0.5, row), [.white, .red, .blue, .white])
    }

    func testMoveInCoversTheOldPictureThatStays() throws {
        let (scene, box) = scene()
        transition(.moveIn, .fromRight, on: box)
        XCTAssertEqual(try seen(scene, at: 0.5, row), [.white, .red, .blue, .blue])
    }

    func testRevealSlidesTheOldAwayOverTheNew() throws {
        let (scene, box) = scene()
        transition(.reveal, .fromRight, on: box)
        XCTAssertEqual(try seen(scene, at: 0.5, row), [.red, .red, .blue, .white])
    }

    func testFromTopComesDownAndFromLeftGoesRight() throws {
        let (scene, box) = scene()
        transition(.push, .fromTop, on: box)
        // A column at x 100: above the box, its top half, its bottom half, below it.
        let column = [(100, 25), (100, 75), (100, 125), (100, 175)]
        XCTAssertEqual(try seen(scene, at: 0.5, column), [.blue, .blue, .red, .red])
        let (other, box2) = self.scene()
        transition(.push, .fromLeft, on: box2)
        XCTAssertEqual(try seen(other, at: 0.5, row), [.blue, .blue, .red, .red])
    }

    func testFadeMixesTheTwoAndTheKeyIsKCATransition() throws {
        let (scene, box) = scene()
        transition(.fade, nil, on: box)
        XCTAssertEqual(box.layer.animationKeys(), [kCATransition], "the key given is replaced by kCATransition")
        scene.advance(to: Step(index: 50, time: 0.5))
        let p = try Rasterizer().render(scene.displayList()).rgba(100, 100)
        XCTAssertEqual(Double(p.r), 127.5, accuracy: 3, "half red")
        XCTAssertEqual(Double(p.b), 127.5, accuracy: 3, "half blue")
        scene.advance(to: Step(index: 110, time: 1.1))
        XCTAssertNil(box.layer.animationKeys(), "removed on completion")
    }

    /// `startProgress`/`endProgress` run a part of it: 0.5…1 over the whole second starts half-way.
    func testStartAndEndProgressRunAPartOfIt() throws {
        let (scene, box) = scene()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        transition.startProgress = 0.5
        box.layer.add(transition, forKey: nil)
        box.backgroundColor = .blue
        XCTAssertEqual(try seen(scene, at: 0, row), [.red, .red, .blue, .blue], "at 0 s it is half-way already")
        // At 0.5 s: 0.75 of the way, old red 75 pt left (−25…25), blue at 25…125 on screen at 75…175.
        XCTAssertEqual(try seen(scene, at: 0.5, [(60, 100), (80, 100), (170, 100), (180, 100)]), [.red, .blue, .blue, .white])
    }

    func testRemovingItShowsTheNewPictureAtOnce() throws {
        let (scene, box) = scene()
        transition(.push, .fromRight, on: box)
        _ = try seen(scene, at: 0.3, row)
        box.layer.removeAnimation(forKey: kCATransition)
        XCTAssertEqual(try seen(scene, at: 0.4, row), [.white, .blue, .blue, .white])
    }

    func testALayerWithoutAViewChangesAtOnceAndSaysSo() {
        let (scene, box) = scene()
        let standalone = CALayer()
        box.layer.addSublayer(standalone)
        standalone.add(CATransition(), forKey: nil)
        XCTAssertTrue(scene.warnings.contains { $0.contains("CATransition on a layer that is not a view's") }, "\(scene.warnings)")
        XCTAssertNil(standalone.animationKeys())
    }

    /// The scoreboard (AppFiles/ScoreboardView.swift): the new score pushes the old one up inside
    /// its clipped label, the badge fades to green.
    func testTheScoreboardGolden() throws {
        let scene = Scene(screen: Screen(name: "scoreboard", size: CGSize(width: 240, height: 260), scale: 2, safeAreaInsets: .zero))
        let board = ScoreboardView(frame: CGRect(x: 0, y: 0, width: 240, height: 260))
        scene.root.addSubview(board)
        scene.onStep = { _, step in if step.index == 6 { board.increment() } }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 0.7)), named: "scoreboard")
    }
}
