import Foundation
import XCTest
import FlipbookTestSupport

/// Folder outputs as real processes meet them (issue 12, outputs): a folder appears whole or not
/// at all, a killed run is cleaned up by the next one, a folder of someone else's files is never
/// touched, and two runs to one folder never mix.
final class FolderOutputCommandTests: XCTestCase {
    private var flipbookExecutable: URL {
        var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while products.path.contains(".xctest") { products = products.deletingLastPathComponent() }
        return products.appendingPathComponent("flipbook")
    }

    /// Every file of a folder by name, with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    private func leftovers(in parent: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.contains(".tmp-") || $0.contains(".old-") }
    }

    private static func render(_ scene: String, to folder: URL) throws -> ProcessRun {
        try runFlipbookGuarded(["render", scene, "-o", folder.path, "--scale", "1", "--quiet"], seconds: 600)
    }

    func testKilledRenderThenTheSameRenderLeavesOneCompleteOutputAndNoTemporaryFiles() throws {
        let dir = try temporaryDirectory("kill9")
        defer { try? FileManager.default.removeItem(at: dir) }
        let reference = dir.appendingPathComponent("reference"), frames = dir.appendingPathComponent("frames")
        XCTAssertEqual(try Self.render("scroll-effects", to: reference).status, 0)
        let expected = try snapshot(reference)
        XCTAssertGreaterThan(expected.count, 3)

        let process = Process()
        process.executableURL = flipbookExecutable
        process.arguments = ["render", "scroll-effects", "-o", frames.path, "--scale", "1", "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let temporary = dir.appendingPathComponent(".frames.tmp-\(process.processIdentifier)")
        let deadline = Date().addingTimeInterval(300)   // a hang guard only
        var framesSeen = 0
        while Date() < deadline, process.isRunning {
            framesSeen = ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasSuffix(".png") }.count
            if framesSeen >= 2 { break }
            usleep(1_000)
        }
        XCTAssertGreaterThanOrEqual(framesSeen, 2, "never saw the run mid-way (finished too fast?)")
        XCTAssertEqual(kill(process.processIdentifier, SIGKILL), 0)
        process.waitUntilExit()
        XCTAssertFalse(FileManager.default.fileExists(atPath: frames.path), "a half output appeared at the destination")
        XCTAssertEqual(try leftovers(in: dir), [temporary.lastPathComponent], "what kill -9 leaves")

        let again = try Self.render("scroll-effects", to: frames)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try snapshot(frames), expected, "not exactly one complete output")
        XCTAssertEqual(try leftovers(in: dir), [])
    }

    func testFolderWithForeignFilesIsRefusedAndUntouched() throws {
        let dir = try temporaryDirectory("foreign")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("holiday".utf8).write(to: folder.appendingPathComponent("0000.png"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let before = try snapshot(folder)
        let run = try Self.render("blog-header", to: folder)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("notes.txt, which Flipbook did not write"), run.stderr)
        XCTAssertEqual(try snapshot(folder), before)
        XCTAssertEqual(try leftovers(in: dir), [])
        // Frame-named files alone are not proof either: without Flipbook's marker, refused too.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("notes.txt"))
        let framesOnly = try Self.render("blog-header", to: folder)
        XCTAssertEqual(framesOnly.status, 2, framesOnly.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("0000.png")), Data("holiday".utf8))
    }

    func testEmptyOutputPathIsBadInput() throws {
        let run = try runFlipbookGuarded(["render", "blog-header", "-o", ""])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("an empty output path"), run.stderr)
    }

    /// Two renders of different scenes into one folder at once: both succeed, and the folder is
    /// exactly one of them, whole.
    func testConcurrentRendersToOneFolderLeaveOneCompleteOutputOfOneRun() throws {
        let dir = try temporaryDirectory("concurrent")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = ["scroll-effects", "large-title-image"]
        var references: [[String: Data]] = []
        for scene in scenes {
            let folder = dir.appendingPathComponent("ref-\(scene)")
            XCTAssertEqual(try Self.render(scene, to: folder).status, 0)
            references.append(try snapshot(folder))
        }
        XCTAssertNotEqual(references[0], references[1])
        let shared = dir.appendingPathComponent("shared")
        for round in 0..<2 {
            let group = DispatchGroup()
            let statuses = StatusBox()
            for scene in scenes {
                group.enter()
                Thread.detachNewThread {
                    let status = (try? FolderOutputCommandTests.render(scene, to: shared).status) ?? -1
                    statuses.append(status)
                    group.leave()
                }
            }
            group.wait()
            XCTAssertEqual(statuses.all, [0, 0], "round \(round)")
            let result = try snapshot(shared)
            XCTAssertTrue(result == references[0] || result == references[1],
                          "round \(round): a mix of two runs: \(result.keys.sorted())")
            XCTAssertEqual(try leftovers(in: dir), [])
        }
    }

    /// `verify --report DIR` replaces an earlier report whole, but never a folder of someone
    /// else's files: refused before the run writes anything there, the files untouched.
    func testVerifyReportNeverReplacesAForeignFolder() throws {
        let dir = try temporaryDirectory("report-foreign")
        defer { try? FileManager.default.removeItem(at: dir) }
        let documents = dir.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: documents.appendingPathComponent("notes.txt"))
        let before = try snapshot(documents)
        let run = try runFlipbook(["verify", "fixtures/blog-header.json", "--golden", dir.appendingPathComponent("none").path,
                                   "--record", "never", "--report", documents.path, "--quiet"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("notes.txt"), run.stderr)
        XCTAssertEqual(try snapshot(documents), before)

        // A folder holding an index.html but no report marker is not a report (issue 33): refused.
        // An earlier report (its .flipbook-report marker) is replaced: the failing run (a golden
        // frame swapped for another) writes its own.
        let goldens = dir.appendingPathComponent("golden")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "golden/blog-header"),
                                         to: goldens.appendingPathComponent("blog-header"))
        let first = goldens.appendingPathComponent("blog-header/0000.png")
        try FileManager.default.removeItem(at: first)
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("blog-header/0010.png"), to: first)
        let report = dir.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: report.appendingPathComponent("index.html"))
        let unmarked = try runFlipbook(["verify", "fixtures/blog-header.json", "--golden", goldens.path,
                                        "--record", "never", "--report", report.path, "--quiet"])
        XCTAssertEqual(unmarked.status, 2, unmarked.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("index.html")), Data("old".utf8))
        try Data("marker".utf8).write(to: report.appendingPathComponent(".flipbook-report"))
        let again = try runFlipbook(["verify", "fixtures/blog-header.json", "--golden", goldens.path,
                                     "--record", "never", "--report", report.path, "--quiet"])
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertNotEqual(try Data(contentsOf: report.appendingPathComponent("index.html")), Data("old".utf8))
    }
}

/// Exit statuses collected from several threads.
private final class StatusBox: @unchecked Sendable {
    // Safe: every access holds `lock`.
    private var values: [Int32] = []
    private let lock = NSLock()
    func append(_ value: Int32) { lock.withLock { values.append(value) } }
    var all: [Int32] { lock.withLock { values } }
}
