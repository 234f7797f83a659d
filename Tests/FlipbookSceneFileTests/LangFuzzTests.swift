import XCTest
import FlipbookTestSupport
import FlipbookScene
@testable import FlipbookSceneFile

/// Random and mutated inputs must either parse or throw `LangError`; they
/// must never trap. Whatever parses must also round-trip through `description`.
///
/// Each test counts what it checked: inputs written by a small grammar must all parse, at least
/// half of all generated inputs must parse (a parser that rejects everything fails), and every
/// rejection must be a `LangError` with a message and a caret inside the text.
final class LangFuzzTests: XCTestCase {
    /// What one fuzz run saw.
    struct Tally {
        var parsed = 0, rejected = 0
        var total: Int { parsed + rejected }
    }

    /// Records a parse attempt; a rejection must carry a message and a place inside the text.
    func record<T>(_ text: String, _ tally: inout Tally, _ parse: () throws(LangError) -> T) -> T? {
        do {
            let value = try parse()
            tally.parsed += 1
            return value
        } catch {
            tally.rejected += 1
            XCTAssertFalse(error.message.isEmpty, "rejection of \(text.debugDescription) has no message")
            XCTAssertTrue((0...max(text.count, error.text.count)).contains(error.position),
                          "caret \(error.position) outside \(text.debugDescription): \(error.message)")
            XCTAssertTrue(error.description.contains("^"), "rejection of \(text.debugDescription) shows no caret")
            return nil
        }
    }

    /// Asserts the counts every fuzz test promises: every grammar input parses; of the mutated
    /// seeds (1–3 edits of valid inputs) a real share parses and a real share is refused, so
    /// both paths are exercised; at least half of all generated inputs parse; random strings
    /// are mostly refused, each with a message and a caret.
    func expectCounts(_ name: String, random: Tally, mutated: Tally, grammar: Tally) {
        XCTAssertEqual(grammar.rejected, 0, "\(name): every grammar-generated input parses")
        XCTAssertEqual(grammar.total, 8_000, name)
        XCTAssertGreaterThanOrEqual(Double(mutated.parsed), 0.1 * Double(mutated.total), "\(name): mutants that parse")
        XCTAssertGreaterThanOrEqual(Double(mutated.rejected), 0.2 * Double(mutated.total), "\(name): mutants refused")
        XCTAssertGreaterThanOrEqual(Double(random.rejected), 0.5 * Double(random.total), "\(name): random strings refused")
        let parsed = random.parsed + mutated.parsed + grammar.parsed, total = random.total + mutated.total + grammar.total
        XCTAssertGreaterThanOrEqual(Double(parsed), 0.5 * Double(total), "\(name): \(parsed) of \(total) generated inputs parse")
        print("\(name): random \(random.parsed)/\(random.total), mutated \(mutated.parsed)/\(mutated.total), grammar \(grammar.parsed)/\(grammar.total) parsed")
    }

    // MARK: Grammars: inputs that must parse

