import Foundation
import Testing
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookGolden
@testable import FlipbookGoldenTesting

/// A scene for the helpers: a square that grows over 11 frames.
private func growingSquare(color: Color, id: String = "square") -> (Scene, any Driver) {
    let s = Scene(screen: Screen(name: "t", size: Size(width: 80, height: 80), scale: 1, safeAreaInsets: .zero))
    let square = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    square.id = id
    square.backgroundColor = color
    s.root.addSubview(square)
    s.onStep = { _, step in square.bounds.size = Size(width: 10 + 4 * Double(step.index), height: 10) }
    return (s, TimelineDriver(fps: 10, duration: 1))
}

/// The test API's one message per assertion, in a throwaway package (a Package.swift and a test
/// file path in a temporary folder), so goldens and reports land where a user's would.
final class AssertGoldenXCTests: XCTestCase {
    private func makePackage() throws -> (root: URL, testFile: String) {
        let root = try makeTemporaryFolder(self)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let tests = root.appendingPathComponent("Tests/DemoTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        return (root, tests.appendingPathComponent("HeaderTests.swift").path)
    }

    private func check(_ testFile: String, record: RecordMode? = nil, environment: [String: String] = [:]) -> GoldenCheck {
        var check = GoldenCheck(name: nil, function: "testCollapse()", testFile: testFile, goldenDirectory: nil, record: record,
                                callSite: "HeaderTests.swift:1")
        check.environment = environment
        return check
    }

    /// The square through `check`, as `.animation` (frames and trace) or, with `trace: false`, `.frames`.
    private func run(_ check: GoldenCheck, _ color: Color, id: String = "square", trace: Bool = true) throws -> String? {
        let (s, d) = growingSquare(color: color, id: id)
        return try check.run(s, as: trace ? .animation(d) : .frames(d))
    }

    func testRecordThenPassThenOneFailureNamingFramesReportAndApproveCommand() throws {
        let (root, file) = try makePackage()
        let goldens = root.appendingPathComponent("Tests/DemoTests/__Goldens__/HeaderTests/testCollapse")
        let recording = try XCTUnwrap(try run(check(file), .systemBlue))
        XCTAssertEqual(recording.split(separator: "\n").count, 1, recording)
        XCTAssertTrue(recording.hasPrefix("testCollapse: no golden yet; recorded frames 0, 10 and the trace in \(goldens.path)"), recording)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: goldens.path))
        XCTAssertTrue(files.isSuperset(of: ["0000.png", "0010.png", "meta.json", "trace.jsonl"]), "\(files.sorted())")

        XCTAssertNil(try run(check(file), .systemBlue))

