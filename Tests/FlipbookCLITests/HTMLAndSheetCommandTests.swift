import Foundation
import XCTest
import FlipbookTestSupport

/// `flipbook render … -o x.html` and `--sheet [--cols N] [--every K]` as a user types them.
final class HTMLAndSheetCommandTests: XCTestCase {

    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-html-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func testRendersAFlipbookPageAndAContactSheetInOnePass() throws {
        let page = dir.appendingPathComponent("preview.html").path, sheet = dir.appendingPathComponent("sheet.png").path
        let run = try flipbook("render", "blog-header", "-o", page, "-o", sheet, "--sheet", "--cols", "4", "--every", "10",
                               "--scale", "1")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("41 frames"), run.stdout)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!doctype html>"))
        XCTAssertTrue(html.contains("<title>preview</title>"))
        XCTAssertTrue(html.contains("step 40 · 1.33 s · offset (0, 100)"), "the last caption")
        // Steps 0, 10, 20, 30, 40 at 390×844 → 240×519 tiles, four a row.
        let size = try pngSize(sheet)
        XCTAssertEqual(size.width, 12 + 4 * (240 + 12))
        XCTAssertEqual(size.height, 12 + 2 * (519 + 22 + 12))
    }

    func testBadSheetOptionsExitTwoAndWriteNothing() throws {
        let sheet = dir.appendingPathComponent("sheet.png").path
        let cases: [([String], String)] = [
            (["--sheet", "--cols", "0"], "--cols must be a whole number in 1…20, not '0'"),
            (["--sheet", "--cols", "21"], "--cols must be a whole number in 1…20"),
            (["--sheet", "--cols", "two"], "--cols must be a whole number"),
            (["--sheet", "--every", "0"], "--every must be a whole number in 1…10000, not '0'"),
            (["--sheet", "--every", "10001"], "--every must be a whole number in 1…10000"),
            (["--sheet", "--every", "99999999999999999999999"], "--every must be a whole number"),
            (["--cols", "4"], "--cols applies to a contact sheet; add --sheet"),
            (["--every", "4"], "--every applies to a contact sheet (--sheet) or a .pdf handout"),
        ]
        for (options, message) in cases {
            let run = try runFlipbook(["render", "blog-header", "-o", sheet, "--quiet"] + options)
            XCTAssertEqual(run.status, 2, "\(options): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(options): \(run.stderr)")
        }
        let noPNG = try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("a.gif").path, "--sheet", "--quiet")
        XCTAssertEqual(noPNG.status, 2)
        XCTAssertTrue(noPNG.stderr.contains("--sheet makes a .png output a contact sheet"), noPNG.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testAFlipbookOfNoFramesIsAnErrorAndWritesNothing() throws {
        let page = dir.appendingPathComponent("p.html").path
        let run = try flipbook("render", "blog-header", "-o", page, "--frames", "500..600", "--quiet")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("no frames"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    /// Width and height from a PNG's IHDR chunk (this target does not link the renderer).
    private func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes[12..<16]), Array("IHDR".utf8))
        func be(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}
