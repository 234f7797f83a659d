import FlipbookRender
import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookGolden

/// Opens a written report in headless Chromium (Debian's `chromium`) and checks from its
/// screenshot that the images are actually shown: each test image has a colour found nowhere
/// else on the page.
final class HTMLReportChromiumTests: XCTestCase {
    static var chromium: String { Checker.chromiumPath }

    func testChromiumShowsGoldenActualAndDiff() throws {
        try Checker.require(.chromium)
        let folder = try makeTemporaryFolder(self)
        let index = try HTMLReport.write(entries: try ReportFixtures.entries(in: folder), title: "screenshot",
                                         to: folder.appendingPathComponent("report"))
        let shot = folder.appendingPathComponent("shot.png")
        let (status, _) = try runProcess(Self.chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--screenshot=\(shot.path)", "--window-size=1400,900", index.absoluteString,
        ], timeout: 90)
        XCTAssertEqual(status, 0, "chromium exited with \(status)")
        let frame = try readPNG(shot)
        XCTAssertEqual(frame.width, 1400)
        // Each panel is 200×300 (60,000 pixels) at 1:1 unless the page scales it; ask for half.
        XCTAssertGreaterThan(frame.count(of: ReportFixtures.magenta), 30_000, "the golden is not on screen")
        XCTAssertGreaterThan(frame.count(of: ReportFixtures.teal), 30_000, "the actual is not on screen")
        XCTAssertGreaterThan(frame.count(of: RowBand.red), 30_000, "the diff is not on screen")
    }
}
