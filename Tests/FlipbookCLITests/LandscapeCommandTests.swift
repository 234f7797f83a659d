import Foundation
import XCTest
import FlipbookRender
import FlipbookTestSupport

/// `--orientation portrait|landscape` on `render`, `verify` and `record`, the scene file's
/// `"orientation"`, the `orientation` variant word and `flipbook devices`, as a user meets
/// them: the size of the frames written, the red box kept inside the 47 pt safe area, the exit
/// codes and the messages.
final class LandscapeCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("landscape") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// A red box pinned to the safe area's leading edge, on an iPhone 14 at 1x.
    private func writeScene(screen: String = "\"device\": \"iphone-14\", \"scale\": 1") throws -> URL {
        let url = dir.appendingPathComponent("box.json")
        try Data("""
            {"screen": {\(screen)},
             "views": [{"id": "box", "backgroundColor": "red"}],
             "constraints": ["box.leading == safeArea.leading", "box.top == root.top + 100", "box.width == 40", "box.height == 40"],
             "driver": {"type": "offsets", "from": 0, "to": 0, "step": 1}}
            """.utf8).write(to: url)
        return url
    }

    private func frame(_ png: URL) throws -> RasterFrame { RasterFrame(try PNGImageDecoder.decode(path: png.path)) }

    /// The first column of the box's row that is red.
    private func boxLeft(_ frame: RasterFrame) -> Int? {
        (0..<frame.width).first { let p = frame.rgba($0, 120); return p.r > 200 && p.g < 60 && p.b < 60 }
    }

    func testOrientationFlagTurnsTheDevice() throws {
        let scene = try writeScene()
        let portrait = dir.appendingPathComponent("p.png"), landscape = dir.appendingPathComponent("l.png")
        XCTAssertEqual(try flipbook("render", scene.path, "-o", portrait.path, "--quiet").status, 0)
        let run = try flipbook("render", scene.path, "-o", landscape.path, "--orientation", "landscape", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        let p = try frame(portrait), l = try frame(landscape)
        XCTAssertEqual([p.width, p.height], [390, 844])
        XCTAssertEqual([l.width, l.height], [844, 390], "on its side")
        XCTAssertEqual(boxLeft(p), 0, "portrait: no side insets")
        XCTAssertEqual(boxLeft(l), 47, "landscape: the notch's 47 pt")
        // With --device: the named device, turned.
        let se = dir.appendingPathComponent("se.png")
        XCTAssertEqual(try flipbook("render", scene.path, "-o", se.path, "--device", "iphone-se", "--orientation", "landscape", "--quiet").status, 0)
        XCTAssertEqual([try frame(se).width, try frame(se).height], [667, 375])
        XCTAssertEqual(boxLeft(try frame(se)), 0, "the SE has no side insets")
    }

    func testSceneFileOrientationAndTheFlagOverridingIt() throws {
        let scene = try writeScene(screen: "\"device\": \"iphone-15\", \"orientation\": \"landscape\", \"scale\": 1")
        let side = dir.appendingPathComponent("side.png"), upright = dir.appendingPathComponent("upright.png")
        XCTAssertEqual(try flipbook("render", scene.path, "-o", side.path, "--quiet").status, 0)
        XCTAssertEqual([try frame(side).width, try frame(side).height], [852, 393])
        XCTAssertEqual(boxLeft(try frame(side)), 59, "the Dynamic Island's 59 pt")
        XCTAssertEqual(try flipbook("render", scene.path, "-o", upright.path, "--orientation", "portrait", "--quiet").status, 0)
        XCTAssertEqual([try frame(upright).width, try frame(upright).height], [393, 852], "the flag wins")
    }

    func testBadOrientationsExitTwoNamingTheValue() throws {
        let scene = try writeScene()
        let out = dir.appendingPathComponent("x.png").path
        for command in [["render", scene.path, "-o", out], ["verify", scene.path], ["record", scene.path, "--golden", dir.path]] {
            let run = try runFlipbook(command + ["--orientation", "sideways"])
            XCTAssertEqual(run.status, 2, "\(command[0]): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("--orientation must be one of portrait, landscape, not 'sideways'"), "\(command[0]): \(run.stderr)")
        }
        let badFile = try writeScene(screen: "\"device\": \"iphone-14\", \"orientation\": \"upside-down\"")
        let run = try flipbook("render", badFile.path, "-o", out)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("orientation must be \"portrait\" or \"landscape\", not \"upside-down\""), run.stderr)
        XCTAssertTrue(run.stderr.contains("$.screen.orientation"), run.stderr)
    }

    func testOrientationVariantsWriteOneOutputEach() throws {
        let scene = try writeScene()
        let out = dir.appendingPathComponent("box.png")
        let run = try flipbook("render", scene.path, "--variants", "orientation=portrait|landscape", "-o", out.path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        let p = try frame(dir.appendingPathComponent("box@portrait.png")), l = try frame(dir.appendingPathComponent("box@landscape.png"))
        XCTAssertEqual([p.width, p.height, l.width, l.height], [390, 844, 844, 390])
    }

    func testDevicesListsBothOrientations() throws {
        let run = try flipbook("devices")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 12, "six devices, two lines each: \(run.stdout)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("iphone-14") && $0.contains("portrait") && $0.contains("390×844 pt @3x") && $0.contains("top 47, bottom 34") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("landscape") && $0.contains("844×390 pt @3x") && $0.contains("left 47, bottom 21, right 47") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("667×375 pt @2x") && $0.contains("no safe-area insets") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.contains("1180×820 pt @2x") && $0.contains("top 24, bottom 20") }, run.stdout)
    }
}
