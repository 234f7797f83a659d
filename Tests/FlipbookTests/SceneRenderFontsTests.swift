import Foundation
import XCTest
import Flipbook
import FlipbookTestSupport

/// Fonts for library users: `Scene.render` sets text in Inter (checked against Inter's own
/// outlines, read by Pillow from the font file) and refuses, with the fix named, on a machine
/// where the system font does not resolve to Inter.
final class SceneRenderFontsTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("scene-render-fonts") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Digits and i's: the glyphs where Inter and DejaVu Sans differ most (DejaVu's are 27 %
    /// wider here, as Pillow measures both font files).
    static let sample = "1111111111iiiiiiii"

    private func labelScene() -> Scene {
        let scene = Scene(screen: Screen(name: "fonts", size: Size(width: 600, height: 100), scale: 1, safeAreaInsets: .zero))
        let label = Label(frame: Rect(x: 10, y: 10, width: 580, height: 80))
        label.text = Self.sample
        label.font = .systemFont(ofSize: 40)
        label.textColor = .black
        scene.root.backgroundColor = .white
        scene.root.addSubview(label)
        return scene
    }

    func testRenderedTextIsSetInInter() throws {
        let png = dir.appendingPathComponent("label.png")
        try labelScene().render(TimelineDriver(duration: 0.1), to: png.path)
        let frame = RasterFrame(try PNGImageDecoder.decode(path: png.path))
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255), tolerance: 64))
        let drawn = Double(ink.maxX - ink.minX + 1)

        try Checker.require(.pillow)
        // Pillow (FreeType + HarfBuzz through raqm) measures the ink of the same string at the
        // same size from each font file.
        let widths = try IndependentChecker.run("""
            import sys
            from PIL import ImageFont
            for path in sys.argv[2:]:
                box = ImageFont.truetype(path, 40).getbbox(sys.argv[1])
                print(box[2] - box[0])
            """, arguments: [Self.sample, "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                             "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"])
            .split(separator: "\n").compactMap { Double($0) }
        XCTAssertEqual(widths.count, 2)
        guard widths.count == 2 else { return }
        let (inter, dejaVu) = (widths[0], widths[1])
        XCTAssertGreaterThan(dejaVu / inter, 1.15, "the sample tells the two fonts apart")
        // 2 %: Pillow hints its outlines and rounds its box; Flipbook draws unhinted.
        XCTAssertEqual(drawn, inter, accuracy: 0.02 * inter, "drawn \(drawn) px; Inter \(inter), DejaVu \(dejaVu)")
    }

    /// Without Inter (a fonts.conf that sees only DejaVu, through `FLIPBOOK_FONTS_CONF`, which
    /// fontconfig reads once per process) `render` throws `fontsUnavailable` naming the fix, every
    /// time, and writes nothing. Run in a child process: this test's own binary, filtered to this
    /// test, with the variable set; the child writes what it saw to a report file.
    func testRenderRefusesWithoutInterAndWritesNothing() throws {
        let environment = ProcessInfo.processInfo.environment
        if let report = environment["FLIPBOOK_FONTS_CHILD_REPORT"] {
            var lines: [String] = []
            let png = dir.appendingPathComponent("label.png")
            for _ in 0..<2 {
                do {
                    try labelScene().render(TimelineDriver(duration: 0.1), to: png.path)
                    lines.append("rendered")
                } catch let error as RenderError {
                    lines.append("RenderError: \(error)")
                } catch {
                    lines.append("other: \(error)")
                }
            }
            lines.append(FileManager.default.fileExists(atPath: png.path) ? "wrote" : "wrote nothing")
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: report))
            return
        }
        let conf = try fontsConfWithoutInter(in: dir), report = dir.appendingPathComponent("report.txt")
        let run = try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"),
                                 ["FLIPBOOK_FONTS_CONF=\(conf.path)", "FLIPBOOK_FONTS_CHILD_REPORT=\(report.path)",
                                  CommandLine.arguments[0], "FlipbookTests.SceneRenderFontsTests/testRenderRefusesWithoutInterAndWritesNothing"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, "\(lines)")
        for line in lines.prefix(2) {
            XCTAssertTrue(line.hasPrefix("RenderError: fonts unavailable"), line)
            XCTAssertTrue(line.contains("not Inter") && line.contains("fonts-inter"), line)
        }
        XCTAssertEqual(lines.last, "wrote nothing")
    }
}
