/// Adding and removing one constraint's equation, and moving an edit constant.
extension Tableau {
    /// Adds the equation `0 = row` of a new constraint (already expressed in
    /// parameters, with its marker and, for preferences, its error symbols).
    ///
    /// Returns `nil` on success. If the row is a required constraint that cannot
    /// hold, the tableau is left as it was and the markers of the required
    /// constraints that, together with the new one, prove the contradiction are
    /// returned (see `docs/solver.md`).
    mutating func addEquation(_ row: Row, marker: Symbol, other: Symbol) throws(LayoutError) -> [Symbol]? {
        var row = row
        if row.constant < 0 { row.negate() }
        var subject = chooseSubject(row, marker: marker, other: other)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // The new equation is a combination of required equalities: redundant
            // when the constants agree, contradictory otherwise. The dummies in the
            // row name exactly the equalities it combines.
            if !isNearZero(row.constant) {
                return row.cells.map(\.symbol).filter { $0 != marker }
            }
            guard row.contains(marker) else { return nil }  // 0 == 0: nothing to add
            subject = marker
        }
        guard subject.isValid else {
            return try addWithArtificialVariable(row, marker: marker)
        }
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row)
        return nil
    }

    /// A symbol that can be made basic without breaking feasibility: any user
    /// variable (unrestricted), else the constraint's own slack or error when its
    /// coefficient is negative (the row constant is >= 0, so it solves to >= 0).
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    /// Phase one of the simplex: add `art = row`, minimise `art`. If it reaches
    /// zero the equation holds and `art` is eliminated. If not, the final
    /// artificial objective `art = c + Σ d_j s_j` (c > 0, every d_j >= 0 for a
    /// symbol that can move) is a Farkas certificate: the markers with non-zero
    /// d_j are the constraints it combines, which is the conflict we report.
    private mutating func addWithArtificialVariable(_ row: Row, marker: Symbol) throws(LayoutError) -> [Symbol]? {
        let art = makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = Objective(single: row)
        do {
            try optimize(.artificial)
        } catch {
            artificial = nil
            try eliminateEquation(of: art)
            releaseSymbol(art)
            throw error
        }
        let certificate = artificial?.levels.first ?? Row()
        artificial = nil

        if isNearZero(certificate.constant) {
            if let index = rowIndex(of: art) {
                var basicRow = removeRow(at: index)
                if !basicRow.cells.isEmpty {
                    let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol
                        ?? basicRow.cells[0].symbol
                    basicRow.pivot(to: entering)
                    substitute(entering, with: basicRow)
                    insertRow(basicRow)
                }
            }
            releaseSymbol(art)  // purging its column sets art = 0
            return nil
        }

        let conflicts = certificate.cells.compactMap { cell -> Symbol? in
            let symbol = cell.symbol
            guard symbol != marker, symbol != art, symbol.isDummy || symbol.kind == .slack else { return nil }
            return symbol
        }
        try eliminateEquation(of: art)
        releaseSymbol(art)
        return conflicts
    }

    /// Drops the single equation that `marker` belongs to, keeping the tableau
    /// feasible: the marker is pivoted into the basis on the row that keeps every
    /// restricted constant >= 0, then that row is removed.
    mutating func eliminateEquation(of marker: Symbol) throws(LayoutError) {
        if let index = rowIndex(of: marker) {
            _ = removeRow(at: index)
            return
        }
        guard let index = leavingRow(forMarker: marker) else { return }
        pivot(entering: marker, leavingRowAt: index)
        if let index = rowIndex(of: marker) { _ = removeRow(at: index) }
        if marker.isDummy { try restoreDummyRows() }
    }

    /// Prefers a restricted row where the marker has a negative coefficient
    /// (smallest ratio), then one with a positive coefficient (smallest ratio),
    /// then a user variable's row.
    private mutating func leavingRow(forMarker marker: Symbol) -> Int? {
        var negative = -1
        var negativeRatio = Double.infinity
        var positive = -1
        var positiveRatio = Double.infinity
        var external = -1
        for index in rowIndices(containing: marker) {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if rows[index].basic.isExternal {
                external = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < negativeRatio { negativeRatio = ratio; negative = index }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < positiveRatio { positiveRatio = ratio; positive = index }
            }
        }
        if negative >= 0 { return negative }
        if positive >= 0 { return positive }
        return external >= 0 ? external : nil
    }

    /// Eliminating a dummy may substitute ordinary symbols into the row of another
    /// basic dummy (a formerly redundant equality that is now the only one left).
    /// Such a row no longer pins its dummy to 0, so it is taken out and added
    /// again as a fresh equation.
    private mutating func restoreDummyRows() throws(LayoutError) {
        var index = 0
        while index < rows.count {
            let row = rows[index]
            guard row.basic.isDummy, row.cells.contains(where: { !$0.symbol.isDummy }) else {
                index += 1
                continue
            }
            var equation = removeRow(at: index)
            let dummy = equation.basic
            equation.add(-1, for: dummy)
            equation.basic = .invalid
            if try addEquation(equation, marker: dummy, other: .invalid) != nil {
                throw .internalInconsistency("a redundant equality became unsatisfiable")
            }
            index = 0
        }
    }

    /// Moves the constant of an edit constraint by `delta` and re-solves with the
    /// dual simplex. Equivalent to substituting `marker := marker + delta` in the
    /// equation `v - c - marker + other = 0`, so only rows that mention the
    /// marker move.
    mutating func applyEdit(delta: Double, marker: Symbol, other: Symbol) throws(LayoutError) {
        if let index = rowIndex(of: marker) {
            rows[index].constant -= delta
            if rows[index].constant < 0 { infeasible.append(marker) }
        } else if let index = rowIndex(of: other) {
            rows[index].constant += delta
            if rows[index].constant < 0 { infeasible.append(other) }
        } else {
            for index in rowIndices(containing: marker) {
                let coefficient = rows[index].coefficient(for: marker)
                rows[index].constant += coefficient * delta
                if rows[index].constant < 0 && rows[index].basic.isRestricted {
                    infeasible.append(rows[index].basic)
                }
            }
        }
        try dualOptimize()
    }
}
