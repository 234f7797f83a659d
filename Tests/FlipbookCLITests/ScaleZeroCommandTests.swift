import Foundation
import XCTest
import FlipbookTestSupport

/// A view scaled to 0 (where pop-in animations start) draws nothing, as in UIKit, instead of
/// failing the render with Cairo's "invalid matrix" (issue 33).
final class ScaleZeroCommandTests: XCTestCase {
    private func scene(_ binding: String) -> String {
        """
        {"name": "pop", "screen": {"size": [40, 30], "scale": 2}, "background": "white",
         "views": [{"id": "list", "type": "scroll", "frame": [0, 0, 40, 30], "contentSize": [40, 200],
                    "subviews": [{"id": "card", "frame": [4, 4, 30, 12], "backgroundColor": "systemBlue", "cornerRadius": 4,
                                  "subviews": [{"id": "dot", "frame": [2, 2, 6, 6], "backgroundColor": "systemRed"}]}]}],
         "scrollView": "list", "bindings": [\(binding)], "driver": {"type": "offsets", "from": 0, "to": 2, "step": 1}}
        """
    }

    func testAViewScaledToZeroDrawsNothing() throws {
        let dir = try temporaryDirectory("scale-zero")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let zero = dir.appendingPathComponent("zero.json"), hidden = dir.appendingPathComponent("hidden.json")
        try Data(scene(#"{"set": "card.transform", "ops": [{"scale": "0"}]}"#).utf8).write(to: zero)
        try Data(scene(#"{"set": "card.alpha", "to": "0"}"#).utf8).write(to: hidden)
        let a = dir.appendingPathComponent("zero.png"), b = dir.appendingPathComponent("hidden.png")
        let run = try flipbook("render", zero.path, "-o", a.path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try flipbook("render", hidden.path, "-o", b.path, "--quiet").status, 0)
        let same = try flipbook("diff", a.path, b.path)
        XCTAssertEqual(same.status, 0, "a view scaled to 0 must look like no view: \(same.stdout)")
        // And it is not simply nothing drawn at all: at scale 1 the card shows.
        let one = dir.appendingPathComponent("one.json")
        try Data(scene(#"{"set": "card.transform", "ops": [{"scale": "1"}]}"#).utf8).write(to: one)
        let c = dir.appendingPathComponent("one.png")
        XCTAssertEqual(try flipbook("render", one.path, "-o", c.path, "--quiet").status, 0)
        XCTAssertEqual(try flipbook("diff", b.path, c.path).status, 1)
    }
}
