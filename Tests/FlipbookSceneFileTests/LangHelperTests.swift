import Foundation
import XCTest
import FlipbookScene
@testable import FlipbookSceneFile
import FlipbookSupport

final class LangHelperTests: XCTestCase {
    func testSuggestClosest() {
        let functions = ["min", "max", "clamp", "lerp", "progress"]
        XCTAssertEqual(Suggest.closest(to: "mx", in: functions), "max")
        XCTAssertEqual(Suggest.closest(to: "MAX", in: functions), "max")
        XCTAssertEqual(Suggest.closest(to: "lrep", in: functions), "lerp")  // adjacent swap = 1 edit
        XCTAssertEqual(Suggest.closest(to: "progres", in: functions), "progress")
        XCTAssertEqual(Suggest.closest(to: "clmap", in: functions), "clamp")
        XCTAssertNil(Suggest.closest(to: "zzz", in: functions))
        XCTAssertNil(Suggest.closest(to: "", in: functions))
        XCTAssertNil(Suggest.closest(to: "x", in: []))
        // Short words only tolerate one edit.
        XCTAssertNil(Suggest.closest(to: "ab", in: ["xy"]))
        // Longer words tolerate more.
        XCTAssertEqual(Suggest.closest(to: "firstBsaelin", in: ["firstBaseline", "lastBaseline"]), "firstBaseline")
        XCTAssertEqual(Suggest.closest(to: "widht", in: ["height", "width"]), "width")
        XCTAssertNil(Suggest.closest(to: String(repeating: "a", count: 10_000), in: ["a"]))
    }
}
