import XCTest
import FlipbookTestSupport
import FlipbookScene
@testable import FlipbookSceneFile

/// Scene files promise the same bits as Swift code; these sweeps check it.
final class LangExpressionBitIdentityTests: XCTestCase {
    func sweep(_ count: Int = 2_000, seed: UInt64 = 42, range: ClosedRange<Double>) -> [Double] {
        var rng = SplitMix(seed: seed)
        var out: [Double] = [range.lowerBound, range.upperBound, 0, -0.0, 121, 300, -300, 0.1, 1.0 / 3]
        while out.count < count { out.append(Double.random(in: range, using: &rng)) }
        return out
    }

    func testHeaderHeightMatchesSwift() throws {
        let e = try ValueExpression.parse("max(121, 300 - (y + 300))")
        for y in sweep(range: -1_000...1_000) {
            let swift = max(121, 300 - (y + 300))
            XCTAssertEqual(try e.evaluate(["y": y]).bitPattern, swift.bitPattern, "y = \(y)")
        }
    }

    func testAlphaMatchesSwift() throws {
        let e = try ValueExpression.parse("1 - (1 - s) / (1 - 121/300)")
        for s in sweep(range: -2...2) {
            let swift = 1 - (1 - s) / (1 - 121.0 / 300)
            XCTAssertEqual(try e.evaluate(["s": s]).bitPattern, swift.bitPattern, "s = \(s)")
        }
    }

    func testFunctionsMatchTheirDocumentedSwift() throws {
        let lerp = try ValueExpression.parse("lerp(a, b, t)")
        let clamp = try ValueExpression.parse("clamp(x, lo, hi)")
        let progress = try ValueExpression.parse("progress(x, a, b)")
        let progress2 = try ValueExpression.parse("progress(a, b)")
        let mixed = try ValueExpression.parse("min(a, b, x) * 0.3 - max(t, 0.1) / 7 + -x")
        var rng = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let a = Double.random(in: -500...500, using: &rng)
            let b = Double.random(in: -500...500, using: &rng)
            let t = Double.random(in: -1...2, using: &rng)
            let x = Double.random(in: -600...600, using: &rng)
            let values = ["a": a, "b": b, "t": t, "x": x, "lo": min(a, b), "hi": max(a, b), "input": x]
            XCTAssertEqual(try lerp.evaluate(values).bitPattern, (a + (b - a) * t).bitPattern)
            XCTAssertEqual(try clamp.evaluate(values).bitPattern, min(max(x, min(a, b)), max(a, b)).bitPattern)
            let p = min(max((x - a) / (b - a), 0), 1)
            XCTAssertEqual(try progress.evaluate(values).bitPattern, p.bitPattern)
            XCTAssertEqual(try progress2.evaluate(values).bitPattern, p.bitPattern)
            let m = min(a, b, x) * 0.3 - max(t, 0.1) / 7 + -x
            XCTAssertEqual(try mixed.evaluate(values).bitPattern, m.bitPattern)
        }
    }

    func testRoundTrippedDescriptionEvaluatesIdentically() throws {
        let texts = [
            "1 - (1 - s) / (1 - 121/300)", "(a - b) - (c - d) * (e / (f + 1))",
            "-(a * b) / -(c - -d)", "lerp(a, b, clamp(s, 0, 1)) - floor(c) + ceil(d) * round(e)",
        ]
        var rng = SplitMix(seed: 99)
        for text in texts {
            let e = try ValueExpression.parse(text)
            let again = try ValueExpression.parse(e.description)
            for _ in 0..<200 {
                var values: [String: Double] = [:]
                for name in e.references { values[name] = Double.random(in: -50...50, using: &rng) }
                XCTAssertEqual(try e.evaluate(values).bitPattern, try again.evaluate(values).bitPattern, text)
            }
        }
    }
}