        let failure = try XCTUnwrap(try run(check(file), .systemRed))
        let report = root.appendingPathComponent(".build/flipbook-golden-reports/HeaderTests/testCollapse")
        XCTAssertTrue(failure.hasPrefix("testCollapse: frames 0, 10 differ from the goldens in \(goldens.path)"), failure)
        XCTAssertTrue(failure.contains("\n  frame 0: 100 pixels differ"), failure)
        XCTAssertTrue(failure.contains("Report: \(report.appendingPathComponent("index.html").path)"), failure)
        XCTAssertTrue(failure.contains("Accept the change: flipbook approve \(report.path)"), failure)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent("report.json").path))

        // Approving what the report names makes the next run pass; a passing run leaves no stale report.
        try ReportApproval(report: report).apply()
        XCTAssertNil(try run(check(file), .systemRed))
        XCTAssertFalse(FileManager.default.fileExists(atPath: report.path), "the previous run's report is still there")
        let scratch = root.appendingPathComponent(".build/flipbook-golden-reports/.artifacts/HeaderTests/testCollapse")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path), "scratch files left behind")
    }

    func testAChangedTraceIsOneFailureWithATableInTheReportAndCanBeLeftOut() throws {
        let (root, file) = try makePackage()
        XCTAssertNotNil(try run(check(file), .systemBlue))   // records
        let failure = try XCTUnwrap(try run(check(file), .systemBlue, id: "box"))
        XCTAssertTrue(failure.hasPrefix("testCollapse: the trace differs from the goldens"), failure)
        XCTAssertEqual(failure.components(separatedBy: "Report: ").count, 2, failure)
        let html = try String(contentsOf: root.appendingPathComponent(".build/flipbook-golden-reports/HeaderTests/testCollapse/index.html"),
                              encoding: .utf8)
        XCTAssertTrue(html.contains("<table class=\"trace\">") && html.contains("<td>box</td><td>(view)</td>"), "no trace table")
        XCTAssertNil(try run(check(file), .systemBlue, id: "box", trace: false), ".frames still compared the trace")
    }

    func testRecordFailedSaysReRecordedNotNoGoldenYet() throws {
        let (_, file) = try makePackage()
        XCTAssertNotNil(try run(check(file), .systemBlue))
        let message = try XCTUnwrap(try run(check(file, environment: ["FLIPBOOK_RECORD": "failed"]), .systemRed))
        XCTAssertFalse(message.contains("no golden yet"), message)
        XCTAssertTrue(message.contains("frames 0, 10 changed and were re-recorded"), message)
        XCTAssertTrue(message.contains("(FLIPBOOK_RECORD=failed)"), message)
        XCTAssertNil(try run(check(file), .systemRed), "the re-recorded goldens do not match")
    }

    func testRecordNeverWithoutGoldensGivesAdviceForTheSwiftAPI() throws {
        let (_, file) = try makePackage()
        let message = try XCTUnwrap(try run(check(file, environment: ["FLIPBOOK_RECORD": "never"]), .systemBlue))
        XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        XCTAssertTrue(message.contains("no golden for frames 0, 10 and the trace"), message)
        XCTAssertTrue(message.contains("FLIPBOOK_RECORD unset (or =missing)"), message)
        XCTAssertFalse(message.contains("flipbook record"), message)
    }

    func testABogusRecordModeNamesTheVariableAndItsValues() throws {
        let (_, file) = try makePackage()
        let message = try run(check(file, environment: ["FLIPBOOK_RECORD": "bogus"]), .systemBlue)
        XCTAssertEqual(message, "FLIPBOOK_RECORD='bogus' is not a record mode; set it to one of missing, all, failed, never, or unset it (missing)")
    }

    func testTwoDefaultNamedAssertionsInOneTestAreToldToNameThemselves() throws {
        let (_, file) = try makePackage()
        XCTAssertNotNil(try run(check(file), .systemBlue))   // records
        var second = check(file)
        second.callSite = "HeaderTests.swift:2"
        let message = try XCTUnwrap(try run(second, .systemBlue))
        XCTAssertTrue(message.contains("is already the golden folder of the assertion at HeaderTests.swift:1"), message)
        XCTAssertTrue(message.contains("named:"), message)
    }

    func testNamesComeFromTheTestFunctionAndBadNamesAreRefused() {
        XCTAssertEqual(GoldenLocations.name(fromFunction: "testCollapse()"), "testCollapse")
        XCTAssertEqual(GoldenLocations.name(fromFunction: "scrolls(to:)"), "scrolls")
        XCTAssertNotNil(GoldenLocations.problem(withName: "../escape"))
        XCTAssertNotNil(GoldenLocations.problem(withName: ".hidden"))
        XCTAssertNil(GoldenLocations.problem(withName: "header-2x"))
    }

    func testAssertGoldenWithAnExplicitFolderRecordsThenMatches() throws {
        let dir = try makeTemporaryFolder(self)
        var (s, d) = growingSquare(color: .systemBlue)
        try assertGolden(of: s, as: .animation(d), named: "square", record: .all, goldenDirectory: dir)
        (s, d) = growingSquare(color: .systemBlue)
        try assertGolden(of: s, as: .animation(d), named: "square", record: .never, goldenDirectory: dir)   // passes
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("square/0010.png").path))
    }
}

@Suite struct ExpectGoldenSwiftTesting {
    @Test func recordsThenMatches() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-expect-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        var (s, d) = growingSquare(color: .systemGreen)
        try expectGolden(of: s, as: .frames(d, checkpoints: .all), named: "square", record: .all, goldenDirectory: dir)
        (s, d) = growingSquare(color: .systemGreen)
        try expectGolden(of: s, as: .frames(d, checkpoints: .all), named: "square", record: .never, goldenDirectory: dir)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("square/0010.png").path))
    }
}
