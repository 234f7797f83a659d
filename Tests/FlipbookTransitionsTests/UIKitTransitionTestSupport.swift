import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// Where view `id` is on screen at this instant, from the trace line: its traced frame (before
/// its own transform) with its traced transform (scale and shift, about the centre) applied.
func tracedFrame(_ id: String, in scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
    let text = StepTrace.line(for: Step(index: 0, time: 0), in: scene, views: [id])
    let data = try XCTUnwrap(text.data(using: .utf8))
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
    let views = try XCTUnwrap(object["views"] as? [String: Any], "no views in \(text)", file: file, line: line)
    let view = try XCTUnwrap(views[id] as? [String: Any], "\(id) is not traced: \(text)", file: file, line: line)
    let f = try XCTUnwrap(view["frame"] as? [Double], file: file, line: line)
    let t = try XCTUnwrap(view["transform"] as? [Double], file: file, line: line)
    XCTAssertEqual(t[1], 0, file: file, line: line); XCTAssertEqual(t[2], 0, file: file, line: line)
    let w = f[2] * t[0], h = f[3] * t[3]
    return [f[0] + f[2] / 2 + t[4] - w / 2, f[1] + f[3] / 2 + t[5] - h / 2, w, h]
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
