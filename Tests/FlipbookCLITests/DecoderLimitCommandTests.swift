import Foundation
import XCTest
import FlipbookTestSupport

/// `flipbook diff` on hostile images: small files declaring huge pictures are refused from
/// their headers (exit 2, naming the file) instead of taking gigabytes.
final class DecoderLimitCommandTests: XCTestCase {
    func testGIFWithHugeScreenAndManyFramesIsBadInput() throws {
        let dir = try temporaryDirectory("diff-gif-bomb")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bomb = dir.appendingPathComponent("bomb.gif")
        try Data(GIFBytes.onePixelFrames(width: 4096, height: 4096, frames: 40)).write(to: bomb)
        let run = try flipbook("diff", bomb.path, bomb.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("bomb.gif") && run.stderr.contains("more than 64 Mpixel"), run.stderr)
    }

    func testTruncatedGIFNamesThePlace() throws {
        let dir = try temporaryDirectory("diff-gif-cut")
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = GIFBytes.onePixelFrames(width: 8, height: 8, frames: 3)
        let cut = dir.appendingPathComponent("cut.gif")
        try Data(whole.prefix(whole.count - 4)).write(to: cut)
        let run = try flipbook("diff", cut.path, cut.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("cut.gif") && run.stderr.contains("frame 2") && run.stderr.contains("ends early"), run.stderr)
        XCTAssertFalse(run.stderr.contains("unknown giflib error"), run.stderr)
    }

    func testPNGDeclaringHugeSizeIsBadInput() throws {
        let dir = try temporaryDirectory("diff-png-bomb")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bomb = dir.appendingPathComponent("bomb.png")
        try Data(PNGBytes.header(width: 20_000, height: 20_000, tail: [UInt8](repeating: 0, count: 48_000))).write(to: bomb)
        let run = try flipbook("diff", bomb.path, bomb.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("bomb.png") && run.stderr.contains("larger than the limit of 64 Mpixel"), run.stderr)
    }

    func testNonPNGSaysNotAPNG() throws {
        let dir = try temporaryDirectory("diff-not-png")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("notes.png")
        try Data("just some text".utf8).write(to: text)
        let run = try flipbook("diff", text.path, text.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("notes.png: not a readable PNG image (not a PNG"), run.stderr)
        XCTAssertFalse(run.stderr.contains("out of memory"), run.stderr)
    }

    /// A scene's asset that is not a PNG is named as such by `validate` and `render` (was "out of memory").
    func testSceneAssetThatIsNotAPNGSaysSo() throws {
        let dir = try temporaryDirectory("asset-not-png")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("hello".utf8).write(to: dir.appendingPathComponent("fake@3x.png"))
        let scene = dir.appendingPathComponent("scene.json")
        try Data("""
            {"screen": {"size": [64, 48], "scale": 1},
             "views": [{"id": "icon", "type": "image", "src": "fake@3x.png", "frame": [0, 0, 16, 16]}],
             "driver": {"type": "offsets", "from": 0, "to": 0, "step": 1}}
            """.utf8).write(to: scene)
        for arguments in [["validate", scene.path], ["render", scene.path, "-o", dir.appendingPathComponent("x.png").path]] {
            let run = try runFlipbook(arguments)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stdout.contains("fake@3x.png: not a readable PNG image (not a PNG file")
                          || run.stderr.contains("fake@3x.png: not a readable PNG image (not a PNG file"), run.stdout + run.stderr)
            XCTAssertFalse((run.stdout + run.stderr).contains("out of memory"), run.stderr)
        }
    }
}
