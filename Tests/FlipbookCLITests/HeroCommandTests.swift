import Foundation
import XCTest
import FlipbookTestSupport

/// Hero transitions from scene files, as a user runs them: the three fixtures validate clean and
/// render (pixels read back by Pillow), bad animation types and modifiers exit 2 naming the word
/// and its place, and the hero lint's warnings reach stderr in `validate` and `render`.
final class HeroCommandTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures")
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("hero-cli") }
    override func tearDownWithError() throws { if let dir { try? FileManager.default.removeItem(at: dir) } }

    private func write(_ json: String, _ name: String = "scene.json") throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url.path
    }

    private func scene(push: String = "push(left)", detailHero: String = #"{"id": "avatar-2"}"#) -> String {
        """
        {"screen": {"device": "iphone-14", "scale": 1},
         "screens": {
           "posts": {"title": "Posts", "views": [
             {"repeat": {"count": 3}, "view": {"frame": [16, "100 + i * 60", 52, 52], "backgroundColor": "red", "hero": {"id": "avatar-{i}"}}}]},
           "detail": {"title": "Post", "views": [
             {"frame": [135, 115, 120, 120], "backgroundColor": "green", "hero": \(detailHero)},
             {"frame": [135, 300, 120, 20], "backgroundColor": "blue", "hero": {"id": "avatar-2"}}]}},
         "controllers": {"nav": {"type": "navigation", "viewControllers": ["posts"], "hero": true}},
         "rootViewController": "nav",
         "driver": {"type": "transitions", "events": [{"at": 0.1, "action": "push", "controller": "detail", "animation": "\(push)"}]}}
        """
    }

    func testTheFixturesValidateCleanAndRender() throws {
        for name in ["hero-push", "hero-modal", "hero-tabs"] {
            let path = Self.fixtures.appendingPathComponent("\(name).json").path
            let check = try flipbook("validate", path)
            XCTAssertEqual(check.status, 0, check.stderr)
            XCTAssertEqual(check.stderr, "", "\(name): a clean scene prints no warning")
            let out = dir.appendingPathComponent(name)
            let run = try flipbook("render", path, "-o", out.path + "/", "--scale", "1", "--quiet")
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "", name)
            let frames = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            XCTAssertEqual(frames.count, 55, name)
        }
        // What the frames show at 0, 0.8 s (after the first transition) and the end: hero-push's
        // detail with its big green avatar at (195, 175), then the list again after the pop;
        // hero-tabs' tab 2 (orange circle at (195, 190), over feed's first white card), then the
        // feed; hero-modal's orange header over home's navy card, then home again.
        let script = """
        import sys
        from PIL import Image
        def px(name, frame, x, y):
            return Image.open(f"{sys.argv[1]}/{name}/{frame:04d}.png").convert("RGB").getpixel((x, y))
        for name, x, y in [("hero-push", 195, 175), ("hero-tabs", 195, 190), ("hero-modal", 195, 150)]:
            print(name, px(name, 0, x, y), px(name, 24, x, y), px(name, 54, x, y))
        """
        let text = try IndependentChecker.run(script, arguments: [dir.path])
        let rows = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.count, 3, text)
        XCTAssertTrue(rows[0].hasPrefix("hero-push (255, 255, 255) (52, 199, 89) (255, 255, 255)"), rows[0])
        XCTAssertTrue(rows[1].hasPrefix("hero-tabs (255, 255, 255) (255, 159, 10) (255, 255, 255)"), rows[1])
        XCTAssertTrue(rows[2].hasPrefix("hero-modal (19, 49, 92) (255, 159, 10) (19, 49, 92)"), rows[2])
    }

    func testAnUnknownAnimationTypeExits2NamingItAndThePlace() throws {
        let path = try write(scene(push: "wobble(left)"))
        for command in ["validate", "render"] {
            var args = [command, path]
            if command == "render" { args += ["-o", dir.appendingPathComponent("out.gif").path] }
            let run = try runFlipbook(args)
            XCTAssertEqual(run.status, 2, command)
            XCTAssertTrue(run.stderr.contains("$.driver.events[0].animation: unknown animation type \"wobble\""), run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.gif").path))
        let direction = try runFlipbook(["validate", try write(scene(push: "push(sideways)"))])
        XCTAssertEqual(direction.status, 2)
        XCTAssertTrue(direction.stderr.contains("$.driver.events[0].animation: unknown direction \"sideways\""), direction.stderr)
    }

    func testBadModifierArgumentsExit2() throws {
        for (modifiers, expected) in [("\"fade wobble\"", "unknown modifier \"wobble\""),
                                      ("\"arc(1, 2)\"", "\"arc\" takes 0…1 arguments, found 2"),
                                      ("\"scale(1e999)\"", "not a finite number"),
                                      ("[\"fade\", \"opacity(7)\"]", "argument 1 of \"opacity\" must be a number in 0…1, found 7")] {
            let path = try write(scene(detailHero: "{\"id\": \"avatar-1\", \"modifiers\": \(modifiers)}"))
            let run = try flipbook("validate", path)
            XCTAssertEqual(run.status, 2, modifiers)
            XCTAssertTrue(run.stderr.contains("$.screens.detail.views[0].hero.modifiers"), run.stderr)
            XCTAssertTrue(run.stderr.contains(expected), run.stderr)
        }
    }

    func testDuplicateIdsWarnInValidateAndRenderNamingBothViews() throws {
        // The detail's second view reuses "avatar-2": both are named, validate still exits 0.
        let path = try write(scene())
        let check = try flipbook("validate", path)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stderr.contains("flipbook: warning: "), check.stderr)
        XCTAssertTrue(check.stderr.contains("duplicate hero id \"avatar-2\" on 'detail': $.screens.detail.views[0] and $.screens.detail.views[1]"),
                      check.stderr)
        let run = try flipbook("render", path, "-o", dir.appendingPathComponent("out.gif").path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("flipbook: warning: hero: $.screens.detail.views[0]: duplicate hero id \"avatar-2\""), run.stderr)
        XCTAssertEqual(run.stderr.components(separatedBy: "duplicate hero id").count, 2, "said once: \(run.stderr)")
    }
}
