/// A linear combination of variables plus a constant: `2 * x + y - 10`.
///
/// Usually built with the arithmetic operators on ``LayoutVariable``:
///
/// ```swift
/// let expression = 2 * x + y - 10
/// expression.terms.count // 2
/// expression.constant    // -10
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// True when every coefficient and the constant are finite numbers; a NaN or
    /// infinity would poison the whole tableau, so the solver rejects them.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Reads as written, e.g. `x + 10` or `2 * x - y`.
    public var description: String {
        var text = ""
        for (index, term) in terms.enumerated() {
            if index == 0 {
                text += term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor
        )
    }

    func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms: terms + other.terms, constant: constant + other.constant)
    }
}
