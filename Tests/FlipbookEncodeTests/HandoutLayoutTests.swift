import XCTest
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender

/// Where a handout puts things and what its captions say.
final class HandoutLayoutTests: XCTestCase {
    func testLayoutPutsSixPortraitFramesOnA4AtAScaleOfSixteenths() throws {
        let layout = try HandoutLayout(paper: .a4, frameSize: Size(width: 390, height: 844))
        XCTAssertEqual([layout.columns, layout.rows], [3, 2])
        // source: derived from A4 (ISO 216, 595.28 × 841.89 pt) and HandoutLayout's margins: a cell is
        // (595.28 − 72 − 2·18)/3 = 162.4 pt wide and (841.89 − 72 − 44 − 10)/2 − 38 = 319.9 pt tall,
        // so min(162.4/390, 319.9/844) = 0.379, rounded down to sixteenths: 6/16 = 0.375.
        XCTAssertEqual(layout.frameScale, 0.375)
        for slot in 0..<6 {
            let box = layout.frameBox(slot: slot)
            XCTAssertEqual(box.minX, box.minX.rounded(), "whole points")
            XCTAssertEqual(box.minY, box.minY.rounded())
            XCTAssertTrue(box.maxX <= HandoutPaper.a4.size.width - HandoutLayout.margin)
            XCTAssertTrue(layout.captionBox(slot: slot).maxY <= HandoutPaper.a4.size.height - HandoutLayout.margin)
        }
        let landscape = try HandoutLayout(paper: .letter, frameSize: Size(width: 844, height: 390))
        XCTAssertEqual([landscape.columns, landscape.rows], [2, 3])
        XCTAssertThrowsError(try HandoutLayout(paper: .a4, frameSize: Size(width: 0, height: 10)))
        XCTAssertThrowsError(try HandoutLayout(paper: .a4, frameSize: Size(width: Double.nan, height: 10)))
    }

    func testCaptionsNameWhatMovedWithNumberedSiblingsJoined() {
        func frame(_ step: Int, _ moved: [String], by dy: Double) -> HandoutFrame {
            let views = Dictionary(uniqueKeysWithValues: (moved + ["still"]).map { id in
                (id, TraceGeometry.ViewGeometry(frame: [0, id == "still" ? 0 : dy, 10, 10], alpha: 1,
                                                transform: [1, 0, 0, 1, 0, 0], hidden: false))
            })
            var f = HandoutFrame(step: Step(index: step, time: Double(step) / 30), displayList: DisplayList(
                size: Size(width: 10, height: 10), scale: 1, background: .white, ops: []),
                                 geometry: TraceGeometry(offset: Point(x: 0, y: dy), views: views))
            f.reasons = step == 0 ? .first : .turns
            return f
        }
        let rows = (0..<12).map { "row\($0)" }
        let a = frame(0, rows + ["header", "row14"], by: 0), b = frame(12, rows + ["header", "row14"], by: 25)
        let caption = HandoutCaption(frame: b, previous: a)
        XCTAssertEqual(caption.heading, "step 12 · 0.40 s · turns")
        XCTAssertEqual(caption.offset, "offset 0, 25")
        XCTAssertEqual(caption.moved, "moved: header, row0–row11, row14")
        XCTAssertEqual(HandoutCaption(frame: a, previous: nil).moved, "moved: (first frame shown)")
        XCTAssertEqual(HandoutCaption(frame: b, previous: b).moved, "moved: nothing")
        let many = (0..<10).map { "v\($0)x" }
        XCTAssertEqual(HandoutCaption(frame: frame(1, many, by: 5), previous: frame(0, many, by: 0)).moved,
                       "moved: v0x, v1x, v2x, v3x, v4x, v5x, v6x, v7x and 2 more")
    }
}
