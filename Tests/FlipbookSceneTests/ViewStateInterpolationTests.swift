import XCTest
import FlipbookRender
@testable import FlipbookScene

/// The one interpolation of view state: a turning view keeps its size half-way, as a view turned
/// by Core Animation does. Apple does not write down how Core Animation mixes two transforms; the
/// parts mixed here are those Apple splits an affine transform into (scale, horizontal shear,
/// rotation, translation: developer.apple.com/documentation/corefoundation/cgaffinetransform/decomposed()
/// and CGAffineTransformComponents). What is drawn is read from the display list.
final class ViewStateInterpolationTests: XCTestCase {
    private let quarterAndAHalf = 3 * Double.pi / 4   // 135°

    private func sceneWithBox() -> (Scene, View) {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        let box = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = .white
        scene.root.addSubview(box)
        scene.layout()
        return (scene, box)
    }

    /// The turn and scale of the box as the display list draws it: its group is the second one
    /// (the root's is first), and the root is untransformed, so its linear part is the box's.
    private func drawnTurnAndScale(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws -> (degrees: Double, scale: Double, shear: Double) {
        let groups = scene.displayList().ops.compactMap { op -> FlipbookRender.AffineTransform? in
            if case .beginGroup(let group) = op { return group.transform } else { return nil }
        }
        let t = try XCTUnwrap(groups.dropFirst().first, "the box is drawn", file: file, line: line)
        let parts = DecomposedTransform(t)
        return (parts.angle * 180 / .pi, (t.a * t.a + t.b * t.b).squareRoot(), parts.shear)
    }

    func testViewAnimateTurnsHalfOfA135DegreeRotationAtHalfTimeWithoutShrinking() throws {
        let (scene, box) = sceneWithBox()
        scene.advance(to: Step(index: 0, time: 0))
        View.animate(withDuration: 1, options: .curveLinear) { box.transform = AffineTransform(rotationAngle: self.quarterAndAHalf) }
        scene.advance(to: Step(index: 1, time: 0.5))
        let drawn = try drawnTurnAndScale(scene)
        XCTAssertEqual(drawn.degrees, 67.5, accuracy: 1e-9)
        XCTAssertEqual(drawn.scale, 1, accuracy: 1e-9, "mixing matrix entries would draw it at 0.38")
        XCTAssertEqual(drawn.shear, 0, accuracy: 1e-9)
    }

    func testPropertyAnimatorTurnsHalfOfA135DegreeRotationAtHalfWayWithoutShrinking() throws {
        let (scene, box) = sceneWithBox()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.transform = AffineTransform(rotationAngle: self.quarterAndAHalf) }
        animator.fractionComplete = 0.5
        let drawn = try drawnTurnAndScale(scene)
        XCTAssertEqual(drawn.degrees, 67.5, accuracy: 1e-9)
        XCTAssertEqual(drawn.scale, 1, accuracy: 1e-9)
        animator.fractionComplete = 1
        XCTAssertEqual(try drawnTurnAndScale(scene).degrees, 135, accuracy: 1e-9)
    }

    func testATurnGoesTheShortWayRound() {
        // 170° to −170° is 20° through 180°, not 340° back through 0°.
        let a = AffineTransform(rotationAngle: 170 * .pi / 180), b = AffineTransform(rotationAngle: -170 * .pi / 180)
        let half = DecomposedTransform(a.interpolated(to: b, 0.5))
        XCTAssertEqual(abs(half.angle) * 180 / .pi, 180, accuracy: 1e-9)
    }

    func testAFlipAnimatesThroughZeroWidthInsteadOfSpinning() {
        let half = AffineTransform.identity.interpolated(to: AffineTransform(scaleX: -1, y: 1), 0.5)
        XCTAssertEqual(half.a, 0, accuracy: 1e-12)
        XCTAssertEqual(half.b, 0, accuracy: 1e-12, "no turn")
        XCTAssertEqual(half.d, 1, accuracy: 1e-12)
    }

    func testTheEndsAreTheEndsExactly() {
        let a = AffineTransform(scaleX: 0.3, y: 0.7).rotated(by: 0.4), b = AffineTransform(translationX: 3, y: 1).scaledBy(x: 1.7, y: 0.9)
        XCTAssertEqual(a.interpolated(to: b, 0), a)
        XCTAssertEqual(a.interpolated(to: b, 1), b)
    }

    func testASemanticColourKeepsItsDarkValueThroughTheMix() {
        let card = Color(light: .white, dark: Color(red: 0, green: 0, blue: 1))
        let half = Color(red: 1, green: 0, blue: 0).interpolated(to: card, 0.5)
        XCTAssertEqual(half.resolved(for: .light), Color(red: 1, green: 0.5, blue: 0.5))
        XCTAssertEqual(half.resolved(for: .dark), Color(red: 0.5, green: 0, blue: 0.5))
        // No colour is the other end made clear, in both appearances.
        let fading = Color?.none.interpolated(to: card, 0.5)
        XCTAssertEqual(fading?.resolved(for: .dark), Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    }
}
