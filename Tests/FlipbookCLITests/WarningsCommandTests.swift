import Foundation
import XCTest
import FlipbookTestSupport

/// Warnings as a user sees them: a scene file whose constraints conflict still renders (Auto
/// Layout breaks one, as UIKit does), and stderr says so in a `flipbook: warning:` that names
/// the constraints involved.
final class WarningsCommandTests: XCTestCase {
    /// A box asked to be 10 and 20 points wide at once, both required.
    private let conflicting = """
        {"name": "conflict", "screen": {"device": "iphone-14", "scale": 1},
         "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]},
                   {"id": "box", "autolayout": true, "backgroundColor": "red"}],
         "constraints": ["box.top == root.top + 100", "box.leading == root.leading + 16", "box.height == 40",
                         "box.width == 10", "box.width == 20"],
         "scrollView": "list",
         "driver": {"type": "offsets", "offsets": [0, 10]}}
        """

    func testConflictingConstraintsPrintWarningsNamingTheConflict() throws {
        let dir = try temporaryDirectory("warnings")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("conflict.json")
        try Data(conflicting.utf8).write(to: scene)
        let run = try flipbook("render", scene.path, "-o", dir.appendingPathComponent("out.png").path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        // UIKit's report: one `flipbook: warning:` line, then the constraints in conflict and
        // the one broken, indented under it.
        XCTAssertTrue(run.stderr.hasPrefix("flipbook: warning: Unable to simultaneously satisfy constraints."), run.stderr)
        XCTAssertTrue(run.stderr.contains("\"box.width == 10\""), run.stderr)
        XCTAssertTrue(run.stderr.contains("\"box.width == 20\""), run.stderr)
        XCTAssertTrue(run.stderr.contains("breaking constraint"), run.stderr)
        XCTAssertFalse(run.stderr.contains("error:"), run.stderr)

        // validate agrees with render: the same warning, exit 0 (it never refuses what render accepts).
        let check = try flipbook("validate", scene.path)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stderr.contains("flipbook: warning:") && check.stderr.contains("Unable to simultaneously satisfy constraints"),
                      check.stderr)
        XCTAssertTrue(check.stdout.contains("ok"), check.stdout)
    }

    /// A label in a font the scene does not have and a symbol with no image, shown only from the
    /// second step on (a view that appears later): validate builds every step's display list as
    /// render does, so it warns about both, as render does, and still exits 0.
    func testValidateWarnsAboutTheFontsAndSymbolsRenderWarnsAbout() throws {
        let dir = try temporaryDirectory("resource-warnings")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("resources.json")
        try Data("""
            {"screen": {"size": [200, 100], "scale": 1},
             "views": [{"id": "title", "type": "label", "frame": [0, 0, 200, 30], "text": "Hello",
                        "font": {"family": "Helvetica Neue", "size": 17}},
                       {"id": "chevron", "type": "image", "frame": [0, 40, 20, 20], "symbol": "chevron.right"}],
             "driver": {"type": "timeline", "duration": 0.1}}
            """.utf8).write(to: scene)
        let render = try flipbook("render", scene.path, "-o", dir.appendingPathComponent("out.png").path, "--quiet")
        XCTAssertEqual(render.status, 0, render.stderr)
        let check = try flipbook("validate", scene.path)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stdout.contains("ok"), check.stdout)
        for run in [render, check] {
            XCTAssertTrue(run.stderr.contains("font 'Helvetica Neue' is not available"), run.stderr)
            XCTAssertTrue(run.stderr.contains("symbol 'chevron.right' has no image mapped to it"), run.stderr)
        }
        // Validate names the place, and says each once however many steps draw it.
        XCTAssertTrue(check.stderr.contains("fonts: font 'Helvetica Neue'"), check.stderr)
        XCTAssertTrue(check.stderr.contains("symbols: symbol 'chevron.right'"), check.stderr)
        XCTAssertEqual(check.stderr.components(separatedBy: "Helvetica Neue' is not available").count, 2, check.stderr)
    }
}
