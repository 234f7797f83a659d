import Foundation
import XCTest
@testable import FlipbookSceneFile

/// Issue 33: a `transitions` driver's cost grows with its views (every event matches and plans
/// them, every frame lays them out and draws them), so events × views and frames × views are
/// limited (docs/limits.md) and refused at the driver before any is run; and a file past the view
/// limit says so once, the screens it names still known.
final class TransitionCostLimitsTests: XCTestCase {
    /// Two screens of `count` hero-matched views each, pushed and popped by `events` events.
    private func heroFile(views count: Int, events: Int, every seconds: Double, fps: Int) -> String {
        func screen(_ x: Int) -> String {
            #"{"views": [{"repeat": {"count": \#(count), "as": "i"}, "view": {"frame": ["\#(x) + i * 0.3", "100 + i * 0.6", 10, 10], "#
                + #""backgroundColor": "systemBlue", "hero": {"id": "v{i}"}}}]}"#
        }
        let list = (0..<events).map { k in
            k % 2 == 0 ? #"{"at": \#(Double(k) * seconds), "action": "push", "controller": "b"}"#
                       : #"{"at": \#(Double(k) * seconds), "action": "pop"}"#
        }
        return #"""
            {"fps": \#(fps), "screen": {"size": [390, 844], "scale": 1},
             "screens": {"a": \#(screen(0)), "b": \#(screen(20))},
             "controllers": {"nav": {"type": "navigation", "viewControllers": ["a"], "hero": true}},
             "rootViewController": "nav",
             "driver": {"type": "transitions", "tail": 0.2, "events": [\#(list.joined(separator: ","))]}}
            """#
    }

    /// 300 events at once over 202 views (two screens of 100 and their roots): 60,600 view-events.
    /// Before the limit this validated, matching every view 300 times (2×999 views and 100
    /// events took 27 s in a debug build).
    func testManyEventsOverManyViewsAreRefusedAtTheEvents() throws {
        let found = try SceneFileTestFile.problems(of: heroFile(views: 100, events: 300, every: 0, fps: 30))
        XCTAssertEqual(found, ["$.driver.events: 300 events over 202 views is 60600 view-events, more than the "
                               + "\(SceneFileLimits.transitionViewEvents) allowed (each event matches every view); use fewer events or views"])
    }

    /// Ten transitions half a second apart at 100 fps: 4.5 s + 0.35 s + 0.2 s tail is 506 frames
    /// of 202 views, 102,212 view-frames.
    func testLongTransitionsOverManyViewsAreRefusedAtTheDriver() throws {
        let found = try SceneFileTestFile.problems(of: heroFile(views: 100, events: 10, every: 0.5, fps: 100))
        XCTAssertEqual(found, ["$.driver: the transitions make 506 frames of 202 views, 102212 view-frames, more than the "
                               + "\(SceneFileLimits.transitionViewFrames) allowed; use fewer views, events or frames per second"])
    }

    /// The same transitions at 30 fps (152 frames, 30,704 view-frames) are within both limits.
    func testTheSameTransitionsAtAFewerFramesValidate() throws {
        XCTAssertEqual(try SceneFileTestFile.problems(of: heroFile(views: 100, events: 10, every: 0.5, fps: 30)), [])
    }

    /// Screen `a` takes the view limit (its root and 1,999 views); `b`'s root is the view past it.
    /// Before, `b` was then left out, so the controller naming it said "unknown screen or
    /// controller \"b\"" beside the limit; now the limit is the one problem, the same each time.
    func testAScreenPastTheViewLimitIsStillKnownByName() throws {
        let json = #"""
            {"screen": {"size": [390, 844], "scale": 1},
             "screens": {"a": {"views": [{"repeat": {"count": \#(SceneFileLimits.views - 1)}, "view": {"frame": [0, 0, 1, 1]}}]},
                         "b": {"views": []}},
             "controllers": {"nav": {"type": "navigation", "viewControllers": ["b"]}},
             "rootViewController": "nav",
             "driver": {"type": "transitions", "events": [{"at": 0, "action": "push", "controller": "a"}]}}
            """#
        let runs = try (0..<3).map { _ in try SceneFileTestFile.problems(of: json) }
        XCTAssertEqual(runs[0], ["$.screens.b: more than \(SceneFileLimits.views) views (repeats included)"])
        XCTAssertEqual(runs[1], runs[0])
        XCTAssertEqual(runs[2], runs[0])
    }
}
