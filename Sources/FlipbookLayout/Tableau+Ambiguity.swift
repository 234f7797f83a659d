/// The parameters that can move without changing the lexicographic objective.
///
/// At an optimum every parameter's reduced cost vector is lexicographically
/// >= 0. A parameter with a non-zero vector must stay at 0 in every optimal
/// solution (a non-negative combination of lexicographically positive vectors
/// is positive), and dummies are always 0. What remains, slacks and errors
/// whose cost is zero at every level, spans the set of optimal solutions
/// together with the restricted rows that keep basics >= 0.
struct OptimalFace {
    /// Indexed by symbol id.
    var movable: [Bool]
}

extension Tableau {
    func optimalFace() -> OptimalFace {
        var movable = [Bool](repeating: false, count: symbolCapacity)
        var seen = [Bool](repeating: false, count: symbolCapacity)
        for row in rows {
            for cell in row.cells where !seen[cell.symbol.id] {
                seen[cell.symbol.id] = true
                if cell.symbol.isPivotable && objective.leadingCoefficient(cell.symbol) == 0 {
                    movable[cell.symbol.id] = true
                }
            }
        }
        return OptimalFace(movable: movable)
    }

    /// Whether the user variable `symbol` takes more than one value over the
    /// optimal solutions.
    ///
    /// * A parametric user variable, or a basic one whose row mentions one, can
    ///   move freely: by the tableau invariant such a parameter appears in no
    ///   restricted row and not in the objective.
    /// * A basic variable whose row mentions no movable parameter is fixed.
    /// * Otherwise a movable parameter that can grow by a positive step proves
    ///   ambiguity at once; in degenerate cases a small linear program computes
    ///   the variable's exact range over the optimal face.
    func isAmbiguous(_ symbol: Symbol, in face: OptimalFace) -> Bool {
        guard let index = rowIndex(of: symbol) else { return true }
        let row = rows[index]
        var movableCells: [Cell] = []
        for cell in row.cells {
            if cell.symbol.isExternal { return true }
            if face.movable[cell.symbol.id] { movableCells.append(cell) }
        }
        if movableCells.isEmpty { return false }
        for cell in movableCells where maximumStep(of: cell.symbol) > nearZeroThreshold {
            return true
        }
        let problem = FaceProblem(rows: rows.compactMap { row in
            guard row.basic.isPivotable else { return nil }
            let cells = row.cells.filter { face.movable[$0.symbol.id] }
            return cells.isEmpty ? nil : Row(basic: row.basic, constant: row.constant, cells: cells)
        })
        let objective = Row(constant: row.constant, cells: movableCells)
        guard let low = problem.minimum(of: objective) else { return true }
        var negated = objective
        negated.negate()
        guard let negatedHigh = problem.minimum(of: negated) else { return true }
        let high = -negatedHigh
        return high - low > 1e-7 * (1 + abs(high) + abs(low))
    }

    /// How far a parameter can grow on its own before a restricted basic hits 0.
    private func maximumStep(of parameter: Symbol) -> Double {
        var step = Double.infinity
        for row in rows where row.basic.isRestricted {
            let coefficient = row.coefficient(for: parameter)
            if coefficient < 0 { step = min(step, -row.constant / coefficient) }
        }
        return step
    }
}

/// A small linear program over the optimal face: restricted rows that must stay
/// >= 0, in terms of movable parameters that are >= 0. Uses Bland's rule, which
/// terminates even on the degenerate vertices that make this check necessary.
struct FaceProblem {
    var rows: [Row]
    private var buffer = MergeBuffer()

    init(rows: [Row]) {
        self.rows = rows
    }

    /// The minimum of `objective`, or nil when it is unbounded below.
    func minimum(of objective: Row) -> Double? {
        var problem = self
        var objective = objective
        let limit = 10_000 + 100 * rows.count
        for _ in 0..<limit {
            // Cells are sorted by symbol: the first negative one is Bland's choice.
            guard let entering = objective.cells.first(where: { $0.coefficient < -nearZeroThreshold })?.symbol
            else { return objective.constant }
            var leaving = -1
            var bestRatio = Double.infinity
            var bestRaw = UInt32.max
            for index in problem.rows.indices {
                let coefficient = problem.rows[index].coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -problem.rows[index].constant / coefficient
                let basic = problem.rows[index].basic.raw
                if ratio < bestRatio || (ratio == bestRatio && basic < bestRaw) {
                    leaving = index
                    bestRatio = ratio
                    bestRaw = basic
                }
            }
            guard leaving >= 0 else { return nil }
            var pivotRow = problem.rows[leaving]
            pivotRow.pivot(to: entering)
            for index in problem.rows.indices where index != leaving {
                problem.rows[index].substitute(entering, with: pivotRow, buffer: &problem.buffer)
            }
            objective.substitute(entering, with: pivotRow, buffer: &problem.buffer)
            problem.rows[leaving] = pivotRow
        }
        return objective.constant
    }
}
