import FlipbookRender
import XCTest
@testable import FlipbookGolden

final class DiffImageTests: XCTestCase {
    func testDiffImagePaintsChangesRedOverFadedGrey() throws {
        let base = RasterFrame.synthetic(width: 60, height: 60)
        let changed = base.filling(x: 5, y: 5, width: 3, height: 3, with: Colors.black)
        let result = ImageComparator.compare(expected: base, actual: changed, makeDiffImage: true)
        let diff = try XCTUnwrap(result.diffImage)
        XCTAssertEqual(diff.width, 60)
        XCTAssertEqual(diff.height, 60)
        XCTAssertEqual(diff.pixel(x: 6, y: 6), Colors.red)
        XCTAssertEqual(diff.pixels.filter { $0 == Colors.red }.count, 9)
        // Unchanged white stays white; the blue bar (rows 16..<32) becomes a light grey:
        // luma of (52,120,246) ≈ 114.2, blended with white at 0.1 → 240.9, truncated to 240.
        XCTAssertEqual(diff.pixel(x: 30, y: 5), Colors.white)
        XCTAssertEqual(diff.pixel(x: 30, y: 20), 0xFFF0_F0F0)
    }

    func testAntiAliasedPixelsAreYellow() throws {
        let (a, b) = try ShiftedShapes.pair(shift: 0.5)
        let result = ImageComparator.compare(expected: a, actual: b, makeDiffImage: true)
        let diff = try XCTUnwrap(result.diffImage)
        XCTAssertGreaterThan(result.antiAliasedPixels, 0)
        XCTAssertEqual(diff.pixels.filter { $0 == Colors.yellow }.count, result.antiAliasedPixels)
        XCTAssertEqual(diff.pixels.filter { $0 == Colors.red }.count, result.differingPixels)
    }

    func testSideBySidePadsPanelsOfDifferentSizes() {
        let golden = RasterFrame(width: 4, height: 6, filledWith: 0xFF11_2233)
        let actual = RasterFrame(width: 2, height: 3, filledWith: 0xFF44_5566)
        let diff = RasterFrame(width: 4, height: 6, filledWith: Colors.red)
        let strip = DiffArtifacts.sideBySide(expected: golden, actual: actual, diff: diff)
        let gap = DiffArtifacts.gap, top = DiffArtifacts.labelHeight(widestPanel: 4)
        XCTAssertEqual(strip.width, 4 + 2 + 4 + 2 * gap)
        XCTAssertEqual(strip.height, top + 6)
        XCTAssertEqual(strip.pixel(x: 3, y: top + 5), 0xFF11_2233)
        XCTAssertEqual(strip.pixel(x: 4, y: top), DiffArtifacts.background)        // the gap
        XCTAssertEqual(strip.pixel(x: 4 + gap + 1, y: top + 2), 0xFF44_5566)
        XCTAssertEqual(strip.pixel(x: 4 + gap + 1, y: top + 3), DiffArtifacts.background)  // padding below the smaller panel
        XCTAssertEqual(strip.pixel(x: 4 + gap + 2 + gap, y: top), Colors.red)

        let two = DiffArtifacts.sideBySide(expected: golden, actual: actual, diff: nil)
        XCTAssertEqual(two.width, 4 + 2 + gap)
        let none = DiffArtifacts.sideBySide(expected: RasterFrame(width: 0, height: 0, pixels: []),
                                            actual: RasterFrame(width: 0, height: 0, pixels: []), diff: nil)
        XCTAssertEqual(none.pixels.count, 0)
    }

    /// "golden", "actual" and "difference" are drawn above their panels: light text pixels in
    /// each panel's part of the label band, and the longest word the widest ink.
    func testSideBySideLabelsEachPanel() throws {
        try ProjectFonts.check()
        let panel = RasterFrame(width: 160, height: 40, filledWith: Colors.black)
        let strip = DiffArtifacts.sideBySide(expected: panel, actual: panel, diff: panel)
        func inkColumns(_ left: Int) -> Int {
            (left..<(left + 160)).filter { x in
                (0..<DiffArtifacts.labelHeight(widestPanel: 160)).contains { y in (strip.pixel(x: x, y: y) >> 16) & 0xFF > 0xC0 }
            }.count
        }
        let widths = [0, 1, 2].map { inkColumns($0 * (160 + DiffArtifacts.gap)) }
        XCTAssertTrue(widths.allSatisfy { $0 > 10 }, "a label is missing: \(widths)")
        XCTAssertGreaterThan(widths[2], widths[0], "'difference' should be wider than 'golden': \(widths)")
        XCTAssertEqual(strip.pixel(x: 80, y: DiffArtifacts.labelHeight(widestPanel: 160) + 20), Colors.black)
    }
}
