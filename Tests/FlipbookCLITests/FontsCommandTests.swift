import Foundation
import XCTest
import FlipbookTestSupport

/// A machine without Inter as a user meets it: rendering refuses with exit 1 (the environment)
/// and says what to install, instead of writing frames in a fallback font. The missing font is
/// simulated with `FLIPBOOK_FONTS_CONF`, a fonts.conf that only sees DejaVu.
final class FontsCommandTests: XCTestCase {
    func testRenderingWithoutInterExitsOneNamingTheFix() throws {
        let dir = try temporaryDirectory("fonts")
        defer { try? FileManager.default.removeItem(at: dir) }
        let conf = try fontsConfWithoutInter(in: dir)
        var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while products.path.contains(".xctest") { products = products.deletingLastPathComponent() }
        let out = dir.appendingPathComponent("f.png")
        // /usr/bin/env sets the variable for the child alone; ProcessRun passes no environment.
        let run = try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"),
                                 ["FLIPBOOK_FONTS_CONF=\(conf.path)", products.appendingPathComponent("flipbook").path,
                                  "render", "blog-header", "-o", out.path, "--quiet"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("flipbook: error: fonts unavailable"), run.stderr)
        XCTAssertTrue(run.stderr.contains("not Inter") && run.stderr.contains("fonts-inter"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }
}
