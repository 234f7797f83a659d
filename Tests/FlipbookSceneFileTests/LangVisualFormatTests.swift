import XCTest
import FlipbookScene
@testable import FlipbookSceneFile

final class LangVisualFormatTests: XCTestCase {
    func vfl(_ format: String, _ metrics: [String: Double] = [:]) throws -> [String] {
        try ConstraintSpec.parseVisualFormat(format, metrics: metrics).map(\.description)
    }

    func vflError(_ format: String, _ metrics: [String: Double] = [:],
                  file: StaticString = #filePath, line: UInt = #line) -> LangError? {
        do {
            let specs = try ConstraintSpec.parseVisualFormat(format, metrics: metrics)
            XCTFail("expected \(format) to fail, got \(specs)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    // Apple's documented examples (Auto Layout Guide, "Visual Format Syntax").

    func testStandardSpace() throws {
        XCTAssertEqual(try vfl("[button]-[textField]"), ["textField.leading == button.trailing + 8"])
    }

    func testWidthConstraint() throws {
        XCTAssertEqual(try vfl("[button(>=50)]"), ["button.width >= 50"])
    }

    func testConnectionToSuperview() throws {
        XCTAssertEqual(try vfl("|-50-[purpleBox]-50-|"), [
            "purpleBox.leading == superview.leading + 50",
            "superview.trailing == purpleBox.trailing + 50",
        ])
    }

    func testVerticalLayout() throws {
        XCTAssertEqual(try vfl("V:[topField]-10-[bottomField]"), ["bottomField.top == topField.bottom + 10"])
    }

    func testFlushViews() throws {
        XCTAssertEqual(try vfl("[maroonView][blueView]"), ["blueView.leading == maroonView.trailing"])
    }

    func testPriority() throws {
        let specs = try ConstraintSpec.parseVisualFormat("[button(100@20)]")
        XCTAssertEqual(specs, [ConstraintSpec(firstItem: "button", firstAttribute: "width", constant: 100, priority: 20)])
    }

    func testEqualWidths() throws {
        XCTAssertEqual(try vfl("[button1(==button2)]"), ["button1.width == button2.width"])
    }

    func testMultiplePredicates() throws {
        XCTAssertEqual(try vfl("[flexibleButton(>=70,<=100)]"),
                       ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
    }

    func testCompleteLineOfLayout() throws {
        XCTAssertEqual(try vfl("|-[find]-[findNext]-[findField(>=20)]-|"), [
            "find.leading == superview.leading + 20",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "superview.trailing == findField.trailing + 20",
        ])
    }

    // Further grammar.

    func testVerticalSuperviewAndFlushEdges() throws {
        XCTAssertEqual(try vfl("V:|[header(300@750)][body]|"), [
            "header.top == superview.top",
            "header.height == 300 @750",
            "body.top == header.bottom",
            "superview.bottom == body.bottom",
        ])
        XCTAssertEqual(try vfl("H:|[a]|"), ["a.leading == superview.leading", "superview.trailing == a.trailing"])
    }

    func testMetricsAndConnectionPredicates() throws {
        let metrics: [String: Double] = ["margin": 16, "gap": 4, "w": 70, "p": 500]
        XCTAssertEqual(try vfl("|-margin-[a(w)]-(>=gap@p,<=20)-[b(==a@high)]-(-8)-|", metrics), [
            "a.leading == superview.leading + 16",
            "a.width == 70",
            "b.leading >= a.trailing + 4 @500",
            "b.leading <= a.trailing + 20",
            "b.width == a.width @750",
            "superview.trailing == b.trailing - 8",
        ])
        XCTAssertEqual(try vfl(" H : | - [ a ] - | "), [
            "a.leading == superview.leading + 20", "superview.trailing == a.trailing + 20",
        ])
    }

    func testLayoutMarginsOption() throws {
        let specs = try ConstraintSpec.parseVisualFormat("|-[a]-|", superviewSpacing: .layoutMargins)
        XCTAssertEqual(specs.map(\.description), [
            "a.leading == superview.margins.leading", "superview.margins.trailing == a.trailing",
        ])
        XCTAssertEqual(try ConstraintSpec.parseVisualFormat("|-[a]-[b]", superviewSpacing: .points(16))
            .map(\.description), ["a.leading == superview.leading + 16", "b.leading == a.trailing + 8"])
    }

    func testSpecsRoundTripThroughConstraintStrings() throws {
        let specs = try ConstraintSpec.parseVisualFormat("V:|-[a(>=50@250)]-(>=8)-[b(==a)]-12.5-|")
        for spec in specs {
            XCTAssertEqual(try ConstraintSpec.parse(spec.description), spec)
        }
    }

    func testErrors() {
        let orientation = vflError("V|[backgroundBox]|")
        XCTAssertEqual(orientation?.description, """
            expected ':' after 'V' to specify vertical arrangement
              V|[backgroundBox]|
               ^
            """)
        XCTAssertEqual(vflError("[a]-(>=gapp)-[b]", ["gap": 4])?.message, "unknown metric 'gapp'; did you mean 'gap'?")
        XCTAssertEqual(vflError("[a]-(>=gapp)-[b]", ["gap": 4])?.position, 7)
        XCTAssertEqual(vflError("[a]-20@750-[b]")?.message,
                       "put a spacing priority inside parentheses, like -(20@750)-")
        XCTAssertEqual(vflError("[a")?.message, "expected ']' to close the view 'a'")
        XCTAssertEqual(vflError("[a")?.position, 2)
        XCTAssertEqual(vflError("|-[a]-")?.message, "expected a view or '|' after the connection")
        XCTAssertEqual(vflError("[a]|[b]")?.message, "unexpected '[' after the closing '|'")
        XCTAssertEqual(vflError("[]")?.message, "expected a view name after '['")
        XCTAssertEqual(vflError("")?.message, "expected a view like '[name]'")
        XCTAssertEqual(vflError("|-|")?.message, "expected a view like '[name]', found '|'")
        XCTAssertEqual(vflError("[a](5)")?.message, "expected '-', '[' or '|' after a view, found '('")
        XCTAssertEqual(vflError("[a(0@1001)]")?.message, "priority must be greater than 0 and at most 1000")
        XCTAssertEqual(vflError("[a(0@1001)]")?.position, 5)
        XCTAssertEqual(vflError("[a(>=50 <=100)]")?.message, "expected ',' or ')' after a predicate")
        XCTAssertEqual(vflError("[a]-x-[b]")?.message, "unknown metric 'x'")
        XCTAssertEqual(vflError("[a]-$-[b]")?.message, "expected a number, metric name or '(' after '-', found '$'")
        XCTAssertEqual(vflError("[superview]")?.message, "'superview' is reserved for the superview edge '|'")
        XCTAssertEqual(vflError("[a]-(w)-[b]", ["w": .nan])?.message, "metric 'w' is not a finite number")
    }
}
