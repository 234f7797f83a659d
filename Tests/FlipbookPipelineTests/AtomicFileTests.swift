import Foundation
import XCTest
import FlipbookPipeline
import FlipbookSupport

final class AtomicFileTests: XCTestCase {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-atomic-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testWriteReplacesWholeAndLeavesNoTemporaryFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("a.bin")
        try AtomicFile.write([1, 2, 3], to: url)
        try AtomicFile.write([4, 5], to: url)
        XCTAssertEqual(try Data(contentsOf: url), Data([4, 5]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["a.bin"])
    }

    func testDiscardLeavesTheOldFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("a.gif")
        try AtomicFile.write([7], to: url)
        let file = AtomicFile(destination: url)
        let fd = try file.create()
        XCTAssertThrowsError(try AtomicFile(destination: url).create(), "a second writer to one path fails loudly")
        close(fd)
        file.discard()
        XCTAssertEqual(try Data(contentsOf: url), Data([7]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["a.gif"])
    }

    /// An unwritable place is the environment's failure (exit 1), named by its path; a file where
    /// a folder must be is a usage error (exit 2).
    func testFailuresCarryTheirExitCodes() throws {
        XCTAssertThrowsError(try AtomicFile.write([1], to: URL(fileURLWithPath: "/proc/flipbook/a.png"))) { error in
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .failure)
            XCTAssertTrue("\(error)".hasPrefix("/proc/flipbook/a.png: could not write ("), "\(error)")
        }
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("taken")
        try AtomicFile.write([1], to: file)
        XCTAssertThrowsError(try AtomicFile.ensureDirectory(file)) { error in
            XCTAssertEqual(error as? OutputError, .notADirectory(path: file.path))
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
        }
    }

    func testFrameFileNames() {
        XCTAssertEqual(FrameFileName.png(7), "0007.png")
        XCTAssertEqual(FrameFileName.png(12_345), "12345.png")
        XCTAssertEqual(FrameFileName.index(of: "0040.png"), 40)
        XCTAssertNil(FrameFileName.index(of: "40.png"))
        XCTAssertNil(FrameFileName.index(of: "00a0.png"))
        XCTAssertNil(FrameFileName.index(of: "0040.png.tmp"))
        XCTAssertNil(FrameFileName.index(of: "99999999999999999999.png"), "no overflow on a long name")
    }
}
