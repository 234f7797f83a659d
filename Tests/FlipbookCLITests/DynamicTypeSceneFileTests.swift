import Foundation
import XCTest
import FlipbookRender
import FlipbookTestSupport

/// Dynamic Type, right to left and accessories in scene files, as a user meets them: rendered by
/// the command line and read back from the PNG, or refused with exit 2 naming the place.
final class DynamicTypeSceneFileTests: XCTestCase {
    private var dir: URL!
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    override func setUpWithError() throws { dir = try temporaryDirectory("dynamic-type-scenes") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func scene(contentSize: String = "L", font: String = #"{"textStyle": "headline"}"#,
                       direction: String = "ltr", accessory: String = "disclosureIndicator") -> String {
        """
        {"screen": {"size": [300, 200], "scale": 1, "contentSize": "\(contentSize)"}, "background": "white",
         "direction": "\(direction)",
         "views": [{"id": "title", "type": "label", "autolayout": true, "text": "Ajustes", "font": \(font)},
                   {"id": "list", "type": "table", "frame": [0, 100, 300, 100],
                    "rows": [{"text": "General", "accessory": "\(accessory)"}]}],
         "constraints": ["title.top == root.top + 10", "title.leading == root.leading + 10"],
         "driver": {"type": "offsets", "offsets": [0]}}
        """
    }

    private func render(_ name: String, _ json: String) throws -> RasterFrame {
        let file = dir.appendingPathComponent("\(name).json"), png = dir.appendingPathComponent("\(name).png")
        try Data(json.utf8).write(to: file)
        let run = try flipbook("render", file.path, "-o", png.path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        return RasterFrame(try PNGImageDecoder.decode(path: png.path))
    }

    /// The ink of the title label (the top 100 points), in pixels.
    private func titleInk(_ frame: RasterFrame) -> (height: Int, maxX: Int) {
        var minY = Int.max, maxY = -1, maxX = -1
        for y in 0..<100 {
            for x in 0..<frame.width where frame.rgba(x, y).distance(to: white) > 8 {
                minY = min(minY, y); maxY = max(maxY, y); maxX = max(maxX, x)
            }
        }
        return (maxY - minY + 1, maxX)
    }

    func testATextStyleFontFollowsTheScreensContentSize() throws {
        let large = titleInk(try render("large", scene(contentSize: "L")))
        let ax3 = titleInk(try render("ax3", scene(contentSize: "AX3")))
        let ratio = Double(ax3.height) / Double(large.height)
        XCTAssertEqual(ratio, 40.0 / 17.0, accuracy: 0.25, "headline is 17 pt at L and 40 pt at AX3: \(large) → \(ax3)")
        let plain = titleInk(try render("plain", scene(contentSize: "AX3", font: #"{"size": 17, "weight": "semibold"}"#)))
        XCTAssertEqual(plain.height, large.height, "a sized font ignores the content size")
    }

    func testTheTableRowsAccessoryIsOnTheTrailingSide() throws {
        for direction in ["ltr", "rtl"] {
            let frame = try render("row-\(direction)", scene(direction: direction, accessory: "checkmark"))
            let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
            let columns = (0..<frame.width).filter { x in (100..<144).contains { frame.rgba(x, $0).distance(to: blue) < 30 } }
            let first = try XCTUnwrap(columns.first), last = try XCTUnwrap(columns.last)
            if direction == "ltr" { XCTAssertEqual(last, 300 - 16 - 1, accuracy: 1) } else { XCTAssertEqual(first, 16, accuracy: 1) }
        }
    }

    func testBadNamesExitTwoNamingThePlace() throws {
        let file = dir.appendingPathComponent("bad.json")
        try Data(scene(contentSize: "AX9", font: #"{"textStyle": "headlin"}"#, accessory: "chevron").utf8).write(to: file)
        for command in ["validate", "render"] {
            let run = try runFlipbook(command == "render" ? [command, file.path, "-o", dir.appendingPathComponent("bad.png").path]
                                                          : [command, file.path])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("$.screen.contentSize: unknown content size \"AX9\""), run.stderr)
            XCTAssertTrue(run.stderr.contains("$.views[0].font.textStyle: unknown text style \"headlin\"; did you mean \"headline\"?"), run.stderr)
            XCTAssertTrue(run.stderr.contains("$.views[1].rows[0].accessory: unknown accessory \"chevron\""), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.png").path), "nothing written")

        try Data(scene(font: #"{"textStyle": "body", "size": 20}"#).utf8).write(to: file)
        let both = try flipbook("validate", file.path)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("$.views[0].font.size: a textStyle font takes its size from the style"), both.stderr)
    }
}
