import FlipbookScene
/// A parsed arithmetic expression over named inputs, used by scene-file bindings.
///
/// ```swift
/// let alpha = try ValueExpression.parse("1 - (1 - scale) / (1 - 121/300)")
/// alpha.references                       // ["scale"]
/// try alpha.evaluate { $0 == "scale" ? 0.7 : nil }
/// ```
///
/// Grammar: decimal numbers (`12`, `0.5`, `1e-3`), dotted names (`scroll.y`,
/// `title.font.size`), unary minus, `+ - * /` with the usual precedence (left
/// associative), parentheses, and these functions:
///
/// | function | meaning |
/// | --- | --- |
/// | `min(a, b, …)`, `max(a, b, …)` | Swift's `min`/`max` on `Double` |
/// | `clamp(x, lo, hi)` | `min(max(x, lo), hi)` |
/// | `lerp(a, b, t)` | `a + (b - a) * t` |
/// | `progress(x, a, b)` | `clamp((x - a) / (b - a), 0, 1)`; error when `a == b` |
/// | `progress(a, b)` | `progress(input, a, b)`: reads the reference named `input`, which the binding supplies |
/// | `abs`, `floor`, `ceil`, `round`, `sqrt` | one argument; `round` rounds halves away from zero; `sqrt` of a negative is an error |
///
/// Evaluation performs exactly the IEEE operations written, left to right, so
/// results are bit-identical to the same expression written in Swift. Inputs
/// are capped at 2,000 characters and 64 levels of nesting.
///
/// Two expressions are equal when their canonical `description`s are equal
/// (i.e. they are the same computation, whatever the spacing).
struct ValueExpression: Sendable, Hashable, CustomStringConvertible {
    let root: LangExprNode
    /// The text this expression was parsed from (used in evaluation errors).
    let text: String
    /// Names the expression reads, in order of first use, without duplicates.
    /// Includes `input` when the two-argument `progress(a, b)` is used.
    let references: [String]

    /// Parses `text`, or throws a `LangError` with a caret at the problem.
    ///
    /// ```swift
    /// let y = try ValueExpression.parse("max(121, 300 - (scroll.y + 300))")
    /// ```
    static func parse(_ text: String) throws(LangError) -> ValueExpression {
        let chars = try LangLimits.characters(of: text, what: "expression")
        let tokens = try LangLexer.tokenize(chars, text: text)
        var parser = LangExpressionParser(text: text, tokens: tokens)
        let root = try parser.parseAll()
        var names: [String] = []
        var seen: Set<String> = []
        root.collectReferences(into: &names, seen: &seen)
        return ValueExpression(root: root, text: text, references: names)
    }

    /// Evaluates with `resolve` supplying each reference's value (`nil` = unknown).
    ///
    /// Throws for an unknown reference, division by zero, overflow, `sqrt` of
    /// a negative number, or an empty `progress` range.
    ///
    /// ```swift
    /// try ValueExpression.parse("scroll.y / 2").evaluate { $0 == "scroll.y" ? 50 : nil }  // 25
    /// ```
    func evaluate(_ resolve: (String) -> Double?) throws(LangError) -> Double {
        try root.evaluate(text: text, resolve)
    }

    /// Evaluates with values from a dictionary.
    ///
    /// ```swift
    /// try ValueExpression.parse("lerp(0, 10, t)").evaluate(["t": 0.5])  // 5
    /// ```
    func evaluate(_ values: [String: Double]) throws(LangError) -> Double {
        try root.evaluate(text: text) { values[$0] }
    }

    /// Canonical text that parses back to an identical expression:
    /// single spaces around binary operators and minimal parentheses.
    /// (An expression written near the 2,000-character cap without spaces
    /// can have a canonical text over the cap, which `parse` then rejects.)
    var description: String { root.rendered }

    static func == (lhs: ValueExpression, rhs: ValueExpression) -> Bool {
        lhs.description == rhs.description
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
