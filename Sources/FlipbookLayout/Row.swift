/// Coefficients smaller than this are treated as zero and dropped from rows;
/// without it, round-off would leave ghost entries that keep pivots alive.
let nearZeroThreshold = 1e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroThreshold
}

/// Working memory for row arithmetic, owned by whoever does the arithmetic and
/// reused across merges so steady-state pivoting does not allocate.
struct MergeBuffer {
    var cells: [Cell] = []
    /// Symbols the last merge added to the target row, so the tableau can
    /// update its column index.
    var inserted: [Symbol] = []
}

/// One `coefficient * symbol` entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient * symbol`.
///
/// Cells are kept sorted by symbol so lookups are binary searches and adding one
/// row to another is a linear merge. Merges write into a scratch buffer owned by
/// the tableau and swap it in, so steady-state pivoting does not allocate.
/// A row that is not (yet) in the tableau reads as `0 = constant + Σ ...`.
struct Row {
    var basic: Symbol
    var constant: Double
    var cells: [Cell]

    init(basic: Symbol = .invalid, constant: Double = 0, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// Position of `symbol`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            let key = symbol.raw
            while low < high {
                let mid = (low &+ high) >> 1
                let probe = buffer[mid].symbol.raw
                if probe < key {
                    low = mid &+ 1
                } else if probe > key {
                    high = mid
                } else {
                    return (true, mid)
                }
            }
            return (false, low)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        search(symbol).found
    }

    /// Adds `coefficient * symbol`, dropping the entry if it cancels out.
    mutating func add(_ coefficient: Double, for symbol: Symbol) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, index) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// `self += factor * other`, optionally dropping `skipping` from `self` in the
    /// same pass (that is what substitution needs).
    mutating func add(_ other: Row, times factor: Double, skipping: Symbol = .invalid, buffer: inout MergeBuffer) {
        constant += factor * other.constant
        var scratch: [Cell] = []
        swap(&scratch, &buffer.cells)
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        buffer.inserted.removeAll(keepingCapacity: true)
        let skip = skipping.raw
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var i = 0
                var j = 0
                let n = mine.count
                let m = theirs.count
                while i < n && j < m {
                    let a = mine[i].symbol.raw
                    let b = theirs[j].symbol.raw
                    if a < b {
                        if a != skip { scratch.append(mine[i]) }
                        i &+= 1
                    } else if b < a {
                        let value = factor * theirs[j].coefficient
                        if !isNearZero(value) {
                            scratch.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                            buffer.inserted.append(theirs[j].symbol)
                        }
                        j &+= 1
                    } else {
                        let value = mine[i].coefficient + factor * theirs[j].coefficient
                        if a != skip && !isNearZero(value) {
                            scratch.append(Cell(symbol: mine[i].symbol, coefficient: value))
                        }
                        i &+= 1
                        j &+= 1
                    }
                }
                while i < n {
                    if mine[i].symbol.raw != skip { scratch.append(mine[i]) }
                    i &+= 1
                }
                while j < m {
                    let value = factor * theirs[j].coefficient
                    if !isNearZero(value) {
                        scratch.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                        buffer.inserted.append(theirs[j].symbol)
                    }
                    j &+= 1
                }
            }
        }
        swap(&cells, &scratch)
        swap(&scratch, &buffer.cells)
    }

    /// If `symbol` occurs, replaces it by `row` (whose basic is `symbol`).
    /// Returns whether anything changed.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, buffer: inout MergeBuffer) -> Bool {
        let (found, index) = search(symbol)
        guard found else { return false }
        let factor = cells[index].coefficient
        add(row, times: factor, skipping: symbol, buffer: &buffer)
        return true
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Reading the row as `0 = constant + Σ ...`, rewrites it as
    /// `symbol = ...` (the symbol must occur in the row).
    mutating func solve(for symbol: Symbol) {
        let (found, index) = search(symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        scale(by: factor)
        basic = symbol
    }

    /// Rewrites `basic = ...` as `entering = ...`, making `basic` a parameter.
    mutating func pivot(to entering: Symbol) {
        let old = basic
        add(-1, for: old)
        solve(for: entering)
    }
}
