import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// The `slider` and `stepper` kinds: what they build, and bad values named at their place.
final class SceneFileSliderStepperTests: XCTestCase {
    private func scene(_ view: String) -> String {
        #"{"views": [\#(view)], "driver": {"type": "timeline", "duration": 0}}"#
    }

    func testASliderAndAStepperAreBuiltAsTheFileSays() throws {
        let file = try SceneFileTestFile("""
        {"views": [
          {"type": "slider", "frame": [20, 20, 200, 31], "minimum": -10, "maximum": 10, "value": 5, "minimumTrackColor": "systemRed"},
          {"type": "stepper", "frame": [20, 80, 94, 32], "minimum": 1, "maximum": 5, "value": 3, "step": 2, "wraps": true}
        ], "driver": {"type": "timeline", "duration": 0}}
        """)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        let slider = try XCTUnwrap(loaded.scene.root.subviews.compactMap { $0 as? Slider }.first)
        XCTAssertEqual(slider.minimumValue, -10); XCTAssertEqual(slider.maximumValue, 10); XCTAssertEqual(slider.value, 5)
        XCTAssertEqual(slider.minimumTrackTintColor, .systemRed)
        let stepper = try XCTUnwrap(loaded.scene.root.subviews.compactMap { $0 as? Stepper }.first)
        XCTAssertEqual(stepper.value, 3); XCTAssertEqual(stepper.stepValue, 2); XCTAssertTrue(stepper.wraps)
        XCTAssertEqual(stepper.maximumValue, 5)
    }

    func testBadValuesAreProblemsAtTheirPlace() throws {
        XCTAssertEqual(try SceneFileTestFile.problems(of: scene(#"{"type": "slider", "value": 1e9}"#)),
                       ["$.views[0].value: must be a number in -1000000…1000000, found 1000000000"])
        XCTAssertEqual(try SceneFileTestFile.problems(of: scene(#"{"type": "stepper", "minimum": 5, "maximum": 5}"#)),
                       ["$.views[0].minimum: the minimum (5) must be below the maximum (5)"])
        XCTAssertEqual(try SceneFileTestFile.problems(of: scene(#"{"type": "stepper", "step": 0}"#)),
                       ["$.views[0].step: must be a number in 0.001…1000000, found 0"])
        XCTAssertEqual(try SceneFileTestFile.problems(of: scene(#"{"type": "stepper", "wrap": true}"#)).count, 1, "an unknown key")
    }
}
