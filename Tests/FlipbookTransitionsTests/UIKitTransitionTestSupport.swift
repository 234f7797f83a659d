import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// Which part of the running transition a test looks at (`Scene.screenTransition`).
enum TransitionPart { case from, to }

/// Where the root view playing `part` in the running transition is drawn at this instant: its
/// bounds through every layer's presentation up to the window (the transition's poses are
/// animations on the layers; the views' own values stay at rest).
func transitionFrame(_ part: TransitionPart, in scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
    let roles = try XCTUnwrap(scene.screenTransition, "no transition is running", file: file, line: line)
    let view = part == .from ? roles.from : roles.to
    let r = view.presentationTransformToRoot.apply(to: try XCTUnwrap(view.layer.presentation(), file: file, line: line).bounds)
    return [r.minX, r.minY, r.width, r.height]
}

func assertFrame(_ frame: [Double], _ expected: [Double], accuracy: Double = 0.011, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(frame.count, 4, file: file, line: line)
    for (a, b) in zip(frame, expected) { XCTAssertEqual(a, b, accuracy: accuracy, "\(frame) vs \(expected) \(message)", file: file, line: line) }
}

/// UIKit's spring by hand: critically damped, x(t) = 1 − (1 + ωt)·e^(−ωt), with ω = 25.36227 rad/s,
/// the ω at which both the distance left and the speed stay under 0.001 from 0.5 s on
/// (1 − (1 + 0.5ω)e^(−0.5ω) ≥ 0.999 and ω²·0.5·e^(−0.5ω) ≤ 0.001, solved separately in Python).
/// Half-way (0.25 s) that is 0.987056; at 0.125 s 0.824883.
enum HandSpring {
    static let half = 0.987056
    static let eighth = 0.824883
}
