import FlipbookLayout
import Testing

/// Values are compared with a small tolerance: the simplex works in floating point.
func expectValue(
    _ solver: LayoutSolver, _ variable: LayoutVariable, _ expected: Double,
    tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = solver.value(of: variable)
    #expect(
        abs(actual - expected) <= tolerance,
        "\(variable.name) = \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

extension LayoutSolver {
    func add(_ constraints: Constraint...) throws {
        for constraint in constraints { try addConstraint(constraint) }
    }
}

extension Constraint {
    /// Shorthand for tests: `(x == 5) ~ 750`.
    static func ~ (constraint: Constraint, priority: Float) -> Constraint {
        constraint.withStrength(Strength(priority))
    }
}

infix operator ~ : AssignmentPrecedence
