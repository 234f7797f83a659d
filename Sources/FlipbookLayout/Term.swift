/// One `coefficient * variable` summand of a ``LinearExpression``.
///
/// ```swift
/// let term = Term(x, coefficient: 2) // 2 * x
/// ```
public struct Term: Sendable, CustomStringConvertible {
    public let variable: LayoutVariable
    public let coefficient: Double

    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        if coefficient == 1 { return variable.name }
        if coefficient == -1 { return "-" + variable.name }
        return formatNumber(coefficient) + " * " + variable.name
    }
}
