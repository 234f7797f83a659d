import Foundation
import XCTest
import FlipbookTestSupport

/// `render --animated`, `.apng` and `--max-bytes` through the real binary: files, lines, exit codes.
final class AnimatedAndBudgetCommandLineTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-apng-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }


    /// Frame count, loop and durations (ms) as Pillow reads them; fails (CI) or skips without Pillow.
    private func pillow(_ url: URL) throws -> (frames: Int, loop: Int, durations: [Double]) {
        try Checker.require(.pillow)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Checker.python)
        process.arguments = ["-c", """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        d = []
        for i in range(im.n_frames):
            im.seek(i); d.append(im.info["duration"])
        print(im.format, im.n_frames, im.info.get("loop"), *d)
        """, url.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "Pillow", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "Pillow could not read \(url.path)"])
        }
        let words = text.split(whereSeparator: \.isWhitespace)
        return (Int(words[1])!, Int(words[2])!, words.dropFirst(3).map { Double($0)! })
    }

    func testAnimatedPNGAndAPNGOutputs() throws {
        let png = dir.appendingPathComponent("header.png"), apng = dir.appendingPathComponent("header.apng")
        let run = try flipbook("render", "blog-header", "-o", png.path, "-o", apng.path, "--animated",
                               "--scale", "1", "--frames", "0..4", "--loop", "1")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("5 frames at 1x"), run.stdout)
        XCTAssertEqual(try Data(contentsOf: png), try Data(contentsOf: apng), "--animated .png and .apng are the same file")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)), ["header.png", "header.apng"])
        let seen = try pillow(png)
        XCTAssertEqual(seen.frames, 5)
        XCTAssertEqual(seen.loop, 2, "--loop 1: one repeat after the first play")
        for d in seen.durations { XCTAssertEqual(d, 1000.0 / 30, accuracy: 1e-9) }
    }

    func testAnimatedNeedsAPNGOutput() throws {
        let run = try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("a.gif").path, "--animated")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--animated makes a .png output an animated PNG; there is no .png output"), run.stderr)
    }

    func testMaxBytesFitsAndSaysWhatItChose() throws {
        let gif = dir.appendingPathComponent("header.gif")
        let run = try flipbook("render", "blog-header", "-o", gif.path, "--scale", "1", "--frames", "0..8", "--max-bytes", "150KB")
        XCTAssertEqual(run.status, 0, run.stderr)
        let line = run.stdout.trimmingCharacters(in: .newlines)
        XCTAssertNotNil(line.range(of: #"^.*header\.gif: [0-9.]+ KB at (30|15|10) fps, scale 1, lossy (8|16|32) \(budget 150 KB\)$"#,
                                   options: .regularExpression), line)
        XCTAssertLessThanOrEqual(try Data(contentsOf: gif).count, 150_000)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["header.gif"], "no attempt left behind")
        let seen = try pillow(gif)   // outside XCTAssert, which would turn a skip into a failure
        XCTAssertEqual(seen.durations.reduce(0, +), 300, "nine steps at 30 fps, whatever the frame rate chosen")
    }

    func testMaxBytesThatCannotFitExitsTwoNamingTheSmallestSize() throws {
        let gif = dir.appendingPathComponent("tiny.gif")
        let run = try flipbook("render", "blog-header", "-o", gif.path, "--scale", "1", "--frames", "0..2", "--max-bytes", "2KB")
        XCTAssertEqual(run.status, 2)
        XCTAssertNotNil(run.stderr.range(of: #"tiny\.gif: cannot fit in 2 KB: the smallest it gets is [0-9.]+ KB, at 10 fps, scale 1, lossy 32"#,
                                         options: .regularExpression), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testMaxBytesBadValuesAndOutputsAreUsageErrors() throws {
        let gif = dir.appendingPathComponent("a.gif").path
        for (args, message) in [
            (["-o", gif, "--max-bytes", "5"], "--max-bytes '5' is below 1KB (a bare number is bytes: did you mean 5MB?)"),
            (["-o", gif, "--max-bytes", "lots"], "--max-bytes 'lots' is not a size"),
            (["-o", gif, "--max-bytes", "9GB"], "--max-bytes '9GB' is above 2GB"),
            (["-o", dir.appendingPathComponent("a.png").path, "--max-bytes", "5MB"], "--max-bytes fits one .gif output"),
            (["-o", gif, "-o", dir.appendingPathComponent("f").path, "--max-bytes", "5MB"], "--max-bytes fits one .gif output"),
        ] {
            let run = try runFlipbook(["render", "blog-header"] + args)
            XCTAssertEqual(run.status, 2, "\(args)")
            XCTAssertTrue(run.stderr.contains(message), "\(args): \(run.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

}
