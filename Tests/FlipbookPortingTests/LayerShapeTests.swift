import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// `CAShapeLayer` strokes and fills and `.continuous` corners, measured on the raster against
/// geometry worked out by hand.
final class LayerShapeTests: XCTestCase {
    private func render(_ size: CGSize = CGSize(width: 100, height: 100), scale: Double = 1, _ build: (UIView) -> Void) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "s", size: size, scale: scale, safeAreaInsets: .zero))
        scene.root.backgroundColor = .black
        build(scene.root)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    func testADashedLineAlternatesPaintedAndUnpaintedLengths() throws {
        let frame = try render(CGSize(width: 120, height: 20)) { root in
            let line = CAShapeLayer()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 110, y: 10))
            line.path = path.cgPath
            line.strokeColor = UIColor.white.cgColor
            line.lineWidth = 4
            line.lineDashPattern = [10, 5]          // 10 on, 5 off, from x = 10
            line.lineDashPhase = 0
            root.layer.addSublayer(line)
        }
        var on = 0, off = 0
        for x in 10..<110 {
            let position = Double(x) + 0.5 - 10
            let inDash = position.truncatingRemainder(dividingBy: 15) < 10
            let distanceToEdge = min(abs(position.truncatingRemainder(dividingBy: 15) - 10), abs(position.truncatingRemainder(dividingBy: 15)))
            guard distanceToEdge > 0.5 else { continue }   // pixels cut by a dash's end are partly covered
            let v = frame.rgba(x, 10).r
            if inDash { XCTAssertEqual(v, 255, "x = \(x) in a dash"); on += 1 } else { XCTAssertEqual(v, 0, "x = \(x) in a gap"); off += 1 }
        }
        XCTAssertGreaterThan(on, 50); XCTAssertGreaterThan(off, 20)
        XCTAssertEqual(frame.rgba(50, 7).r, 0, "4 wide: rows 8…11")
        XCTAssertEqual(frame.rgba(12, 8).r, 255)
    }

    func testStrokeEndStrokesThatFractionOfTheRingClockwiseFromTwelve() throws {
        let frame = try render(CGSize(width: 100, height: 100)) { root in
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                     endAngle: 3 * .pi / 2, clockwise: true).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.white.cgColor
            ring.lineWidth = 6
            ring.strokeEnd = 0.375            // 12 o'clock to 4:30
            root.layer.addSublayer(ring)
        }
        func onRing(_ degreesFromTwelve: Double) -> Int {
            let a = (degreesFromTwelve - 90) * .pi / 180
            return frame.rgba(Int(50 + 40 * cos(a)), Int(50 + 40 * sin(a))).r
        }
        for d in [10.0, 45, 90, 120] { XCTAssertEqual(onRing(d), 255, "\(d)° stroked") }
        for d in [150.0, 200, 270, 340] { XCTAssertEqual(onRing(d), 0, "\(d)° not yet") }
        XCTAssertEqual(frame.rgba(50, 50).r, 0, "no fill")
    }

    func testStrokeStartAndEndCutTheStrokeNotTheFill() throws {
        let frame = try render(CGSize(width: 100, height: 40)) { root in
            let bar = CAShapeLayer()
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 0, y: 20)); p.addLine(to: CGPoint(x: 100, y: 20))
            bar.path = p.cgPath
            bar.strokeColor = UIColor.white.cgColor
            bar.lineWidth = 10
            bar.strokeStart = 0.2
            bar.strokeEnd = 0.6
            root.layer.addSublayer(bar)
        }
        XCTAssertEqual(frame.rgba(19, 20).r, 0)
        XCTAssertEqual(frame.rgba(21, 20).r, 255)
        XCTAssertEqual(frame.rgba(58, 20).r, 255)
        XCTAssertEqual(frame.rgba(61, 20).r, 0)
    }

    func testEvenOddLeavesTheHoleAndNonZeroFillsIt() throws {
        let frame = try render(CGSize(width: 200, height: 100)) { root in
            for (i, rule) in [CAShapeLayerFillRule.evenOdd, .nonZero].enumerated() {
                let s = CAShapeLayer()
                s.frame = CGRect(x: Double(i) * 100, y: 0, width: 100, height: 100)
                let p = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
                p.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
                s.path = p.cgPath
                s.fillRule = rule
                s.fillColor = UIColor.white.cgColor
                root.layer.addSublayer(s)
            }
        }
        XCTAssertEqual(frame.rgba(50, 50).r, 0, "even-odd: the inner square is a hole")
        XCTAssertEqual(frame.rgba(20, 50).r, 255)
        XCTAssertEqual(frame.rgba(150, 50).r, 255, "non-zero: same direction, filled")
    }

    /// The continuous corner's published shape (PaintCode's measurement of UIKit's rounded
    /// rectangle, https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles), restated
    /// here as (distance from the corner along the edge, depth below it) in radii, and solved by
    /// bisection: the edge measured on the raster must be within half a pixel of it, and clearly
    /// away from the circular corner's.
    func testContinuousCornersFollowThePublishedCurve() throws {
        let r = 80.0, scale = 2.0
        let frame = try render(CGSize(width: 400, height: 400), scale: scale) { root in
            let card = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
            card.backgroundColor = .white
            card.layer.cornerRadius = r
            card.layer.cornerCurve = .continuous
            root.addSubview(card)
        }
        typealias P = (Double, Double)
        // Cubic pieces of the top-right corner, from the top edge down: (start, c1, c2, end).
        let pieces: [(P, P, P, P)] = [
            ((1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
            ((0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
        ]
        func depth(at a: Double) -> Double? {
            for (p0, c1, c2, p1) in pieces where a <= p0.0 && a >= p1.0 {
                func at(_ t: Double) -> P {
                    let u = 1 - t
                    return (u*u*u*p0.0 + 3*u*u*t*c1.0 + 3*u*t*t*c2.0 + t*t*t*p1.0, u*u*u*p0.1 + 3*u*u*t*c1.1 + 3*u*t*t*c2.1 + t*t*t*p1.1)
                }
                var lo = 0.0, hi = 1.0
                for _ in 0..<60 { let m = (lo + hi) / 2; if at(m).0 > a { lo = m } else { hi = m } }
                return at(lo).1
            }
            return nil
        }
        var compared = 0
        var apartFromCircle = 0
        let R = r * scale   // the radius in pixels
        for column in stride(from: 8, through: 230, by: 4) {
            let a = (Double(column) + 0.5) / R      // from the right edge (x = 350 pt, pixel 700), in radii
            guard let d = depth(at: a) else { continue }
            let x = 700 - 1 - column
            // The uncovered depth of the pixel column below the top edge (y = 50 pt): the sum of 1 − coverage.
            var uncovered = 0.0
            for y in 100..<(100 + Int(R * 1.6)) { uncovered += 1 - Double(frame.rgba(x, y).r) / 255 }
            XCTAssertEqual(uncovered, d * R, accuracy: 0.5, "column \(column) from the edge")
            let circular = a >= 1 ? 0 : R - (R * R - (R - a * R) * (R - a * R)).squareRoot()
            if abs(circular - d * R) > 1 { apartFromCircle += 1 }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 25)
        XCTAssertGreaterThan(apartFromCircle, 5, "the test tells the continuous corner from a circular one")
    }
}
