import FlipbookRender
import XCTest
@testable import FlipbookGolden

final class BudgetAndRegionTests: XCTestCase {
    let base = RasterFrame.synthetic(width: 200, height: 100)   // 20,000 pixels
    var patched: RasterFrame { base.filling(x: 50, y: 50, width: 10, height: 10, with: Colors.black) }   // 100 differ

    func testIgnoreRegionsSkipTheirPixels() {
        let covering = ComparisonOptions(ignoreRegions: [PixelRect(x: 45, y: 45, width: 20, height: 20)])
        let all = ImageComparator.compare(expected: base, actual: patched, options: covering)
        XCTAssertEqual(all.differingPixels, 0)
        XCTAssertTrue(all.passes)

        // Half the patch covered (x 50..<55), and a region sticking out of the canvas is clipped.
        let half = ComparisonOptions(ignoreRegions: [PixelRect(x: 0, y: 0, width: 55, height: 1000),
                                                     PixelRect(x: -50, y: -50, width: 10, height: 10)])
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: patched, options: half).differingPixels, 50)
    }

    func testNonsenseRegionsNeitherTrapNorIgnoreAnything() {
        let odd = ComparisonOptions(ignoreRegions: [PixelRect(x: Int.max, y: Int.max, width: Int.max, height: 5),
                                                    PixelRect(x: 50, y: 50, width: -10, height: 10),
                                                    PixelRect(x: Int.min, y: 0, width: Int.max, height: Int.max)])
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: patched, options: odd).differingPixels, 100)
    }

    func testCountBudget() {
        XCTAssertFalse(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixels: 99)).passes)
        let ok = ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixels: 100))
        XCTAssertTrue(ok.passes)
        XCTAssertEqual(ok.summary, "100 pixels differ (0.50 %), budget 100")
    }

    func testRatioBudget() {
        // 100 of 20,000 is 0.5 %.
        XCTAssertTrue(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixelRatio: 0.005)).passes)
        XCTAssertFalse(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixelRatio: 0.0049)).passes)
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixelRatio: 0.01)).allowedDifferences, 200)
    }

    func testBothBudgetsMustHoldWhenBothAreGiven() {
        // The ratio allows 200, the count only 50: the stricter wins.
        XCTAssertFalse(ImageComparator.compare(expected: base, actual: patched,
                                               options: .init(maxDiffPixels: 50, maxDiffPixelRatio: 0.01)).passes)
        // The count allows 500, the ratio only 20.
        XCTAssertFalse(ImageComparator.compare(expected: base, actual: patched,
                                               options: .init(maxDiffPixels: 500, maxDiffPixelRatio: 0.001)).passes)
        XCTAssertTrue(ImageComparator.compare(expected: base, actual: patched,
                                              options: .init(maxDiffPixels: 150, maxDiffPixelRatio: 0.01)).passes)
    }

    func testOutOfRangeOptionsAreClampedNotTrusted() {
        XCTAssertFalse(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixels: -5)).passes)
        XCTAssertFalse(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixelRatio: .nan)).passes)
        XCTAssertTrue(ImageComparator.compare(expected: base, actual: patched, options: .init(maxDiffPixelRatio: 7)).passes)
        // A threshold above 1 acts as 1 (black on white is still within 35215), NaN as the default.
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: patched, options: .init(threshold: 5)).differingPixels, 0)
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: patched, options: .init(threshold: .nan)).differingPixels, 100)
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: patched, options: .init(threshold: -1)).differingPixels, 100)
    }

    func testSizeMismatchIsReportedWithoutComparingPixels() {
        let golden = RasterFrame(width: 780, height: 1688, filledWith: Colors.white)
        let actual = RasterFrame(width: 390, height: 844, filledWith: Colors.white)
        let result = ImageComparator.compare(expected: golden, actual: actual, options: .init(maxDiffPixelRatio: 1),
                                             makeDiffImage: true)
        XCTAssertFalse(result.passes)
        XCTAssertEqual(result.sizeMismatch, SizeMismatch(expectedWidth: 780, expectedHeight: 1688, actualWidth: 390, actualHeight: 844))
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertNil(result.diffImage)
        XCTAssertEqual(result.summary, "size differs: golden 780×1688, actual 390×844")
    }
}
