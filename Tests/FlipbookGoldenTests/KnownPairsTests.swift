import Foundation
import FlipbookRender
import XCTest
@testable import FlipbookGolden

/// Synthetic pairs whose differing-pixel counts are known by construction.
final class KnownPairsTests: XCTestCase {
    let base = RasterFrame.synthetic(width: 300, height: 500)

    func testIdenticalFramesHaveNoDifferences() {
        let result = ImageComparator.compare(expected: base, actual: base)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertTrue(result.passes)
        XCTAssertNil(result.sizeMismatch)
        XCTAssertEqual(result.summary, "0 pixels differ (0 %), budget 0")
    }

    func testTenByTenPatchCountsOneHundred() {
        // On the white area and straddling a blue bar: a solid patch is not anti-aliasing.
        for (x, y) in [(40, 0), (100, 10), (150, 20), (290, 490)] {
            let changed = base.filling(x: x, y: y, width: 10, height: 10, with: 0xFFE0_1010)
            let result = ImageComparator.compare(expected: base, actual: changed)
            XCTAssertEqual(result.differingPixels, 100, "patch at \(x),\(y)")
            XCTAssertEqual(result.antiAliasedPixels, 0, "patch at \(x),\(y)")
            XCTAssertFalse(result.passes)
            XCTAssertEqual(result.summary, "100 pixels differ (0.07 %), budget 0")
        }
    }

    func testOnePixelColourChangeCountsOne() {
        let changed = base.filling(x: 150, y: 250, width: 1, height: 1, with: Colors.black)
        let result = ImageComparator.compare(expected: base, actual: changed)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.summary, "1 pixel differs (<0.01 %), budget 0")
        XCTAssertTrue(ImageComparator.compare(expected: base, actual: changed,
                                              options: .init(maxDiffPixels: 1)).passes)
    }

    func testChangesBelowTheThresholdDoNotCount() {
        // White to 250-grey: squared YIQ distance 0.5053·5² ≈ 12.6 (plus ~0), far below 35215·0.1² = 352.
        let faint = base.filling(x: 0, y: 0, width: 300, height: 10, with: 0xFFFA_FAFA)
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: faint).differingPixels, 0)
        // The same change counts at threshold 0, which flags any change.
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: faint,
                                               options: .init(threshold: 0)).differingPixels, 3000)
        // A strong change just above: white to 200-grey is 0.5053·55² ≈ 1528 > 352.
        let strong = base.filling(x: 0, y: 0, width: 300, height: 10, with: 0xFFC8_C8C8)
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: strong).differingPixels, 3000)
    }

    func testThresholdIsOnTheSquaredYIQDistance() {
        let grey = base.filling(x: 10, y: 0, width: 1, height: 1, with: 0xFFC8_C8C8)
        let delta = YIQ.delta(Colors.white, 0xFFC8_C8C8, k: 0)
        // A grey step moves only luma: I and Q weights each sum to zero.
        let dy: Double = 55 * (0.29889531 + 0.58662247 + 0.11448223)
        XCTAssertEqual(delta, 0.5053 * dy * dy, accuracy: 1e-6)
        // The threshold at which this delta sits exactly on the limit: a hair above it forgives
        // the pixel, a hair below counts it.
        let edge = (delta / 35215).squareRoot()
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: grey, options: .init(threshold: edge + 1e-6)).differingPixels, 0)
        XCTAssertEqual(ImageComparator.compare(expected: base, actual: grey, options: .init(threshold: edge - 1e-6)).differingPixels, 1)
    }

    /// pixelmatch 7.0 (issue 33): pixels that are not opaque are blended over a background of
    /// 48s and 207s by the pixel's offset, not over white, so opaque white against fully
    /// transparent is a difference; blended over white it was none, and `--threshold` passed it.
    func testTransparencyIsComparedOverPixelmatch7sBackgroundNotWhite() {
        let clear = RasterFrame(width: 4, height: 4, filledWith: 0x0000_0000)
        let white = RasterFrame(width: 4, height: 4, filledWith: Colors.white)
        XCTAssertEqual(ImageComparator.compare(expected: clear, actual: white, options: .init(threshold: 0.05)).differingPixels, 16)
        XCTAssertEqual(ImageComparator.compare(expected: white, actual: clear, options: .init(threshold: 0.1)).differingPixels, 16)
        // At offset 0 the background is (48, 48, 48): each channel differs by (0 − 255·255 + 48·255) / 255
        // = −207, and Y's weights sum to 1 while I's and Q's sum to 0, so the distance is 0.5053 · 207².
        XCTAssertEqual(YIQ.delta(0x0000_0000, Colors.white, k: 0), 0.5053 * 207 * 207, accuracy: 0.01)
        XCTAssertEqual(YIQ.background(0).r, 48)
        // Half-transparent black (premultiplied 0x80000000) against white differs too.
        let half = RasterFrame(width: 4, height: 4, filledWith: 0x8000_0000)
        XCTAssertEqual(ImageComparator.compare(expected: half, actual: white).differingPixels, 16)
        // Opaque pixels are measured as before: no background enters.
        XCTAssertEqual(YIQ.delta(Colors.white, 0xFFC8_C8C8, k: 4), YIQ.delta(Colors.white, 0xFFC8_C8C8, k: 8))
    }

    func testCountsDoNotDependOnThreading() {
        // Large enough for two row bands, with changes on the band boundary rows.
        let big = RasterFrame.synthetic(width: 780, height: 400)
        var changed = big
        for y in 195..<205 { for x in stride(from: y % 7, to: 780, by: 7) { changed.pixels[y * 780 + x] = Colors.black } }
        XCTAssertGreaterThanOrEqual(big.width * big.height, ImageComparator.parallelThreshold)
        let result = ImageComparator.compare(expected: big, actual: changed, options: .init(includeAntiAliasing: true))
        var expectedCount = 0
        for y in 195..<205 { expectedCount += stride(from: y % 7, to: 780, by: 7).underestimatedCount }
        XCTAssertEqual(result.differingPixels, expectedCount)
        let again = ImageComparator.compare(expected: big, actual: changed, makeDiffImage: true)
        let once = ImageComparator.compare(expected: big, actual: changed)
        XCTAssertEqual(again.differingPixels, once.differingPixels)
        XCTAssertEqual(again.antiAliasedPixels, once.antiAliasedPixels)
    }

    func testEmptyFramesCompareWithoutTrapping() {
        let empty = RasterFrame(width: 0, height: 0, pixels: [])
        let result = ImageComparator.compare(expected: empty, actual: empty, makeDiffImage: true)
        XCTAssertTrue(result.passes)
        XCTAssertEqual(result.diffImage?.pixels.count, 0)
    }
}
