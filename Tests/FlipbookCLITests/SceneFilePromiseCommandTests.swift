import Foundation
import XCTest
import FlipbookRender
import FlipbookTestSupport

/// Promises of docs/scene-format.md, checked as a user meets them: a scene file rendered by the
/// command line, its pixels read back from the PNG it wrote.
final class SceneFilePromiseCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("scene-promises") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Writes `json` as NAME.json, renders frame 0 to NAME.png at scale 1 (or `scale`), reads it.
    private func render(_ name: String, _ json: String, scale: Int = 1) throws -> RasterFrame {
        let scene = dir.appendingPathComponent("\(name).json"), png = dir.appendingPathComponent("\(name).png")
        try Data(json.utf8).write(to: scene)
        let run = try flipbook("render", scene.path, "-o", png.path, "--scale", "\(scale)", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        return RasterFrame(try PNGImageDecoder.decode(path: png.path))
    }

    /// The columns of row `y` whose pixel is pure red (the boxes these scenes draw).
    private func redColumns(_ frame: RasterFrame, y: Int) -> [Int] {
        (0..<frame.width).filter { frame.rgba($0, y) == RGBA(r: 255, g: 0, b: 0, a: 255) }
    }

    private func boxScene(direction: String) -> String {
        """
        {"screen": {"size": [200, 100], "scale": 1}, "background": "white", "direction": "\(direction)",
         "views": [{"id": "box", "backgroundColor": "#FF0000"}],
         "constraints": ["box.leading == root.leading + 10", "box.top == root.top + 10",
                         "box.width == 50", "box.height == 30"],
         "driver": {"type": "timeline", "duration": 0.1}}
        """
    }

    /// `direction: rtl` makes leading the right edge: a box pinned 10 pt from the leading edge
    /// lands 10 pt from the right (x 140…189 of 200), where in ltr it lands at x 10…59.
    func testRightToLeftPutsALeadingPinnedViewOnTheRight() throws {
        let ltr = try render("ltr", boxScene(direction: "ltr")), rtl = try render("rtl", boxScene(direction: "rtl"))
        XCTAssertEqual(redColumns(ltr, y: 20), Array(10..<60))
        XCTAssertEqual(redColumns(rtl, y: 20), Array(140..<190))
    }

    /// `mod(a, b)` is "remainder with the sign of a" and `below(x, edge)` is "1 when x < edge,
    /// else 0" (docs/scene-format.md, Expressions), for negative operands too: mod(-7, 3) = -1
    /// (a floored modulo would give 2), mod(7, -3) = 1 (floored: -2), mod(-7.5, 2) = -1.5;
    /// below(-5, -3) = 1, below(-3, -3) = 0, below(-2, -3) = 0. Each value moves or shows a
    /// 10 pt red box that the PNG shows where the documented value puts it.
    func testModAndBelowWithNegativeOperandsAsDocumented() throws {
        func box(_ id: String, y: Int) -> String {
            "{\"id\": \"\(id)\", \"frame\": [50, \(y), 10, 10], \"backgroundColor\": \"#FF0000\"}"
        }
        let frame = try render("mod-below", """
            {"screen": {"size": [200, 100], "scale": 1}, "background": "white",
             "views": [\(box("a", y: 0)), \(box("b", y: 15)), \(box("c", y: 30)),
                       \(box("d", y: 45)), \(box("e", y: 60)), \(box("f", y: 75))],
             "variables": [{"name": "m1", "value": "mod(-7, 3)"}, {"name": "m2", "value": "mod(7, -3)"},
                           {"name": "m3", "value": "mod(-7.5, 2)"}],
             "bindings": [{"set": "a.transform", "ops": [{"translate": ["10 * m1", 0]}]},
                          {"set": "b.transform", "ops": [{"translate": ["10 * m2", 0]}]},
                          {"set": "c.transform", "ops": [{"translate": ["10 * m3", 0]}]},
                          {"set": "d.alpha", "to": "below(-5, -3)"},
                          {"set": "e.alpha", "to": "below(-3, -3)"},
                          {"set": "f.alpha", "to": "below(-2, -3)"}],
             "driver": {"type": "timeline", "duration": 0.1}}
            """)
        XCTAssertEqual(redColumns(frame, y: 5), Array(40..<50), "mod(-7, 3) = -1")
        XCTAssertEqual(redColumns(frame, y: 20), Array(60..<70), "mod(7, -3) = 1")
        XCTAssertEqual(redColumns(frame, y: 35), Array(35..<45), "mod(-7.5, 2) = -1.5")
        XCTAssertEqual(redColumns(frame, y: 50), Array(50..<60), "below(-5, -3) = 1: shown")
        XCTAssertEqual(redColumns(frame, y: 65), [], "below(-3, -3) = 0: the edge itself is not below")
        XCTAssertEqual(redColumns(frame, y: 80), [], "below(-2, -3) = 0")
    }

    /// `@2x`/`@3x` in an image's name sets its scale (docs/scene-format.md, Views): the same
    /// 210-pixel PNG shown at its natural size (contentMode center) in a scale-3 render covers
    /// its own ink width × 3/3 as @3x, × 3/2 as @2x, × 3 with no suffix. The ink width is read
    /// from the asset here, not assumed.
    func testAssetScaleSuffixSetsThePointSize() throws {
        let asset = PackageFolder.root.appendingPathComponent("fixtures/assets/swift@3x.png")
        let source = RasterFrame(try PNGImageDecoder.decode(path: asset.path))
        let opaque = (0..<source.width).filter { x in (0..<source.height).contains { source.rgba(x, $0).a > 128 } }
        let assetInk = try XCTUnwrap(opaque.last) - opaque[0] + 1
        XCTAssertGreaterThan(assetInk, 100)
        for (name, factor) in [("logo@3x.png", 1.0), ("logo@2x.png", 1.5), ("logo.png", 3.0)] {
            try FileManager.default.copyItem(at: asset, to: dir.appendingPathComponent(name))
            let frame = try render("scale-\(factor)", """
                {"screen": {"size": [300, 300], "scale": 3}, "background": "#00FF00",
                 "views": [{"id": "logo", "type": "image", "src": "\(name)", "contentMode": "center",
                            "frame": [0, 0, 300, 300]}],
                 "driver": {"type": "timeline", "duration": 0.1}}
                """, scale: 3)
            let green = RGBA(r: 0, g: 255, b: 0, a: 255)
            let row = frame.height / 2
            let covered = (0..<frame.width).filter { frame.rgba($0, row).distance(to: green) > 128 }
            let drawn = try XCTUnwrap(covered.last, name) - covered[0] + 1
            // ±2 px: the resampled edge pixels at a non-integer scale.
            XCTAssertEqual(Double(drawn), Double(assetInk) * factor, accuracy: 2, "\(name) at scale 3")
        }
    }

    // MARK: Limits (docs/scene-format.md, Limits)

    /// Renders `file` and expects the refusal: exit 2, the message naming the limit, no output.
    private func expectRefused(_ file: URL, saying words: [String], _ what: String) throws {
        let out = dir.appendingPathComponent("refused.png")
        let run = try flipbook("render", file.path, "-o", out.path, "--quiet")
        XCTAssertEqual(run.status, 2, "\(what): \(run.stderr)")
        for word in words { XCTAssertTrue(run.stderr.contains(word), "\(what): \(run.stderr)") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), what)
        let check = try flipbook("validate", file.path)
        XCTAssertEqual(check.status, 2, "validate \(what): \(check.stdout + check.stderr)")
    }

    func testAFileOverFourMegabytesIsRefused() throws {
        let scene = boxScene(direction: "ltr")
        // Padding with spaces keeps it valid JSON: only the size is wrong. 4 MB = 4 × 2^20 bytes.
        let file = dir.appendingPathComponent("big.json")
        try Data((scene + String(repeating: " ", count: 4 << 20 - scene.utf8.count + 1)).utf8).write(to: file)
        try expectRefused(file, saying: ["larger than the limit of 4 MB"], "4 MB + 1 byte")
        // At exactly the limit the size is no problem.
        try Data((scene + String(repeating: " ", count: 4 << 20 - scene.utf8.count)).utf8).write(to: file)
        XCTAssertEqual(try flipbook("validate", file.path).status, 0)
    }

    func testNestingDeeperThanTwoHundredIsRefused() throws {
        let file = dir.appendingPathComponent("deep.json")
        // "name" holds 200 nested lists: with the top object that is 201 levels.
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        try Data("{\"name\": \(deep)}".utf8).write(to: file)
        try expectRefused(file, saying: ["nested more than 200 levels deep", "line 1"], "201 levels")
    }

    func testMoreThanOneHundredThousandTableRowsAreRefused() throws {
        let file = dir.appendingPathComponent("rows.json")
        let rows = Array(repeating: "\"r\"", count: 100_001).joined(separator: ",")
        try Data("""
            {"screen": {"size": [200, 100], "scale": 1},
             "views": [{"id": "list", "type": "table", "frame": [0, 0, 200, 100], "rows": [\(rows)]}],
             "scrollView": "list", "driver": {"type": "offsets", "offsets": [0]}}
            """.utf8).write(to: file)
        try expectRefused(file, saying: ["$.views[0].rows", "more than 100000 rows"], "100,001 rows")
    }

    func testASymbolicLinkLeavingTheFolderIsRefused() throws {
        let inside = dir.appendingPathComponent("scene"), outside = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackageFolder.root.appendingPathComponent("fixtures/assets/swift@3x.png"),
                                         to: outside.appendingPathComponent("logo@3x.png"))
        try FileManager.default.createSymbolicLink(at: inside.appendingPathComponent("logo@3x.png"),
                                                   withDestinationURL: outside.appendingPathComponent("logo@3x.png"))
        let file = inside.appendingPathComponent("link.json")
        try Data("""
            {"screen": {"size": [200, 100], "scale": 1},
             "views": [{"id": "logo", "type": "image", "src": "logo@3x.png", "frame": [0, 0, 70, 70]}],
             "driver": {"type": "timeline", "duration": 0.1}}
            """.utf8).write(to: file)
        try expectRefused(file, saying: ["$.views[0].src", "leaves the scene file's folder"], "symlink to outside")
    }
}
