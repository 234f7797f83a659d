/// The solver's state as one value type: the tableau plus the bookkeeping that
/// maps constraints, variables and edits to symbols.
///
/// ``LayoutSolver`` is a thin class around it. Keeping everything in a struct
/// lets the hot loops touch several arrays without the dynamic exclusivity
/// checks Swift inserts for class properties.
struct SolverCore {
    var tableau = Tableau()
    private var records: [ObjectIdentifier: ConstraintRecord] = [:]
    private var nextSequence = 0
    private var variableSlots: [ObjectIdentifier: Int] = [:]
    private var variables: [VariableEntry] = []
    /// Published values, parallel to `variables`; written by `updateVariables`.
    private var values: [Double] = []
    private var editSlots: [ObjectIdentifier: Int] = [:]
    private var edits: [EditRecord] = []
    /// Off for the throw-away solvers that minimise a conflict set.
    var minimizesConflicts = true

    // MARK: Constraints

    func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Adds `constraint`, at `priority` instead of its own strength when given.
    mutating func add(_ constraint: Constraint, priority: Float? = nil, isEdit: Bool = false) throws(LayoutError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw .invalidConstraint(constraint, reason: "coefficients and constants must be finite")
        }
        let priority = priority ?? constraint.strength.priority
        let required = priority >= 1000

