import XCTest
import FlipbookRender
@testable import FlipbookEncode

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with files limited to `bytes` and SIGXFSZ ignored, so a write past the limit
/// fails with EFBIG (a full disk, for one process) instead of killing it; restores both after.
/// `body` should not print: test output may itself go to a file.
private func withFileSizeLimit(_ bytes: rlim_t, _ body: () throws -> Void) throws {
    struct SystemCallFailed: Error { let call: String, reason: String }
    func check(_ result: Int32, _ call: String) throws {
        guard result == 0 else { throw SystemCallFailed(call: call, reason: String(cString: strerror(errno))) }
    }
#if canImport(Glibc)
    let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
#else
    let resource = RLIMIT_FSIZE
    var ignore = sigaction()
    ignore.__sigaction_u.__sa_handler = SIG_IGN
#endif
    var old = rlimit()
    try check(getrlimit(resource, &old), "getrlimit")
    var limited = old
    limited.rlim_cur = min(bytes, old.rlim_max)
    var previous = sigaction()
    try check(sigaction(SIGXFSZ, &ignore, &previous), "sigaction")
    let result = Result { () throws in
        try check(setrlimit(resource, &limited), "setrlimit")
        let ran = Result { try body() }
        try check(setrlimit(resource, &old), "setrlimit (restoring)")
        try ran.get()
    }
    try check(sigaction(SIGXFSZ, &previous, nil), "sigaction (restoring)")
    try result.get()
}

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

    /// A disk error happens while compressed images are written in order, after the `write` that
    /// queued them returned: it must still fail the sink at the next call, name the path and
    /// leave nothing behind. A file-size limit stands in for a full disk.
    func testADiskErrorWhileWritingInOrderFailsTheSinkAndDeletesTheTemporaryFile() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("a.gif")
        // Noise in 256 colours: every frame differs everywhere and LZW cannot shrink it, so each
        // image adds about 24 kB, past the limit by the second image.
        var random = SystemRandomNumberGenerator()
        let palette = (0..<256).map { 0xFF00_0000 | UInt32($0) * 0x010101 }
        let frames = (0..<8).map { _ in
            GIFPreparedFrame(width: 200, height: 120, palette: palette,
                             indices: (0..<(200 * 120)).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
        let sink = try GIFSink(url: url, fps: 30, lossyTolerance: 0)

        var failure: (any Error)?
        var failedAt: Int?
        try withFileSizeLimit(20_000) {
            for (k, frame) in frames.enumerated() where failure == nil {
                do { try sink.write(frame, index: k) } catch { (failure, failedAt) = (error, k) }
            }
            if failure == nil {
                do { try sink.finish() } catch { failure = error }
            }
        }

        let error = try XCTUnwrap(failure, "nothing failed under a 20 kB file limit")
        XCTAssertTrue("\(error)".contains(url.path), "\(error)")
        XCTAssertNotEqual(failedAt, 0, "the first write has nothing to write but the header")
        XCTAssertEqual(try contents(folder), [])
        XCTAssertThrowsError(try sink.write(frames[0], index: 9)) { XCTAssertTrue("\($0)".contains("earlier step failed"), "\($0)") }
        XCTAssertThrowsError(try sink.finish())
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
