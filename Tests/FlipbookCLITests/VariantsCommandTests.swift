import Foundation
import XCTest
import FlipbookRender
import FlipbookTestSupport

/// `--appearance`, `--direction`, `--content-size`, `--status-bar` and `--variants` on `render`,
/// `verify` and `record`, as a user meets them: the pixels of the frames written, the names of
/// the outputs, the golden folders checked, the exit codes and messages.
final class VariantsCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("variants") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private let white = RGBA(r: 255, g: 255, b: 255, a: 255), black = RGBA(r: 0, g: 0, b: 0, a: 255)

    /// A scene whose frames depend on the appearance (a dark scene file gets a black window and
    /// white label text by default) and on the direction (the box hugs the leading edge).
    private func writeScene(_ name: String = "card", extra: String = "") throws -> URL {
        let url = dir.appendingPathComponent("\(name).json")
        try Data("""
            {"screen": {"device": "iphone-14", "scale": 1},
             "views": [{"id": "title", "type": "label", "text": "WWWW", "font": {"size": 40, "weight": "black"},
                        "frame": [100, 100, 200, 60]},
                       {"id": "box", "backgroundColor": "red"}\(extra)],
             "constraints": ["box.leading == root.leading", "box.top == root.top + 300", "box.width == 40", "box.height == 40"],
             "driver": {"type": "offsets", "from": 0, "to": 0, "step": 1}}
            """.utf8).write(to: url)
        return url
    }

    private func frame(_ png: URL) throws -> RasterFrame { RasterFrame(try PNGImageDecoder.decode(path: png.path)) }

    /// Pixels of the label's frame that are near white (`light`) or near black.
    private func labelPixels(_ frame: RasterFrame, light: Bool) -> Int {
        var n = 0
        for y in 100..<160 {
            for x in 100..<300 {
                let p = frame.rgba(x, y)
                if light ? (p.r > 200 && p.g > 200 && p.b > 200) : (p.r < 60 && p.g < 60 && p.b < 60) { n += 1 }
            }
        }
        return n
    }

    func testAppearanceFlagReachesTheScene() throws {
        let scene = try writeScene()
        let light = dir.appendingPathComponent("light.png"), dark = dir.appendingPathComponent("dark.png")
        XCTAssertEqual(try flipbook("render", scene.path, "-o", light.path, "--quiet").status, 0)
        let run = try flipbook("render", scene.path, "-o", dark.path, "--appearance", "dark", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        let l = try frame(light), d = try frame(dark)
        XCTAssertEqual(l.rgba(5, 5), white)
        XCTAssertEqual(d.rgba(5, 5), black, "a dark scene file's window is black")
        XCTAssertGreaterThan(labelPixels(l, light: false), 100, "black text on white")
        XCTAssertGreaterThan(labelPixels(d, light: true), 100, "the default label colour is white in dark")
        // The flag overrides the file's own appearance.
        let darkFile = dir.appendingPathComponent("dark-file.json")
        try Data(String(decoding: try Data(contentsOf: scene), as: UTF8.self)
            .replacingOccurrences(of: "\"scale\": 1}", with: "\"scale\": 1, \"appearance\": \"dark\"}").utf8).write(to: darkFile)
        let relit = dir.appendingPathComponent("relit.png")
        XCTAssertEqual(try flipbook("render", darkFile.path, "-o", relit.path, "--appearance", "light", "--quiet").status, 0)
        XCTAssertEqual(try frame(relit).rgba(5, 5), white)
    }

    func testDirectionFlagReachesTheScene() throws {
        let scene = try writeScene()
        let ltr = dir.appendingPathComponent("ltr.png"), rtl = dir.appendingPathComponent("rtl.png")
        XCTAssertEqual(try flipbook("render", scene.path, "-o", ltr.path, "--quiet").status, 0)
        XCTAssertEqual(try flipbook("render", scene.path, "-o", rtl.path, "--direction", "rtl", "--quiet").status, 0)
        let red = RGBA(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(try frame(ltr).rgba(10, 310), red, "leading is left")
        XCTAssertEqual(try frame(rtl).rgba(380, 310), red, "leading is right in rtl")
        XCTAssertNotEqual(try frame(rtl).rgba(10, 310), red)
    }

    func testBadTraitValuesExit2NamingTheFlagAndTheValues() throws {
        let scene = try writeScene(), out = dir.appendingPathComponent("x.png").path
        let cases: [([String], String)] = [
            (["--appearance", "dim"], "--appearance must be one of light, dark, not 'dim'"),
            (["--direction", "up"], "--direction must be one of ltr, rtl, not 'up'"),
            (["--content-size", "huge"], "--content-size must be one of XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5, not 'huge'"),
            (["--variants", "appearance=dim"], "--variants: unknown appearance 'dim'; use one of light, dark"),
            (["--variants", "colour=red"], "the axes are device, appearance, direction, content-size, status-bar"),
            (["--variants", "appearance=dark", "--appearance", "light"], "--variants varies appearance, which a flag sets too"),
            (["--status-bar=yes"], "--status-bar takes no value"),
        ]
        for (flags, message) in cases {
            for command in [["render", scene.path, "-o", out], ["verify", scene.path, "--golden", dir.appendingPathComponent("g").path]] {
                let run = try runFlipbook(command + flags)
                XCTAssertEqual(run.status, 2, "\(flags): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains(message), "\(flags): \(run.stderr)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("g").path))
        // Known values are accepted, any case for the content size.
        let ok = try flipbook("render", scene.path, "-o", out, "--content-size", "ax3", "--status-bar", "--quiet")
        XCTAssertEqual(ok.status, 0, ok.stderr)
    }

    func testMatrixWritesOneOutputPerVariantWithItsName() throws {
        let scene = try writeScene()
        let out = dir.appendingPathComponent("out")
        let run = try flipbook("render", scene.path, "--variants", "device=iphone-se|iphone-16,appearance=light|dark",
                               "-o", out.appendingPathComponent("card.png").path, "-o", out.appendingPathComponent("frames").path,
                               "--trace", out.appendingPathComponent("card.jsonl").path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
        let variants = ["iphone-16-dark", "iphone-16-light", "iphone-se-dark", "iphone-se-light"]
        XCTAssertEqual(names, (variants.map { "card@\($0).jsonl" } + variants.map { "card@\($0).png" } + variants.map { "frames@\($0)" }).sorted())
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 4, run.stdout)
        for variant in variants {
            let png = try frame(out.appendingPathComponent("card@\(variant).png"))
            XCTAssertEqual(png.width, variant.hasPrefix("iphone-se") ? 375 : 393, variant)
            XCTAssertEqual(png.height, variant.hasPrefix("iphone-se") ? 667 : 852, variant)
            XCTAssertEqual(png.rgba(5, 5), variant.hasSuffix("dark") ? black : white, variant)
            let folder = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames@\(variant)").path)
            XCTAssertTrue(folder.contains("0000.png"), "\(variant): \(folder)")
        }
    }

    /// Records a variant into a scratch goldens folder, verifies it with no flags, then changes
    /// one pixel of its golden: verify fails and names the variant.
    func testVerifyChecksEveryRecordedVariantFolder() throws {
        let scene = try writeScene()
        let golden = dir.appendingPathComponent("golden"), report = dir.appendingPathComponent("report")
        func verify(_ extra: String...) throws -> ProcessRun {
            try runFlipbook(["verify", scene.path, "--golden", golden.path, "--record", "never", "--report", report.path] + extra)
        }
        let variant = try flipbook("record", scene.path, "--golden", golden.path, "--variants", "appearance=dark", "-q")
        XCTAssertEqual(variant.status, 0, variant.stdout + variant.stderr)
        let darkFolder = golden.appendingPathComponent("card/variants/dark")
        for file in ["0000.png", "meta.json", "trace.jsonl"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: darkFolder.appendingPathComponent(file).path), file)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.appendingPathComponent("card/0000.png").path),
                       "--variants records only the variants")
        XCTAssertEqual(try frame(darkFolder.appendingPathComponent("0000.png")).rgba(5, 5), black)

        // record with no flags: the scene's own goldens and every recorded variant.
        XCTAssertEqual(try flipbook("record", scene.path, "--golden", golden.path, "-q").status, 0)
        let passing = try verify()
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        XCTAssertTrue(passing.stdout.contains("card: ok"), passing.stdout)
        XCTAssertTrue(passing.stdout.contains("card/variants/dark: ok"), passing.stdout)
        XCTAssertTrue(passing.stdout.contains("verify: 2 passed, 0 failed"), passing.stdout)
        // A flag checks just that variant.
        let only = try verify("--appearance", "dark")
        XCTAssertTrue(only.stdout.contains("verify: 1 passed, 0 failed"), only.stdout)

        // One pixel differs: a 1×1 pt view at scale 1, rendered dark, becomes the variant's golden.
        let touched = try writeScene("touched", extra: #", {"id": "dot", "frame": [7, 7, 1, 1], "backgroundColor": "red"}"#)
        let png = dir.appendingPathComponent("touched.png")
        XCTAssertEqual(try flipbook("render", touched.path, "-o", png.path, "--appearance", "dark", "--quiet").status, 0)
        try FileManager.default.removeItem(at: darkFolder.appendingPathComponent("0000.png"))
        try FileManager.default.copyItem(at: png, to: darkFolder.appendingPathComponent("0000.png"))
        let failing = try verify()
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("card/variants/dark frame 0: FAILED"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("card: ok"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("verify: 1 passed, 1 failed"), failing.stdout)
    }

    /// `golden/<scene>/variants.json` names variants before they are recorded: verify fails on
    /// the missing goldens (naming them), record writes them, then verify passes.
    func testListedVariantsAreCheckedAndRecorded() throws {
        let scene = try writeScene()
        let golden = dir.appendingPathComponent("golden"), report = dir.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("card"), withIntermediateDirectories: true)
        try Data(#"["direction=rtl", "content-size=AX3|XS"]"#.utf8).write(to: golden.appendingPathComponent("card/variants.json"))
        let verifyArgs = ["verify", scene.path, "--golden", golden.path, "--record", "never", "--report", report.path]
        let missing = try runFlipbook(verifyArgs)
        XCTAssertEqual(missing.status, 1, missing.stdout + missing.stderr)
        for name in ["card", "card/variants/rtl", "card/variants/ax3", "card/variants/xs"] {
            XCTAssertTrue(missing.stdout.contains("\(name) frame 0: FAILED: no golden"), "\(name): \(missing.stdout)")
        }
        let record = try flipbook("record", scene.path, "--golden", golden.path, "-q")
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent("card/variants").path).sorted(),
                       ["ax3", "rtl", "xs"])
        let passing = try runFlipbook(verifyArgs)
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        XCTAssertTrue(passing.stdout.contains("verify: 4 passed, 0 failed"), passing.stdout)

        // A folder that is no variant name, or a list that is no list, is bad input.
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("card/variants/sepia"), withIntermediateDirectories: true)
        let stray = try runFlipbook(verifyArgs)
        XCTAssertEqual(stray.status, 2, stray.stderr)
        XCTAssertTrue(stray.stderr.contains("card/variants/sepia: not a variant name"), stray.stderr)
        try FileManager.default.removeItem(at: golden.appendingPathComponent("card/variants/sepia"))
        try Data(#"{"variants": 1}"#.utf8).write(to: golden.appendingPathComponent("card/variants.json"))
        let badList = try runFlipbook(verifyArgs)
        XCTAssertEqual(badList.status, 2, badList.stderr)
        XCTAssertTrue(badList.stderr.contains("variants.json: must be a JSON array of variant specs"), badList.stderr)
    }
}
