/// Everything the solver can reject. The solver never traps on bad input; it
/// throws one of these and leaves its state as it was before the call.
///
/// ```swift
/// do {
///     try solver.addConstraint(width == 10)
/// } catch .unsatisfiableConstraint(let constraint, let conflicts) {
///     print("cannot add \(constraint); conflicts with \(conflicts)")
/// } catch {
///     print(error)
/// }
/// ```
public enum LayoutError: Error, CustomStringConvertible {
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint contradicts required constraints already added.
    /// `conflicts` is a small set of required constraints, ending with the new
    /// one, that cannot hold together; without any one of them the rest can.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// A coefficient or constant is NaN or infinite.
    case invalidConstraint(Constraint, reason: String)
    case duplicateEditVariable(LayoutVariable)
    case unknownEditVariable(LayoutVariable)
    /// Edit variables are preferences; a required edit could make the system
    /// unsatisfiable on every suggestion.
    case requiredEditStrength(LayoutVariable)
    /// A suggested value is NaN or infinite.
    case invalidValue(LayoutVariable, Double)
    /// A numerical safeguard tripped (iteration limit, unbounded objective).
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint):
            "unknown constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint, let conflicts):
            "unsatisfiable constraint: \(constraint); conflicting set: "
                + conflicts.map { "\"\($0)\"" }.joined(separator: ", ")
        case .invalidConstraint(let constraint, let reason):
            "invalid constraint \(constraint): \(reason)"
        case .duplicateEditVariable(let variable):
            "duplicate edit variable: \(variable.name)"
        case .unknownEditVariable(let variable):
            "unknown edit variable: \(variable.name)"
        case .requiredEditStrength(let variable):
            "edit variable \(variable.name) cannot have required strength"
        case .invalidValue(let variable, let value):
            "invalid suggested value \(value) for \(variable.name)"
        case .internalInconsistency(let reason):
            "internal solver inconsistency: \(reason)"
        }
    }
}
