// Operators that build expressions and constraints, e.g. `2 * x + y - 10 <= z`.
//
// Overloads are spelled out for LayoutVariable, LinearExpression and Double
// rather than going through a protocol: concrete overloads keep the type
// checker fast on long layout expressions with literals.

// MARK: - Arithmetic

public func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs).adding(LinearExpression(rhs))
}

public func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs).adding(rhs)
}

public func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs.adding(LinearExpression(rhs))
}

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs.adding(rhs)
}

public func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs).adding(LinearExpression(constant: rhs))
}

public func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(constant: lhs).adding(LinearExpression(rhs))
}

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.adding(LinearExpression(constant: rhs))
}

public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs).adding(rhs)
}

public func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs).adding(LinearExpression(rhs).scaled(by: -1))
}

public func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs).adding(rhs.scaled(by: -1))
}

public func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs.adding(LinearExpression(rhs).scaled(by: -1))
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs.adding(rhs.scaled(by: -1))
}

public func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs).adding(LinearExpression(constant: rhs).scaled(by: -1))
}

public func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(constant: lhs).adding(LinearExpression(rhs).scaled(by: -1))
}

public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.adding(LinearExpression(constant: rhs).scaled(by: -1))
}

public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs).adding(rhs.scaled(by: -1))
}

public func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs).scaled(by: lhs)
}

public func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs).scaled(by: rhs)
}

public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
}

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
}

public func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs).scaled(by: 1 / rhs)
}

public prefix func - (operand: LayoutVariable) -> LinearExpression {
    LinearExpression(operand).scaled(by: -1)
}

public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
}

public prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
}

// MARK: - Relations (required strength; use withStrength(_:) for preferences)

public func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs))
}

public func == (lhs: LayoutVariable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, rhs)
}

public func == (lhs: LinearExpression, rhs: LayoutVariable) -> Constraint {
    Constraint(lhs, .equal, LinearExpression(rhs))
}

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

public func == (lhs: LayoutVariable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .equal, LinearExpression(constant: rhs))
}

public func == (lhs: Double, rhs: LayoutVariable) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, LinearExpression(rhs))
}

public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, LinearExpression(constant: rhs))
}

public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, rhs)
}

public func <= (lhs: LayoutVariable, rhs: LayoutVariable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessOrEqual, LinearExpression(rhs))
}

public func <= (lhs: LayoutVariable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .lessOrEqual, rhs)
}

public func <= (lhs: LinearExpression, rhs: LayoutVariable) -> Constraint {
    Constraint(lhs, .lessOrEqual, LinearExpression(rhs))
}

public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .lessOrEqual, rhs)
}

public func <= (lhs: LayoutVariable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .lessOrEqual, LinearExpression(constant: rhs))
}

public func <= (lhs: Double, rhs: LayoutVariable) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessOrEqual, LinearExpression(rhs))
}

public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessOrEqual, LinearExpression(constant: rhs))
}

public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessOrEqual, rhs)
}

public func >= (lhs: LayoutVariable, rhs: LayoutVariable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterOrEqual, LinearExpression(rhs))
}

public func >= (lhs: LayoutVariable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterOrEqual, rhs)
}

public func >= (lhs: LinearExpression, rhs: LayoutVariable) -> Constraint {
    Constraint(lhs, .greaterOrEqual, LinearExpression(rhs))
}

public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .greaterOrEqual, rhs)
}

public func >= (lhs: LayoutVariable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterOrEqual, LinearExpression(constant: rhs))
}

public func >= (lhs: Double, rhs: LayoutVariable) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterOrEqual, LinearExpression(rhs))
}

public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterOrEqual, LinearExpression(constant: rhs))
}

public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterOrEqual, rhs)
}
