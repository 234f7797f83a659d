import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Scene files: `"appearance"` resolves every named colour and the defaults through the scene's
/// appearance; `"statusBar"` turns the status bar on.
final class AppearanceSceneFileTests: XCTestCase {
    private func file(appearance: String, statusBar: String = "false") -> String {
        """
        {"screen": {"device": "iphone-14", "scale": 1, "appearance": "\(appearance)", "statusBar": \(statusBar)},
         "views": [
           {"id": "card", "frame": [0, 100, 100, 50], "backgroundColor": "secondarySystemBackground"},
           {"id": "fill", "frame": [100, 100, 100, 50], "backgroundColor": "systemIndigo"},
           {"id": "fixed", "frame": [200, 100, 100, 50], "backgroundColor": "#336699"},
           {"id": "t", "type": "label", "text": "Hello", "frame": [0, 160, 200, 40]},
           {"id": "list", "type": "table", "frame": [0, 300, 390, 300], "rows": ["One", "Two", "Three"]}
         ],
         "driver": {"type": "timeline", "duration": 0}}
        """
    }

    private func firstFrame(_ json: String) throws -> (RasterFrame, Scene) {
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var run = SceneRun(scene: loaded.scene, driver: loaded.driver)
        _ = try run.advance()
        return (try Rasterizer().render(run.displayList()), loaded.scene)
    }

    func testDarkResolvesNamedColoursTheWindowLabelsAndTables() throws {
        let (dark, scene) = try firstFrame(file(appearance: "dark"))
        XCTAssertEqual(scene.appearance, .dark)
        XCTAssertEqual(dark.rgba(389, 250), RGBA(r: 0, g: 0, b: 0, a: 255), "the window is black")
        XCTAssertEqual(dark.rgba(50, 125), RGBA(r: 28, g: 28, b: 30, a: 255), "secondarySystemBackground's dark value")
        XCTAssertEqual(dark.rgba(150, 125), RGBA(r: 94, g: 92, b: 230, a: 255), "systemIndigo's dark value")
        XCTAssertEqual(dark.rgba(250, 125), RGBA(r: 0x33, g: 0x66, b: 0x99, a: 255), "a # colour is fixed")
        XCTAssertEqual(dark.rgba(380, 320), RGBA(r: 0, g: 0, b: 0, a: 255), "a plain table's cells are black")
        var brightest = 0
        for y in 160..<200 { for x in 0..<200 { brightest = max(brightest, dark.rgba(x, y).r) } }
        XCTAssertGreaterThan(brightest, 230, "label text is light")
        var brightestCell = 0
        for y in 300..<344 { for x in 16..<200 { brightestCell = max(brightestCell, dark.rgba(x, y).r) } }
        XCTAssertGreaterThan(brightestCell, 230, "cell text is light: not white on white")

        let (light, _) = try firstFrame(file(appearance: "light"))
        XCTAssertEqual(light.rgba(389, 250), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(light.rgba(50, 125), RGBA(r: 242, g: 242, b: 247, a: 255))
        XCTAssertEqual(light.rgba(150, 125), RGBA(r: 88, g: 86, b: 214, a: 255))
        XCTAssertEqual(light.rgba(380, 320), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    /// `{"light": a, "dark": b}` is a file's own dynamic colour (UIKit's `UIColor { traits in … }`):
    /// each appearance draws its value; a missing side or a bad colour is refused at its place.
    func testALightDarkPairIsAColourOfTheFilesOwn() throws {
        func json(_ appearance: String, _ colour: String) -> String {
            """
            {"screen": {"device": "iphone-14", "scale": 1, "appearance": "\(appearance)"},
             "views": [{"id": "bar", "frame": [0, 0, 100, 50], "backgroundColor": \(colour)}],
             "driver": {"type": "timeline", "duration": 0}}
            """
        }
        let pair = ##"{"light": "#F9F9F9", "dark": "systemIndigo"}"##
        XCTAssertEqual(try firstFrame(json("light", pair)).0.rgba(50, 25), RGBA(r: 0xF9, g: 0xF9, b: 0xF9, a: 255))
        XCTAssertEqual(try firstFrame(json("dark", pair)).0.rgba(50, 25), RGBA(r: 94, g: 92, b: 230, a: 255),
                       "the dark side may itself be a semantic colour, taken in its dark value")
        for (bad, says) in [(##"{"light": "#FFF"}"##, "dark"), (##"{"light": "#FFF", "dark": "#12"}"##, "#12"),
                            (##"{"light": "#FFF", "dark": "#000", "tint": "#111"}"##, "tint")] {
            let file = try SceneFileTestFile(json("light", bad))
            defer { file.remove() }
            XCTAssertThrowsError(try SceneFileLoader.load(path: file.path), bad) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains("views[0].backgroundColor") && text.contains(says), text)
            }
        }
    }

    func testEveryUIKitColourNameIsAccepted() throws {
        let names = Color.semanticColors.keys.sorted()
        XCTAssertEqual(names.count, 36)
        let views = names.enumerated().map { i, name in
            #"{"id": "v\#(i)", "frame": [0, \#(i * 10), 10, 10], "backgroundColor": "\#(name)"}"#
        }
        let file = try SceneFileTestFile(#"{"views": [\#(views.joined(separator: ", "))], "driver": {"type": "timeline", "duration": 0}}"#)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        for (i, name) in names.enumerated() {
            XCTAssertEqual(loaded.scene.root.viewWithID("v\(i)")?.backgroundColor, Color.semanticColors[name], name)
        }
        let typo = try SceneFileTestFile(#"{"views": [{"id": "a", "backgroundColor": "systemMnt"}], "driver": {"type": "timeline", "duration": 0}}"#)
        defer { typo.remove() }
        XCTAssertEqual(typo.problems(), [#"$.views[0].backgroundColor: unknown colour "systemMnt"; did you mean "systemMint"?"#])
    }

    func testStatusBarKey() throws {
        let (bar, scene) = try firstFrame(file(appearance: "light", statusBar: "true"))
        XCTAssertTrue(scene.showsStatusBar)
        let (bare, plain) = try firstFrame(file(appearance: "light"))
        XCTAssertFalse(plain.showsStatusBar)
        var differing = 0, below = 0
        for y in 0..<bar.height {
            for x in 0..<bar.width where bar.pixel(x: x, y: y) != bare.pixel(x: x, y: y) {
                if y < 47 { differing += 1 } else { below += 1 }
            }
        }
        XCTAssertGreaterThan(differing, 50, "the status bar is drawn in the top safe area")
        XCTAssertEqual(below, 0, "and nowhere else")

        let wrong = try SceneFileTestFile(#"{"screen": {"statusBar": "yes"}, "views": [], "driver": {"type": "timeline", "duration": 0}}"#)
        defer { wrong.remove() }
        XCTAssertEqual(wrong.problems(), ["$.screen.statusBar: expected true or false, found a string"])
    }
}
