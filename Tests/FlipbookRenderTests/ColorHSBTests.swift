import XCTest
@testable import FlipbookRender

/// `UIColor(hue:saturation:brightness:alpha:)` against the standard HSB (HSV) conversion, as
/// Python's `colorsys.hsv_to_rgb` computes it (values worked out with it).
final class ColorHSBTests: XCTestCase {
    func testHueSaturationBrightnessGiveTheStandardRGB() {
        let cases: [(Double, Double, Double, (Double, Double, Double))] = [
            (0, 1, 1, (1, 0, 0)), (1.0 / 3, 1, 1, (0, 1, 0)), (2.0 / 3, 1, 1, (0, 0, 1)),
            (0.5, 1, 0.5, (0, 0.5, 0.5)), (0.1, 0.6, 0.9, (0.9, 0.684, 0.36)), (0.75, 0.25, 0.8, (0.7, 0.6, 0.8)),
            (1, 1, 1, (1, 0, 0)), (0.3, 0, 0.4, (0.4, 0.4, 0.4)),
        ]
        for (h, s, b, (r, g, bl)) in cases {
            let c = Color(hue: h, saturation: s, brightness: b, alpha: 1)
            XCTAssertEqual(c.red, r, accuracy: 1e-9, "h \(h) s \(s) b \(b)")
            XCTAssertEqual(c.green, g, accuracy: 1e-9, "h \(h) s \(s) b \(b)")
            XCTAssertEqual(c.blue, bl, accuracy: 1e-9, "h \(h) s \(s) b \(b)")
        }
    }

    func testGetHueReadsTheComponentsBackAndBadNumbersAreClamped() {
        var h = 0.0, s = 0.0, b = 0.0, a = 0.0
        XCTAssertTrue(Color(hue: 0.1, saturation: 0.6, brightness: 0.9, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        XCTAssertEqual(h, 0.1, accuracy: 1e-9)
        XCTAssertEqual(s, 0.6, accuracy: 1e-9)
        XCTAssertEqual(b, 0.9, accuracy: 1e-9)
        XCTAssertEqual(a, 0.5)
        let odd = Color(hue: .nan, saturation: 7, brightness: -1, alpha: .infinity)
        XCTAssertEqual([odd.red, odd.green, odd.blue, odd.alpha], [0, 0, 0, 0])
    }
}
