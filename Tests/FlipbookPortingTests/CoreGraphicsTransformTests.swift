import XCTest
import FlipbookUIKit

/// `CGAffineTransform`, `CGVector` and the `applying` functions as Core Graphics defines them,
/// against values worked by hand, through the app helpers in AppFiles/TransformMath.swift.
final class CoreGraphicsTransformTests: XCTestCase {
    /// https://developer.apple.com/documentation/coregraphics/cgrectapplyaffinetransform(_:_:):
    /// "returns the smallest rectangle that contains the transformed corner points".
    func testRectApplyingIsTheBoundingBoxOfTheTransformedCorners() {
        // Scale then translate (scaledBy prepends): (x, y) → (2x + 10, 3y + 20).
        let scaleMove = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(scaleMove), CGRect(x: 12, y: 26, width: 6, height: 12))
        // A quarter turn (y down: (x, y) → (−y, x)): corners (10,20) (40,20) (10,60) (40,60)
        // go to (−20,10) (−20,40) (−60,10) (−60,40).
        let quarter = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(quarter, CGRect(x: -60, y: 10, width: 40, height: 30))
        // An eighth turn of a 10 pt square at the origin: corners at 0, (7.07, 7.07),
        // (−7.07, 7.07) and (0, 14.14), so the box is 10·√2 on a side.
        let eighth = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let side = 10 * CGFloat(2).squareRoot()
        XCTAssertEqual(eighth.minX, -side / 2, accuracy: 1e-9)
        XCTAssertEqual(eighth.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(eighth.width, side, accuracy: 1e-9)
        XCTAssertEqual(eighth.height, side, accuracy: 1e-9)
        // A mirror gives the same box, not a negative width.
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1)),
                       CGRect(x: -4, y: 2, width: 3, height: 4))
        XCTAssertTrue(CGRect.null.applying(scaleMove).isNull)
    }

    /// Points take the translation; sizes do not
    /// (https://developer.apple.com/documentation/coregraphics/cgsizeapplyaffinetransform(_:_:)).
    func testPointsAndSizes() {
        let scaleMove = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaleMove), CGPoint(x: 12, y: 23))
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(scaleMove), CGSize(width: 6, height: 12))
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(CGSize(width: 10, height: 4).applying(shear), CGSize(width: 12, height: 4))
    }

    /// `t1.concatenating(t2)` is t1 then t2; `translatedBy` and friends put the new step first.
    func testConcatenatingAndTheBuildersOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
        XCTAssertEqual(scale.translatedBy(x: 10, y: 0), move.concatenating(scale))
        XCTAssertEqual(CGAffineTransform.identity.rotated(by: .pi / 2), CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertTrue(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
        XCTAssertFalse(move.isIdentity)
        XCTAssertEqual(move.tx, 10)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransforminvert(_:):
    /// "If the affine transform passed in parameter t cannot be inverted, the affine transform
    /// is returned unchanged."
    func testInverted() {
        let card = CardMotion.transform(progress: 0.5)   // 20 pt low, at 95 %
        for (field, value) in [(card.a, 0.95), (card.b, 0), (card.c, 0), (card.d, 0.95), (card.tx, 0), (card.ty, 20)] as [(CGFloat, CGFloat)] {
            XCTAssertEqual(field, value, accuracy: 1e-12)
        }
        let onScreen = CGPoint(x: 95, y: 115)
        let local = CardMotion.cardPoint(for: onScreen, cardTransform: card)
        XCTAssertEqual(local.x, 100, accuracy: 1e-9)
        XCTAssertEqual(local.y, 100, accuracy: 1e-9)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
    }

    /// A view's frame is the bounding box of its bounds transformed about the centre: the app's
    /// own arithmetic over `applying` agrees with the frame UIView reports.
    func testAViewsFrameIsItsBoundsApplyingItsTransform() {
        let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 120))
        card.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.8, y: 0.8)
        let mine = CardMotion.visibleFrame(of: card)
        XCTAssertEqual(mine.minX, card.frame.minX, accuracy: 1e-9)
        XCTAssertEqual(mine.minY, card.frame.minY, accuracy: 1e-9)
        XCTAssertEqual(mine.width, card.frame.width, accuracy: 1e-9)
        XCTAssertEqual(mine.height, card.frame.height, accuracy: 1e-9)
        XCTAssertEqual(card.center, CGPoint(x: 140, y: 160), "the transform turns the view about its centre")
    }

    func testVectors() {
        XCTAssertEqual(CardMotion.springVelocity(flick: CGPoint(x: 300, y: -150), distance: 150), CGVector(dx: 2, dy: -1))
        XCTAssertEqual(CardMotion.springVelocity(flick: CGPoint(x: 3, y: 4), distance: 0), CGVector(dx: 0, dy: 0))
        let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))
        XCTAssertEqual(spring.initialVelocity.dx, 2)
    }
}
