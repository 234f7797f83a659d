import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// The sales chart app file (AppFiles/SalesChartView.swift): text, an image, shadows and a blend
/// mode drawn in `draw(_:)`, checked in pixels and as goldens, light and dark.
final class DrawingChartGoldenTests: XCTestCase {
    private func scene(_ appearance: Appearance, scale: Double = 2) -> (Scene, SalesChartView) {
        let scene = Scene(screen: Screen(name: "chart", size: CGSize(width: 260, height: 170), scale: scale, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.root.backgroundColor = .systemBackground
        let chart = SalesChartView(frame: CGRect(x: 10, y: 10, width: 240, height: 150))
        chart.backgroundColor = .systemBackground
        scene.root.addSubview(chart)
        scene.layout()
        return (scene, chart)
    }

    func testLabelsBadgeAndShadowLandWhereTheChartDrewThem() throws {
        let (s, chart) = scene(.light, scale: 1)
        let frame = try Rasterizer().render(s.displayList())
        XCTAssertEqual(chart.labelRects.count, 5)
        // Each label's ink is inside the rectangle boundingRect gave (in the chart, +10 on screen).
        for rect in chart.labelRects {
            var inked = 0
            for y in Int(rect.minY) - 1..<Int(rect.maxY) + 3 {
                for x in Int(rect.minX) - 3..<Int(rect.maxX) + 3 where frame.rgba(x + 10, y + 10).r < 200 {
                    inked += 1
                    XCTAssertTrue(rect.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)),
                                  "ink at \(x),\(y) outside \(rect)")
                }
            }
            XCTAssertGreaterThan(inked, 10, "the label \(rect) is drawn")
        }
        // The badge image: systemOrange at its centre, its white bar in the middle.
        XCTAssertEqual(frame.rgba(10 + 240 - 34 + 4, 10 + 6 + 11), RGBA(r: 255, g: 149, b: 0, a: 255))
        XCTAssertEqual(frame.rgba(10 + 240 - 34 + 11, 10 + 6 + 11), RGBA(r: 255, g: 255, b: 255, a: 255))
        // Under the first bar's right edge the shadow darkens the white background.
        let bar0Right = 10 + 12 + (240 - 24) / 5 * 0.8
        let below = frame.rgba(Int(bar0Right) + 2, 120)
        XCTAssertLessThan(below.r, 250, "the bar's shadow is beside it")
        XCTAssertGreaterThan(below.r, 180, "a soft one")
    }

    func testTheMultiplyBandDarkensTheBarUnderIt() throws {
        let (s, _) = scene(.light, scale: 1)
        let frame = try Rasterizer().render(s.displayList())
        let slot = (240.0 - 24) / 5
        let x = Int(10 + 12 + slot * 3 + slot / 2)
        let indigo = (r: 88.0, g: 86.0, b: 214.0), yellow = (r: 255.0, g: 204.0, b: 0.0)
        // multiply at 0.6: B·(1 − 0.6) + B·S·0.6 per channel (W3C §5.8 with αs = 0.6, opaque backdrop).
        let expected = RGBA(r: Int((indigo.r * 0.4 + indigo.r * yellow.r / 255 * 0.6).rounded()),
                            g: Int((indigo.g * 0.4 + indigo.g * yellow.g / 255 * 0.6).rounded()),
                            b: Int((indigo.b * 0.4 + indigo.b * yellow.b / 255 * 0.6).rounded()), a: 255)
        XCTAssertLessThanOrEqual(frame.rgba(x, 125).distance(to: expected), 2, "\(frame.rgba(x, 125)) vs \(expected)")
    }

    func testTheChartGoldens() throws {
        for appearance in [Appearance.light, .dark] {
            let (s, _) = scene(appearance)
            try assertGolden(of: try Rasterizer().render(s.displayList()), as: .image, named: "sales-chart-\(appearance)")
        }
    }
}
