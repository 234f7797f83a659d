import XCTest
@testable import FlipbookRender
import FlipbookSupport

/// Sizes from a layout solver or a Swift API caller may be anything: what reaches Pango is
/// clamped first, so none of these trap (each did, with exit 132, before).
final class OutOfRangeTextTests: XCTestCase {
    func testAWidthPastInt32IsClampedNotTrapped() throws {
        let measurer = try TextMeasurer()
        let wide = measurer.size(of: "hello", font: .systemFont(ofSize: 17), maxWidth: 1e300, numberOfLines: 0)
        let plain = measurer.size(of: "hello", font: .systemFont(ofSize: 17))
        XCTAssertEqual(wide.width, plain.width, accuracy: 0.01)
        XCTAssertEqual(measurer.size(of: "hello", font: .systemFont(ofSize: 17), maxWidth: .infinity).width, plain.width, accuracy: 0.01)
        XCTAssertEqual(measurer.size(of: "hello", font: .systemFont(ofSize: 17), maxWidth: .nan).height, plain.height, accuracy: 0.01)
    }

    func testALineCountPastInt32IsClampedNotTrapped() throws {
        let measurer = try TextMeasurer()
        let size = measurer.size(of: "one two three", font: .systemFont(ofSize: 17), maxWidth: 30, numberOfLines: Int.max)
        let all = measurer.size(of: "one two three", font: .systemFont(ofSize: 17), maxWidth: 30, numberOfLines: 0)
        XCTAssertEqual(size, all)
        XCTAssertEqual(measurer.size(of: "one two", font: .systemFont(ofSize: 17), maxWidth: 30, numberOfLines: Int.min).height,
                       measurer.size(of: "one two", font: .systemFont(ofSize: 17), maxWidth: 30, numberOfLines: 0).height)
    }

    func testAFontSizeOutOfRangeIsClamped() throws {
        let measurer = try TextMeasurer()
        XCTAssertGreaterThan(measurer.size(of: "a", font: .systemFont(ofSize: -5)).height, 0)
        XCTAssertLessThan(measurer.size(of: "a", font: .systemFont(ofSize: 1e300)).height, 10_000)
    }

    func testCheckedNumberNeverTraps() {
        XCTAssertEqual(CheckedNumber.int(3, in: 0...10), 3)
        XCTAssertNil(CheckedNumber.int(1e19, in: 0...Int.max))
        XCTAssertNil(CheckedNumber.int(.nan, in: 0...10))
        XCTAssertNil(CheckedNumber.int(2.5, in: 0...10))
        XCTAssertEqual(CheckedNumber.int32(clamping: 3e9), Int32.max)
        XCTAssertEqual(CheckedNumber.int32(clamping: -.infinity), Int32.min)
        XCTAssertEqual(CheckedNumber.int32(clamping: Double.nan), 0)
        XCTAssertEqual(CheckedNumber.int32(clamping: -Int.max), Int32.min)
        XCTAssertEqual(CheckedNumber.clamped(.nan, to: 1...2), 1)
    }
}
