import FlipbookPipeline
import FlipbookRender
import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookGolden

/// An animation's report in headless Chromium: the screenshot shows golden and actual side by
/// side, and the DOM Chromium built (after the page's script ran) has the captions above the
/// images and the trace difference as a table.
final class HTMLReportChromiumAnimationTests: XCTestCase {
    private func chromium(_ folder: URL, _ arguments: [String]) throws -> String {
        let (status, output) = try runProcess(Checker.chromiumPath, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
        ] + arguments, timeout: 90)
        XCTAssertEqual(status, 0, "chromium exited with \(status)")
        return output
    }

    /// Frames 0 (unchanged) and 10 (golden magenta, actual teal), and a trace whose header got shorter.
    /// A documented trace line (the report reads traces strictly) with one view, the header.
    private static func traceLine(headerHeight: Double) -> String {
        let header = TraceRecord.View(id: "header", geometry: TraceRecord.Geometry(frame: Rect(x: 0, y: 0, width: 390, height: headerHeight),
                                                                                   alpha: 1, transform: .identity, hidden: false))
        return TraceRecord(index: 0, time: 0, views: [header]).jsonLine + "\n"
    }

    private func writeReport(in folder: URL) throws -> URL {
        let source = folder.appendingPathComponent("source/header")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let golden = RasterFrame(width: 200, height: 300, filledWith: ReportFixtures.magenta)
        let actual = RasterFrame(width: 200, height: 300, filledWith: ReportFixtures.teal)
        let result = ImageComparator.compare(expected: golden, actual: actual, makeDiffImage: true)
        let g0 = try writePNG(RasterFrame(width: 200, height: 300, filledWith: 0xFFFF_FFFF), to: source.appendingPathComponent("0000.png"))
        let g10 = try writePNG(golden, to: source.appendingPathComponent("0010.png"))
        let a10 = try writePNG(actual, to: folder.appendingPathComponent("source/a10.png"))
        let d10 = try writePNG(result.diffImage!, to: folder.appendingPathComponent("source/d10.png"))
        let goldenTrace = source.appendingPathComponent("trace.jsonl")
        try Data(Self.traceLine(headerHeight: 120).utf8).write(to: goldenTrace)
        let actualTrace = folder.appendingPathComponent("source/trace.jsonl")
        try Data(Self.traceLine(headerHeight: 96).utf8).write(to: actualTrace)
        return try HTMLReport.write(scenes: [ReportScene(name: "header-collapse", messages: ["frame 10: \(result.summary)"], frames: [
            ReportFrame(label: "0", changed: false, golden: g0, actual: g0),
            ReportFrame(label: "10", changed: true, message: result.summary, golden: g10, actual: a10, diff: d10),
        ], trace: ReportTrace(golden: goldenTrace, actual: actualTrace))], title: "assertGolden header-collapse",
           to: folder.appendingPathComponent("report"))
    }

    func testDOMHasCaptionsAboveImagesAndTheTraceTable() throws {
        try Checker.require(.chromium)
        let folder = try makeTemporaryFolder(self)
        let index = try writeReport(in: folder)
        let dom = try chromium(folder, ["--dump-dom", index.absoluteString])

        // Each side-by-side figure starts with its caption, then the image of the changed frame 10.
        for (role, caption, image) in [("golden", "golden", "0001-0002-golden.png"), ("actual", "actual", "0001-0002-actual.png"),
                                       ("diff", "difference", "0001-0002-diff.png")] {
            let figure = try XCTUnwrap(dom.range(of: "<figure class=\"\(role)\">"), "no \(role) figure")
            let rest = dom[figure.upperBound...]
            XCTAssertTrue(rest.hasPrefix("<figcaption>\(caption)</figcaption><img class=\"img-\(role)\" src=\"images/\(image)\""),
                          String(rest.prefix(200)))
        }
        XCTAssertTrue(dom.contains("<th>view</th><th>property</th><th>golden</th><th>actual</th>"), "no trace table header")
        XCTAssertTrue(dom.contains("<td>header</td><td>frame</td><td class=\"golden\">[0, 0, 390, 120]</td><td class=\"actual\">[0, 0, 390, 96]</td>"),
                      "no trace row for the header's frame")
        XCTAssertTrue(dom.contains("<li class=\"changed selected\">"), "frame 10 is not marked changed and shown")
        XCTAssertTrue(dom.contains("<li class=\"same\">"), "frame 0 is not in the strip")
        XCTAssertTrue(dom.contains("data-ready=\"true\""), "the page's script did not run to its end")
    }

    func testScreenshotShowsGoldenAndActualSideBySide() throws {
        try Checker.require(.chromium)
        let folder = try makeTemporaryFolder(self)
        let index = try writeReport(in: folder)
        let shot = folder.appendingPathComponent("shot.png")
        _ = try chromium(folder, ["--screenshot=\(shot.path)", "--window-size=1400,1000", index.absoluteString])
        // FLIPBOOK_TEST_SHOTS=DIR keeps the screenshot, for a person to look at.
        if let keep = ProcessInfo.processInfo.environment["FLIPBOOK_TEST_SHOTS"], !keep.isEmpty {
            let kept = URL(fileURLWithPath: keep).appendingPathComponent("golden-report-animation.png")
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.copyItem(at: shot, to: kept)
        }
        let frame = try readPNG(shot)
        XCTAssertGreaterThan(frame.count(of: ReportFixtures.magenta), 30_000, "the golden is not on screen")
        XCTAssertGreaterThan(frame.count(of: ReportFixtures.teal), 30_000, "the actual is not on screen")
        XCTAssertGreaterThan(frame.count(of: RowBand.red), 30_000, "the difference is not on screen")
        // The trace table's golden and actual cells are tinted (#FDECEA, #E6F4EA).
        XCTAssertGreaterThan(frame.count(of: 0xFFFD_ECEA), 200, "the trace table's golden cell is not on screen")
        XCTAssertGreaterThan(frame.count(of: 0xFFE6_F4EA), 200, "the trace table's actual cell is not on screen")
    }
}
