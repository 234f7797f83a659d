import XCTest
import FlipbookTestSupport
import FlipbookScene
@testable import FlipbookSceneFile

/// Random and mutated inputs must either parse or throw `LangError`; they
/// must never trap. Whatever parses must also round-trip through `description`.
final class LangFuzzTests: XCTestCase {
    let expressionAlphabet = Array("0123456789.eE+-*/(),  abxyz_.minaxclpgrsqtfo@#=<>$é\n")
    let constraintAlphabet = Array("ab.topleadingtrailingwidthheightsafeAreamargins ==<=>=*/+-0123456789@#high,()")
    let vflAlphabet = Array("HV:|-[]()@,=<>ab_09 .xyz")

    func randomString(_ alphabet: [Character], _ rng: inout SplitMix, maxLength: Int = 40) -> String {
        let length = Int.random(in: 0...maxLength, using: &rng)
        return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
    }

    func mutate(_ text: String, _ alphabet: [Character], _ rng: inout SplitMix) -> String {
        var chars = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let position = Int.random(in: 0...chars.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: chars.insert(alphabet.randomElement(using: &rng)!, at: position)
            case 1 where position < chars.count: chars.remove(at: position)
            default: if position < chars.count { chars[position] = alphabet.randomElement(using: &rng)! }
            }
        }
        return String(chars)
    }

    func checkExpression(_ text: String) {
        guard let e = try? ValueExpression.parse(text) else { return }
        _ = try? e.evaluate { _ in 1.5 }
        _ = try? e.evaluate { _ in 0 }
        // Canonical spacing can push a near-limit expression past the length
        // cap; only descriptions within the cap are promised to re-parse.
        guard e.description.count <= 2_000 else { return }
        guard let again = try? ValueExpression.parse(e.description) else {
            return XCTFail("description of \(text) does not parse: \(e.description)")
        }
        XCTAssertEqual(again, e, text)
        XCTAssertEqual(again.references, e.references, text)
        let v1 = try? e.evaluate { _ in 1.25 }
        let v2 = try? again.evaluate { _ in 1.25 }
        XCTAssertEqual(v1?.bitPattern, v2?.bitPattern, text)
    }

    func checkConstraint(_ text: String) {
        guard let spec = try? ConstraintSpec.parse(text), spec.description.count <= 2_000 else { return }
        XCTAssertEqual(try? ConstraintSpec.parse(spec.description), spec, text)
    }

    func checkVisualFormat(_ text: String) {
        guard let specs = try? ConstraintSpec.parseVisualFormat(text, metrics: ["x": 3, "y": 500]) else { return }
        for spec in specs {
            XCTAssertEqual(try? ConstraintSpec.parse(spec.description), spec, text)
        }
    }

    func testRandomExpressions() {
        var rng = SplitMix(seed: 1)
        for _ in 0..<4_000 { checkExpression(randomString(expressionAlphabet, &rng)) }
        let seeds = ["max(121, 300 - (scroll.y + 300))", "1 - (1 - s) / (1 - 121/300)",
                     "lerp(a, b, progress(0, 100))", "clamp(-x * 2e3, min(1, 2, 3), sqrt(abs(y)))"]
        for _ in 0..<4_000 {
            checkExpression(mutate(seeds.randomElement(using: &rng)!, expressionAlphabet, &rng))
        }
    }

    func testRandomConstraints() {
        var rng = SplitMix(seed: 2)
        for _ in 0..<4_000 { checkConstraint(randomString(constraintAlphabet, &rng)) }
        let seeds = ["title.centerY == header.bottom * 0.3 - 20", "a.trailing <= b.leading - 8 @999 #gap",
                     "header.top == root.safeArea.top", "icon.width == 70 @high"]
        for _ in 0..<4_000 {
            checkConstraint(mutate(seeds.randomElement(using: &rng)!, constraintAlphabet, &rng))
        }
    }

    func testRandomVisualFormats() {
        var rng = SplitMix(seed: 3)
        for _ in 0..<4_000 { checkVisualFormat(randomString(vflAlphabet, &rng)) }
        let seeds = ["|-[find]-[findNext]-[findField(>=20)]-|", "V:|-x-[a(==b@y)]-(>=8,<=x)-[b(100@20)]|",
                     "[maroonView][blueView]", "H:[flexibleButton(>=70,<=100)]"]
        for _ in 0..<4_000 {
            checkVisualFormat(mutate(seeds.randomElement(using: &rng)!, vflAlphabet, &rng))
        }
    }

    func testPathologicalInputs() {
        let inputs = [
            String(repeating: "(", count: 5_000), String(repeating: "-", count: 1_999) + "1",
            String(repeating: "1e308*", count: 300) + "1", String(repeating: "[a]", count: 700),
            String(repeating: "a.", count: 900) + "top == b.top", "\u{0}\u{7F}", "🙂 + 1", "1 + é",
        ]
        for input in inputs {
            checkExpression(input)
            checkConstraint(input)
            checkVisualFormat(input)
        }
        XCTAssertEqual(try ConstraintSpec.parseVisualFormat(String(repeating: "[a]", count: 666)).count, 665)
    }
}
