import Foundation
import XCTest
import FlipbookTestSupport

/// An interrupted run as a user causes it (Ctrl-C, or CI killing a job): the temporary files of
/// the outputs being written are removed, no half output appears, and the exit status is the
/// shell's 128 + signal.
final class InterruptionCommandTests: XCTestCase {
    private var flipbookExecutable: URL {
        var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while products.path.contains(".xctest") { products = products.deletingLastPathComponent() }
        return products.appendingPathComponent("flipbook")
    }

    /// Starts a render to a GIF and a folder, waits for its first temporary file, sends `signal`.
    private func interrupt(with signal: Int32) throws -> (status: Int32, left: [String]) {
        let dir = try temporaryDirectory("interrupt")
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = flipbookExecutable
        process.arguments = ["render", "blog-header-drag", "-o", dir.appendingPathComponent("x.gif").path,
                             "-o", dir.appendingPathComponent("frames").path, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        var sawTemporary = false
        while Date() < deadline, process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            if names.contains(where: { $0.contains(".tmp-") }) { sawTemporary = true; break }
            usleep(2_000)
        }
        XCTAssertTrue(sawTemporary, "the render never had a temporary file (finished too fast?)")
        XCTAssertEqual(kill(process.processIdentifier, signal), 0)
        process.waitUntilExit()
        let left = try FileManager.default.subpathsOfDirectory(atPath: dir.path)
        return (process.terminationStatus, left)
    }

    func testSIGTERMRemovesTemporaryFilesAndExits143() throws {
        let (status, left) = try interrupt(with: SIGTERM)
        XCTAssertEqual(status, 143)
        XCTAssertFalse(left.contains { $0.contains(".tmp-") }, "left behind: \(left)")
        XCTAssertFalse(left.contains("x.gif"), "a half GIF: \(left)")
    }

    func testSIGINTRemovesTemporaryFilesAndExits130() throws {
        let (status, left) = try interrupt(with: SIGINT)
        XCTAssertEqual(status, 130)
        XCTAssertFalse(left.contains { $0.contains(".tmp-") }, "left behind: \(left)")
        XCTAssertFalse(left.contains("x.gif"), "a half GIF: \(left)")
    }
}
