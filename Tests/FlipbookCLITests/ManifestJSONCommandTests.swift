import Foundation
import XCTest
import FlipbookSupport
import FlipbookTestSupport

/// Issue 33: a signed report.json that is not a manifest ends `flipbook approve` with exit 2 and
/// one line naming the file, line, column and path (read through the one JSON reader), not a
/// Foundation decoder dump.
final class ManifestJSONCommandTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TestReportKey.install()
    }

    func testApprovingAManifestWithABadEntryExitsTwoNamingThePlace() throws {
        let dir = try temporaryDirectory("manifest-json")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        // Line 2, column 14 is where the value of "entries" starts (after `"entries": ` and two spaces).
        let manifest = Array("{\"format\": \"flipbook-golden-report\", \"version\": 1, \"goldens\": \"\(dir.path)\",\n  \"entries\": {}}".utf8)
        try Data(manifest).write(to: report.appendingPathComponent("report.json"))
        try TestReportKey.signature(manifest).write(to: report.appendingPathComponent("report.sig"))
        let run = try FlipbookCLITests.runFlipbook(["approve", report.path], in: dir)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("report.json: line 2, column 14: $.entries: expected a list, found an object"), run.stderr)
        XCTAssertFalse(run.stderr.contains("DecodingError") || run.stderr.contains("typeMismatch"), run.stderr)
    }
}
