import XCTest
import FlipbookScene
@testable import FlipbookSceneFile

final class LangExpressionErrorTests: XCTestCase {
    func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LangError? {
        do {
            _ = try ValueExpression.parse(text)
            XCTFail("expected \(text) to fail", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func evalError(_ text: String, _ values: [String: Double] = [:],
                   file: StaticString = #filePath, line: UInt = #line) throws -> LangError? {
        let e = try ValueExpression.parse(text)
        do {
            let v = try e.evaluate(values)
            XCTFail("expected \(text) to fail, got \(v)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testMissingCloseParenShowsCaretAtEnd() {
        let error = parseError("max(121, 300 - scroll.y")
        XCTAssertEqual(error?.position, 23)
        XCTAssertEqual(error?.description, """
            expected ')' after the arguments of max
              max(121, 300 - scroll.y
                                     ^
            """)
    }

    func testMisspeltFunctionSuggests() {
        let error = parseError("1 + mx(1, 2)")
        XCTAssertEqual(error?.description, """
            unknown function 'mx'; did you mean 'max'?
              1 + mx(1, 2)
                  ^
            """)
        XCTAssertEqual(parseError("lrep(0, 1, t)")?.message, "unknown function 'lrep'; did you mean 'lerp'?")
        XCTAssertEqual(parseError("pow(2, 3)")?.message,
                       "unknown function 'pow'; available: min, max, clamp, lerp, progress, abs, floor, ceil, round, sqrt, mod, below")
    }

    func testUnknownReferenceNamesIt() throws {
        let error = try evalError("a + scroll.why", ["a": 1, "scroll.y": 2])
        XCTAssertEqual(error?.message, "unknown reference 'scroll.why'")
        XCTAssertEqual(error?.position, 4)
        let input = try evalError("progress(0, 1)")
        XCTAssertEqual(input?.message,
                       "unknown reference 'input' (the two-argument progress(a, b) reads the binding's input)")
    }

    func testDivisionByZero() throws {
        let error = try evalError("1 / (x - x)", ["x": 3])
        XCTAssertEqual(error?.description, """
            division by zero
              1 / (x - x)
                ^
            """)
        XCTAssertEqual(try evalError("0 / 0")?.message, "division by zero")
    }

    func testNonFiniteResultsAreErrors() throws {
        XCTAssertEqual(try evalError("1e308 * 10")?.message, "the result of '*' is too large to represent")
        XCTAssertEqual(try evalError("x + 1", ["x": .nan])?.message, "'x' is not a finite number (nan)")
        XCTAssertEqual(try evalError("x", ["x": .infinity])?.message, "'x' is not a finite number (inf)")
        XCTAssertEqual(try evalError("sqrt(-4)")?.message, "sqrt of a negative number (-4)")
        XCTAssertEqual(try evalError("progress(3, 2, 2)")?.message,
                       "progress range is empty: start and end are both 2")
        XCTAssertEqual(parseError("1e999")?.message, "number 1e999 is too large")
    }

    func testSyntaxErrorsPointAtTheProblem() {
        XCTAssertEqual(parseError("")?.message, "expected a number, name or '(' but reached the end")
        XCTAssertEqual(parseError("   ")?.position, 3)
        XCTAssertEqual(parseError("1 2")?.message, "expected an operator (+ - * /) or the end, found '2'")
        XCTAssertEqual(parseError("1 2")?.position, 2)
        XCTAssertEqual(parseError("a == b")?.message, "comparisons are not supported in value expressions")
        XCTAssertEqual(parseError("1 +")?.position, 3)
        XCTAssertEqual(parseError("(1 + 2")?.message, "expected ')' to close the '(' at offset 0")
        XCTAssertEqual(parseError("1 + 2)")?.message, "unmatched ')'")
        XCTAssertEqual(parseError("1 $ 2")?.message, "unexpected character '$'")
        XCTAssertEqual(parseError("1 $ 2")?.position, 2)
        XCTAssertEqual(parseError("scroll.")?.message, "expected a name after '.'")
        XCTAssertEqual(parseError("1.")?.message, "expected a digit after the decimal point")
        XCTAssertEqual(parseError("2e")?.message, "expected digits in the exponent after 'e'")
        XCTAssertEqual(parseError("clamp(1, 2)")?.message, "clamp takes 3 arguments: clamp(x, lo, hi)")
        XCTAssertEqual(parseError("max(1)")?.message, "max needs at least 2 arguments: max(a, b, …)")
        XCTAssertEqual(parseError("abs()")?.message, "abs takes 1 argument: abs(x)")
        XCTAssertEqual(parseError("progress(1)")?.message,
                       "progress takes 2 or 3 arguments: progress(x, a, b) or progress(a, b)")
        XCTAssertEqual(parseError("max(1,)")?.position, 6)
    }

    func testNestingLimit() throws {
        let ok = String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64)
        XCTAssertEqual(try ValueExpression.parse(ok).evaluate([:]), 1)
        let deep = String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)
        let error = parseError(deep)
        XCTAssertEqual(error?.message, "expression nests too deeply (the limit is 64 levels)")
        XCTAssertEqual(error?.position, 64)
        XCTAssertEqual(parseError(String(repeating: "-", count: 65) + "1")?.position, 64)
        XCTAssertEqual(try ValueExpression.parse(String(repeating: "-", count: 64) + "1").evaluate([:]), 1)
        XCTAssertNotNil(parseError(String(repeating: "abs(", count: 65) + "1" + String(repeating: ")", count: 65)))
    }

    func testLengthLimit() throws {
        // 1000 terms: 1999 characters, under the limit, and flat (no deep recursion).
        let long = Array(repeating: "1", count: 1_000).joined(separator: "+")
        XCTAssertEqual(try ValueExpression.parse(long).evaluate([:]), 1_000)
        let tooLong = long + "+1"
        let error = parseError(tooLong)
        XCTAssertEqual(error?.message, "expression is too long (the limit is 2000 characters)")
        XCTAssertEqual(error?.position, 2_000)
        XCTAssertNotNil(parseError(String(repeating: "x", count: 1_000_000)))
    }

    func testLongTextCaretIsElided() {
        let text = String(repeating: "1 + ", count: 100) + "$"
        let error = parseError(text)
        XCTAssertEqual(error?.position, 400)
        let lines = error?.description.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].hasPrefix("  …"))
        // The caret sits under the '$'.
        let caretColumn = lines[2].count - 1
        XCTAssertEqual(Array(lines[1])[caretColumn], "$")
    }

    func testNewlinesDoNotBreakTheCaret() {
        let error = parseError("1 +\n  $")
        XCTAssertEqual(error?.description, "unexpected character '$'\n  1 +   $\n        ^")
    }
}
