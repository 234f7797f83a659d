import Foundation
import XCTest
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport

/// Issue 33: comparisons that miss nothing. `diff` of animations compares every frame; alpha is
/// measured as pixelmatch 7 measures it; `--include-aa` counts anti-aliased pixels too.
final class ComparisonCommandTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func frame(_ fill: UInt32, patch: UInt32? = nil) -> RasterFrame {
        var pixels = [UInt32](repeating: fill, count: 32 * 24)
        if let patch { for y in 10..<13 { for x in 10..<13 { pixels[y * 32 + x] = patch } } }
        return RasterFrame(width: 32, height: 24, pixels: pixels)
    }

    private func writeAPNG(_ frames: [RasterFrame], to url: URL) throws {
        let sink = try APNGSink(url: url, loopCount: 0)
        try sink.start(RunInfo(framesPerSecond: 10))
        for (k, raster) in frames.enumerated() {
            let frame = Frame(step: Step(index: k, time: Double(k) / 10), raster: raster)
            try sink.consume(try sink.preparer.prepare(frame), of: frame)
        }
        try sink.finish()
    }

    func testTwoAnimationsThatDifferOnlyInFrameOneDiffer() throws {
        let dir = try temporaryDirectory("diff-apng")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.apng"), b = dir.appendingPathComponent("b.apng")
        try writeAPNG([frame(0xFFFF_FFFF), frame(0xFFFF_FFFF, patch: 0xFF00_00FF), frame(0xFF00_0000)], to: a)
        try writeAPNG([frame(0xFFFF_FFFF), frame(0xFFFF_FFFF, patch: 0xFFFF_0000), frame(0xFF00_0000)], to: b)
        let run = try flipbook("diff", a.path, b.path)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stdout.contains("frame 1: 9 pixels changed (exact)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("1 of 3 frames differ"), run.stdout)
        // The same animation under a .png name is an animation too.
        let renamed = dir.appendingPathComponent("b.png")
        try FileManager.default.copyItem(at: b, to: renamed)
        XCTAssertEqual(try flipbook("diff", a.path, renamed.path).status, 1)
        XCTAssertEqual(try flipbook("diff", a.path, a.path).status, 0)
        // A damaged animation names the chunk and the check, with the path as given: exit 2.
        var bytes = Array(try Data(contentsOf: b))
        bytes[bytes.count - 20] ^= 0x55
        let damaged = dir.appendingPathComponent("damaged.apng")
        try Data(bytes).write(to: damaged)
        let bad = try flipbook("diff", a.path, damaged.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("\(damaged.path): not a readable APNG: chunk"), bad.stderr)
        XCTAssertTrue(bad.stderr.contains("CRC"), bad.stderr)
    }

    /// pixelmatch 7.0.0's fix: opaque white against fully transparent is a difference, even with a threshold.
    func testOpaqueWhiteAgainstTransparentIsADifference() throws {
        let dir = try temporaryDirectory("diff-alpha")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let white = dir.appendingPathComponent("white.png"), clear = dir.appendingPathComponent("clear.png")
        try Data(try PNGEncoder.encode(frame(0xFFFF_FFFF))).write(to: white)
        try Data(try PNGEncoder.encode(frame(0x0000_0000))).write(to: clear)
        let run = try flipbook("diff", white.path, clear.path, "--threshold", "0.05")
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("768 pixels differ beyond threshold 0.05"), run.stdout)
    }

    func testIncludeAACountsAntiAliasedPixelsAndNeedsAThreshold() throws {
        let a = Self.repository.appendingPathComponent("golden/blog-header/0000.png").path
        let b = Self.repository.appendingPathComponent("golden/blog-header/0010.png").path
        let plain = try flipbook("diff", a, b, "--threshold", "0.1")
        let counted = try flipbook("diff", a, b, "--threshold", "0.1", "--include-aa")
        func numbers(_ text: String) -> [Int] {
            text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        }
        // "D pixels differ beyond threshold 0.1, A more only by anti-aliasing; C pixels changed (exact)"
        let p = numbers(plain.stdout), c = numbers(counted.stdout)
        XCTAssertTrue(plain.stdout.contains("more only by anti-aliasing"), plain.stdout)
        XCTAssertFalse(counted.stdout.contains("anti-aliasing"), counted.stdout)
        XCTAssertEqual(c[0], p[0] + p[3], "every forgiven pixel counts with --include-aa")
        let refused = try flipbook("diff", a, b, "--include-aa")
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--threshold"), refused.stderr)
    }
}
