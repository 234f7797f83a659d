import Foundation
import XCTest
import FlipbookPipeline
import FlipbookSupport

/// What a `kill -9` leaves beside an output is removed by the next write to it, and only that:
/// temporaries of a process still running, and files named for other outputs, stay.
final class AbandonedTemporaryFilesTests: XCTestCase {
    /// The id of a process that has ended (run /bin/true and wait for it).
    private func deadPid() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let pid = process.processIdentifier
        XCTAssertNotEqual(kill(pid, 0), 0, "pid \(pid) was reused already")
        return pid
    }

    func testNextWriteRemovesWhatDeadRunsLeftAndNothingElse() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-abandoned-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let dead = try deadPid(), live = getppid()
        let deadFile = ".a.gif.tmp-\(dead)", liveFile = ".a.gif.tmp-\(live)", otherOutput = ".b.gif.tmp-\(dead)"
        for name in [deadFile, liveFile, otherOutput] { try Data([1]).write(to: dir.appendingPathComponent(name)) }
        // A dead run's folder output: frames, its marker and a half-written frame.
        let deadFolder = dir.appendingPathComponent(".frames.tmp-\(dead)")
        try FileManager.default.createDirectory(at: deadFolder, withIntermediateDirectories: true)
        for name in ["0000.png", AtomicFile.outputMarker, ".0001.png.tmp-\(dead)"] {
            try Data([2]).write(to: deadFolder.appendingPathComponent(name))
        }

        try AtomicFile.write([7], to: dir.appendingPathComponent("a.gif"))
        var names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        XCTAssertEqual(names, ["a.gif", liveFile, otherOutput, deadFolder.lastPathComponent])

        let folder = AtomicFile(destination: dir.appendingPathComponent("frames"))
        try folder.createFolder()
        try folder.commitFolder()
        names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        XCTAssertEqual(names, ["a.gif", liveFile, otherOutput, "frames"])
    }

    /// A dead run's folder holding a file Flipbook does not make keeps that file (and so itself).
    func testAbandonedFolderWithAForeignFileKeepsIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-abandoned2-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let deadFolder = dir.appendingPathComponent(".frames.tmp-\(try deadPid())")
        try FileManager.default.createDirectory(at: deadFolder, withIntermediateDirectories: true)
        try Data([1]).write(to: deadFolder.appendingPathComponent("0000.png"))
        try Data([3]).write(to: deadFolder.appendingPathComponent("notes.txt"))
        AtomicFile.removeAbandoned(beside: dir.appendingPathComponent("frames"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: deadFolder.path), ["notes.txt"])
    }
}
