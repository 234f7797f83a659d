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
        XCTAssertTrue(run.stderr.contains("--frames 100..200: blog-header has 41 steps (0..40), so no frames are in that range"), run.stderr)
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

    /// An LZW code size above 8 and a truncated GIF said "Failed to read from given file", naming
    /// the path twice, once absolute: now the field, once, as the user gave it.
    func testGIFFaultsNameTheFieldOnceWithThePathAsGiven() throws {
        let dir = try temporaryDirectory("gif-faults")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        // Relative paths, as the user types them in that folder.
        func flipbook(_ arguments: String...) throws -> ProcessRun { try runFlipbook(arguments, in: dir) }
        XCTAssertEqual(try flipbook("render", "blog-header", "--frames", "0..2", "--scale", "1", "-o", "g.gif", "--quiet").status, 0)
        var bytes = Array(try Data(contentsOf: dir.appendingPathComponent("g.gif")))
        // The first image descriptor, past the global colour table and any extensions.
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        while bytes[at] == 0x21 {
            at += 2
            while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        XCTAssertEqual(bytes[at], 0x2C)
        let local = bytes[at + 9]
        let codeSize = at + 10 + (local & 0x80 != 0 ? 3 << (Int(local & 7) + 1) : 0)
        let truncated = Array(bytes[0..<bytes.count / 2])
        bytes[codeSize] = 12
        try Data(bytes).write(to: dir.appendingPathComponent("lzw.gif"))
        try Data(truncated).write(to: dir.appendingPathComponent("short.gif"))
        let lzw = try flipbook("diff", "lzw.gif", "g.gif")
        XCTAssertEqual(lzw.status, 2)
        XCTAssertTrue(lzw.stderr.hasPrefix("flipbook: error: lzw.gif: not a readable GIF: frame 0"), lzw.stderr)
        XCTAssertTrue(lzw.stderr.contains("the LZW minimum code size is 12; GIF allows 2 to 8"), lzw.stderr)
        let short = try flipbook("diff", "short.gif", "g.gif")
        XCTAssertEqual(short.status, 2)
        XCTAssertTrue(short.stderr.contains("short.gif: not a readable GIF: frame"), short.stderr)
        XCTAssertTrue(short.stderr.contains("the data ends early"), short.stderr)
        for run in [lzw, short] {
            XCTAssertFalse(run.stderr.contains(dir.path), "the path as given, not absolute: \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("Failed to read"), run.stderr)
        }
    }
}