        var row = Row(constant: constraint.expression.constant)
        row.cells.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms {
            let symbol = retain(term.variable)
            tableau.addTerm(term.coefficient, symbol, to: &row)
        }
        var marker = Symbol.invalid
        var other = Symbol.invalid
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            // expression + slack = 0 (<=) or expression - slack = 0 (>=); a
            // preference also gets an error that lets it be violated at a cost.
            let sign = constraint.relation == .lessOrEqual ? 1.0 : -1.0
            marker = tableau.makeSymbol(.slack)
            row.add(sign, for: marker)
            if !required {
                other = tableau.makeSymbol(.error)
                row.add(-sign, for: other)
                tableau.objective.addError(other, priority: priority)
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy)
                row.add(1, for: marker)
            } else {
                // expression = plus - minus, both errors >= 0 and weighted.
                marker = tableau.makeSymbol(.error)
                other = tableau.makeSymbol(.error)
                row.add(-1, for: marker)
                row.add(1, for: other)
                tableau.objective.addError(marker, priority: priority)
                tableau.objective.addError(other, priority: priority)
            }
        }

        let conflictMarkers: [Symbol]?
        do {
            conflictMarkers = try tableau.addEquation(row, marker: marker, other: other)
        } catch {
            undoAdd(constraint, marker: marker, other: other)
            throw error
        }
        if let conflictMarkers {
            undoAdd(constraint, marker: marker, other: other)
            try tableau.optimize(.main)
            tableau.infeasible.removeAll()
            throw .unsatisfiableConstraint(
                constraint, conflicts: conflictSet(for: constraint, markers: conflictMarkers))
        }
        records[key] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, priority: priority, sequence: nextSequence,
            isEdit: isEdit)
        nextSequence += 1
        try tableau.optimize(.main)
        tableau.infeasible.removeAll()
    }

    /// Only required constraints can fail, so there is no objective entry to undo.
    private mutating func undoAdd(_ constraint: Constraint, marker: Symbol, other: Symbol) {
        tableau.releaseSymbol(marker)
        tableau.releaseSymbol(other)
        for term in constraint.expression.terms { release(term.variable) }
    }

    mutating func remove(_ constraint: Constraint) throws(LayoutError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if !record.isRequired {
            for symbol in [record.marker, record.other] where symbol.kind == .error {
                tableau.removeError(symbol, priority: record.priority)
            }
        }
        try tableau.eliminateEquation(of: record.marker)
        tableau.releaseSymbol(record.marker)
        tableau.releaseSymbol(record.other)
        for term in constraint.expression.terms { release(term.variable) }
        try tableau.optimize(.main)
        tableau.infeasible.removeAll()
    }

    // MARK: Conflicts

    /// Maps the markers of a Farkas certificate back to constraints, shrinks the
    /// set to an irreducible one when it is small, and appends the new constraint.
    private func conflictSet(for constraint: Constraint, markers: [Symbol]) -> [Constraint] {
        let wanted = Set(markers.map(\.raw))
        var found = records.values
            .filter { $0.isRequired && wanted.contains($0.marker.raw) }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
        if minimizesConflicts && found.count <= 24 {
            found = Self.irreducibleSubset(of: found, against: constraint)
        }
        return found + [constraint]
    }

    /// Deletion filter: drops each constraint whose removal leaves the set still
    /// contradictory with `newConstraint`. What remains is minimal: removing any
    /// single member makes the rest satisfiable.
    private static func irreducibleSubset(of candidates: [Constraint], against newConstraint: Constraint) -> [Constraint] {
        var kept = candidates
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if isSatisfiable(trial + [newConstraint]) {
                index += 1
            } else {
                kept = trial
            }
        }
        return kept
    }

    private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        var probe = SolverCore()
        probe.minimizesConflicts = false
        for constraint in constraints {
            do {
                try probe.add(constraint, priority: 1000)
            } catch {
                return false
            }
        }
        return true
    }

    // MARK: Variables

    private mutating func retain(_ variable: LayoutVariable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let slot = variableSlots[key] {
            variables[slot].references += 1
            return variables[slot].symbol
        }
        let symbol = tableau.makeSymbol(.external)
        variableSlots[key] = variables.count
        variables.append(VariableEntry(variable: variable, symbol: symbol, references: 1))
        values.append(0)
        return symbol
    }

    private mutating func release(_ variable: LayoutVariable) {
        let key = ObjectIdentifier(variable)
        guard let slot = variableSlots[key] else { return }
        variables[slot].references -= 1
        guard variables[slot].references <= 0 else { return }
        tableau.releaseSymbol(variables[slot].symbol)
        variableSlots[key] = nil
        let last = variables.count - 1
        if slot != last {
            variables.swapAt(slot, last)
            values.swapAt(slot, last)
            variableSlots[ObjectIdentifier(variables[slot].variable)] = slot
        }
        variables.removeLast()
        values.removeLast()
    }

    func symbol(of variable: LayoutVariable) -> Symbol? {
        variableSlots[ObjectIdentifier(variable)].map { variables[$0].symbol }
    }

    /// Copies the current solution into the published values.
    mutating func updateVariables() {
        let tableau = self.tableau
        variables.withUnsafeBufferPointer { entries in
            values.withUnsafeMutableBufferPointer { published in
                for index in entries.indices {
                    published[index] = tableau.value(of: entries[index].symbol)
                }
            }
        }
    }

    func publishedValue(of variable: LayoutVariable) -> Double {
        variableSlots[ObjectIdentifier(variable)].map { values[$0] } ?? 0
    }

    // MARK: Edits

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        editSlots[ObjectIdentifier(variable)] != nil
    }

    mutating func addEditVariable(_ variable: LayoutVariable, strength: Strength) throws(LayoutError) {
        let key = ObjectIdentifier(variable)
        guard editSlots[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        // Start the edit at the variable's current value, so adding it does not
        // move anything until a value is suggested.
        let current = symbol(of: variable).map { tableau.value(of: $0) } ?? 0
        let constraint = Constraint(
            LinearExpression(variable), .equal, LinearExpression(constant: current), strength: strength)
        try add(constraint, isEdit: true)
        guard let record = records[ObjectIdentifier(constraint)] else {
            throw .internalInconsistency("edit constraint was not recorded")
        }
        editSlots[key] = edits.count
        edits.append(
            EditRecord(
                variable: variable, constraint: constraint, marker: record.marker, other: record.other,
                constant: current))
    }

    mutating func removeEditVariable(_ variable: LayoutVariable) throws(LayoutError) {
        let key = ObjectIdentifier(variable)
        guard let slot = editSlots[key] else { throw .unknownEditVariable(variable) }
        try remove(edits[slot].constraint)
        editSlots[key] = nil
        let last = edits.count - 1
        if slot != last {
            edits.swapAt(slot, last)
            editSlots[ObjectIdentifier(edits[slot].variable)] = slot
        }
        edits.removeLast()
    }

    mutating func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutError) {
        guard value.isFinite else { throw .invalidValue(variable, value) }
        guard let slot = editSlots[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        let delta = value - edits[slot].constant
        edits[slot].constant = value
        try tableau.applyEdit(delta: delta, marker: edits[slot].marker, other: edits[slot].other)
    }

    // MARK: Ambiguity

    func ambiguousVariables(_ candidates: [LayoutVariable]) -> [LayoutVariable] {
        let face = tableau.optimalFace()
        return candidates.filter { variable in
            guard let symbol = symbol(of: variable) else { return true }
            return tableau.isAmbiguous(symbol, in: face)
        }
    }
}
