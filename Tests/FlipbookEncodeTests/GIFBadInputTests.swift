import Foundation
import XCTest
import FlipbookRender
@testable import FlipbookEncode

/// Bad input gives an error that says what and where, and never leaves a file behind.
final class GIFBadInputTests: XCTestCase {
    private func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testZeroFramesIsAnErrorAndLeavesNoFile() throws {
        let folder = try makeTemporaryFolder(self)
        let sink = try GIFSink(url: folder.appendingPathComponent("empty.gif"), fps: 30)
        XCTAssertThrowsError(try renderThrough(sink, [])) { error in
            XCTAssertTrue("\(error)".contains("empty.gif") && "\(error)".contains("before any frame"), "\(error)")
        }
        XCTAssertEqual(try contents(folder), [])
    }

    func testMismatchedFrameSizesAreAnErrorAndLeaveNoFile() throws {
        let folder = try makeTemporaryFolder(self)
        let sink = try GIFSink(url: folder.appendingPathComponent("sizes.gif"), fps: 30)
        let frames = [TestFrames.flatUI(0), TestFrames.flatUI(1), RasterFrame(width: 50, height: 50, filledWith: 0xFF00_00FF)]
        XCTAssertThrowsError(try renderThrough(sink, frames)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("frame 2") && message.contains("50x50")
                          && message.contains("\(TestFrames.width)x\(TestFrames.height)"), message)
        }
        XCTAssertEqual(try contents(folder), [])
    }

    func testUnwritableOutputPathIsAnErrorBeforeAnyFrame() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let url = file.appendingPathComponent("a.gif")
        XCTAssertThrowsError(try GIFSink(url: url, fps: 30)) { error in
            XCTAssertTrue("\(error)".contains(url.path) && "\(error)".contains("Not a directory"), "\(error)")
        }
        XCTAssertEqual(try contents(folder), ["not-a-folder"])
    }

    func testAnEmptyFrameFailsInThePreparerNamingTheFrame() throws {
        let folder = try makeTemporaryFolder(self)
        let sink = try GIFSink(url: folder.appendingPathComponent("a.gif"), fps: 30)
        XCTAssertThrowsError(try renderThrough(sink, [TestFrames.flatUI(0), RasterFrame(width: 0, height: 0, pixels: [])])) {
            XCTAssertTrue("\($0)".contains("frame 1"), "\($0)")
        }
        sink.abort()
        XCTAssertEqual(try contents(folder), [])
    }
}
