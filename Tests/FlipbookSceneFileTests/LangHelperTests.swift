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

    func testLineAndColumn() {
        let json = "{\n  \"a\": 1,\n  \"é\": x\n}"
        let bytes = Array(json.utf8)
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: 0) == (1, 1))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: 1) == (1, 2))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: 2) == (2, 1))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: 4) == (2, 3))
        // "é" is two bytes but one column: the x is at column 8 of line 3.
        let x = bytes.firstIndex(of: UInt8(ascii: "x"))!
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: x) == (3, 8))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: json, offset: x) == (3, 8))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: "a\r\nb", offset: 3) == (2, 1))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: -5) == (1, 1))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: bytes, offset: 10_000) == (4, 2))
        XCTAssertTrue(JSONLocation.lineAndColumn(in: [], offset: 0) == (1, 1))
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ string: String) { stringValue = string; intValue = nil }
        init(index: Int) { stringValue = "Index \(index)"; intValue = index }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(index: intValue) }
    }

    func testPath() {
        XCTAssertEqual(JSONLocation.path([]), "$")
        XCTAssertEqual(JSONLocation.path([Key("views"), Key(index: 2), Key("constraints"), Key(index: 0)]),
                       "$.views[2].constraints[0]")
        XCTAssertEqual(JSONLocation.path([Key("bindings"), Key("title alpha"), Key("say \"hi\"")]),
                       "$.bindings[\"title alpha\"][\"say \\\"hi\\\"\"]")
        XCTAssertEqual(JSONLocation.path([Key("_private1")]), "$._private1")
        XCTAssertEqual(JSONLocation.path([Key("2d")]), "$[\"2d\"]")
    }

    func testPathFromRealDecodingError() throws {
        struct SceneDoc: Decodable { var views: [ViewDoc] }
        struct ViewDoc: Decodable { var constraints: [String] }
        let json = #"{"views": [{"constraints": []}, {"constraints": ["a", 3]}]}"#
        do {
            _ = try JSONDecoder().decode(SceneDoc.self, from: Data(json.utf8))
            XCTFail("expected a type mismatch")
        } catch DecodingError.typeMismatch(_, let context) {
            XCTAssertEqual(JSONLocation.path(context.codingPath), "$.views[1].constraints[1]")
        }
    }
}
