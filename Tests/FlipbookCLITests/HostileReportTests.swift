import Foundation
import XCTest
import FlipbookSupport
import FlipbookTestSupport

/// Issue 33: reports, goldens and outputs attacked as a hostile pull request would. Each test
/// runs the `flipbook` binary in a scratch project and checks what is on disk afterwards.
final class HostileReportTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TestReportKey.install()
    }

    /// A scratch project: fixtures/small.json (a 40×30 screen, 31 steps: goldens 0, 10, 20, 30) recorded into golden/.
    private func makeProject() throws -> URL {
        let dir = try temporaryDirectory("hostile")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
        try Data(Self.scene(color: "systemBlue").utf8).write(to: dir.appendingPathComponent("fixtures/small.json"))
        let run = try flipbook(in: dir, "record", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        return dir
    }

    static func scene(color: String) -> String {
        """
        {"name": "small", "screen": {"size": [40, 30], "scale": 1}, "background": "white",
         "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 40, 30], "contentSize": [40, 200],
                    "subviews": [{"id": "card", "frame": [4, 4, 30, 100], "backgroundColor": "\(color)"}]}],
         "scrollView": "list", "driver": {"type": "offsets", "from": 0, "to": 30, "step": 1}}
        """
    }

    /// Runs flipbook with `dir` as the working folder (a shell's `cd dir && flipbook …`).
    private func flipbook(in dir: URL, _ arguments: String...) throws -> ProcessRun {
        try FlipbookCLITests.runFlipbook(arguments, in: dir)
    }

    /// Writes report.json and, when `sign`, the report.sig a verify with this key writes.
    private func writeReport(_ manifest: String, to folder: URL, sign: Bool = true) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = Array(manifest.utf8)
        try Data(bytes).write(to: folder.appendingPathComponent("report.json"))
        if sign {
            try TestReportKey.signature(bytes).write(to: folder.appendingPathComponent("report.sig"))
        }
    }

    private func entry(scene: String = "small", kind: String = "frame", golden: String, actual: String, bytes: [UInt8]) -> String {
        "{\"scene\": \(JSONText.quoted(scene)), \"kind\": \"\(kind)\", \"frame\": \"0\", \"golden\": \(JSONText.quoted(golden)), "
            + "\"actual\": \(JSONText.quoted(actual)), \"sha256\": \"\(SHA256.hex(bytes))\"}"
    }

    private func manifest(goldens: String, _ entries: [String]) -> String {
        "{\"format\": \"flipbook-golden-report\", \"version\": 1, \"goldens\": \(JSONText.quoted(goldens)), \"entries\": [\(entries.joined(separator: ", "))]}"
    }

    private func png(_ project: URL, _ step: Int = 10) throws -> [UInt8] {
        Array(try Data(contentsOf: project.appendingPathComponent(String(format: "golden/small/%04d.png", step))))
    }

    // MARK: approve: files outside the project

    func testAnUnsignedManifestNamingAnyFolderWritesNothing() throws {
        let project = try makeProject()
        let victimDir = try temporaryDirectory("victim")
        addTeardownBlock { try? FileManager.default.removeItem(at: victimDir) }
        let victim = victimDir.appendingPathComponent("victim.png")
        try Data("precious".utf8).write(to: victim)
        let report = project.appendingPathComponent("evil-report")
        let actual = try png(project)
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(actual).write(to: report.appendingPathComponent("images/a.png"))
        try writeReport(manifest(goldens: victimDir.path, [entry(golden: victim.path, actual: "images/a.png", bytes: actual)]), to: report, sign: false)
        let run = try flipbook(in: project, "approve", report.path)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("report.sig"), run.stderr)
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "precious")
    }

    func testAForgedSignatureIsRefused() throws {
        let project = try makeProject()
        let report = project.appendingPathComponent("evil-report")
        let actual = try png(project)
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(actual).write(to: report.appendingPathComponent("images/a.png"))
        let golden = project.appendingPathComponent("golden/small/0000.png")
        try writeReport(manifest(goldens: project.appendingPathComponent("golden").path,
                                 [entry(golden: golden.path, actual: "images/a.png", bytes: actual)]), to: report, sign: false)
        try Data("hmac-sha256 \(String(repeating: "0", count: 64))\n".utf8).write(to: report.appendingPathComponent("report.sig"))
        let before = try Data(contentsOf: golden)
        let run = try flipbook(in: project, "approve", report.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("not signed"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: golden), before)
    }

    func testAReportCommittedUnderBuildIsNotPickedUpByPlainApprove() throws {
        let project = try makeProject()
        let planted = project.appendingPathComponent(".build/flipbook-golden-reports/EvilTests/testEvil")
        let actual = try png(project)
        try FileManager.default.createDirectory(at: planted.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(actual).write(to: planted.appendingPathComponent("images/a.png"))
        let golden = project.appendingPathComponent("golden/small/0000.png")
        try writeReport(manifest(goldens: project.appendingPathComponent("golden").path,
                                 [entry(golden: golden.path, actual: "images/a.png", bytes: actual)]), to: planted, sign: false)
        let before = try Data(contentsOf: golden)
        let run = try flipbook(in: project, "approve")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(try Data(contentsOf: golden), before)
    }

    /// Even signed (a manifest this machine wrote cannot say this, but the checks stand alone):
    /// goldens that are not frames or traces below the goldens folder are refused.
    func testSignedManifestsStillCannotNameFilesThatAreNotGoldens() throws {
        let project = try makeProject()
        let actual = try png(project)
        let goldens = project.appendingPathComponent("golden").path
        for golden in [goldens + "/../fixtures/small.json", goldens + "/small/../../x/0000.png", goldens + "/small/victim.png",
                       goldens + "/small/.hidden/0000.png", "/etc/0000.png"] {
            let report = project.appendingPathComponent("report-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
            try Data(actual).write(to: report.appendingPathComponent("images/a.png"))
            try writeReport(manifest(goldens: goldens, [entry(golden: golden, actual: "images/a.png", bytes: actual)]), to: report)
            let run = try flipbook(in: project, "approve", report.path)
            XCTAssertEqual(run.status, 2, "\(golden): \(run.stdout)")
        }
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("fixtures/small.json"), encoding: .utf8), Self.scene(color: "systemBlue"))
    }

    func testATraceActualThatIsNotATraceIsRefused() throws {
        let project = try makeProject()
        let report = project.appendingPathComponent("report")
        let garbage = Array("#!/bin/sh\nrm -rf /\n".utf8)
        try FileManager.default.createDirectory(at: report.appendingPathComponent("traces"), withIntermediateDirectories: true)
        try Data(garbage).write(to: report.appendingPathComponent("traces/t.jsonl"))
        let golden = project.appendingPathComponent("golden/small/trace.jsonl")
        let before = try Data(contentsOf: golden)
        try writeReport(manifest(goldens: project.appendingPathComponent("golden").path,
                                 [entry(kind: "trace", golden: golden.path, actual: "traces/t.jsonl", bytes: garbage)]), to: report)
        let run = try flipbook(in: project, "approve", report.path)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("not JSON"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: golden), before)
    }

    func testAnActualThatIsAFIFOALinkOutOrHugeIsRefusedWithoutHanging() throws {
        let project = try makeProject()
        let outside = try temporaryDirectory("outside")
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        let secret = outside.appendingPathComponent("secret.png")
        try Data(try png(project)).write(to: secret)
        let golden = project.appendingPathComponent("golden/small/0000.png")
        let before = try Data(contentsOf: golden)
        for kind in ["fifo", "link", "huge"] {
            let report = project.appendingPathComponent("report-\(kind)")
            try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
            let path = report.appendingPathComponent("images/a.png").path
            switch kind {
            case "fifo": XCTAssertEqual(mkfifo(path, 0o600), 0)
            case "link": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: secret.path)
            default:
                XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
                XCTAssertEqual(truncate(path, 1 << 30), 0)   // sparse: 1 GB on paper, nothing on disk
            }
            try writeReport(manifest(goldens: project.appendingPathComponent("golden").path,
                                     [entry(golden: golden.path, actual: "images/a.png", bytes: try png(project))]), to: report)
            let run = try flipbook(in: project, "approve", report.path)
            XCTAssertEqual(run.status, 2, "\(kind): \(run.stdout)")
            XCTAssertEqual(try Data(contentsOf: golden), before, kind)
        }
    }

    /// An entry failing half-way (its actual is not a PNG) leaves the earlier ones unapplied.
    func testAnEntryFailingHalfWayLeavesEveryGoldenAsItWas() throws {
        let project = try makeProject()
        let report = project.appendingPathComponent("report")
        let good = try png(project, 20), bad = Array("\u{89}PNG\r\n\u{1A}\nnot really".utf8)
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(good).write(to: report.appendingPathComponent("images/good.png"))
        try Data(bad).write(to: report.appendingPathComponent("images/bad.png"))
        let goldens = project.appendingPathComponent("golden")
        let before = try (0..<4).map { try Data(contentsOf: goldens.appendingPathComponent(String(format: "small/%04d.png", $0 * 10))) }
        try writeReport(manifest(goldens: goldens.path, [
            entry(golden: goldens.path + "/small/0000.png", actual: "images/good.png", bytes: good),
            entry(golden: goldens.path + "/small/0010.png", actual: "images/good.png", bytes: good),
            entry(golden: goldens.path + "/small/0030.png", actual: "images/bad.png", bytes: bad),
        ]), to: report)
        let run = try flipbook(in: project, "approve", report.path)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("not a PNG a golden can be"), run.stderr)
        let after = try (0..<4).map { try Data(contentsOf: goldens.appendingPathComponent(String(format: "small/%04d.png", $0 * 10))) }
        XCTAssertEqual(after, before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasPrefix(".golden") }
        XCTAssertEqual(leftovers, [])
    }

    /// A newline or ESC in a manifest's names reaches the terminal escaped: no forged lines.
    func testControlCharactersFromAManifestArePrintedEscaped() throws {
        let project = try makeProject()
        let report = project.appendingPathComponent("report")
        let actual = try png(project, 20)
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(actual).write(to: report.appendingPathComponent("images/a.png"))
        let goldens = project.appendingPathComponent("golden")
        try writeReport(manifest(goldens: goldens.path, [
            entry(scene: "small\napproved evil frame 0: /etc/passwd\u{1B}[2J", golden: goldens.path + "/small/0000.png", actual: "images/a.png", bytes: actual),
        ]), to: report)
        let run = try flipbook(in: project, "approve", report.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("\u{1B}"), run.stdout)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasPrefix("approved") }.count, 1, run.stdout)
        XCTAssertTrue(run.stdout.contains("small\\u{0A}approved evil"), run.stdout)
        XCTAssertEqual(Array(try Data(contentsOf: goldens.appendingPathComponent("small/0000.png"))), actual)
    }

    /// `kill -9` at any moment of an approve of 3,000 entries: the goldens are the old set or the new, whole.
    func testKillingApproveAtAnyMomentLeavesOldOrNewGoldensWhole() throws {
        let project = try makeProject()
        let goldens = project.appendingPathComponent("golden")
        let old = try png(project, 0), new = try png(project, 30)
        XCTAssertNotEqual(old, new)
        let many = goldens.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for k in 0..<3000 { try Data(old).write(to: many.appendingPathComponent(String(format: "%04d.png", k))) }
        let report = project.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(new).write(to: report.appendingPathComponent("images/a.png"))
        try writeReport(manifest(goldens: goldens.path, (0..<3000).map {
            entry(scene: "many", golden: goldens.path + String(format: "/many/%04d.png", $0), actual: "images/a.png", bytes: new)
        }), to: report)
        var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while products.path.contains(".xctest") { products = products.deletingLastPathComponent() }
        var sawNew = false
        for delay in [0.02, 0.08, 0.2, 0.4, 0.8, 120] {
            let process = Process()
            process.executableURL = products.appendingPathComponent("flipbook")
            process.arguments = ["approve", "--quiet", report.path]
            process.currentDirectoryURL = project
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(delay)
            while process.isRunning, Date() < deadline { usleep(2000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let contents = try (0..<3000).map { Array(try Data(contentsOf: many.appendingPathComponent(String(format: "%04d.png", $0)))) }
            let newCount = contents.filter { $0 == new }.count
            XCTAssertTrue(newCount == 0 || newCount == 3000, "after \(delay) s: \(newCount) of 3000 replaced")
            XCTAssertEqual(contents.filter { $0 != new && $0 != old }.count, 0)
            if newCount == 3000 {
                sawNew = true
                // Back to the old set for the next attempt.
                for k in 0..<3000 { try Data(old).write(to: many.appendingPathComponent(String(format: "%04d.png", k))) }
            }
        }
        XCTAssertTrue(sawNew, "the last attempt runs to its end")
    }

    // MARK: verify --report: folders deleted

    func testAReportFolderWithoutTheMarkerIsNeverReplaced() throws {
        let project = try makeProject()
        try Data(Self.scene(color: "systemRed").utf8).write(to: project.appendingPathComponent("fixtures/small.json"))
        let docs = project.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data("<p>mine</p>".utf8).write(to: docs.appendingPathComponent("index.html"))
        try Data("{}".utf8).write(to: docs.appendingPathComponent("report.json"))
        try Data("notes".utf8).write(to: docs.appendingPathComponent("notes.txt"))
        for folder in [docs.path, "."] {
            let run = try flipbook(in: project, "verify", "--record", "never", "--report", folder)
            XCTAssertEqual(run.status, 2, "\(folder): \(run.stdout)")
        }
        XCTAssertEqual(try String(contentsOf: docs.appendingPathComponent("notes.txt"), encoding: .utf8), "notes")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("golden/small/0000.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("fixtures/small.json").path))
        // A report folder verify made is replaced by the next report, whole.
        let ok = try flipbook(in: project, "verify", "--record", "never", "--report", "out-report")
        XCTAssertEqual(ok.status, 1, ok.stderr)
        let again = try flipbook(in: project, "verify", "--record", "never", "--report", "out-report")
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("out-report/.flipbook-report").path))
    }

    /// Two `verify --report` to one folder at once leave one whole report: every entry's file there.
    func testTwoVerifiesToOneReportLeaveOneWholeReport() throws {
        let project = try makeProject()
        try Data(Self.scene(color: "systemRed").utf8).write(to: project.appendingPathComponent("fixtures/small.json"))
        let group = DispatchGroup()
        let statuses = Statuses()
        for _ in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                let run = try? FlipbookCLITests.runFlipbook(["verify", project.appendingPathComponent("fixtures").path,
                                                                        "--golden", project.appendingPathComponent("golden").path,
                                                                        "--record", "never", "--report", project.appendingPathComponent("r").path])
                statuses.append(run?.status ?? -1)
                group.leave()
            }
        }
        group.wait()
        XCTAssertEqual(statuses.all, [1, 1])
        let report = project.appendingPathComponent("r")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json"))) as? [String: Any]
        let entries = try XCTUnwrap(json?["entries"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 4)
        for entry in entries {
            let actual = try XCTUnwrap(entry["actual"] as? String)
            XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(actual).path), actual)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasPrefix(".") && $0 != ".build" }
        XCTAssertEqual(leftovers, [])
    }


    // MARK: goldens that link out of the repository

    func testGoldensLinkingOutOfTheRepositoryAreNotRead() throws {
        let project = try makeProject()
        let outside = try temporaryDirectory("secret")
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        let secretText = "{\"index\":0,\"SECRET\":\"ssh-rsa AAAA\"}\n"
        try Data(secretText.utf8).write(to: outside.appendingPathComponent("trace.jsonl"))
        try Data(try png(project, 30)).write(to: outside.appendingPathComponent("0000.png"))
        let scene = project.appendingPathComponent("golden/small")
        for name in ["trace.jsonl", "0000.png"] {
            try FileManager.default.removeItem(at: scene.appendingPathComponent(name))
            try FileManager.default.createSymbolicLink(at: scene.appendingPathComponent(name), withDestinationURL: outside.appendingPathComponent(name))
        }
        let run = try flipbook(in: project, "verify", "--record", "never")
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("leaves the"), run.stderr)
        let report = project.appendingPathComponent(".build/flipbook-report")
        if let html = try? String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8) {
            XCTAssertFalse(html.contains("SECRET"))
        }
    }

    // MARK: outputs that name inputs

    func testOutputsThatNameAnInputAreRefused() throws {
        let project = try makeProject()
        let scene = project.appendingPathComponent("fixtures/small.json")
        let a = project.appendingPathComponent("golden/small/0000.png"), b = project.appendingPathComponent("golden/small/0010.png")
        let sceneBefore = try Data(contentsOf: scene), aBefore = try Data(contentsOf: a)
        let cases: [[String]] = [
            ["render", scene.path, "-o", project.appendingPathComponent("x.gif").path, "--trace", scene.path],
            ["render", scene.path, "-o", scene.path],
            ["render", scene.path, "-o", "x.gif", "-o", "./x.gif"],
            ["diff", a.path, b.path, "-o", a.path],
            ["verify", "--junit", scene.path],
            ["verify", "--junit", a.path],
        ]
        for arguments in cases {
            let run = try runFlipbook(in: project, arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stdout) \(run.stderr)")
        }
        XCTAssertEqual(try Data(contentsOf: scene), sceneBefore)
        XCTAssertEqual(try Data(contentsOf: a), aBefore)
    }

    func testDiffIntoAnExistingFileIsABadOutputNotAFoundationDump() throws {
        let project = try makeProject()
        let file = project.appendingPathComponent("exists.txt")
        try Data("keep".utf8).write(to: file)
        let golden = project.appendingPathComponent("golden/small").path
        let run = try runFlipbook(in: project, ["diff", golden, golden, "-o", file.path])
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("exists and is not a folder"), run.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "keep")
    }

    private func runFlipbook(in dir: URL, _ arguments: [String]) throws -> ProcessRun {
        try FlipbookCLITests.runFlipbook(arguments, in: dir)
    }
}

/// Exit statuses collected from two threads.
private final class Statuses: @unchecked Sendable {
    // Safe: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var values: [Int32] = []
    func append(_ value: Int32) { lock.lock(); values.append(value); lock.unlock() }
    var all: [Int32] { lock.lock(); defer { lock.unlock() }; return values }
}
