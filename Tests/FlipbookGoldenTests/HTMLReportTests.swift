import FlipbookEncode
import Foundation
import FlipbookPipeline
import XCTest
@testable import FlipbookGolden
import FlipbookSupport

final class HTMLReportTests: XCTestCase {
    /// Every `src="…"` in the page.
    private func sources(in html: String) -> [String] {
        html.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    func testFolderHoldsIndexAndEveryImageWithRelativeSources() throws {
        let folder = try makeTemporaryFolder(self)
        let entries = try ReportFixtures.entries(in: folder)
        let report = folder.appendingPathComponent("report")
        let index = try HTMLReport.write(entries: entries, title: "verify <fixtures>", to: report)

        XCTAssertEqual(index, report.appendingPathComponent("index.html").standardizedFileURL)
        let html = try String(contentsOf: index, encoding: .utf8)
        let srcs = sources(in: html)
        XCTAssertGreaterThanOrEqual(srcs.count, 5)
        for src in srcs {
            XCTAssertFalse(src.hasPrefix("/") || src.contains(":"), "\(src) is not relative")
            XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(src).path), "\(src) is missing")
        }
        // Golden, actual, diff, side-by-side of the first entry; the actual of the second.
        let images = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("images").path)
        XCTAssertEqual(images.sorted(), ["0001-0001-actual.png", "0001-0001-diff.png", "0001-0001-golden.png", "0001-0001-side-by-side.png",
                                         "0002-0001-actual.png"])
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("images/0001-0001-golden.png")),
                       try Data(contentsOf: entries[0].golden!))

        // Self-contained, escaped, with every view.
        XCTAssertFalse(html.contains("http://") || html.contains("https://") || html.contains("<link"))
        XCTAssertTrue(html.contains("verify &lt;fixtures&gt;"))
        XCTAssertTrue(html.contains("&lt;new&gt; &amp; &quot;odd&quot;"))
        XCTAssertFalse(html.contains("<new>"))
        for view in ["p-side", "p-flip", "class=\"strip\"", "<figcaption>golden</figcaption>", "<figcaption>difference</figcaption>"] {
            XCTAssertTrue(html.contains(view), view)
        }
        XCTAssertTrue(html.contains("2 failing animations: 2 changed frames"))
        XCTAssertTrue(html.contains("no golden recorded"))
        // Two animations: the whole report's command, and one per animation that has something to accept.
        XCTAssertTrue(html.contains("Accept every change: <code>flipbook approve \(report.standardizedFileURL.path)</code>"))
        XCTAssertTrue(html.contains("Accept this change: <code>flipbook approve \(report.standardizedFileURL.path) --only blog-header</code>"))
        XCTAssertEqual(html.components(separatedBy: "Accept this change").count, 2, "the entry without a golden has nothing to approve")
    }

    func testRewritingReplacesTheOldReportAndLeavesNoTemporaries() throws {
        let folder = try makeTemporaryFolder(self)
        let entries = try ReportFixtures.entries(in: folder)
        let report = folder.appendingPathComponent("report")
        try HTMLReport.write(entries: entries, title: "first", to: report)
        try Data("stale".utf8).write(to: report.appendingPathComponent("stale.txt"))
        try HTMLReport.write(entries: [entries[1]], title: "second", to: report)

        XCTAssertFalse(FileManager.default.fileExists(atPath: report.appendingPathComponent("stale.txt").path))
        XCTAssertTrue(try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8).contains("second"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("images").path),
                       ["0001-0001-actual.png"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    /// A report killed mid-write leaves `.report.tmp-<pid>/images/…`; the next report to that
    /// folder removes it whole, as a frame folder's next run removes its temporaries.
    func testNextReportRemovesWhatAKilledReportLeft() throws {
        let folder = try makeTemporaryFolder(self)
        let entries = try ReportFixtures.entries(in: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let left = folder.appendingPathComponent(".report.tmp-\(process.processIdentifier)")
        try FileManager.default.createDirectory(at: left.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("half".utf8).write(to: left.appendingPathComponent("images/0001-0001-actual.png"))
        try HTMLReport.write(entries: entries, title: "after a kill", to: folder.appendingPathComponent("report"))
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(hidden, [])
    }

    func testUnreadableImagesAreShownAsMissingNotFatal() throws {
        let folder = try makeTemporaryFolder(self)
        let gone = folder.appendingPathComponent("gone.png")
        let entry = ReportEntry(scene: "s", frame: "f", message: "m", golden: gone, actual: gone)
        let index = try HTMLReport.write(entries: [entry], title: "t", to: folder.appendingPathComponent("report"))
        let html = try String(contentsOf: index, encoding: .utf8)
        XCTAssertTrue(html.contains("could not copy"))
        XCTAssertEqual(sources(in: html), [])
    }

    func testAFileInTheWayIsAClearError() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("report")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try HTMLReport.write(entries: [], title: "t", to: file)) { error in
            XCTAssertEqual(error as? OutputError, .notADirectory(path: file.standardizedFileURL.path))
        }
    }

    func testAnEmptyReportIsStillAPage() throws {
        let folder = try makeTemporaryFolder(self)
        let index = try HTMLReport.write(entries: [], title: "nothing failed", to: folder.appendingPathComponent("r"))
        XCTAssertTrue(try String(contentsOf: index, encoding: .utf8).contains("0 failing animations"))
    }

    func testApproveCommandsQuoteWhatTheShellWouldSplit() {
        XCTAssertEqual(ApproveCommandLine.text(report: URL(fileURLWithPath: "/pkg/.build/r")), "flipbook approve /pkg/.build/r")
        XCTAssertEqual(ApproveCommandLine.text(report: URL(fileURLWithPath: "/my pkg/r"), scene: "it's"),
                       "flipbook approve '/my pkg/r' --only 'it'\\''s'")
    }
}
