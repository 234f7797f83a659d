import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// Running a scene file: a problem found while running stops the render (nothing is written)
/// and is the same problem `validate` lists.
final class SceneFileRuntimeTests: XCTestCase {
    /// `1 / (time - 0.5)` is fine until the step at t = 0.5 s (step 5 at 10 fps).
    private let dividesByZeroMidRun = """
    {"views": [{"id": "box", "frame": [0, 0, 10, 10]}],
     "bindings": [{"set": "box.cornerRadius", "to": "1 / (time - 0.5)"}],
     "fps": 10, "driver": {"type": "timeline", "duration": 1}}
    """

    func testAProblemWhileRunningStopsTheDriveLoopAndNothingIsWritten() throws {
        let file = try SceneFileTestFile(dividesByZeroMidRun)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path, scale: 1)
        let trace = file.folder.appendingPathComponent("trace.jsonl")
        XCTAssertThrowsError(try DriveLoop().run(SceneRun(scene: loaded.scene, driver: loaded.driver),
                                                 into: [TraceSink(url: trace)])) { error in
            guard let problems = error as? SceneFileProblems else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.problems.count, 1)
            XCTAssertEqual(problems.problems.first?.place, "$.bindings[0].to")
            XCTAssertTrue(problems.problems.first?.message.hasPrefix("at t=0.5 s: division by zero\n") == true,
                          problems.description)
            XCTAssertEqual(problems.exitCode, .badInput)
        }
        XCTAssertEqual(loaded.scene.currentTime, 0.5, "the run stops at the step that failed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: trace.path))
    }

    func testValidateReportsTheProblemRenderStopsAt() throws {
        let file = try SceneFileTestFile(dividesByZeroMidRun)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var rendered: SceneFileProblems?
        do {
            try DriveLoop().run(SceneRun(scene: loaded.scene, driver: loaded.driver), into: [])
        } catch let problems as SceneFileProblems {
            rendered = problems
        }
        XCTAssertEqual(SceneFileLoader.validate(path: file.path), try XCTUnwrap(rendered).problems)
    }

    func testAProblemAtTheFirstFrameIsALoadError() throws {
        let file = try SceneFileTestFile("""
            {"views": [{"id": "box", "frame": [0, 0, 10, 10]}],
             "variables": [{"name": "k", "value": "1 / time"}],
             "driver": {"type": "timeline", "duration": 1}}
            """)
        defer { file.remove() }
        XCTAssertThrowsError(try SceneFileLoader.load(path: file.path)) { error in
            let problems = (error as? SceneFileProblems)?.problems ?? []
            XCTAssertEqual(problems.map(\.place), ["$.variables[0].value"])
            XCTAssertTrue(problems.first?.message.hasPrefix("at t=0 s: division by zero") == true, "\(problems)")
        }
    }

    func testAProblemInABehaviourStopsTheRunToo() throws {
        let file = try SceneFileTestFile("""
            {"views": [{"id": "list", "type": "scroll", "frame": [0, 0, 100, 200], "contentSize": [100, 2000]}],
             "scrollView": "list",
             "behaviors": [{"type": "snapAfterDrag", "measure": "1 / (scroll.y - scroll.y)", "rules": []}],
             "driver": {"type": "drag", "gestures": [{"drag": 50, "duration": 0.2, "velocity": 0}], "hold": 2}}
            """)
        defer { file.remove() }
        let found = file.problems()
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("$.behaviors[0].measure: at t=") == true, "\(found)")
        XCTAssertTrue(found.first?.contains("division by zero") == true, "\(found)")
    }

    /// Events read the names bindings read (they used to know only `time`).
    func testEventsReadTheSameNamesAsBindings() throws {
        let file = try SceneFileTestFile("""
            {"views": [{"id": "box"}],
             "constraints": ["box.top == root.top", "box.leading == root.leading", "box.width == 40 #w", "box.height == 10"],
             "variables": [{"name": "half", "value": "constraints.w / 2"}],
             "events": [{"at": 0.2, "set": [{"set": "box.alpha", "to": "half / 40 + box.frame.height / 40"}]}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.5}}
            """)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        try DriveLoop().run(SceneRun(scene: loaded.scene, driver: loaded.driver), into: [])
        XCTAssertEqual(loaded.scene.root.viewWithID("box")?.alpha, 0.75)
    }

    /// A driver the loop refuses to follow is a validate problem, as it is a render error.
    func testTooManyStepsIsAValidateProblem() throws {
        let file = try SceneFileTestFile("""
            {"views": [{"id": "list", "type": "scroll", "frame": [0, 0, 100, 200], "contentSize": [100, 2000]}],
             "scrollView": "list",
             "driver": {"type": "drag", "gestures": [{"drag": 50, "duration": 0.5}], "hold": 10000}}
            """)
        defer { file.remove() }
        XCTAssertEqual(file.problems(), ["$.driver: the driver makes more than \(SceneFileLimits.steps) steps (the step limit); shorten it"])
        XCTAssertEqual(SceneFileLimits.steps, DriveLoop.stepLimit)
    }
}
