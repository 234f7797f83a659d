import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// `CAGradientLayer` as app code sets it up, measured on the raster against colours worked out
/// by hand from the gradient's definition (the fraction along the axis, the radius, the angle),
/// within two levels of 255 (Cairo's 8-bit ramp and rounding).
final class GradientLayerTests: XCTestCase {
    private func render(_ size: CGSize, _ build: (UIView) -> Void) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "g", size: size, scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .black
        build(scene.root)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    private func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> RGBA {
        let t = max(0, min(1, t))
        func c(_ x: Double, _ y: Double) -> Int { Int(((x + (y - x) * t) * 255).rounded()) }
        return RGBA(r: c(a.0, b.0), g: c(a.1, b.1), b: c(a.2, b.2), a: 255)
    }

    func testAnAxialGradientRunsFromStartToEndPoint() throws {
        let frame = try render(CGSize(width: 200, height: 60)) { root in
            let g = CAGradientLayer()
            g.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            g.startPoint = CGPoint(x: 0, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 0.5)
            root.layer.addSublayer(g)
        }
        for x in [0, 20, 50, 99, 150, 199] {
            // The pixel's centre is x + 0.5 of 200 points along the axis.
            let expected = mix((1, 0, 0), (0, 0, 1), (Double(x) + 0.5) / 200)
            XCTAssertLessThanOrEqual(frame.rgba(x, 30).distance(to: expected), 2, "x = \(x): \(frame.rgba(x, 30)) vs \(expected)")
        }
    }

    func testLocationsPlaceTheStopsAndTheEndColoursContinue() throws {
        let frame = try render(CGSize(width: 100, height: 200)) { root in
            let g = CAGradientLayer()
            g.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            g.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
            g.locations = [0.25, 0.75]   // white until y = 50, black from y = 150
            root.layer.addSublayer(g)
        }
        XCTAssertEqual(frame.rgba(50, 10), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frame.rgba(50, 190), RGBA(r: 0, g: 0, b: 0, a: 255))
        for y in [60, 100, 140] {
            let expected = mix((1, 1, 1), (0, 0, 0), ((Double(y) + 0.5) - 50) / 100)
            XCTAssertLessThanOrEqual(frame.rgba(50, y).distance(to: expected), 2, "y = \(y)")
        }
    }

    func testARadialGradientIsAnEllipseThroughTheEndPoint() throws {
        let frame = try render(CGSize(width: 200, height: 100)) { root in
            let g = CAGradientLayer()
            g.type = .radial
            g.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            g.colors = [UIColor.yellow.cgColor, UIColor.blue.cgColor]
            g.startPoint = CGPoint(x: 0.5, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 1)      // radii 100 and 50
            root.layer.addSublayer(g)
        }
        for (x, y) in [(100, 50), (130, 50), (100, 70), (160, 20), (40, 80), (190, 50), (5, 5)] {
            let dx = (Double(x) + 0.5 - 100) / 100, dy = (Double(y) + 0.5 - 50) / 50
            let expected = mix((1, 1, 0), (0, 0, 1), (dx * dx + dy * dy).squareRoot())
            XCTAssertLessThanOrEqual(frame.rgba(x, y).distance(to: expected), 2, "(\(x), \(y)): \(frame.rgba(x, y)) vs \(expected)")
        }
    }

    func testAConicGradientTurnsClockwiseFromTheEndPointsDirection() throws {
        let frame = try render(CGSize(width: 200, height: 200)) { root in
            let g = CAGradientLayer()
            g.type = .conic
            g.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            g.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
            g.startPoint = CGPoint(x: 0.5, y: 0.5)
            g.endPoint = CGPoint(x: 0.5, y: 0)    // begins at 12 o'clock
            root.layer.addSublayer(g)
        }
        func expected(_ x: Int, _ y: Int) -> RGBA {
            // The angle from 12 o'clock, clockwise on screen (y down), as a fraction of a turn.
            let dx = Double(x) + 0.5 - 100, dy = Double(y) + 0.5 - 100
            var a = atan2(dy, dx) + .pi / 2
            if a < 0 { a += 2 * .pi }
            let t = a / (2 * .pi)
            return t < 0.5 ? mix((1, 0, 0), (0, 1, 0), t / 0.5) : mix((0, 1, 0), (0, 0, 1), (t - 0.5) / 0.5)
        }
        var checked = 0
        for (x, y) in [(110, 20), (180, 100), (170, 170), (100, 180), (30, 160), (20, 100), (60, 30), (150, 60), (90, 40)] {
            XCTAssertLessThanOrEqual(frame.rgba(x, y).distance(to: expected(x, y)), 3, "(\(x), \(y)): \(frame.rgba(x, y)) vs \(expected(x, y))")
            checked += 1
        }
        XCTAssertEqual(checked, 9)
    }

    func testAGradientWithCornerRadiusIsRoundedAndStaysInItsFrame() throws {
        let frame = try render(CGSize(width: 120, height: 120)) { root in
            let g = CAGradientLayer()
            g.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            g.colors = [UIColor.white.cgColor, UIColor.white.cgColor]
            g.cornerRadius = 30
            root.layer.addSublayer(g)
        }
        XCTAssertEqual(frame.rgba(12, 12), RGBA(r: 0, g: 0, b: 0, a: 255), "the rounded corner is cut away")
        XCTAssertEqual(frame.rgba(60, 12), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frame.rgba(5, 60), RGBA(r: 0, g: 0, b: 0, a: 255), "outside the frame")
    }
}
