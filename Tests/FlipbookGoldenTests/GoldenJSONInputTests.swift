import Foundation
import FlipbookRender
import FlipbookSupport
import XCTest
@testable import FlipbookGolden

/// Issue 33: the small JSON files a checkout holds besides scene files (a report's report.json,
/// a golden's renderer.json, variants.json and meta.json) are read through the one JSON reader,
/// so a bad one is refused with its line, column and path, never a Foundation dump. Expected
/// places are counted by hand in each literal (columns count characters from 1).
final class GoldenJSONInputTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        // Reports here are signed with the tests' own key (as ReportApprovalTests do).
        setenv("FLIPBOOK_STATE_DIR", FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-tests-state-\(getuid())").path, 1)
    }

    /// A report folder holding `manifest` as report.json, signed as a verify on this machine signs it.
    private func signedReport(_ manifest: String) throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let bytes = Array(manifest.utf8)
        try Data(bytes).write(to: folder.appendingPathComponent(ReportManifest.fileName))
        try Data(try ReportSignature.sign(manifest: bytes)).write(to: folder.appendingPathComponent(ReportSignature.fileName))
        return folder
    }

    private func manifestProblem(_ manifest: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let folder = try signedReport(manifest)
        do {
            _ = try ReportManifest.read(report: folder)
            XCTFail("read \(manifest)", file: file, line: line)
            return ""
        } catch let error as GoldenError {
            XCTAssertEqual(error.exitCode, .badInput, file: file, line: line)
            let prefix = folder.appendingPathComponent(ReportManifest.fileName).path + ": "
            XCTAssertTrue(error.description.hasPrefix(prefix), error.description, file: file, line: line)
            return String(error.description.dropFirst(prefix.count))
        }
    }

    private let head = #"{"format": "flipbook-golden-report", "version": 1, "goldens": "/g", "entries": ["#

    func testAManifestEntryOfAnUnknownKindNamesItsLineColumnAndPath() throws {
        let entry = "\n  {\"scene\": \"s\", \"kind\": \"movie\", \"golden\": \"/g/s/0000.png\", \"actual\": \"a.png\"}]}"
        // Line 2: two spaces, then `{"scene": "s", "kind": ` is 23 characters: the value starts at column 26.
        XCTAssertEqual(try manifestProblem(head + entry), #"line 2, column 26: $.entries[0].kind: expected "frame" or "trace", found "movie""#)
    }

    func testAManifestMissingAFieldOrOfTheWrongTypeNamesIt() throws {
        XCTAssertEqual(try manifestProblem(#"{"format": "flipbook-golden-report", "version": 1, "entries": []}"#),
                       #"line 1, column 1: $: missing "goldens""#)
        XCTAssertEqual(try manifestProblem(head + #"{"scene": 7, "kind": "frame", "golden": "/g", "actual": "a"}]}"#),
                       "line 1, column 91: $.entries[0].scene: expected a string, found a number")
        XCTAssertEqual(try manifestProblem(#"{"format": "flipbook-golden-report", "version": 1e300, "goldens": "/g", "entries": []}"#),
                       "line 1, column 49: $.version: 1e+300 is not a whole number from 0 to 2147483647")
        XCTAssertEqual(try manifestProblem(#"[1]"#), "line 1, column 1: $: expected an object, found a list")
    }

    func testAManifestThatIsNotJSONNamesWhereItStops() throws {
        // The trailing comma sits on line 3, after two spaces.
        XCTAssertEqual(try manifestProblem("{\"format\": \"flipbook-golden-report\",\n\"version\": 1,\n  }"),
                       "line 3, column 3: not JSON: trailing comma before '}'")
        XCTAssertEqual(try manifestProblem(#"{"format": "a", "format": "b"}"#),
                       #"line 1, column 17: not JSON: duplicate key "format" (first given at line 1, column 2)"#)
    }

    func testControlCharactersFromAManifestAreEscapedInTheMessage() throws {
        let problem = try manifestProblem(head + #"{"scene": "s", "kind": "\n\u001b[2Japproved", "golden": "/g", "actual": "a"}]}"#)
        XCTAssertFalse(problem.unicodeScalars.contains { $0.value < 0x20 }, problem)
        XCTAssertTrue(problem.contains(#"found "\u{0A}\u{1B}[2Japproved""#), problem)
    }

    func testAManifestOverTheEntryLimitIsRefusedBeforeItsEntriesAreRead() throws {
        // Items that are not entries at all: the count is what is refused.
        let entries = [String](repeating: "0", count: ReportManifest.entryLimit + 1).joined(separator: ",")
        XCTAssertEqual(try manifestProblem(head + entries + "]}"),
                       "line 1, column 80: $.entries: 100001 items, more than the limit of 100000")
    }

    func testAManifestVerifyWroteStillReadsBack() throws {
        let written = ReportManifest(goldens: "/g", entries: [
            .init(scene: "s", kind: .frame, frame: "10", golden: "/g/s/0010.png", actual: "images/a.png", sha256: "ab"),
            .init(scene: "s", kind: .trace, frame: nil, golden: "/g/s/trace.jsonl", actual: "traces/t.jsonl"),
        ])
        let folder = try signedReport(String(decoding: try written.encoded(), as: UTF8.self))
        XCTAssertEqual(try ReportManifest.read(report: folder).manifest, written)
    }

    // MARK: renderer.json

    func testABadRendererFingerprintNamesThePlace() throws {
        let good = RendererFingerprint(libraries: .init(cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fontconfig: "2.14.1"),
                                       fonts: [.init(file: "Inter-Regular.otf", bytes: 10, sha256: "aa")])
        XCTAssertEqual(try RendererFingerprint.decode(json: try good.jsonBytes()), good)
        func problem(_ json: String) -> String {
            do { _ = try RendererFingerprint.decode(json: Array(json.utf8), file: "r.json"); return "read" } catch { return error.description }
        }
        XCTAssertEqual(problem(#"{"format": 1, "libraries": {"cairo": "1"}, "fonts": []}"#), #"r.json: line 1, column 28: $.libraries: missing "pango""#)
        XCTAssertEqual(problem(#"{"format": 2}"#), "r.json: line 1, column 12: $.format: format 2 is not 1")
        let negative = String(decoding: try good.jsonBytes(), as: UTF8.self).replacingOccurrences(of: "\"bytes\" : 10", with: "\"bytes\" : -1")
        XCTAssertTrue(problem(negative).contains("$.fonts[0].bytes: -1.0 is not a whole number from 0 to"), problem(negative))
        let escape = String(decoding: try good.jsonBytes(), as: UTF8.self).replacingOccurrences(of: "1.50.12", with: "1.50\\u001b[2J")
        XCTAssertTrue(problem(escape).contains("$.libraries.pango: holds a control character"), problem(escape))
    }

    func testAnUnreadableRendererFileIsNotedWithItsPlace() throws {
        let goldens = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("s"), withIntermediateDirectories: true)
        let path = goldens.appendingPathComponent("s/renderer.json")
        try Data(#"{"format": 1, "libraries": []}"#.utf8).write(to: path)
        guard case .unreadable(let why) = RendererFile.read("s", in: goldens) else { return XCTFail("read a list as libraries") }
        XCTAssertEqual(why, "\(path.path) is not a renderer fingerprint: line 1, column 28: $.libraries: expected an object, found a list")
    }

    // MARK: variants.json

    func testABadVariantsListNamesTheItemExitingTwo() throws {
        let goldens = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("s"), withIntermediateDirectories: true)
        let list = goldens.appendingPathComponent("s/variants.json")
        try Data(#"["appearance=dark", 3]"#.utf8).write(to: list)
        XCTAssertThrowsError(try GoldenVariants.listed(scene: "s", in: goldens)) { error in
            XCTAssertEqual((error as? GoldenError)?.exitCode, .badInput)
            XCTAssertTrue("\(error)".hasPrefix("\(list.path): must be a JSON array of variant specs"), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("(line 1, column 21: $[1]: expected a string, found a number)"), "\(error)")
        }
        try Data(#"["appearance=dark", "direction=rtl"]"#.utf8).write(to: list)
        XCTAssertEqual(try GoldenVariants.listed(scene: "s", in: goldens), ["appearance=dark", "direction=rtl"])
    }

    // MARK: meta.json

    func testMetaFramesAreReadAndADamagedMetaListsNone() throws {
        let folder = try makeTemporaryFolder(self)
        let meta = folder.appendingPathComponent("meta.json")
        try Data(#"{"device": "x", "frames": [0, 10, 20]}"#.utf8).write(to: meta)
        XCTAssertEqual(GoldenSink.recordedFrames(in: folder), [0, 10, 20])
        // Recording is how a damaged golden folder is mended, so these list no earlier frames.
        for damaged in [#"{"frames": [0, 1e300]}"#, #"{"frames": [0, -1]}"#, #"{"frames": "0"}"#, #"{"frames": [0,]}"#, "\u{1}"] {
            try Data(damaged.utf8).write(to: meta)
            XCTAssertEqual(GoldenSink.recordedFrames(in: folder), [], damaged)
        }
    }
}
