import FlipbookRender
import XCTest
@testable import FlipbookGolden

/// Cairo-rendered shapes: an edge moved by half a pixel is anti-aliasing, a colour change is not.
final class AntiAliasingTests: XCTestCase {
    func testHalfPixelShiftPassesAsAntiAliasing() throws {
        let (a, b) = try ShiftedShapes.pair(shift: 0.5)
        let result = ImageComparator.compare(expected: a, actual: b)
        XCTAssertEqual(result.differingPixels, 0, result.summary)
        XCTAssertGreaterThan(result.antiAliasedPixels, 100, "the shapes' edges changed")
        XCTAssertTrue(result.passes)
    }

    func testHalfPixelShiftFailsWhenAntiAliasingCounts() throws {
        let (a, b) = try ShiftedShapes.pair(shift: 0.5)
        let plain = ImageComparator.compare(expected: a, actual: b)
        let strict = ImageComparator.compare(expected: a, actual: b, options: .init(includeAntiAliasing: true))
        XCTAssertFalse(strict.passes)
        XCTAssertEqual(strict.antiAliasedPixels, 0)
        XCTAssertEqual(strict.differingPixels, plain.differingPixels + plain.antiAliasedPixels)
    }

    func testVerticalHalfPixelShiftPassesToo() throws {
        let a = try Rasterizer().render(ShiftedShapes.list(dx: 0))
        let b = try Rasterizer().render(ShiftedShapes.list(dx: 0, dy: 0.5))
        let result = ImageComparator.compare(expected: a, actual: b)
        XCTAssertEqual(result.differingPixels, 0, result.summary)
    }

    func testColourChangeOfTheSameShapeFails() throws {
        let a = try Rasterizer().render(ShiftedShapes.list(dx: 0))
        let b = try Rasterizer().render(ShiftedShapes.list(dx: 0, color: .systemBlue))
        let result = ImageComparator.compare(expected: a, actual: b)
        XCTAssertFalse(result.passes)
        // The shapes' interiors (π·25² + most of 50×60) all differ; only edge pixels may be forgiven.
        XCTAssertGreaterThan(result.differingPixels, 4000, result.summary)
    }

    func testWholePixelMoveIsARealDifference() throws {
        let (a, b) = try ShiftedShapes.pair(shift: 3)
        let result = ImageComparator.compare(expected: a, actual: b)
        XCTAssertFalse(result.passes)
        XCTAssertGreaterThan(result.differingPixels, 300, result.summary)
    }
}
