/// What ``LayoutSolver/addConstraintBreakingConflicts(_:)`` did when a required
/// constraint could not be satisfied, worded like UIKit's console message.
///
/// ```swift
/// if let report = try solver.addConstraintBreakingConflicts(height == 500) {
///     print(report)
///     // Unable to simultaneously satisfy constraints.
///     // ...
///     // Will attempt to recover by breaking constraint
///     // header.height == 500
/// }
/// ```
public struct ConflictReport: Sendable, CustomStringConvertible {
    /// The required constraints that cannot hold together, the new one last.
    /// Removing any one of them would make the rest satisfiable.
    public let conflictingConstraints: [Constraint]
    /// The constraint that was kept in the solver at a lower priority.
    public let brokenConstraint: Constraint
    /// The priority the broken constraint now has (999, as UIKit does).
    public let effectiveStrength: Strength

    public init(conflictingConstraints: [Constraint], brokenConstraint: Constraint, effectiveStrength: Strength) {
        self.conflictingConstraints = conflictingConstraints
        self.brokenConstraint = brokenConstraint
        self.effectiveStrength = effectiveStrength
    }

    public var description: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        text += "(\n"
        text += conflictingConstraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\n"
        text += "Will attempt to recover by breaking constraint\n"
        text += brokenConstraint.description
        text += "\n(now at priority \(effectiveStrength))"
        return text
    }
}