    func grammarExpression(_ rng: inout SplitMix, depth: Int = 0) -> String {
        let leaf = depth >= 3 || Int.random(in: 0..<3, using: &rng) == 0
        if leaf {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return String(Int.random(in: 0...999, using: &rng))
            case 1: return String(Double(Int.random(in: 0...9999, using: &rng)) / 100)
            case 2: return ["a", "b", "scroll.y", "header.frame.height", "time", "x_1"].randomElement(using: &rng)!
            default: return "\(Int.random(in: 1...9, using: &rng))e\(Int.random(in: -3...3, using: &rng))"
            }
        }
        let e = { (rng: inout SplitMix) in self.grammarExpression(&rng, depth: depth + 1) }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return "\(e(&rng)) \(["+", "-", "*", "/"].randomElement(using: &rng)!) \(e(&rng))"
        case 1: return "(\(e(&rng)))"
        case 2: return "-\(e(&rng))"
        case 3: return "\(["min", "max"].randomElement(using: &rng)!)(\(e(&rng)), \(e(&rng)), \(e(&rng)))"
        case 4: return "\(["clamp", "lerp", "progress"].randomElement(using: &rng)!)(\(e(&rng)), \(e(&rng)), \(e(&rng)))"
        default:
            let f = ["abs", "floor", "ceil", "round", "sqrt", "mod", "below"].randomElement(using: &rng)!
            return f == "mod" || f == "below" ? "\(f)(\(e(&rng)), \(e(&rng)))" : "\(f)(\(e(&rng)))"
        }
    }

    func grammarConstraint(_ rng: inout SplitMix) -> String {
        let views = ["a", "b", "header", "title_2"]
        let group = [["top", "bottom", "centerY"], ["leading", "trailing", "centerX"], ["left", "right"], ["width", "height"]]
            .randomElement(using: &rng)!
        var text = "\(views.randomElement(using: &rng)!).\(group.randomElement(using: &rng)!) "
            + "\(["==", "<=", ">="].randomElement(using: &rng)!) "
        if group.contains("width"), Bool.random(using: &rng) {
            text += String(Int.random(in: 0...500, using: &rng))
        } else {
            text += "\(views.randomElement(using: &rng)!).\(group.randomElement(using: &rng)!)"
            if Bool.random(using: &rng) { text += " * \(Double(Int.random(in: 1...40, using: &rng)) / 10)" }
            if Bool.random(using: &rng) { text += " \(["+", "-"].randomElement(using: &rng)!) \(Int.random(in: 0...99, using: &rng))" }
        }
        if Bool.random(using: &rng) { text += " @\(["750", "999", "required", "high", "low", "1"].randomElement(using: &rng)!)" }
        if Bool.random(using: &rng) { text += " #id\(Int.random(in: 0...9, using: &rng))" }
        return text
    }

    func grammarVisualFormat(_ rng: inout SplitMix) -> String {
        var text = Bool.random(using: &rng) ? "" : ["H:", "V:"].randomElement(using: &rng)!
        let leading = Bool.random(using: &rng)
        if leading { text += ["|-", "|", "|-8-", "|-x-"].randomElement(using: &rng)! }
        let names = ["a", "b", "c"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
        for (k, name) in names.enumerated() {
            if k > 0 { text += ["-", "", "-12-", "-(>=8)-", "-y-"].randomElement(using: &rng)! }
            let size = ["", "(20)", "(>=20,<=x)", "(==100@750)", "(x)"].randomElement(using: &rng)!
            text += "[\(name)\(size)]"
        }
        if Bool.random(using: &rng) { text += ["-|", "|", "-20-|"].randomElement(using: &rng)! }
        return text
    }


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

    func checkExpression(_ text: String, _ tally: inout Tally) {
        guard let e = record(text, &tally, { () throws(LangError) in try ValueExpression.parse(text) }) else { return }
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

    func checkConstraint(_ text: String, _ tally: inout Tally) {
        guard let spec = record(text, &tally, { () throws(LangError) in try ConstraintSpec.parse(text) }),
              spec.description.count <= 2_000 else { return }
        XCTAssertEqual(try? ConstraintSpec.parse(spec.description), spec, text)
    }

    func checkVisualFormat(_ text: String, _ tally: inout Tally) {
        guard let specs = record(text, &tally, { () throws(LangError) in
            try ConstraintSpec.parseVisualFormat(text, metrics: ["x": 3, "y": 500])
        }) else { return }
        for spec in specs {
            XCTAssertEqual(try? ConstraintSpec.parse(spec.description), spec, text)
        }
    }

    func testRandomExpressions() {
        var rng = SplitMix(seed: 1)
        var random = Tally(), mutated = Tally(), grammar = Tally()
        for _ in 0..<4_000 { checkExpression(randomString(expressionAlphabet, &rng), &random) }
        let seeds = ["max(121, 300 - (scroll.y + 300))", "1 - (1 - s) / (1 - 121/300)",
                     "lerp(a, b, progress(0, 100))", "clamp(-x * 2e3, min(1, 2, 3), sqrt(abs(y)))"]
        for _ in 0..<4_000 {
            checkExpression(mutate(seeds.randomElement(using: &rng)!, expressionAlphabet, &rng), &mutated)
        }
        for _ in 0..<8_000 {
            checkExpression(grammarExpression(&rng), &grammar)
        }
        expectCounts("expressions", random: random, mutated: mutated, grammar: grammar)
    }

    func testRandomConstraints() {
        var rng = SplitMix(seed: 2)
        var random = Tally(), mutated = Tally(), grammar = Tally()
        for _ in 0..<4_000 { checkConstraint(randomString(constraintAlphabet, &rng), &random) }
        let seeds = ["title.centerY == header.bottom * 0.3 - 20", "a.trailing <= b.leading - 8 @999 #gap",
                     "header.top == root.safeArea.top", "icon.width == 70 @high"]
        for _ in 0..<4_000 {
            checkConstraint(mutate(seeds.randomElement(using: &rng)!, constraintAlphabet, &rng), &mutated)
        }
        for _ in 0..<8_000 {
            checkConstraint(grammarConstraint(&rng), &grammar)
        }
        expectCounts("constraints", random: random, mutated: mutated, grammar: grammar)
    }

    func testRandomVisualFormats() {
        var rng = SplitMix(seed: 3)
        var random = Tally(), mutated = Tally(), grammar = Tally()
        for _ in 0..<4_000 { checkVisualFormat(randomString(vflAlphabet, &rng), &random) }
        let seeds = ["|-[find]-[findNext]-[findField(>=20)]-|", "V:|-x-[a(==b@y)]-(>=8,<=x)-[b(100@20)]|",
                     "[maroonView][blueView]", "H:[flexibleButton(>=70,<=100)]"]
        for _ in 0..<4_000 {
            checkVisualFormat(mutate(seeds.randomElement(using: &rng)!, vflAlphabet, &rng), &mutated)
        }
        for _ in 0..<8_000 {
            checkVisualFormat(grammarVisualFormat(&rng), &grammar)
        }
        expectCounts("visual formats", random: random, mutated: mutated, grammar: grammar)
    }

    func testPathologicalInputs() {
        let inputs = [
            String(repeating: "(", count: 5_000), String(repeating: "-", count: 1_999) + "1",
            String(repeating: "1e308*", count: 300) + "1", String(repeating: "[a]", count: 700),
            String(repeating: "a.", count: 900) + "top == b.top", "\u{0}\u{7F}", "🙂 + 1", "1 + é",
        ]
        var tally = Tally()
        for input in inputs {
            checkExpression(input, &tally)
            checkConstraint(input, &tally)
            checkVisualFormat(input, &tally)
        }
        XCTAssertEqual(tally.total, inputs.count * 3)
        XCTAssertGreaterThanOrEqual(tally.rejected, 2 * inputs.count, "pathological inputs are mostly refused, with messages")
        XCTAssertEqual(try ConstraintSpec.parseVisualFormat(String(repeating: "[a]", count: 666)).count, 665)
    }
}
