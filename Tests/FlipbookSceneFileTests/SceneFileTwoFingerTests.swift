import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// Pinches and rotations in scene files: `"touches"` that script two fingers and `"gestures"` of
/// type pinch, rotation and pan (docs/scene-format.md#gestures, #touches).
final class SceneFileTwoFingerTests: XCTestCase {
    private func scene(gestures: String, touches: String) -> String {
        """
        {"views": [{"id": "photo", "type": "view", "frame": [95, 300, 200, 120], "backgroundColor": "systemBlue",
                    "gestures": \(gestures)},
                   {"id": "note", "type": "label", "frame": [20, 500, 200, 22], "text": "Zoomed", "alpha": 0}],
         "touches": \(touches), "fps": 10, "driver": {"type": "timeline", "duration": 1}}
        """
    }

    private func run(_ source: String) throws -> (note: Double, warnings: [String]) {
        let file = try SceneFileTestFile(source)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        var driver = loaded.driver
        while let step = driver.next(loaded.scene) { loaded.scene.advance(to: step) }
        let note = try XCTUnwrap(loaded.scene.root.subviews.first { $0.id == "note" })
        return (Double(note.layer.opacity), loaded.scene.warnings)
    }

    func testAPinchAndARotationRunTheirRecognizersChanges() throws {
        let show = #"{"set": [{"set": "note.alpha", "to": "1"}]}"#
        let pinched = try run(scene(gestures: #"[{"type": "pinch", "onRecognize": \#(show)}]"#,
                                    touches: #"[{"at": 0.2, "pinch": "photo", "scale": 1.8, "duration": 0.4}]"#))
        XCTAssertEqual(pinched.note, 1)
        XCTAssertEqual(pinched.warnings, [])
        let turned = try run(scene(gestures: #"[{"type": "rotation", "onRecognize": \#(show)}]"#,
                                   touches: #"[{"at": 0.2, "rotate": "photo", "angle": 1.2, "spread": 80, "easing": "linear"}]"#))
        XCTAssertEqual(turned.note, 1)
        // A rotation does not pinch, and a pinch does not rotate: each recognizer needs its own motion.
        let wrong = try run(scene(gestures: #"[{"type": "rotation", "onRecognize": \#(show)}]"#,
                                  touches: #"[{"at": 0.2, "pinch": "photo", "scale": 1.8}]"#))
        XCTAssertEqual(wrong.note, 0)
        // A two-finger pan follows the fingers' centroid: a pinch about a fixed centre never pans it.
        let pan = try run(scene(gestures: #"[{"type": "pan", "minimumTouches": 2, "onRecognize": \#(show)}]"#,
                                touches: #"[{"at": 0.2, "pinch": "photo", "scale": 1.8}]"#))
        XCTAssertEqual(pan.note, 0)
    }

    func testProblemsAreNamedAtTheirPlace() throws {
        func problems(_ gestures: String = "[]", _ touches: String = "[]") throws -> [String] {
            try SceneFileTestFile.problems(of: scene(gestures: gestures, touches: touches))
        }
        XCTAssertEqual(try problems("[]", #"[{"at": 1, "pinch": "photo"}]"#), [#"$.touches[0]: missing required key "scale""#])
        XCTAssertEqual(try problems("[]", #"[{"at": 1, "pinch": "photo", "scale": 0}]"#).count, 1)
        XCTAssertEqual(try problems("[]", #"[{"at": 1, "rotate": "photo", "angle": 1e9}]"#).count, 1)
        XCTAssertEqual(try problems("[]", #"[{"at": 1, "rotate": "photo", "angle": 1, "scale": 2}]"#),
                       [#"$.touches[0].scale: "scale" does nothing in a rotate"#])
        XCTAssertEqual(try problems("[]", #"[{"at": 1, "pinch": "photo", "scale": 2, "spread": 0}]"#).count, 1)
        XCTAssertEqual(try problems(#"[{"type": "pan", "maximumTouches": 11, "onRecognize": {"set": []}}]"#).count, 1)
        XCTAssertEqual(try problems(#"[{"type": "pinh", "onRecognize": {"set": []}}]"#),
                       [#"$.views[0].gestures[0].type: unknown gesture type "pinh" (tap, longPress, swipe, pan, pinch, rotation); did you mean "pinch"?"#])
    }
}
