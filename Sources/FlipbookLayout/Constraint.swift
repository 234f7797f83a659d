/// A linear relation between two expressions, with a strength and an optional
/// identifier, e.g. `header.height == 300 @750`.
///
/// Constraints are immutable reference types: the solver tracks them by identity,
/// so adding the same object twice is an error while two equal-looking
/// constraints are two constraints.
///
/// ```swift
/// let pin = (header.height == 300).withStrength(.defaultHigh).withIdentifier("header-h")
/// print(pin) // 'header-h' header.height == 300 @750
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    public let lhs: LinearExpression
    public let relation: Relation
    public let rhs: LinearExpression
    public let strength: Strength
    /// A name for logs, as `NSLayoutConstraint.identifier`.
    public let identifier: String?
    /// `lhs - rhs`, the form the solver uses: `expression relation 0`.
    public let expression: LinearExpression

    public init(
        _ lhs: LinearExpression,
        _ relation: Relation,
        _ rhs: LinearExpression,
        strength: Strength = .required,
        identifier: String? = nil
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.strength = strength
        self.identifier = identifier
        self.expression = lhs.adding(rhs.scaled(by: -1))
    }

    /// A copy with another strength (a new constraint, with a new identity).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(lhs, relation, rhs, strength: strength, identifier: identifier)
    }

    /// A copy with an identifier (a new constraint, with a new identity).
    public func withIdentifier(_ identifier: String?) -> Constraint {
        Constraint(lhs, relation, rhs, strength: strength, identifier: identifier)
    }

    /// `'id' lhs op rhs @priority`; the identifier and a required priority are omitted.
    public var description: String {
        var text = ""
        if let identifier { text += "'" + identifier + "' " }
        text += lhs.description + " " + relation.description + " " + rhs.description
        if !strength.isRequired { text += " @" + strength.description }
        return text
    }
}
