/// The simplex tableau in Cassowary's basic feasible solved form.
///
/// Every basic symbol has a row expressing it in terms of parameters (non-basic
/// symbols, which are 0). Restricted basic symbols have non-negative constants,
/// so reading the constants off the rows is a feasible solution; the objective
/// rows say whether it is optimal.
///
/// Two invariants keep the algorithms simple and are relied on elsewhere:
/// * a parametric external (a user variable that is not basic) appears only in
///   rows of external basics, never in restricted rows or the objective;
/// * a basic dummy's row contains only dummies (so it is 0 and stays 0).
///
/// Symbols get small integer ids: `rowIndexByID` maps an id to its row with an
/// array load, and `columns` lists, per parameter, the rows that may contain
/// it, so a pivot or an edit touches only the rows it changes instead of
/// scanning the whole tableau (Kiwi scans).
struct Tableau {
    var rows: [Row] = []
    /// `rowIndexByID[id]` is the index of the symbol's row, or -1 for a parameter.
    private var rowIndexByID: [Int32] = [-1]
    /// `columns[id]`: basic symbols (raw) whose rows may contain symbol `id`.
    /// Kept lazily: entries are appended when a symbol enters a row and are
    /// verified (and stale ones dropped) when the column is read.
    private var columns: [[UInt32]] = [[]]
    /// Per basic symbol id, the scan that last visited its row (deduplication).
    private var visitedInScan: [UInt32] = [0]
    private var scanGeneration: UInt32 = 0
    /// Row indices found by the last `collectRows(containing:)`.
    private var hits: [Int] = []
    private var freeIDs: [Int] = []
    var objective = Objective()
    /// The objective of the artificial phase while a constraint is being added.
    var artificial: Objective?
    /// Restricted basics whose constants went negative; the dual simplex fixes them.
    var infeasible: [Symbol] = []
    /// Shared working memory for row arithmetic (see ``MergeBuffer``).
    var buffer = MergeBuffer()

    // MARK: Symbols

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() { return Symbol(id: id, kind: kind) }
        let id = rowIndexByID.count
        rowIndexByID.append(-1)
        columns.append([])
        visitedInScan.append(0)
        return Symbol(id: id, kind: kind)
    }

    /// Returns a symbol whose equation is gone. In exact arithmetic it no longer
    /// occurs anywhere; round-off leftovers are purged so the id can be reused.
    mutating func releaseSymbol(_ symbol: Symbol) {
        guard symbol.isValid else { return }
        if let index = rowIndex(of: symbol) { _ = removeRow(at: index) }
        collectRows(containing: symbol)
        for index in hits { rows[index].remove(symbol) }
        columns[symbol.id].removeAll()
        objective.remove(symbol)
        freeIDs.append(symbol.id)
    }

    /// One past the largest symbol id handed out; sizes per-symbol scratch arrays.
    var symbolCapacity: Int { rowIndexByID.count }

    // MARK: Rows

    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int? {
        let index = rowIndexByID[symbol.id]
        return index >= 0 ? Int(index) : nil
    }

    /// The current value: the row constant for a basic symbol, 0 for a parameter.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        let index = rowIndexByID[symbol.id]
        return index >= 0 ? rows[Int(index)].constant : 0
    }

    mutating func insertRow(_ row: Row) {
        rowIndexByID[row.basic.id] = Int32(rows.count)
        rows.append(row)
        for cell in row.cells { noteOccurrence(of: cell.symbol, inRowOf: row.basic) }
    }

    mutating func removeRow(at index: Int) -> Row {
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            rowIndexByID[rows[index].basic.id] = Int32(index)
        }
        let row = rows.removeLast()
        rowIndexByID[row.basic.id] = -1
        return row
    }

    // MARK: Column index

    @inline(__always)
    private mutating func noteOccurrence(of symbol: Symbol, inRowOf basic: Symbol) {
        columns[symbol.id].append(basic.raw)
        // A column that is rarely read would otherwise only grow.
        let count = columns[symbol.id].count
        if count >= 32 && count & (count - 1) == 0 { collectRows(containing: symbol) }
    }

    /// Fills `hits` with the index of every row containing `symbol`, once each,
    /// and rewrites the column without stale entries.
    mutating func collectRows(containing symbol: Symbol) {
        hits.removeAll(keepingCapacity: true)
        scanGeneration &+= 1
        let generation = scanGeneration
        var column: [UInt32] = []
        swap(&column, &columns[symbol.id])
        var kept = 0
        for position in column.indices {
            let basicRaw = column[position]
            let basicID = Int(basicRaw >> 2)
            let index = Int(rowIndexByID[basicID])
            guard index >= 0, visitedInScan[basicID] != generation,
                rows[index].basic.raw == basicRaw, rows[index].contains(symbol)
            else { continue }
            visitedInScan[basicID] = generation
            column[kept] = basicRaw
            kept += 1
            hits.append(index)
        }
        if kept < column.count { column.removeLast(column.count - kept) }
        swap(&column, &columns[symbol.id])
    }

    /// The indices of the rows containing `symbol`.
    mutating func rowIndices(containing symbol: Symbol) -> [Int] {
        collectRows(containing: symbol)
        return hits
    }

    // MARK: Row arithmetic

    /// Adds `coefficient * symbol` to a row under construction, replacing a
    /// basic symbol by its row so the result is in terms of parameters.
    mutating func addTerm(_ coefficient: Double, _ symbol: Symbol, to row: inout Row) {
        if let index = rowIndex(of: symbol) {
            row.add(rows[index], times: coefficient, buffer: &buffer)
        } else {
            row.add(coefficient, for: symbol)
        }
    }

    /// Takes a preference's error symbol out of the objective.
    mutating func removeError(_ symbol: Symbol, priority: Float) {
        let basicRow = rowIndex(of: symbol).map { rows[$0] }
        objective.removeError(symbol, basicRow: basicRow, priority: priority, buffer: &buffer)
    }

    /// Replaces `symbol` by `row` in every row and objective. Restricted rows
    /// that become negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        collectRows(containing: symbol)
        let targets = hits
        for index in targets {
            rows[index].substitute(symbol, with: row, buffer: &buffer)
            let basic = rows[index].basic
            for inserted in buffer.inserted { noteOccurrence(of: inserted, inRowOf: basic) }
            if rows[index].constant < 0 && basic.isRestricted { infeasible.append(basic) }
        }
        columns[symbol.id].removeAll(keepingCapacity: true)
        objective.substitute(symbol, with: row, buffer: &buffer)
        artificial?.substitute(symbol, with: row, buffer: &buffer)
    }

    /// Exchanges a parameter and a basic symbol.
    mutating func pivot(entering: Symbol, leavingRowAt index: Int) {
        var row = removeRow(at: index)
        row.pivot(to: entering)
        substitute(entering, with: row)
        insertRow(row)
    }
}
