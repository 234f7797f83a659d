import Foundation
import XCTest
import FlipbookTestSupport

/// Issue 33: a recording lands whole. `kill -9` at any moment of `record`, or a write that fails
/// half-way (a full disk, simulated with `ulimit -f`), leaves the golden folder of one recording
/// with the `meta.json` that lists its frames.
final class RecordWholeTests: XCTestCase {
    private static func scene(_ color: String) -> String {
        """
        {"name": "small", "screen": {"size": [40, 30], "scale": 1}, "background": "white",
         "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 40, 30], "contentSize": [40, 200],
                    "subviews": [{"id": "card", "frame": [4, 4, 30, 100], "backgroundColor": "\(color)"}]}],
         "scrollView": "list", "driver": {"type": "offsets", "from": 0, "to": 60, "step": 1}}
        """
    }

    private var products: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path.contains(".xctest") { url = url.deletingLastPathComponent() }
        return url
    }

    /// The folder's frames and meta.json, as names to bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    private func record(_ project: URL, shell prefix: String = "", killAfter delay: Double? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", prefix + "exec \"$0\" record --quiet fixtures/small.json", products.appendingPathComponent("flipbook").path]
        process.currentDirectoryURL = project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            let deadline = Date().addingTimeInterval(delay)
            while process.isRunning, Date() < deadline { usleep(1000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func makeProject() throws -> (project: URL, old: [String: Data], new: [String: Data]) {
        let project = try temporaryDirectory("record-whole")
        addTeardownBlock { try? FileManager.default.removeItem(at: project) }
        let fixtures = project.appendingPathComponent("fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        let folder = project.appendingPathComponent("golden/small")
        try Data(Self.scene("systemRed").utf8).write(to: fixtures.appendingPathComponent("small.json"))
        XCTAssertEqual(try record(project), 0)
        let new = try snapshot(folder)
        try Data(Self.scene("systemBlue").utf8).write(to: fixtures.appendingPathComponent("small.json"))
        XCTAssertEqual(try record(project), 0)
        let old = try snapshot(folder)
        XCTAssertNotEqual(old["0010.png"], new["0010.png"])
        try Data(Self.scene("systemRed").utf8).write(to: fixtures.appendingPathComponent("small.json"))
        return (project, old, new)
    }

    func testKillingRecordAtAnyMomentLeavesOneRecordingWhole() throws {
        let (project, old, new) = try makeProject()
        let folder = project.appendingPathComponent("golden/small")
        for delay in [0.01, 0.03, 0.06, 0.1, 0.15, 0.2, 0.3, 0.5] {
            _ = try record(project, killAfter: delay)
            let now = try snapshot(folder)
            XCTAssertTrue(now == old || now == new, "after \(delay) s: the folder mixes recordings: \(now.keys.sorted())")
            if now == new {
                // Back to the old recording for the next attempt.
                try Data(Self.scene("systemBlue").utf8).write(to: project.appendingPathComponent("fixtures/small.json"))
                XCTAssertEqual(try record(project), 0)
                try Data(Self.scene("systemRed").utf8).write(to: project.appendingPathComponent("fixtures/small.json"))
            }
        }
    }

    /// Writes past 8 KB fail (EFBIG, SIGXFSZ ignored): some frames could be written, meta.json not.
    func testAWriteFailingHalfWayLeavesTheEarlierRecording() throws {
        let (project, old, _) = try makeProject()
        let status = try record(project, shell: "trap '' XFSZ; ulimit -f 16; ")
        XCTAssertEqual(status, 1, "a failed write is the environment's failure")
        XCTAssertEqual(try snapshot(project.appendingPathComponent("golden/small")), old)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("golden").path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(hidden, [])
    }
}
