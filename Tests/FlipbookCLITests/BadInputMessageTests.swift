import Foundation
import XCTest
import FlipbookTestSupport

/// Issue 33's message cases: bad input exits 2 with a message naming the place, never an
/// internal complaint or a Foundation dump.
final class BadInputMessageTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testFramesPastTheEndNameTheRangeAndTheScenesLength() throws {
        let dir = try temporaryDirectory("frames-past")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let scene = Self.repository.appendingPathComponent("fixtures/blog-header.json").path
        let out = dir.appendingPathComponent("x.gif")
        let run = try flipbook("render", scene, "--frames", "100..200", "--scale", "1", "-o", out.path, "--quiet")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--frames 100..200: blog-header has 41 steps (0..40), none in that range"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }

    func testAGoldenFolderThatIsADanglingLinkIsBadInputNamingIt() throws {
        let dir = try temporaryDirectory("dangling")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: goldens.appendingPathComponent("blog-header").path, withDestinationPath: "/nonexistent/x")
        let scene = Self.repository.appendingPathComponent("fixtures/blog-header.json").path
        for mode in ["never", "missing"] {
            let run = try flipbook("verify", scene, "--golden", goldens.path, "--record", mode, "--report", dir.appendingPathComponent("r").path)
            XCTAssertEqual(run.status, 2, "\(mode): \(run.stdout) \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(goldens.appendingPathComponent("blog-header").path), run.stderr)
            XCTAssertFalse(run.stderr.contains("NSCocoaErrorDomain"), run.stderr)
        }
    }
}
