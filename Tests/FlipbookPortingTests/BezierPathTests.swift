import XCTest
import Foundation
import FlipbookUIKit

/// `UIBezierPath` and `CGPath` as app code builds them: their elements, bounds, containment,
/// reversing, transforms and arc directions, against values worked out by hand.
final class BezierPathTests: XCTestCase {
    func testArcsTurnClockwiseOnScreenForUIBezierPathAndTheOtherWayForCGPath() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise on a y-down screen from 3 o'clock: through the lower right to 6 o'clock.
        XCTAssertEqual(quarter.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.currentPoint.y, 10, accuracy: 1e-9)
        XCTAssertEqual(quarter.bounds.minY, 0, accuracy: 1e-9)
        XCTAssertGreaterThan(quarter.bounds.maxX, 9.99)
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Core Graphics' clockwise is y-up: on screen the long way round, three quarters.
        XCTAssertEqual(cg.boundingBox.minX, -10, accuracy: 1e-6)
        XCTAssertEqual(cg.boundingBox.minY, -10, accuracy: 1e-6)
    }

    func testBoundsIncludeControlPointsAndContainsFollowsTheFillRule() {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 10, y: 20))
        p.close()
        XCTAssertEqual(p.bounds, CGRect(x: 0, y: 0, width: 20, height: 20), "UIKit: control points included")
        XCTAssertTrue(p.contains(CGPoint(x: 10, y: 5)), "the curve's apex is at y = 10")
        XCTAssertFalse(p.contains(CGPoint(x: 10, y: 12)))

        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: both ovals turn the same way")
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50)))
        XCTAssertFalse(ring.contains(CGPoint(x: 2, y: 2)), "outside the oval, inside its box")
        // The reversed inner oval turns the other way: non-zero leaves the hole too.
        let donut = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        donut.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        XCTAssertFalse(donut.contains(CGPoint(x: 50, y: 50)))
    }

    func testApplyRoundedCornersAndCGPathShapes() {
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        p.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        XCTAssertEqual(p.bounds, CGRect(x: 5, y: 5, width: 20, height: 40))
        let tab = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertFalse(tab.contains(CGPoint(x: 1, y: 1)), "the top-left is rounded")
        XCTAssertTrue(tab.contains(CGPoint(x: 1, y: 39)), "the bottom-left is square")
        let r = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 10, cornerHeight: 10, transform: nil)
        XCTAssertEqual(r.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertTrue(r.contains(CGPoint(x: 20, y: 20)))
        XCTAssertFalse(r.contains(CGPoint(x: 0.5, y: 0.5)))
        let lines = CGMutablePath()
        lines.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        lines.closeSubpath()
        XCTAssertEqual(lines.currentPoint, .zero, "closing returns to the subpath's start")
        XCTAssertTrue(UIBezierPath(cgPath: lines).contains(CGPoint(x: 8, y: 2)))
    }

    func testLineStyleAndDashesCarryToTheStroke() {
        let p = UIBezierPath()
        p.lineWidth = 3
        p.lineCapStyle = .round
        p.lineJoinStyle = .bevel
        p.setLineDash([4, 2], count: 2, phase: 1)
        XCTAssertEqual(p.strokeStyle, StrokeStyle(width: 3, cap: .round, join: .bevel, dash: [4, 2], dashPhase: 1))
    }
}
