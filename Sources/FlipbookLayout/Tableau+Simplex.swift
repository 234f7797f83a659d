/// The two optimisation loops of Cassowary: the primal simplex restores
/// optimality after the set of constraints changes, the dual simplex restores
/// feasibility after an edit moves a constant.
extension Tableau {
    enum Goal {
        case main
        case artificial
    }

    /// Minimises the chosen objective with the primal simplex. The tableau must
    /// be feasible. Dantzig's rule at the highest level that can improve; after a
    /// run of degenerate pivots it switches to Bland's rule, which cannot cycle.
    mutating func optimize(_ goal: Goal) throws(LayoutError) {
        var degenerateStreak = 0
        var iterations = 0
        let limit = 10_000 + 50 * rows.count
        while true {
            let entering = primalEntering(goal, bland: degenerateStreak > 16)
            guard entering.isValid else { return }
            guard let (index, ratio) = primalLeaving(entering) else {
                throw .internalInconsistency("the objective is unbounded")
            }
            degenerateStreak = ratio <= nearZeroThreshold ? degenerateStreak + 1 : 0
            pivot(entering: entering, leavingRowAt: index)
            iterations += 1
            if iterations > limit { throw .internalInconsistency("the simplex did not converge") }
        }
    }

    /// A parameter whose lexicographic reduced cost is negative, or `.invalid`.
    private func primalEntering(_ goal: Goal, bland: Bool) -> Symbol {
        switch goal {
        case .main:
            return Self.entering(in: objective, bland: bland)
        case .artificial:
            guard let artificial else { return .invalid }
            return Self.entering(in: artificial, bland: bland)
        }
    }

    private static func entering(in target: Objective, bland: Bool) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        for level in target.levels.indices {
            for cell in target.levels[level].cells
            where cell.coefficient < -nearZeroThreshold && cell.symbol.isPivotable {
                guard level == 0 || target.isAbsent(cell.symbol, above: level) else { continue }
                if bland {
                    if !best.isValid || cell.symbol.raw < best.raw { best = cell.symbol }
                } else if cell.coefficient < bestCoefficient {
                    best = cell.symbol
                    bestCoefficient = cell.coefficient
                }
            }
            if best.isValid && !bland { return best }
        }
        return best
    }

    /// The restricted row that first hits zero as `entering` grows.
    private mutating func primalLeaving(_ entering: Symbol) -> (Int, Double)? {
        var best = -1
        var bestRatio = Double.infinity
        var bestRaw = UInt32.max
        for index in rowIndices(containing: entering) {
            let basic = rows[index].basic
            guard basic.isRestricted else { continue }
            let coefficient = rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic.raw < bestRaw) {
                best = index
                bestRatio = ratio
                bestRaw = basic.raw
            }
        }
        return best >= 0 ? (best, bestRatio) : nil
    }

    /// Restores feasibility of the rows queued in `infeasible`, keeping the
    /// objective optimal (dual simplex): this is what makes an edit incremental.
    mutating func dualOptimize() throws(LayoutError) {
        var iterations = 0
        let limit = 10_000 + 50 * rows.count
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving),
                rows[index].constant < -nearZeroThreshold
            else { continue }
            let entering = dualEntering(rowAt: index)
            guard entering.isValid else {
                infeasible.removeAll()
                throw .internalInconsistency("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, leavingRowAt: index)
            iterations += 1
            if iterations > limit {
                infeasible.removeAll()
                throw .internalInconsistency("the dual simplex did not converge")
            }
        }
    }

    /// The dual ratio test: among parameters that raise the row, the one whose
    /// reduced cost per unit is lexicographically smallest.
    private func dualEntering(rowAt index: Int) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        for cell in rows[index].cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            if !best.isValid
                || objective.ratio(cell.symbol, cell.coefficient, isLessThan: best, bestCoefficient)
            {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
