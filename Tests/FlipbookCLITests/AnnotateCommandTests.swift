import Foundation
import XCTest
import FlipbookTestSupport

/// `flipbook render … --annotate LIST` as a user types it.
final class AnnotateCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("cli-annotate") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func testAnnotatedFrameDiffersFromThePlainOne() throws {
        let annotated = dir.appendingPathComponent("annotated.png").path, plain = dir.appendingPathComponent("plain.png").path
        let run = try flipbook("render", "blog-header-drag", "-o", annotated, "--frame", "8", "--scale", "1",
                               "--annotate", "finger, badge,outlines,safe-area,margins,constraints", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try flipbook("render", "blog-header-drag", "-o", plain, "--frame", "8", "--scale", "1", "--quiet").status, 0)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: annotated)), try Data(contentsOf: URL(fileURLWithPath: plain)))
        let all = dir.appendingPathComponent("all.png").path
        XCTAssertEqual(try flipbook("render", "blog-header-drag", "-o", all, "--frame", "8", "--scale", "1", "--annotate", "all", "--quiet").status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: all)), try Data(contentsOf: URL(fileURLWithPath: annotated)),
                       "all is every annotation")
    }

    func testUnknownNamesExitTwoWithASuggestionAndWriteNothing() throws {
        let out = dir.appendingPathComponent("a.gif").path
        let typo = try flipbook("render", "blog-header", "-o", out, "--annotate", "finger,outline", "--quiet")
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("unknown annotation 'outline'; did you mean 'outlines'?"), typo.stderr)
        let nonsense = try flipbook("render", "blog-header", "-o", out, "--annotate", "zzzz", "--quiet")
        XCTAssertEqual(nonsense.status, 2)
        XCTAssertTrue(nonsense.stderr.contains("use finger, badge, outlines, safe-area, margins, constraints or all"), nonsense.stderr)
        let empty = try flipbook("render", "blog-header", "-o", out, "--annotate", "", "--quiet")
        XCTAssertEqual(empty.status, 2, empty.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }
}
