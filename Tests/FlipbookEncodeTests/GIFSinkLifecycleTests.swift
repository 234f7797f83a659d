import XCTest
import FlipbookRender
@testable import FlipbookEncode

final class GIFSinkLifecycleTests: XCTestCase {
    private func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testFinalFileAppearsOnlyAtFinish() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        let sink = try GIFSink(url: url, fps: 30)
        try sink.write(try sink.preparer.prepare(TestFrames.flatUI(0), index: 0), index: 0)
        XCTAssertEqual(try contents(folder), [".a.gif.tmp-\(getpid())"])
        try sink.finish()
        XCTAssertEqual(try contents(folder), ["a.gif"])
    }

    func testAbortLeavesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        let sink = try GIFSink(url: url, fps: 30)
        for k in 0..<3 { try sink.write(try sink.preparer.prepare(TestFrames.flatUI(k), index: k), index: k) }
        sink.abort()
        sink.abort()   // idempotent
        XCTAssertEqual(try contents(folder), [])
        XCTAssertThrowsError(try sink.finish())
        XCTAssertEqual(try contents(folder), [])
    }

    func testAbortKeepsAnExistingFileUntouched() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        try Data("old".utf8).write(to: url)
        let sink = try GIFSink(url: url, fps: 30)
        try sink.write(try sink.preparer.prepare(TestFrames.flatUI(0), index: 0), index: 0)
        sink.abort()
        XCTAssertEqual(try Data(contentsOf: url), Data("old".utf8))
        XCTAssertEqual(try contents(folder), ["a.gif"])
    }

    func testDroppingAnUnfinishedSinkCleansUp() throws {
        let folder = try makeTemporaryFolder(self)
        do {
            let sink = try GIFSink(url: folder.appendingPathComponent("a.gif"), fps: 30)
            try sink.write(try sink.preparer.prepare(TestFrames.flatUI(0), index: 0), index: 0)
        }
        XCTAssertEqual(try contents(folder), [])
    }

    func testMissingFolderIsAClearErrorNamingThePath() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("missing/deeper/a.gif")
        XCTAssertThrowsError(try GIFSink(url: url, fps: 30)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains(url.path), message)
            XCTAssertTrue(message.contains("No such file or directory"), message)
            XCTAssertEqual((error as? LocalizedError)?.errorDescription, message)
        }
    }

    func testBadParametersThrow() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("a.gif")
        XCTAssertThrowsError(try GIFSink(url: url, fps: 0))
        XCTAssertThrowsError(try GIFSink(url: url, fps: 30, loopCount: 70_000))
        XCTAssertThrowsError(try GIFSink(url: URL(string: "https://example.com/a.gif")!, fps: 30))
    }

    func testFinishWithoutFramesFailsAndLeavesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let sink = try GIFSink(url: folder.appendingPathComponent("a.gif"), fps: 30)
        XCTAssertThrowsError(try sink.finish()) { XCTAssertTrue("\($0)".contains("a.gif"), "\($0)") }
        XCTAssertEqual(try contents(folder), [])
    }

    func testBadWritesFailTheSinkAndDeleteTheTemporaryFile() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        let preparer = GIFFramePreparer()
        let small = try preparer.prepare(RasterFrame(width: 10, height: 10, filledWith: 0xFF12_3456), index: 1)

        let outOfOrder = try GIFSink(url: url, fps: 30)
        try outOfOrder.write(small, index: 3)     // a render of --frames 3... starts at 3
        XCTAssertThrowsError(try outOfOrder.write(small, index: 3)) { XCTAssertTrue("\($0)".contains("out of order"), "\($0)") }
        XCTAssertEqual(try contents(folder), [])
        XCTAssertThrowsError(try outOfOrder.write(small, index: 4)) { XCTAssertTrue("\($0)".contains("earlier step failed"), "\($0)") }

        let resized = try GIFSink(url: url, fps: 30)
        try resized.write(try preparer.prepare(TestFrames.flatUI(0), index: 0), index: 0)
        XCTAssertThrowsError(try resized.write(small, index: 1)) { XCTAssertTrue("\($0)".contains("differs"), "\($0)") }
        XCTAssertEqual(try contents(folder), [])

        let handMade = try GIFSink(url: url, fps: 30)
        let broken = GIFPreparedFrame(width: 2, height: 2, palette: [0xFF00_0000], indices: [0, 0, 0, 9])
        XCTAssertThrowsError(try handMade.write(broken, index: 0)) { XCTAssertTrue("\($0)".contains("palette"), "\($0)") }
        let short = try GIFSink(url: url, fps: 30)
        XCTAssertThrowsError(try short.write(GIFPreparedFrame(width: 2, height: 2, palette: [0xFF00_0000], indices: [0]), index: 0))
        XCTAssertEqual(try contents(folder), [])
    }

    func testTwoSinksOnOnePathDoNotShareATemporaryFile() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        let first = try GIFSink(url: url, fps: 30)
        XCTAssertThrowsError(try GIFSink(url: url, fps: 30)) { XCTAssertTrue("\($0)".contains("File exists"), "\($0)") }
        first.abort()
    }

    func testDecodingGarbageNamesTheFile() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("not.gif")
        try Data("definitely not a gif".utf8).write(to: url)
        XCTAssertThrowsError(try GIFDecoder.decode(url: url)) { XCTAssertTrue("\($0)".contains(url.path), "\($0)") }
        XCTAssertThrowsError(try GIFDecoder.decode(url: url.appendingPathExtension("missing"))) {
            XCTAssertTrue("\($0)".contains("not.gif.missing"), "\($0)")
        }
    }
}
