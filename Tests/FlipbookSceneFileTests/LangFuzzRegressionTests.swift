import XCTest
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Every input the libFuzzer targets for the languages kept (seeds and crashers found, under
/// Fuzz/), run the way Fuzz/Sources/fuzz-expression and fuzz-constraint run them: each must
/// parse or throw `LangError`, never trap.
final class LangFuzzRegressionTests: XCTestCase {
    let values: [Double] = [0, -0.0, 1, -1, 1e300, -1e19, 3e9, 9.2e18, .nan, .infinity, .leastNonzeroMagnitude * 2024]   // the last ≈ 1e-320, subnormal

    func testExpressionInputs() throws {
        var parsed = 0
        for (name, bytes) in try FuzzInputs.all(for: "expression") {
            guard let expression = try? ValueExpression.parse(String(decoding: bytes, as: UTF8.self)) else { continue }
            parsed += 1
            let printed = expression.description
            if let again = try? ValueExpression.parse(printed) {
                XCTAssertEqual(again.description, printed, name)
            }
            for value in values { _ = try? expression.evaluate { _ in value } }
        }
        XCTAssertGreaterThan(parsed, 10, "the seeds hold expressions that parse")
    }

    func testConstraintAndVisualFormatInputs() throws {
        var parsed = 0
        let metrics: [String: Double] = ["pad": 8, "huge": 1e300, "neg": -1e19, "nan": .nan, "inf": .infinity]
        for (_, bytes) in try FuzzInputs.all(for: "constraint") where !bytes.isEmpty {
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            if bytes[0] & 1 == 0 {
                if (try? ConstraintSpec.parse(text)) != nil { parsed += 1 }
            } else {
                let spacing: VisualFormatEdgeSpacing = bytes[0] & 2 == 0 ? .points(20) : .layoutMargins
                if (try? ConstraintSpec.parseVisualFormat(text, metrics: metrics, superviewSpacing: spacing)) != nil { parsed += 1 }
            }
        }
        XCTAssertGreaterThan(parsed, 10, "the seeds hold constraints that parse")
    }
}
