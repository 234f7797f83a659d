import XCTest
import FlipbookScene
@testable import FlipbookSceneFile

final class LangConstraintTests: XCTestCase {
    func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LangError? {
        do {
            let spec = try ConstraintSpec.parse(text)
            XCTFail("expected \(text) to fail, got \(spec)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testSafeAreaAsItem() throws {
        XCTAssertEqual(try ConstraintSpec.parse("header.top == safeArea.top"),
                       ConstraintSpec(firstItem: "header", firstAttribute: "top",
                                      secondItem: "safeArea", secondAttribute: "top"))
    }

    func testGuidePrefixes() throws {
        XCTAssertEqual(try ConstraintSpec.parse("header.top == root.safeArea.top"),
                       ConstraintSpec(firstItem: "header", firstAttribute: "top",
                                      secondItem: "root", secondGuide: "safeArea", secondAttribute: "top"))
        XCTAssertEqual(try ConstraintSpec.parse("card.margins.leading >= title.leading"),
                       ConstraintSpec(firstItem: "card", firstGuide: "margins", firstAttribute: "leading",
                                      relation: .greaterOrEqual, secondItem: "title", secondAttribute: "leading"))
    }

    func testConstantOnlyWithPriority() throws {
        XCTAssertEqual(try ConstraintSpec.parse("header.height == 300 @750"),
                       ConstraintSpec(firstItem: "header", firstAttribute: "height", constant: 300, priority: 750))
        XCTAssertEqual(try ConstraintSpec.parse("icon.width == 70"),
                       ConstraintSpec(firstItem: "icon", firstAttribute: "width", constant: 70))
        XCTAssertEqual(try ConstraintSpec.parse("icon.width >= -0.5").constant, -0.5)
    }

    func testMultiplierAndConstant() throws {
        XCTAssertEqual(try ConstraintSpec.parse("avatar.width == avatar.height * 1.0"),
                       ConstraintSpec(firstItem: "avatar", firstAttribute: "width",
                                      secondItem: "avatar", secondAttribute: "height", multiplier: 1))
        XCTAssertEqual(try ConstraintSpec.parse("title.leading >= header.leading + 16"),
                       ConstraintSpec(firstItem: "title", firstAttribute: "leading", relation: .greaterOrEqual,
                                      secondItem: "header", secondAttribute: "leading", constant: 16))
        XCTAssertEqual(try ConstraintSpec.parse("title.centerY == header.bottom * 0.3 - 20"),
                       ConstraintSpec(firstItem: "title", firstAttribute: "centerY",
                                      secondItem: "header", secondAttribute: "bottom",
                                      multiplier: 0.3, constant: -20))
        XCTAssertEqual(try ConstraintSpec.parse("a.trailing <= b.leading - 8 @999"),
                       ConstraintSpec(firstItem: "a", firstAttribute: "trailing", relation: .lessOrEqual,
                                      secondItem: "b", secondAttribute: "leading", constant: -8, priority: 999))
        let quarter = try ConstraintSpec.parse("a.width == b.width / 4 @high #quarter")
        XCTAssertEqual(quarter.multiplier, 0.25)
        XCTAssertEqual(quarter.priority, 750)
        XCTAssertEqual(quarter.identifier, "quarter")
        XCTAssertEqual(try ConstraintSpec.parse("a.width == b.width * -1").multiplier, -1)
    }

    func testNamedPrioritiesAndIdentifiers() throws {
        XCTAssertEqual(try ConstraintSpec.parse("a.top == b.top @required").priority, 1000)
        XCTAssertEqual(try ConstraintSpec.parse("a.top == b.top @low").priority, 250)
        XCTAssertEqual(try ConstraintSpec.parse("a.top == b.top @999.5").priority, 999.5)
        XCTAssertNil(try ConstraintSpec.parse("a.top == b.top").priority)
        XCTAssertEqual(try ConstraintSpec.parse("a.top == b.top #header-top.1").identifier, "header-top.1")
        XCTAssertEqual(try ConstraintSpec.parse("a.lastBaseline == b.firstBaseline").secondAttribute, "firstBaseline")
        XCTAssertEqual(try ConstraintSpec.parse("a.centerX == b.left").secondAttribute, "left")
    }

    func testDescriptionRoundTrips() throws {
        let texts = [
            "header.top == safeArea.top", "header.height == 300 @750",
            "avatar.width == avatar.height * 1.0", "title.leading >= header.leading + 16",
            "title.centerY == header.bottom * 0.3 - 20", "icon.width == 70",
            "a.trailing <= b.leading - 8 @999", "a.width == b.width / 3 @low #third",
            "x.margins.top == y.safeArea.bottom + 0.1 @999.5", "icon.height <= -2.5",
        ]
        for text in texts {
            let spec = try ConstraintSpec.parse(text)
            XCTAssertEqual(try ConstraintSpec.parse(spec.description), spec, text)
        }
        XCTAssertEqual(try ConstraintSpec.parse("title.centerY==header.bottom*0.3-20").description,
                       "title.centerY == header.bottom * 0.3 - 20")
        XCTAssertEqual(try ConstraintSpec.parse("a.width == b.width / 4 @high #q").description,
                       "a.width == b.width * 0.25 @750 #q")
        XCTAssertEqual(try ConstraintSpec.parse("a.top == root.safeArea.top").description,
                       "a.top == root.safeArea.top")
    }

    func testMisspeltAttributeShowsCaretAndSuggestion() {
        let error = parseError("header.widht == 30")
        XCTAssertEqual(error?.description, """
            unknown attribute 'widht'; did you mean 'width'?
              header.widht == 30
                     ^
            """)
    }

    func testRelationErrors() {
        let error = parseError("header.top = other.top")
        XCTAssertEqual(error?.message, "expected '==', '>=' or '<=' (write '==' for equality)")
        XCTAssertEqual(error?.position, 11)
        XCTAssertEqual(parseError("header.top other.top")?.message,
                       "expected '==', '>=' or '<=' after 'top', found 'other.top'")
    }

    func testStructuralErrors() {
        XCTAssertEqual(parseError("header == b.top")?.message, "expected an attribute after 'header', like 'header.top'")
        XCTAssertEqual(parseError("header == b.top")?.position, 6)
        XCTAssertEqual(parseError("a.safeArea == b.top")?.message,
                       "expected an attribute after 'a.safeArea', like 'a.safeArea.top'")
        XCTAssertEqual(parseError("a.font.top == b.top")?.message,
                       "'font' is not a layout guide; expected 'safeArea' or 'margins'")
        XCTAssertEqual(parseError("a.font.top == b.top")?.position, 2)
        XCTAssertEqual(parseError("a.b.c.top == b.top")?.position, 5)
        XCTAssertEqual(parseError("a.width == b.width extra")?.message, "unexpected 'extra' after the constraint")
        XCTAssertEqual(parseError("a.width == b.width * c")?.message,
                       "expected a multiplier after '*', found 'c'")
        XCTAssertEqual(parseError("a.width == b.width + ")?.message, "expected a number after '+', found the end")
        XCTAssertEqual(parseError("a.width == 2 * b.width")?.message,
                       "write the multiplier after the item, like 'other.width * 2'")
        XCTAssertEqual(parseError("")?.message, "expected an item and attribute like 'view.top', found the end")
    }

    func testValueErrors() {
        XCTAssertEqual(parseError("a.width == b.width / 0")?.message, "division by zero")
        XCTAssertEqual(parseError("a.width == b.width / 0")?.position, 19)
        XCTAssertEqual(parseError("a.width == b.width * 0")?.message, "the multiplier must not be zero")
        XCTAssertEqual(parseError("a.width == b.width @1001")?.message,
                       "priority must be greater than 0 and at most 1000")
        XCTAssertEqual(parseError("a.width == b.width @0")?.position, 20)
        XCTAssertEqual(parseError("a.width == b.width @hgih")?.message,
                       "unknown priority 'hgih'; expected a number, required, high or low; did you mean 'high'?")
        XCTAssertEqual(parseError("a.width == b.width @")?.message,
                       "expected a priority after '@' (a number up to 1000, or required, high, low)")
    }

    func testAttributeCompatibility() {
        let error = parseError("header.top == 20")
        XCTAssertEqual(error?.message, "'top' needs a second item: only width and height can equal a constant")
        XCTAssertEqual(error?.position, 14)
        XCTAssertEqual(parseError("a.leading == b.top")?.message, "cannot relate horizontal 'leading' to vertical 'top'")
        XCTAssertEqual(parseError("a.leading == b.top")?.position, 15)
        XCTAssertEqual(parseError("a.width == b.leading")?.message,
                       "cannot relate size attribute 'width' to position attribute 'leading'")
        XCTAssertEqual(parseError("a.left == b.leading")?.message,
                       "cannot relate 'left' to 'leading': use leading/trailing or left/right on both sides")
        XCTAssertNoThrow(try ConstraintSpec.parse("a.width == b.height * 2"))
    }

    func testLengthLimit() {
        XCTAssertEqual(parseError("a.width == " + String(repeating: "1", count: 2_000))?.position, 2_000)
    }
}
