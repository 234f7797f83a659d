import XCTest
import FlipbookScene
@testable import FlipbookSceneFile

final class LangExpressionTests: XCTestCase {
    func value(_ text: String, _ values: [String: Double] = [:],
               file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        try ValueExpression.parse(text).evaluate(values)
    }

    func testPrecedenceAndAssociativity() throws {
        XCTAssertEqual(try value("1 + 2 * 3"), 7)
        XCTAssertEqual(try value("(1 + 2) * 3"), 9)
        XCTAssertEqual(try value("10 - 4 - 3"), 3)
        XCTAssertEqual(try value("10 - (4 - 3)"), 9)
        XCTAssertEqual(try value("100 / 10 / 5"), 2)
        XCTAssertEqual(try value("2 * 3 + 4 * 5"), 26)
        XCTAssertEqual(try value("8 / 2 * 4"), 16)
        XCTAssertEqual(try value("1.5e2 + 2.5E-1"), 150.25)
    }

    func testUnaryMinus() throws {
        XCTAssertEqual(try value("-2 * 3"), -6)
        XCTAssertEqual(try value("--2"), 2)
        XCTAssertEqual(try value("2 - -3"), 5)
        XCTAssertEqual(try value("-(1 + 2)"), -3)
        XCTAssertEqual(try value("-x", ["x": 4]), -4)
        XCTAssertEqual(try value("-max(1, 2)"), -2)
    }

    func testFunctions() throws {
        XCTAssertEqual(try value("min(3, 1, 2)"), 1)
        XCTAssertEqual(try value("max(3, 1, 2)"), 3)
        XCTAssertEqual(try value("min(4, 9)"), 4)
        XCTAssertEqual(try value("max(4, 9)"), 9)
        XCTAssertEqual(try value("clamp(5, 0, 1)"), 1)
        XCTAssertEqual(try value("clamp(-1, 0, 1)"), 0)
        XCTAssertEqual(try value("clamp(0.5, 0, 1)"), 0.5)
        XCTAssertEqual(try value("lerp(10, 20, 0.25)"), 12.5)
        XCTAssertEqual(try value("lerp(10, 20, 2)"), 30)
        XCTAssertEqual(try value("progress(5, 0, 10)"), 0.5)
        XCTAssertEqual(try value("progress(15, 0, 10)"), 1)
        XCTAssertEqual(try value("progress(-5, 0, 10)"), 0)
        XCTAssertEqual(try value("progress(0, 10)", ["input": 2.5]), 0.25)
        XCTAssertEqual(try value("progress(100, 0)", ["input": 25]), 0.75)
        XCTAssertEqual(try value("abs(-3)"), 3)
        XCTAssertEqual(try value("abs(3)"), 3)
        XCTAssertEqual(try value("floor(-1.5)"), -2)
        XCTAssertEqual(try value("floor(1.9)"), 1)
        XCTAssertEqual(try value("ceil(1.2)"), 2)
        XCTAssertEqual(try value("ceil(-1.2)"), -1)
        XCTAssertEqual(try value("round(2.5)"), 3)
        XCTAssertEqual(try value("round(-2.5)"), -3)
        XCTAssertEqual(try value("round(2.4)"), 2)
        XCTAssertEqual(try value("sqrt(16)"), 4)
        XCTAssertEqual(try value("sqrt(0)"), 0)
    }

    func testMinMaxMatchSwiftOnSignedZero() throws {
        // Swift's min/max return the first argument when the two compare equal.
        let minZero = try value("min(0, -0)")
        XCTAssertEqual(minZero.sign, Swift.min(0.0, -0.0).sign)
        let maxZero = try value("max(-0, 0)")
        XCTAssertEqual(maxZero.sign, Swift.max(-0.0, 0.0).sign)
    }

    func testReferencesInOrderOfFirstUse() throws {
        let e = try ValueExpression.parse("a + b * a + progress(0, 1) + title.font.size - b")
        XCTAssertEqual(e.references, ["a", "b", "input", "title.font.size"])
        XCTAssertEqual(try ValueExpression.parse("3 * 4").references, [])
        XCTAssertEqual(try ValueExpression.parse("progress(x, 0, 1)").references, ["x"])
    }

    func testDottedReferencesResolve() throws {
        let e = try ValueExpression.parse("scroll.y + header.height")
        let v = try e.evaluate { name in
            switch name {
            case "scroll.y": return 10
            case "header.height": return 300
            default: return nil
            }
        }
        XCTAssertEqual(v, 310)
    }

    func testDescriptionIsCanonicalAndRoundTrips() throws {
        let cases: [(String, String)] = [
            ("1 - (1 - scale) / (1 - 121/300)", "1 - (1 - scale) / (1 - 121 / 300)"),
            ("a-(b-c)", "a - (b - c)"),
            ("(a-b)-c", "a - b - c"),
            ("a*(b*c)", "a * (b * c)"),
            ("-(a+b)", "-(a + b)"),
            ("-(a*b)", "-(a * b)"),
            ("--a", "--a"),
            ("max( 121 ,300-(y+300) )", "max(121, 300 - (y + 300))"),
            ("progress(0,1)", "progress(0, 1)"),
            ("0.1 + 1e-5 + 1e20", "0.1 + 1e-05 + 1e+20"),
            ("2 - -3", "2 - -3"),
        ]
        for (input, expected) in cases {
            let e = try ValueExpression.parse(input)
            XCTAssertEqual(e.description, expected, input)
            let again = try ValueExpression.parse(e.description)
            XCTAssertEqual(again, e, input)
            XCTAssertEqual(again.description, expected, input)
        }
        XCTAssertEqual(try ValueExpression.parse("1+2"), try ValueExpression.parse("1 + 2"))
        XCTAssertNotEqual(try ValueExpression.parse("1+2"), try ValueExpression.parse("2 + 1"))
    }

    func testEvaluateWithClosureAndDictionaryAgree() throws {
        let e = try ValueExpression.parse("lerp(a, b, t)")
        let values = ["a": 2.0, "b": 6.0, "t": 0.75]
        XCTAssertEqual(try e.evaluate(values), try e.evaluate { values[$0] })
        XCTAssertEqual(try e.evaluate(values), 5)
    }
}
