import Foundation
import XCTest
import FlipbookTestSupport

/// `flipbook handout BEFORE AFTER -o review.pdf` as a user types it, read back with Poppler.
final class BeforeAfterHandoutTests: XCTestCase {

    private var dir: URL!

    override func setUpWithError() throws {
        dir = try temporaryDirectory("handout-ba")
    }

    override func tearDownWithError() throws { if let dir { try? FileManager.default.removeItem(at: dir) } }

    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures")
    }

    /// The frames listed on page 1 ("frame 12: 431 pixels (0.03 %)"), by number.
    private func listedFrames(_ pdf: URL) throws -> (Set<Int>, String) {
        let text = try Poppler.text(of: pdf, pages: 1...1)
        let pattern = try NSRegularExpression(pattern: #"frame (\d+): \d+ pixels? \("#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        let frames = matches.compactMap { Range($0.range(at: 1), in: text).flatMap { Int(text[$0]) } }
        XCTAssertEqual(frames.count, Set(frames).count, "each frame once: \(text)")
        return (Set(frames), text)
    }

    /// Frames whose PNGs differ in any byte of any pixel, found by Pillow, not by Flipbook.
    private func differingFrames(_ a: URL, _ b: URL) throws -> Set<Int> {
        let script = """
        import os, sys
        from PIL import Image
        a, b = sys.argv[1], sys.argv[2]
        names = sorted(n for n in os.listdir(a) if n.endswith('.png'))
        assert names == sorted(n for n in os.listdir(b) if n.endswith('.png'))
        print(' '.join(str(int(n[:-4])) for n in names
                       if Image.open(os.path.join(a, n)).convert('RGBA').tobytes()
                       != Image.open(os.path.join(b, n)).convert('RGBA').tobytes()))
        """
        let out = try IndependentChecker.run(script, arguments: [a.path, b.path])
        return Set(out.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    }

    func testAColourChangeNamesExactlyTheChangedFrames() throws {
        // Yellow is the bottom box of the header's stack, hidden once the header has collapsed:
        // recoloured, only the frames that show it change.
        let original = fixtures.appendingPathComponent("dynamic-header.json")
        let recoloured = dir.appendingPathComponent("dynamic-header.json")
        let source = try String(contentsOf: original, encoding: .utf8)
        let changed = source.replacingOccurrences(of: #""backgroundColor": "yellow""#, with: ##""backgroundColor": "#FF00FF""##)
        XCTAssertNotEqual(changed, source)
        try changed.write(to: recoloured, atomically: true, encoding: .utf8)

        let before = dir.appendingPathComponent("before"), after = dir.appendingPathComponent("after")
        for (file, folder) in [(original, before), (recoloured, after)] {
            let run = try flipbook("render", file.path, "-o", folder.path, "--quiet")
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let frameCount = try FileManager.default.contentsOfDirectory(atPath: before.path).filter { $0.hasSuffix(".png") }.count

        // The scenes themselves, rendered by the handout, and the frame folders: the same list.
        // Both handouts are made and checked first; the independent readings (Pillow, Poppler) last.
        var handouts: [(pdf: URL, stdout: String)] = []
        for (k, (a, b)) in [(original.path, recoloured.path), (before.path, after.path)].enumerated() {
            let pdf = dir.appendingPathComponent("review\(k).pdf")
            let run = try flipbook("handout", a, b, "-o", pdf.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains(" of \(frameCount) frames changed"), run.stdout)
            handouts.append((pdf, run.stdout))
        }
        let expected = try differingFrames(before, after)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertLessThan(expected.count, frameCount, "the colour must be missing from some frames")
        for (pdf, stdout) in handouts {
            XCTAssertTrue(stdout.contains("\(expected.count) of \(frameCount) frames changed"), stdout)
            let (listed, text) = try listedFrames(pdf)
            XCTAssertEqual(listed, expected, text)
            XCTAssertTrue(text.contains("Changed frames: \(expected.count) of \(frameCount)"), text)
            // A page per changed pair after the first.
            let all = try Poppler.text(of: pdf)
            XCTAssertTrue(all.contains("page \(expected.count + 1) of \(expected.count + 1)"), all)
            try FileManager.default.removeItem(at: pdf)
        }
    }

    func testASceneAgainstItsGoldensNamesTheChangedCheckpoint() throws {
        let scene = fixtures.appendingPathComponent("blog-header.json").path
        let cleanPDF = dir.appendingPathComponent("clean.pdf"), pdf = dir.appendingPathComponent("golden.pdf")
        let clean = try flipbook("handout", scene, "--golden", fixtures.deletingLastPathComponent().appendingPathComponent("golden").path,
                                 "-o", cleanPDF.path)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        // A copy of the goldens whose step-20 checkpoint is really step 0's: only frame 20 changed.
        let copy = dir.appendingPathComponent("gold/blog-header")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.deletingLastPathComponent().appendingPathComponent("golden/blog-header"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("0020.png"))
        try FileManager.default.copyItem(at: copy.appendingPathComponent("0000.png"), to: copy.appendingPathComponent("0020.png"))
        let run = try flipbook("handout", scene, "--golden", copy.deletingLastPathComponent().path, "-o", pdf.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Read back with Poppler last, so a missing Poppler removes only these readings.
        try Checker.require(.poppler)   // outside XCTAssert, which would turn a skip into a failure
        XCTAssertTrue(try Poppler.text(of: cleanPDF).contains("no frame changed"))
        let (listed, text) = try listedFrames(pdf)
        XCTAssertEqual(listed, [20], text)
        XCTAssertTrue(text.contains("Changed frames: 1 of 5"), text)
    }

    func testIdenticalInputsSayNoFrameChanged() throws {
        let frames = dir.appendingPathComponent("frames")
        let render = try flipbook("render", "blog-header", "-o", frames.path, "--frames", "0..5", "--scale", "1", "--quiet")
        XCTAssertEqual(render.status, 0, render.stderr)
        let pdf = dir.appendingPathComponent("same.pdf")
        let run = try flipbook("handout", frames.path, frames.path, "-o", pdf.path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try Poppler.text(of: pdf)
        XCTAssertTrue(text.contains("no frame changed"), text)
        XCTAssertTrue(text.contains("page 1 of 1"), text)
    }

    func testBadInputExitsTwoAndWritesNothing() throws {
        let pdf = dir.appendingPathComponent("bad.pdf")
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            ([dir.appendingPathComponent("nope.gif").path, "blog-header"], "no such file"),
            (["no-such-scene", "blog-header"], "no built-in scene or scene file named 'no-such-scene'"),
            ([empty.path, "blog-header"], "holds no .png frames"),
            (["blog-header"], "handout needs two inputs"),
        ]
        for (inputs, message) in cases {
            let run = try runFlipbook(["handout"] + inputs + ["-o", pdf.path])
            XCTAssertEqual(run.status, 2, "\(inputs): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(inputs): \(run.stderr)")
        }
        let notPDF = try flipbook("handout", "blog-header", "blog-header", "-o", dir.appendingPathComponent("x.png").path)
        XCTAssertEqual(notPDF.status, 2, notPDF.stderr)
        let unwritable = try flipbook("handout", "blog-header", "blog-header", "-o", "/nonexistent-folder/x.pdf")
        XCTAssertEqual(unwritable.status, 1, unwritable.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["empty"])
    }
}
