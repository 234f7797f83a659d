import Foundation
import XCTest
import FlipbookTestSupport

/// `--trace-views ID,ID…` on `render`, `verify` and `record`, as a user types it.
final class TraceViewsCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("cli-trace-views") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Each line's view ids in the order written: a view's entry is the only `"id":{"frame"`.
    private func viewKeys(_ url: URL) throws -> [[String]] {
        let entry = try NSRegularExpression(pattern: #""([^"]+)":\{"frame""#)
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
            let text = String(line)
            return entry.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
        }
    }

    func testRenderRecordsOnlyTheNamedViewsInTreeOrder() throws {
        let trace = dir.appendingPathComponent("t.jsonl"), full = dir.appendingPathComponent("full.jsonl")
        let run = try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("f").path, "--frames", "0..2",
                               "--trace", trace.path, "--trace-views", "title, list", "--scale", "1", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("g").path, "--frames", "0..2",
                                    "--trace", full.path, "--scale", "1", "--quiet").status, 0)
        let keys = try viewKeys(trace)
        XCTAssertEqual(keys.count, 41)
        // Tree order, not the order given: the list is behind the header that holds the title.
        XCTAssertTrue(keys.allSatisfy { $0 == ["list", "title"] }, "\(keys.first ?? [])")
        XCTAssertTrue(try viewKeys(full)[0].count > 20, "the full trace has every view with an id")
    }

    func testUnknownOrEmptyIdsExitTwoNamingThemAndWriteNothing() throws {
        let out = dir.appendingPathComponent("a.gif").path, trace = dir.appendingPathComponent("t.jsonl").path
        // The id is checked over the whole run (views come and go), so the GIF is complete before it fails: one frame keeps it quick.
        let typo = try flipbook("render", "blog-header", "-o", out, "--frames", "0..0", "--trace", trace,
                                "--trace-views", "title,subtitel", "--scale", "1", "--quiet")
        XCTAssertEqual(typo.status, 2, typo.stderr)
        XCTAssertTrue(typo.stderr.contains("--trace-views: no view has the id 'subtitel'; did you mean 'subtitle'?"), typo.stderr)
        let empty = try flipbook("render", "blog-header", "-o", out, "--trace", trace, "--trace-views", "title,,list", "--quiet")
        XCTAssertEqual(empty.status, 2, empty.stderr)
        XCTAssertTrue(empty.stderr.contains("--trace-views needs view ids"), empty.stderr)
        let budget = try flipbook("render", "blog-header", "-o", out, "--max-bytes", "5MB", "--trace-views", "title", "--quiet")
        XCTAssertEqual(budget.status, 2, budget.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testRecordAndVerifyTraceOnlyTheNamedViews() throws {
        let golden = dir.appendingPathComponent("golden")
        let fixture = Checker.packageRoot.appendingPathComponent("fixtures/blog-header.json").path
        let record = try flipbook("record", fixture, "--golden", golden.path, "--trace-views", "title", "--quiet")
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        let recorded = golden.appendingPathComponent("blog-header/trace.jsonl")
        XCTAssertTrue(try viewKeys(recorded).allSatisfy { $0 == ["title"] })
        let verify = try flipbook("verify", fixture, "--golden", golden.path, "--record", "never", "--trace-views", "title",
                                  "--report", dir.appendingPathComponent("report").path)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        // Against the same golden, a trace of every view differs.
        let all = try flipbook("verify", fixture, "--golden", golden.path, "--record", "never",
                               "--report", dir.appendingPathComponent("report").path)
        XCTAssertEqual(all.status, 1, all.stdout + all.stderr)
        let typo = try flipbook("verify", fixture, "--golden", golden.path, "--record", "never", "--trace-views", "titl",
                                "--report", dir.appendingPathComponent("report").path)
        XCTAssertEqual(typo.status, 2, typo.stdout + typo.stderr)
        XCTAssertTrue(typo.stderr.contains("no view has the id 'titl'; did you mean 'title'?"), typo.stderr)
    }
}
