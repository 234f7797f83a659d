import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import Foundation
import FlipbookSupport
import XCTest
@testable import FlipbookGolden

/// report.json as written beside index.html, and `ReportApproval` (what `flipbook approve` runs):
/// the right files copied, and every path outside the goldens or report folder refused before
/// anything is written.
final class ReportApprovalTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        // This process's reports are signed with a key of the tests' own, not the user's.
        setenv("FLIPBOOK_STATE_DIR", FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-tests-state-\(getuid())").path, 1)
    }

    /// Writes `manifest` as a verify of this machine would: each actual's digest, then signed.
    static func resign(_ manifest: inout ReportManifest, report: URL) throws {
        for k in manifest.entries.indices {
            if let bytes = FileManager.default.contents(atPath: report.appendingPathComponent(manifest.entries[k].actual).path) {
                manifest.entries[k].sha256 = SHA256.hex(Array(bytes))
            }
        }
        let bytes = try manifest.encoded()
        try Data(bytes).write(to: report.appendingPathComponent(ReportManifest.fileName))
        try Data(try ReportSignature.sign(manifest: bytes)).write(to: report.appendingPathComponent(ReportSignature.fileName))
    }

    /// A goldens folder with scene "header" (frames 0 and 10, and a trace) and a report in which
    /// frame 10 and the trace changed.
    private func makeReport(in folder: URL) throws -> (goldens: URL, report: URL, actual10: URL, actualTrace: URL) {
        let goldens = folder.appendingPathComponent("goldens")
        let scene = goldens.appendingPathComponent("header")
        try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: true)
        let g0 = try writePNG(RasterFrame(width: 8, height: 8, filledWith: ReportFixtures.magenta), to: scene.appendingPathComponent("0000.png"))
        let g10 = try writePNG(RasterFrame(width: 8, height: 8, filledWith: ReportFixtures.magenta), to: scene.appendingPathComponent("0010.png"))
        let scratch = folder.appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let a10 = try writePNG(RasterFrame(width: 8, height: 8, filledWith: ReportFixtures.teal), to: scratch.appendingPathComponent("a10.png"))
        let goldenTrace = scene.appendingPathComponent("trace.jsonl")
        try Data(#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"header":{"frame":[0,0,390,120],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}"#.utf8 + [10]).write(to: goldenTrace)
        let actualTrace = scratch.appendingPathComponent("trace.jsonl")
        try Data(#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"header":{"frame":[0,0,390,96],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}"#.utf8 + [10]).write(to: actualTrace)
        let report = folder.appendingPathComponent("report")
        try HTMLReport.write(scenes: [ReportScene(name: "header", messages: ["frame 10: 64 pixels differ"], frames: [
            ReportFrame(label: "0", changed: false, golden: g0, actual: g0),
            ReportFrame(label: "10", changed: true, message: "64 pixels differ", golden: g10, actual: a10),
        ], trace: ReportTrace(golden: goldenTrace, actual: actualTrace))], title: "t", goldens: goldens, to: report)
        return (goldens, report, a10, actualTrace)
    }

    func testManifestListsTheChangedFrameAndTraceWithGoldenAndActualPaths() throws {
        let folder = try makeTemporaryFolder(self)
        let (goldens, report, a10, _) = try makeReport(in: folder)
        let (manifest, at) = try ReportManifest.read(report: report)
        XCTAssertEqual(at.standardizedFileURL.path, report.standardizedFileURL.path)
        XCTAssertEqual(manifest.goldens, goldens.standardizedFileURL.path)
        XCTAssertEqual(manifest.entries.map(\.kind), [.frame, .trace])
        XCTAssertEqual(manifest.entries[0].frame, "10")
        XCTAssertEqual(manifest.entries[0].golden, goldens.appendingPathComponent("header/0010.png").standardizedFileURL.path)
        XCTAssertEqual(manifest.entries[1].golden, goldens.appendingPathComponent("header/trace.jsonl").standardizedFileURL.path)
        for entry in manifest.entries {
            XCTAssertFalse(entry.actual.hasPrefix("/"), entry.actual)
        }
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent(manifest.entries[0].actual)), try Data(contentsOf: a10))
        // Unchanged frame 0 is not an entry; the page shows the one command for the whole report.
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("flipbook approve \(report.standardizedFileURL.path)"), "approve command missing")
    }

    func testApproveCopiesTheActualFilesOverTheGoldens() throws {
        let folder = try makeTemporaryFolder(self)
        let (goldens, report, a10, actualTrace) = try makeReport(in: folder)
        let copies = try ReportApproval(report: report).apply()
        XCTAssertEqual(copies.count, 2)
        let scene = goldens.appendingPathComponent("header")
        XCTAssertEqual(try Data(contentsOf: scene.appendingPathComponent("0010.png")), try Data(contentsOf: a10))
        XCTAssertEqual(try Data(contentsOf: scene.appendingPathComponent("trace.jsonl")), try Data(contentsOf: actualTrace))
        XCTAssertEqual(try readPNG(scene.appendingPathComponent("0000.png")).pixel(x: 0, y: 0), ReportFixtures.magenta)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: scene.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(hidden, [], "temporary files left behind")
    }

    /// Rewrites the manifest's entries, then asks for an approval that must be refused with nothing written.
    private func assertRefused(_ edit: (inout ReportManifest, URL) throws -> Void, contains text: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeTemporaryFolder(self)
        let (goldens, report, _, _) = try makeReport(in: folder)
        let url = report.appendingPathComponent(ReportManifest.fileName)
        var (manifest, _) = try ReportManifest.read(report: report)
        try edit(&manifest, folder)
        _ = url
        try Self.resign(&manifest, report: report)
        let before = try Data(contentsOf: goldens.appendingPathComponent("header/0010.png"))
        XCTAssertThrowsError(try ReportApproval(report: report).apply(), file: file, line: line) { error in
            XCTAssertEqual((error as? GoldenError)?.exitCode, .badInput, file: file, line: line)
            XCTAssertTrue("\(error)".contains(text), "\(error)", file: file, line: line)
        }
        XCTAssertEqual(try Data(contentsOf: goldens.appendingPathComponent("header/0010.png")), before,
                       "a refused approval wrote a golden", file: file, line: line)
    }

    func testGoldenOutsideTheGoldensFolderIsRefused() throws {
        try assertRefused({ m, _ in m.entries[1].golden = m.goldens + "/../escaped.jsonl" }, contains: "outside the goldens folder")
        try assertRefused({ m, folder in m.entries[1].golden = folder.appendingPathComponent("elsewhere/0010.png").path
                            m.entries[1].kind = .frame; m.entries[1].actual = m.entries[0].actual }, contains: "outside the goldens folder")
        try assertRefused({ m, _ in m.entries[0].golden = "relative/0010.png" }, contains: "outside the goldens folder")
        try assertRefused({ m, _ in m.entries[0].golden = m.goldens + "/header/0010.txt" }, contains: ".png")
        try assertRefused({ m, _ in m.goldens = "/" }, contains: "not allowed")
    }

    func testASymbolicLinkOutOfTheGoldensFolderIsRefused() throws {
        try assertRefused({ m, folder in
            let outside = folder.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: m.goldens + "/link", withDestinationPath: outside.path)
            m.entries[0].golden = m.goldens + "/link/0010.png"
        }, contains: "refusing to write through it")
    }

    func testActualOutsideTheReportOrNotAPNGIsRefused() throws {
        try assertRefused({ m, _ in m.entries[0].actual = "../scratch/a10.png" }, contains: "inside the report folder")
        try assertRefused({ m, folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("report/images/link.png").path,
                                                       withDestinationPath: folder.appendingPathComponent("scratch/a10.png").path)
            m.entries[0].actual = "images/link.png"
        }, contains: "leaves the")
        try assertRefused({ m, folder in m.entries[0].actual = folder.appendingPathComponent("scratch/a10.png").path },
                          contains: "inside the report folder")
        try assertRefused({ m, _ in m.entries[0].actual = m.entries[1].actual }, contains: "not a PNG")
        try assertRefused({ m, _ in m.entries[0].actual = "images/gone.png" }, contains: "no such file")
    }

    func testOnlyApprovesTheNamedSceneAndRejectsUnknownNames() throws {
        let folder = try makeTemporaryFolder(self)
        let (_, report, _, _) = try makeReport(in: folder)
        XCTAssertEqual(try ReportApproval(report: report, only: ["header"]).copies.count, 2)
        XCTAssertThrowsError(try ReportApproval(report: report, only: ["footer"])) { error in
            XCTAssertTrue("\(error)".contains("--only footer: no such entry"), "\(error)")
        }
    }

    func testAMissingOrForeignManifestIsBadInput() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertThrowsError(try ReportApproval(report: folder)) { error in
            XCTAssertTrue("\(error)".contains("no report manifest"), "\(error)")
        }
        let foreign = Array(#"{"format":"other","version":1,"goldens":"/x","entries":[]}"#.utf8)
        try Data(foreign).write(to: folder.appendingPathComponent("report.json"))
        XCTAssertThrowsError(try ReportApproval(report: folder)) { error in
            XCTAssertTrue("\(error)".contains("no report.sig"), "\(error)")
        }
        try Data(try ReportSignature.sign(manifest: foreign)).write(to: folder.appendingPathComponent(ReportSignature.fileName))
        XCTAssertThrowsError(try ReportApproval(report: folder)) { error in
            XCTAssertTrue("\(error)".contains("expected 'flipbook-golden-report'"), "\(error)")
        }
    }
}
