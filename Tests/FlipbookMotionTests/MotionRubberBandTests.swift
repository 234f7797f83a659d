import XCTest
@testable import FlipbookMotion

final class MotionRubberBandTests: XCTestCase {
    func testCoefficient() {
        // source: the rubber-band constant c = 0.55 of UIScrollView's f(x) = (1 − 1/(x·c/d + 1))·d,
        // as reverse-engineered and widely cited (e.g. Grant Paul's 2012 note on iOS scrolling).
        XCTAssertEqual(RubberBand.coefficient, 0.55)
    }

    func testFormula() {
        let d = 800.0
        XCTAssertEqual(RubberBand.offset(overscroll: 0, dimension: d), 0)
        XCTAssertEqual(RubberBand.offset(overscroll: d, dimension: d), (1 - 1 / (0.55 + 1)) * d, accuracy: 1e-9)
        for x in stride(from: 0.0, through: 3000, by: 37) {
            XCTAssertEqual(RubberBand.offset(overscroll: x, dimension: d), (1 - 1 / (x * 0.55 / d + 1)) * d, accuracy: 1e-9)
        }
        // The values published with the formula (d = 960).
        for (x, shown) in [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)] {
            XCTAssertEqual(RubberBand.offset(overscroll: x, dimension: 960), shown, accuracy: 0.005)
        }
    }

    func testMonotoneBoundedAndSymmetric() {
        let d = 640.0
        var previous = -Double.infinity
        for x in stride(from: -5000.0, through: 5000, by: 10) {
            let y = RubberBand.offset(overscroll: x, dimension: d)
            XCTAssertGreaterThan(y, previous)
            XCTAssertLessThan(abs(y), d)
            XCTAssertEqual(y, -RubberBand.offset(overscroll: -x, dimension: d))
            previous = y
        }
        XCTAssertEqual(RubberBand.offset(overscroll: .infinity, dimension: d), d)
        XCTAssertEqual(RubberBand.offset(overscroll: -.infinity, dimension: d), -d)
        // Slope at the edge is c: small pulls move at 55 %.
        XCTAssertEqual(RubberBand.offset(overscroll: 1e-6, dimension: d) / 1e-6, 0.55, accuracy: 1e-6)
    }

    func testInverseRoundTrip() {
        for d in [320.0, 844, 1366] {
            for x in stride(from: -2000.0, through: 2000, by: 13.7) {
                let shown = RubberBand.offset(overscroll: x, dimension: d)
                XCTAssertEqual(RubberBand.overscroll(forOffset: shown, dimension: d), x, accuracy: 1e-9 * max(1, abs(x)))
            }
        }
        XCTAssertEqual(RubberBand.overscroll(forOffset: 0, dimension: 500), 0)
        XCTAssertEqual(RubberBand.overscroll(forOffset: 500, dimension: 500), .infinity)
        XCTAssertEqual(RubberBand.overscroll(forOffset: -600, dimension: 500), -.infinity)
    }

    func testCustomCoefficient() {
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: 1000, coefficient: 1), 100 * 1000 / 1100, accuracy: 1e-9)
        let shown = RubberBand.offset(overscroll: 250, dimension: 700, coefficient: 0.3)
        XCTAssertEqual(RubberBand.overscroll(forOffset: shown, dimension: 700, coefficient: 0.3), 250, accuracy: 1e-9)
    }

    func testDegenerateInput() {
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: 0), 0)
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: -5), 0)
        XCTAssertEqual(RubberBand.offset(overscroll: .nan, dimension: 500), 0)
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: .nan), 0)
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: .infinity), 55, accuracy: 1e-12)
        XCTAssertEqual(RubberBand.offset(overscroll: 100, dimension: 500, coefficient: .nan),
                       RubberBand.offset(overscroll: 100, dimension: 500))
        XCTAssertEqual(RubberBand.overscroll(forOffset: .nan, dimension: 500), 0)
        XCTAssertEqual(RubberBand.overscroll(forOffset: 55, dimension: .infinity), 100, accuracy: 1e-9)
    }
}
