/// An incremental Cassowary constraint solver with UIKit-style priorities.
///
/// Add and remove constraints at any time; each change re-optimises from the
/// current solution. For interactive changes (scrolling, dragging) mark a
/// variable as an edit variable and suggest values: each suggestion is re-solved
/// with the dual simplex, touching only the rows that mention the edit.
/// Call ``updateVariables()`` to publish the solution, then read it with
/// ``value(of:)``.
///
/// ```swift
/// let left = LayoutVariable("left"), right = LayoutVariable("right")
/// let mid = LayoutVariable("mid")
/// let solver = LayoutSolver()
/// try solver.addConstraint(mid * 2 == left + right)
/// try solver.addConstraint(left + 10 <= right)
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint(right <= 100)
/// try solver.addEditVariable(mid, strength: .defaultHigh)
/// try solver.suggestValue(mid, 50)
/// solver.updateVariables()
/// solver.value(of: mid) // 50
/// ```
///
/// A solver is not thread-safe; use it from one task or thread at a time.
public final class LayoutSolver {
    private var core = SolverCore()

    public init() {}

    // MARK: Constraints

    /// Adds a constraint. Preferences (strength < 1000) always succeed; a
    /// required constraint that contradicts the required ones already present
    /// throws ``LayoutError/unsatisfiableConstraint(_:conflicts:)`` and leaves the
    /// solver unchanged.
    ///
    /// ```swift
    /// try solver.addConstraint(width >= 20)
    /// try solver.addConstraint((width == 120).withStrength(.defaultHigh))
    /// ```
    public func addConstraint(_ constraint: Constraint) throws(LayoutError) {
        try core.add(constraint)
    }

    /// Adds a constraint; if it is required and conflicts, adds it at priority
    /// 999 instead (UIKit's "Will attempt to recover by breaking constraint")
    /// and returns a report of the conflict. Returns nil when nothing was broken.
    ///
    /// ```swift
    /// if let report = try solver.addConstraintBreakingConflicts(height == 500) {
    ///     print(report)
    /// }
    /// ```
    @discardableResult
    public func addConstraintBreakingConflicts(_ constraint: Constraint) throws(LayoutError) -> ConflictReport? {
        do {
            try core.add(constraint)
            return nil
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { throw error }
            let fallback = Strength.almostRequired
            try core.add(constraint, priority: fallback.priority)
            return ConflictReport(
                conflictingConstraints: conflicts, brokenConstraint: constraint, effectiveStrength: fallback)
        }
    }

    /// Removes a constraint; the solution returns to what it would be without it.
    ///
    /// ```swift
    /// try solver.removeConstraint(pin)
    /// ```
    public func removeConstraint(_ constraint: Constraint) throws(LayoutError) {
        try core.remove(constraint)
    }

    /// Whether this constraint object is in the solver.
    ///
    /// ```swift
    /// solver.hasConstraint(pin) // true after addConstraint(pin)
    /// ```
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.hasConstraint(constraint)
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] { core.constraints }

    /// Removes everything: constraints, edit variables and published values.
    public func reset() {
        core = SolverCore()
    }

    // MARK: Edit variables

    /// Makes `variable` editable at a non-required strength, starting from its
    /// current value.
    ///
    /// ```swift
    /// try solver.addEditVariable(scrollOffset, strength: .almostRequired)
    /// ```
    public func addEditVariable(_ variable: LayoutVariable, strength: Strength) throws(LayoutError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`; its edit preference is removed.
    public func removeEditVariable(_ variable: LayoutVariable) throws(LayoutError) {
        try core.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Asks for `variable == value` at the edit's strength and re-solves
    /// incrementally (dual simplex, no rebuild).
    ///
    /// ```swift
    /// try solver.suggestValue(scrollOffset, 120)
    /// solver.updateVariables()
    /// ```
    public func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutError) {
        try core.suggestValue(value, for: variable)
    }

    // MARK: Reading the solution

    /// Publishes the current solution so ``value(of:)`` returns it.
    public func updateVariables() {
        core.updateVariables()
    }

    /// The value published by the last ``updateVariables()``; 0 for a variable
    /// that no constraint in the solver mentions.
    ///
    /// ```swift
    /// solver.updateVariables()
    /// let height = solver.value(of: header.height)
    /// ```
    public func value(of variable: LayoutVariable) -> Double {
        core.publishedValue(of: variable)
    }

    // MARK: Ambiguity

    /// The variables among `candidates` that are not uniquely determined: they
    /// can take another value without violating a required constraint and
    /// without making any priority level's total error worse. A variable no
    /// constraint mentions is ambiguous too. See `docs/solver.md`.
    ///
    /// ```swift
    /// try solver.addConstraint(x + y == 100)
    /// solver.ambiguousVariables([x, y]) // [x, y]
    /// ```
    public func ambiguousVariables(_ candidates: [LayoutVariable]) -> [LayoutVariable] {
        core.ambiguousVariables(candidates)
    }

    /// Whether one variable is ambiguous (see ``ambiguousVariables(_:)``).
    public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        !core.ambiguousVariables([variable]).isEmpty
    }
}
