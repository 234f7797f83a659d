import XCTest
@testable import flipbook

/// The progress bar's text as a function of counts and time; the bar itself only draws on a terminal.
final class ProgressLineTests: XCTestCase {
    func testBarWithTotalRateAndTimeLeft() {
        XCTAssertEqual(ProgressLine.format(label: "blog-header", done: 16, total: 40, elapsed: 2),
                       "blog-header [############------------------] 16/40 frames  8.0 fps  0:03 left")
        XCTAssertEqual(ProgressLine.format(label: "s", done: 40, total: 40, elapsed: 0.1),
                       "s [##############################] 40/40 frames  400 fps  0:00 left")
    }

    func testNoRateBeforeTheFirstFrameAndNoOverflowPastTheTotal() {
        XCTAssertEqual(ProgressLine.format(label: "s", done: 0, total: 10, elapsed: 0),
                       "s [------------------------------] 0/10 frames")
        XCTAssertEqual(ProgressLine.format(label: "s", done: 12, total: 10, elapsed: 1),
                       "s [##############################] 10/10 frames  12.0 fps  0:00 left")
    }

    func testWithoutATotalItCounts() {
        XCTAssertEqual(ProgressLine.format(label: "s", done: 1, total: nil, elapsed: 0.5), "s 1 frame  2.0 fps")
    }

    func testDurations() {
        XCTAssertEqual(ProgressLine.formatDuration(0.2), "0:01", "rounded up: work left never reads 0:00")
        XCTAssertEqual(ProgressLine.formatDuration(75), "1:15")
        XCTAssertEqual(ProgressLine.formatDuration(3723), "1:02:03")
        XCTAssertEqual(ProgressLine.formatDuration(.infinity), "0:00")
    }

    /// A rate from a clock that barely moved (an elapsed time near zero) prints, never traps.
    func testRatesThatDoNotFitAnIntPrintWithoutTrapping() {
        XCTAssertEqual(ProgressLine.formatRate(240.4), "240 fps")
        XCTAssertEqual(ProgressLine.formatRate(.infinity), "- fps")
        XCTAssertEqual(ProgressLine.formatRate(.nan), "- fps")
        XCTAssertEqual(ProgressLine.formatRate(1e300), "1000000000 fps")
        _ = ProgressLine.format(label: "s", done: 5, total: 10, elapsed: .leastNonzeroMagnitude * 2024)   // ≈ 1e-320, subnormal
    }
}
