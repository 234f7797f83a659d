import Foundation
import XCTest
import FlipbookTestSupport

/// A bad `presentationStyle` is refused by `validate` and `render` with exit code 2, naming the
/// place and the four styles; nothing is written.
final class SheetCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("sheet-cli") }
    override func tearDownWithError() throws { if let dir { try? FileManager.default.removeItem(at: dir) } }

    func testABadPresentationStyleExits2NamingThePlace() throws {
        let json = """
        {"screen": {"device": "iphone-14", "scale": 1},
         "screens": {"home": {"views": []}, "settings": {"presentationStyle": "sheet", "views": []}},
         "rootViewController": "home",
         "driver": {"type": "transitions", "events": [{"at": 0.1, "action": "present", "controller": "settings"}]}}
        """
        let path = dir.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: path)
        let out = dir.appendingPathComponent("out.gif")
        for command in ["validate", "render"] {
            var args = [command, path.path]
            if command == "render" { args += ["-o", out.path] }
            let run = try runFlipbook(args)
            XCTAssertEqual(run.status, 2, command)
            XCTAssertTrue(run.stderr.contains("$.screens.settings.presentationStyle: unknown presentation style \"sheet\" (automatic, pageSheet, formSheet, fullScreen, overFullScreen, overCurrentContext)"),
                          run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }
}
