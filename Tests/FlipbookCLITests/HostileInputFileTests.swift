import Foundation
import XCTest
import FlipbookTestSupport

/// Inputs as an attacker leaves them (issue 12, files): a FIFO where a file is expected must be
/// refused at once (exit 2), never waited on; a chain of links that leaves the scene folder is
/// refused however long it is; a folder where a file is expected is named as such.
final class HostileInputFileTests: XCTestCase {
    /// A scene file with one image asset, `src`, and a short timeline.
    private func sceneFile(in dir: URL, src: String, name: String = "scene.json") throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data("""
        {"views": [{"id": "icon", "type": "image", "src": "\(src)"}], "driver": {"type": "timeline", "duration": 0.1}}
        """.utf8).write(to: url)
        return url
    }

    private func makeFIFO(_ url: URL) throws {
        XCTAssertEqual(mkfifo(url.path, 0o644), 0, "mkfifo \(url.path)")
    }

    private var avatar: Data {
        get throws {
            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("fixtures/assets/avatar@3x.png")
            return try Data(contentsOf: fixtures)
        }
    }

    func testFIFOAssetIsRefusedPromptly() throws {
        let dir = try temporaryDirectory("fifo-asset")
        defer { try? FileManager.default.removeItem(at: dir) }
        try makeFIFO(dir.appendingPathComponent("a.png"))
        let scene = try sceneFile(in: dir, src: "a.png")
        for command in [["validate", scene.path], ["render", scene.path, "-o", dir.appendingPathComponent("out.gif").path]] {
            let run = try runFlipbookGuarded(command)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("is a FIFO, not a regular file"), run.stderr)
        }
    }

    func testFIFOSceneFileIsRefusedPromptly() throws {
        let dir = try temporaryDirectory("fifo-scene")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json")
        try makeFIFO(scene)
        let run = try runFlipbookGuarded(["validate", scene.path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("FIFO"), run.stderr)
    }

    func testFIFODiffInputsAndFolderFramesAreRefusedPromptly() throws {
        let dir = try temporaryDirectory("fifo-diff")
        defer { try? FileManager.default.removeItem(at: dir) }
        let real = dir.appendingPathComponent("real.png")
        try avatar.write(to: real)
        for name in ["in.png", "in.gif"] {
            try makeFIFO(dir.appendingPathComponent(name))
            let run = try runFlipbookGuarded(["diff", dir.appendingPathComponent(name).path, real.path])
            XCTAssertEqual(run.status, 2, "\(name): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("\(name): is a FIFO"), run.stderr)
        }
        // A frame of a folder: the folder is read lazily, frame by frame, and each is checked.
        let a = dir.appendingPathComponent("a"), b = dir.appendingPathComponent("b")
        for folder in [a, b] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try avatar.write(to: a.appendingPathComponent("0000.png"))
        try avatar.write(to: b.appendingPathComponent("0000.png"))
        try avatar.write(to: a.appendingPathComponent("0001.png"))
        try makeFIFO(b.appendingPathComponent("0001.png"))
        let run = try runFlipbookGuarded(["diff", a.path, b.path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("0001.png: is a FIFO"), run.stderr)
    }

    func testFIFOGoldenIsRefusedPromptly() throws {
        let dir = try temporaryDirectory("fifo-golden")
        defer { try? FileManager.default.removeItem(at: dir) }
        try avatar.write(to: dir.appendingPathComponent("a.png"))
        let scene = try sceneFile(in: dir, src: "a.png", name: "icon.json")
        let golden = dir.appendingPathComponent("golden")
        let recorded = try runFlipbookGuarded(["record", scene.path, "--golden", golden.path])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        let frames = try FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent("icon").path)
        let frame = try XCTUnwrap(frames.filter { $0.hasSuffix(".png") }.sorted().first, "\(frames)")
        for name in [frame, "trace.jsonl"] {
            let target = golden.appendingPathComponent("icon/\(name)")
            let saved = try Data(contentsOf: target)
            try FileManager.default.removeItem(at: target)
            try makeFIFO(target)
            let run = try runFlipbookGuarded(["verify", scene.path, "--golden", golden.path,
                                              "--report", dir.appendingPathComponent("report").path])
            XCTAssertEqual(run.status, 2, "\(name): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("\(name): is a FIFO"), run.stderr)
            try FileManager.default.removeItem(at: target)
            try saved.write(to: target)
        }
    }

    /// 30 links, each to the next, all inside the scene folder; the last points outside it.
    /// Foundation's resolvingSymlinksInPath gives up after about 20 and let this through.
    func testLongSymbolicLinkChainLeavingTheFolderIsRefused() throws {
        let root = try temporaryDirectory("link-chain")
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("scene")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let outside = root.appendingPathComponent("outside.png")
        try avatar.write(to: outside)
        let count = 30
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("l\(count)").path, withDestinationPath: outside.path)
        for k in stride(from: count - 1, through: 0, by: -1) {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("l\(k)").path, withDestinationPath: "l\(k + 1)")
        }
        let scene = try sceneFile(in: dir, src: "l0")
        for command in [["validate", scene.path], ["render", scene.path, "-o", root.appendingPathComponent("out.gif").path]] {
            let run = try runFlipbookGuarded(command)
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("leaves the scene file's folder"), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("out.gif").path))
        // The same chain ending inside the folder is followed: the check is on where it lands.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("l\(count)"))
        try avatar.write(to: dir.appendingPathComponent("l\(count)"))
        let inside = try runFlipbookGuarded(["validate", scene.path])
        XCTAssertEqual(inside.status, 0, inside.stderr)
    }

    func testFolderWhereAFileIsExpectedIsNamed() throws {
        let dir = try temporaryDirectory("folder-input")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("a.png"), withIntermediateDirectories: true)
        let scene = try sceneFile(in: dir, src: "a.png")
        let asset = try runFlipbookGuarded(["validate", scene.path])
        XCTAssertEqual(asset.status, 2, asset.stderr)
        XCTAssertTrue(asset.stderr.contains("is a folder, not a regular file"), asset.stderr)
        let folderScene = dir.appendingPathComponent("dir.json")
        try FileManager.default.createDirectory(at: folderScene, withIntermediateDirectories: true)
        let sceneRun = try runFlipbookGuarded(["validate", folderScene.path])
        XCTAssertEqual(sceneRun.status, 2, sceneRun.stderr)
        XCTAssertTrue(sceneRun.stderr.contains("is a folder, not a regular file"), sceneRun.stderr)
    }
}
