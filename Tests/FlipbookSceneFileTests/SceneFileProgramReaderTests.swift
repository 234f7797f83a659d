import XCTest
import FlipbookScene
@testable import FlipbookSceneFile

/// Keys that would be ignored are problems: a file means what it says or is refused.
final class SceneFileProgramReaderTests: XCTestCase {
    private func problems(bindings: String = "[]", behaviors: String = "[]", events: String = "[]") throws -> [String] {
        let file = try SceneFileTestFile("""
            {"views": [{"id": "box", "frame": [0, 0, 10, 10]}],
             "constraints": ["box.top == root.top", "box.leading == root.leading", "box.width == 10 #boxWidth",
                             "box.height == 10"],
             "bindings": \(bindings), "behaviors": \(behaviors), "events": \(events),
             "driver": {"type": "timeline", "duration": 0.1}}
            """)
        defer { file.remove() }
        return file.problems()
    }

    func testABindingHasToOrTrackNotBoth() throws {
        XCTAssertEqual(try problems(bindings: """
            [{"set": "box.alpha", "to": "1", "track": {"input": "time", "keys": [[0, 0], [1, 1]]}}]
            """), ["$.bindings[0]: give \"to\" or \"track\", not both"])
    }

    func testOpsBelongToATransformAndATransformTakesOnlyOps() throws {
        XCTAssertEqual(try problems(bindings: """
            [{"set": "box.alpha", "to": "1", "ops": []}, {"set": "box.transform", "to": "1", "ops": []}]
            """), ["$.bindings[0].ops: \"ops\" belongs to a transform binding; this one takes \"to\" or \"track\"",
                   "$.bindings[1].to: a transform binding takes \"ops\", not \"to\""])
    }

    func testATransformOperationIsOneKey() throws {
        XCTAssertEqual(try problems(bindings: """
            [{"set": "box.transform", "ops": [{"scale": 2, "rotate": 1}, {"translate": [1]}]}]
            """), ["$.bindings[0].ops[0]: an operation is one of {\"scale\": …}, {\"translate\": [x, y]} or {\"rotate\": …}",
                   "$.bindings[0].ops[1].translate: translate takes [x, y]"])
    }

    func testABehaviourRefusesAnotherBehavioursKeys() throws {
        XCTAssertEqual(try problems(behaviors: """
            [{"type": "holdWhileCollapsing", "constraint": "boxWidth", "min": 5, "max": 20, "measure": "scroll.y"}]
            """), ["$.behaviors[0].measure: unknown property \"measure\""])
    }

    func testAMisspeltConstraintIdentifierGetsASuggestion() throws {
        XCTAssertEqual(try problems(behaviors: """
            [{"type": "holdWhileCollapsing", "constraint": "boxWidht", "min": 5, "max": 20}]
            """), ["$.behaviors[0].constraint: no constraint with identifier \"boxWidht\"; did you mean \"boxWidth\"?"])
    }

    func testAnEventHasAnimateOrSetNotBothAndAnAnimationThatEnds() throws {
        XCTAssertEqual(try problems(events: """
            [{"at": 0, "set": [], "animate": {"duration": 0.1, "set": []}},
             {"at": 0, "animate": {"duration": -1, "set": []}}]
            """), ["$.events[0]: an event has \"animate\" or \"set\", not both",
                   "$.events[1].animate.duration: an animation lasts 0…600 s"])
    }
}
