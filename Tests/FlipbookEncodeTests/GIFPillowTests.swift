import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookEncode

/// An independent reader: Debian's Pillow (/usr/bin/python3, python3-pil) opens the GIF, counts
/// frames, reads the loop count and durations, and dumps each composited frame as raw RGB so the
/// pixels can be compared with what went in.
final class GIFPillowTests: XCTestCase {
    private static var python: String { Checker.python }

    private static let script = """
    import json, sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    durations = []
    for i in range(im.n_frames):
        im.seek(i)
        durations.append(im.info.get("duration"))
        with open(f"{sys.argv[2]}/frame{i}.rgb", "wb") as f:
            f.write(im.convert("RGB").tobytes())
    im.seek(0)
    print(json.dumps({"format": im.format, "size": list(im.size), "frames": im.n_frames,
                      "loop": im.info.get("loop"), "durations": durations}))
    """

    private struct Report: Decodable {
        let format: String, size: [Int], frames: Int, loop: Int?, durations: [Int?]
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testPillowReadsFramesLoopAndDurations() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("pillow.gif")
        let frames = TestFrames.animation
        try renderThrough(try GIFSink(url: url, fps: 30), frames)
        try Checker.require(.pillow)

        let (status, output) = try run(["-c", Self.script, url.path, folder.path])
        XCTAssertEqual(status, 0, String(decoding: output, as: UTF8.self))
        let report = try JSONDecoder().decode(Report.self, from: output)
        XCTAssertEqual(report.format, "GIF")
        XCTAssertEqual(report.size, [TestFrames.width, TestFrames.height])
        XCTAssertEqual(report.frames, 10)
        XCTAssertEqual(report.loop, 0)
        XCTAssertEqual(report.durations, [30, 40, 30, 30, 40, 30, 30, 40, 30, 30])

        for (k, input) in frames.enumerated() {
            let rgb = [UInt8](try Data(contentsOf: folder.appendingPathComponent("frame\(k).rgb")))
            XCTAssertEqual(rgb.count, input.pixels.count * 3)
            let seen = (0..<input.pixels.count).map {
                0xFF00_0000 | UInt32(rgb[3 * $0]) << 16 | UInt32(rgb[3 * $0 + 1]) << 8 | UInt32(rgb[3 * $0 + 2])
            }
            let expected = input.pixels.map(TestCanvas.overWhite)
            if TestFrames.distinctOpaqueColors(input) <= 256 {
                XCTAssertEqual(seen, expected, "Pillow frame \(k)")
            } else {
                XCTAssertLessThan(meanAbsoluteError(seen, expected), 2, "Pillow frame \(k)")
            }
        }
    }
}
