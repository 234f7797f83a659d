import Foundation
import XCTest
import FlipbookSupport
import FlipbookTestSupport

/// `flipbook approve` as a user runs it on a report folder: exit 0 and the goldens replaced, or
/// exit 2 and nothing written when the manifest points outside its goldens folder.
final class ApproveCommandTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TestReportKey.install()
    }

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// goldens/header/0000.png (a copy of blog-header's frame 0) and a report whose actual is its frame 10.
    private func makeReport(golden path: ((URL) -> String)? = nil) throws -> (folder: URL, golden: URL, actual: URL, report: URL) {
        let folder = try temporaryDirectory("approve")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens/header/0000.png")
        let report = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        let source = Self.repository.appendingPathComponent("golden/blog-header")
        try FileManager.default.copyItem(at: source.appendingPathComponent("0000.png"), to: golden)
        let actual = report.appendingPathComponent("images/0001-0001-actual.png")
        try FileManager.default.copyItem(at: source.appendingPathComponent("0010.png"), to: actual)
        let digest = SHA256.hex(Array(try Data(contentsOf: actual)))
        let manifest = """
        {"format": "flipbook-golden-report", "version": 1, "goldens": "\(folder.appendingPathComponent("goldens").path)",
         "entries": [{"scene": "header", "kind": "frame", "frame": "0", "golden": "\(path?(folder) ?? golden.path)",
                      "actual": "images/0001-0001-actual.png", "sha256": "\(digest)"}]}
        """
        try Data(manifest.utf8).write(to: report.appendingPathComponent("report.json"))
        try TestReportKey.signature(Array(manifest.utf8)).write(to: report.appendingPathComponent("report.sig"))
        return (folder, golden, actual, report)
    }

    func testApproveCopiesTheActualFrameOverTheGoldenAndSaysSo() throws {
        let (_, golden, actual, report) = try makeReport()
        let run = try flipbook("approve", report.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "approved header frame 0: \(golden.path)\napprove: 1 golden file updated from 1 report\n")
        XCTAssertEqual(try Data(contentsOf: golden), try Data(contentsOf: actual))
    }

    func testAPathOutsideTheGoldensFolderIsRefusedWithExit2() throws {
        let (_, golden, _, report) = try makeReport(golden: { $0.appendingPathComponent("goldens/../elsewhere/0000.png").path })
        let before = try Data(contentsOf: golden)
        let run = try flipbook("approve", report.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("is outside the goldens folder"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: golden), before)
    }

    func testAFolderWithoutAReportIsExit2() throws {
        let folder = try temporaryDirectory("approve-none")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let run = try flipbook("approve", folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no report manifest here"), run.stderr)
    }

    /// verify → report with the approve command (a frame and the trace changed) → approve → verify passes.
    func testVerifyReportThenApproveThenVerifyPasses() throws {
        let dir = try temporaryDirectory("approve-verify")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let fixture = Self.repository.appendingPathComponent("fixtures/scroll-effects.json")
        let golden = dir.appendingPathComponent("golden"), report = dir.appendingPathComponent("report")
        XCTAssertEqual(try flipbook("record", fixture.path, "--golden", golden.path).status, 0)
        let scene = golden.appendingPathComponent("scroll-effects")
        try FileManager.default.removeItem(at: scene.appendingPathComponent("0010.png"))
        try FileManager.default.copyItem(at: scene.appendingPathComponent("0020.png"), to: scene.appendingPathComponent("0010.png"))
        let trace = scene.appendingPathComponent("trace.jsonl")
        let text = try String(contentsOf: trace, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: "\"alpha\":1"))
        try Data(text.replacingCharacters(in: range, with: "\"alpha\":0.25").utf8).write(to: trace)

        let broken = try flipbook("verify", fixture.path, "--golden", golden.path, "--record", "never", "--report", report.path)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("accept the change: flipbook approve \(report.path)\n"), broken.stdout)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<td>alpha</td><td class=\"golden\">0.25</td><td class=\"actual\">1</td>"), "no trace row for the alpha")

        let approve = try flipbook("approve", report.path)
        XCTAssertEqual(approve.status, 0, approve.stderr)
        XCTAssertTrue(approve.stdout.contains("approved scroll-effects frame 10: "), approve.stdout)
        XCTAssertTrue(approve.stdout.contains("approved scroll-effects trace: \(trace.path)"), approve.stdout)
        let again = try flipbook("verify", fixture.path, "--golden", golden.path, "--record", "never", "--report", report.path)
        XCTAssertEqual(again.status, 0, again.stdout)
    }
}
