import FlipbookRender
import XCTest
@testable import FlipbookGolden

final class BeforeAfterComparisonTests: XCTestCase {
    private func sequence(_ name: String, _ frames: [Int: RasterFrame]) -> FrameSequence {
        FrameSequence(name: name, indices: Array(frames.keys)) { frames[$0]! }
    }

    func testOutlinesAreCellRectanglesMergedAcrossAndDown() {
        var diff = RasterFrame(width: 70, height: 50, filledWith: Colors.white)
        // Two pixels in horizontally adjacent cells, and the cell below both: one 32×32 box.
        diff = diff.filling(x: 15, y: 3, width: 2, height: 1, with: Colors.red)
        diff = diff.filling(x: 10, y: 20, width: 1, height: 1, with: Colors.red)
        diff = diff.filling(x: 20, y: 20, width: 1, height: 1, with: Colors.red)
        // One pixel in the last, partial cell column: clipped to the frame.
        diff = diff.filling(x: 68, y: 49, width: 1, height: 1, with: Colors.red)
        XCTAssertEqual(ChangedRegions.outline(diff), [PixelRect(x: 0, y: 0, width: 32, height: 32),
                                                      PixelRect(x: 64, y: 48, width: 6, height: 2)])
        XCTAssertEqual(ChangedRegions.outline(RasterFrame(width: 70, height: 50, filledWith: Colors.white)), [])
    }

    func testNamesChangedFramesAndWhatDidNotPairUp() throws {
        let base = RasterFrame.synthetic(width: 40, height: 40)
        let changed = base.filling(x: 2, y: 2, width: 4, height: 5, with: Colors.black)
        let before = sequence("before", [0: base, 1: base, 2: base])
        let after = sequence("after", [0: base, 1: changed])
        let comparison = try BeforeAfterComparison(before: before, after: after)
        XCTAssertEqual(comparison.changed.map(\.index), [1])
        XCTAssertEqual(comparison.changed.first?.line, "frame 1: 20 pixels (1.25 %)")
        XCTAssertEqual(comparison.changed.first?.regions, [PixelRect(x: 0, y: 0, width: 16, height: 16)])
        XCTAssertEqual(comparison.notes, ["frame counts differ: 3 before, 2 after; the 2 that pair up are compared",
                                          "only before: 2"])
    }

    func testDifferentSizesCountAsChangedAndAreNoted() throws {
        let comparison = try BeforeAfterComparison(
            before: sequence("a", [0: RasterFrame(width: 4, height: 4, filledWith: Colors.white)]),
            after: sequence("b", [0: RasterFrame(width: 8, height: 4, filledWith: Colors.white)]))
        XCTAssertEqual(comparison.changed.map(\.line), ["frame 0: size differs (4×4 → 8×4)"])
        XCTAssertEqual(comparison.notes, ["sizes differ in 1 frame: those are shown, not compared pixel by pixel"])
    }

    func testAHandoutOfIdenticalRunsIsOnePage() throws {
        let frame = RasterFrame.synthetic(width: 20, height: 30)
        let comparison = try BeforeAfterComparison(before: sequence("a", [0: frame]), after: sequence("b", [0: frame]))
        let bytes = try BeforeAfterHandout(comparison: comparison).render()
        XCTAssertEqual(Array(bytes.prefix(5)), Array("%PDF-".utf8))
        XCTAssertTrue(comparison.changed.isEmpty)
    }
}
