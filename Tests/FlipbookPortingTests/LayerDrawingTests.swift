import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `draw(_:)` overrides: the Core Graphics calls land where they would on a device (checked
/// against hand-worked positions), the drawing is kept until `setNeedsDisplay()`, and the chart
/// app file renders to a golden, light and dark.
final class LayerDrawingTests: XCTestCase {
    private func scene(_ size: CGSize, scale: Double = 1) -> Scene {
        let scene = Scene(screen: Screen(name: "d", size: size, scale: scale, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        return scene
    }

    final class Marks: UIView {
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.saveGState()
            ctx.translateBy(x: 50, y: 50)
            ctx.rotate(by: .pi / 4)
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: -5, y: -5, width: 10, height: 10))   // a diamond about (50, 50)
            ctx.restoreGState()
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 80, width: 50, height: 20))
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fillEllipse(in: CGRect(x: 0, y: 60, width: 100, height: 40))   // only its lower-left part shows
            ctx.restoreGState()
            ctx.setAlpha(0.5)
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 80, y: 0, width: 20, height: 20))
        }
    }

    func testCoreGraphicsCallsDrawWhereTheyWouldOnADevice() throws {
        let s = scene(CGSize(width: 120, height: 120))
        let v = Marks(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        s.root.addSubview(v)
        s.layout()
        let f = try Rasterizer().render(s.displayList())
        XCTAssertEqual(f.rgba(15, 15), RGBA(r: 255, g: 0, b: 0, a: 255), "in the view's coordinates")
        XCTAssertEqual(f.rgba(60, 60 - 6), RGBA(r: 0, g: 0, b: 255, a: 255), "the rotated square's top point reaches 7.07 above its centre")
        XCTAssertEqual(f.rgba(60 + 5, 60 - 5), RGBA(r: 255, g: 255, b: 255, a: 255), "a corner of the unrotated square is empty")
        XCTAssertEqual(f.rgba(30, 100), RGBA(r: 0, g: 255, b: 0, a: 255), "inside the clip")
        XCTAssertEqual(f.rgba(70, 100), RGBA(r: 255, g: 255, b: 255, a: 255), "clipped away")
        XCTAssertEqual(f.rgba(30, 80), RGBA(r: 255, g: 255, b: 255, a: 255), "above the clip")
        XCTAssertLessThanOrEqual(f.rgba(100, 15).distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)), 1, "setAlpha(0.5)")
    }

    func testDrawRunsOnceAndAgainAfterSetNeedsDisplay() throws {
        let s = scene(CGSize(width: 200, height: 120))
        let chart = BarChartView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        s.root.addSubview(chart)
        s.layout()
        _ = s.displayList(); _ = s.displayList()
        XCTAssertEqual(chart.drawCount, 1, "kept between frames")
        chart.values = [1, 1, 1, 1, 1]
        let f = try Rasterizer().render(s.displayList())
        XCTAssertEqual(chart.drawCount, 2, "setNeedsDisplay redrew")
        // Every bar is full height now: just below the top margin, inside the second bar.
        let slot = (200.0 - 16) / 5
        XCTAssertEqual(f.rgba(Int(8 + slot * 1.5), 20), RGBA(r: 48, g: 176, b: 199, a: 255), "systemTeal")
    }

    func testTheChartGolden() throws {
        for appearance in [Appearance.light, .dark] {
            let s = scene(CGSize(width: 240, height: 150), scale: 2)
            s.appearance = appearance
            s.root.backgroundColor = .systemBackground
            s.root.addSubview(BarChartView(frame: CGRect(x: 20, y: 15, width: 200, height: 120)))
            s.layout()
            try assertGolden(of: try Rasterizer().render(s.displayList()), as: .image, named: "bar-chart-\(appearance)")
        }
    }
}
