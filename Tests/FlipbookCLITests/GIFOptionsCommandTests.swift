import Foundation
import XCTest
import FlipbookTestSupport

/// `--loop`, `--dither` and `--lossy` as a user calls them, read back from the GIF: the loop
/// count from the NETSCAPE2.0 block's bytes, lossless exactness with Pillow (an independent
/// decoder), dithering from the bytes it changes.
final class GIFOptionsCommandTests: XCTestCase {
    /// Solid bands on pixel boundaries, scrolled by whole points at @1x: far fewer than 256 colours,
    /// so a lossless GIF must decode to exactly the PNG frames.
    private let flatScene = """
        {"name": "flat", "screen": {"device": "iphone-14", "scale": 1},
         "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [390, 2000],
                    "backgroundColor": "white",
                    "subviews": [{"repeat": {"count": 16, "as": "i"},
                                  "view": {"frame": [0, "i * 120", 390, 60],
                                           "backgroundColor": {"cycle": ["#F05138", "#3D8BFD", "#34C759", "#FF9F0A"]}}}]}],
         "scrollView": "list",
         "driver": {"type": "offsets", "offsets": [0, 7, 30, 95, 200]}}
        """

    /// The loop count of the NETSCAPE2.0 application extension, or nil when there is none.
    private func loopCount(_ gif: Data) -> Int? {
        let bytes = [UInt8](gif), tag = Array("NETSCAPE2.0".utf8)
        guard let at = (0...(bytes.count - tag.count - 5)).first(where: { Array(bytes[$0..<$0 + tag.count]) == tag }) else { return nil }
        // After the tag: sub-block size 3, sub-block id 1, then the count, little-endian.
        let block = at + tag.count
        guard bytes[block] == 3, bytes[block + 1] == 1 else { return nil }
        return Int(bytes[block + 2]) | Int(bytes[block + 3]) << 8
    }

    func testLoopCountReachesTheNetscapeBlock() throws {
        let dir = try temporaryDirectory("gif-loop")
        defer { try? FileManager.default.removeItem(at: dir) }
        for loop in [0, 3, 300] {
            let gif = dir.appendingPathComponent("loop\(loop).gif")
            let run = try flipbook("render", "blog-header", "-o", gif.path, "--frames", "0..2", "--scale", "1",
                                   "--loop", "\(loop)", "--quiet")
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(loopCount(try Data(contentsOf: gif)), loop, "--loop \(loop)")
        }
    }

    func testLossyZeroDecodesToExactlyTheFrames() throws {
        try Checker.require(.pillow)
        let dir = try temporaryDirectory("gif-lossless")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("flat.json"), gif = dir.appendingPathComponent("flat.gif")
        let frames = dir.appendingPathComponent("frames")
        try Data(flatScene.utf8).write(to: scene)
        let run = try flipbook("render", scene.path, "-o", gif.path, "-o", frames.path, "--lossy", "0", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        // Every GIF frame (composited as a browser shows it) equals its PNG frame pixel for pixel;
        // consecutive identical frames are stored once in a GIF, so they are compared once.
        let verdict = try IndependentChecker.run("""
            import sys
            from PIL import Image, ImageSequence
            gif = Image.open(sys.argv[1])
            shown = [f.convert("RGB").tobytes() for f in ImageSequence.Iterator(gif)]
            pngs = [Image.open(p).convert("RGB").tobytes() for p in sys.argv[2:]]
            distinct = [p for k, p in enumerate(pngs) if k == 0 or p != pngs[k - 1]]
            if len(shown) != len(distinct):
                print("frames", len(shown), "vs", len(distinct))
            else:
                bad = [k for k in range(len(shown)) if shown[k] != distinct[k]]
                print("exact" if not bad else "differ " + ",".join(map(str, bad)))
            """, arguments: [gif.path] + (try framePNGs(in: frames)).map(\.path))
        XCTAssertEqual(verdict.trimmingCharacters(in: .whitespacesAndNewlines), "exact")
    }

    func testDitherModesReachTheGIF() throws {
        let dir = try temporaryDirectory("gif-dither")
        defer { try? FileManager.default.removeItem(at: dir) }
        var bytes: [String: Data] = [:]
        for mode in ["none", "ordered", "diffusion"] {
            let gif = dir.appendingPathComponent("\(mode).gif")
            let run = try flipbook("render", "blog-header", "-o", gif.path, "--frames", "0..2", "--scale", "1",
                                   "--dither", mode, "--lossy", "0", "--quiet")
            XCTAssertEqual(run.status, 0, run.stderr)
            bytes[mode] = try Data(contentsOf: gif)
        }
        // The header photo has far more than 256 colours, so each mode quantizes it differently.
        XCTAssertNotEqual(bytes["ordered"], bytes["none"])
        XCTAssertNotEqual(bytes["diffusion"], bytes["none"])
        XCTAssertNotEqual(bytes["ordered"], bytes["diffusion"])
        let bad = try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("x.gif").path, "--dither", "floyd")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--dither must be none, ordered or diffusion"), bad.stderr)
    }
}
