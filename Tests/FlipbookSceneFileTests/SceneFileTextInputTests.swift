import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// Text fields, text views, search bars and progress bars in scene files: what they build, a tap
/// beginning editing, and the problems bad ones get (docs/scene-format.md#text-inputs).
final class SceneFileTextInputTests: XCTestCase {
    private func scene(_ views: String, touches: String = "[]") -> String {
        #"{"views": [\#(views)], "touches": \#(touches), "fps": 10, "driver": {"type": "timeline", "duration": 0.6}}"#
    }

    func testEachKindIsBuiltAsItsKeysSay() throws {
        let file = try SceneFileTestFile(scene("""
            {"id": "email", "type": "textField", "frame": [20, 60, 300, 34], "placeholder": "Email", "borderStyle": "roundedRect",
             "clearButton": "whileEditing", "onTap": {"set": [{"set": "hint.alpha", "to": "1"}]}},
            {"id": "password", "type": "textField", "frame": [20, 140, 300, 34], "text": "hunter2", "secure": true, "borderStyle": "line", "alignment": "center"},
            {"id": "notes", "type": "textView", "frame": [20, 200, 300, 100], "text": "Bring the tiles.", "scrolls": false, "editable": false},
            {"id": "search", "type": "searchBar", "frame": [0, 320, 390, 86], "placeholder": "Search recipes", "style": "minimal", "cancelButton": true, "prompt": "Dinner"},
            {"id": "upload", "type": "progress", "frame": [20, 420, 300, 2.5], "progress": 0.4, "style": "bar", "progressColor": "systemGreen"},
            {"id": "hint", "type": "label", "frame": [20, 100, 300, 20], "text": "Use your work email", "alpha": 0}
            """, touches: #"[{"at": 0.2, "tap": "email"}]"#))
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        func view<T>(_ id: String, as: T.Type) throws -> T { try XCTUnwrap(loaded.scene.root.viewWithID(id) as? T, id) }
        let email = try view("email", as: TextField.self), password = try view("password", as: TextField.self)
        XCTAssertEqual(email.borderStyle, .roundedRect)
        XCTAssertEqual(email.clearButtonMode, .whileEditing)
        XCTAssertTrue(password.isSecureTextEntry)
        XCTAssertEqual(password.textAlignment, .center)
        XCTAssertFalse(try view("notes", as: TextView.self).isScrollEnabled)
        let search = try view("search", as: SearchBar.self)
        XCTAssertEqual(search.searchBarStyle, .minimal)
        XCTAssertTrue(search.showsCancelButton)
        XCTAssertEqual(search.frame.height, SearchBar.barHeight + SearchBar.promptHeight)
        XCTAssertEqual(try view("upload", as: ProgressView.self).progress, 0.4, accuracy: 1e-6)
        var driver = loaded.driver
        while let step = driver.next(loaded.scene) { loaded.scene.advance(to: step) }
        XCTAssertTrue(email.isEditing, "the tap began editing")
        XCTAssertEqual(loaded.scene.root.viewWithID("hint")?.alpha, 1, "and ran its onTap")
        XCTAssertEqual(loaded.scene.warnings, [])
    }

    func testProblemsAreNamedAtTheirPlace() throws {
        func problems(_ view: String) throws -> [String] { try SceneFileTestFile.problems(of: scene(view)) }
        XCTAssertEqual(try problems(#"{"type": "textField", "borderStyle": "rounded"}"#),
                       [#"$.views[0].borderStyle: unknown border style "rounded""#])
        XCTAssertEqual(try problems(#"{"type": "textField", "clearButton": "sometimes"}"#).count, 1)
        XCTAssertEqual(try problems(#"{"type": "progress", "progress": 1.5}"#).count, 1)
        XCTAssertEqual(try problems(#"{"type": "searchBar", "style": "plain"}"#).count, 1)
        XCTAssertEqual(try problems(#"{"type": "textView", "lines": 2}"#), [#"$.views[0].lines: "lines" is not a key of a "textView" view; it belongs to "label""#])
    }
}
