/// The objective to minimise, one row per priority level in use, highest first.
///
/// Level `k` holds the sum of the error symbols of the preferences at
/// `priorities[k]`, rewritten in terms of the current parameters. The reduced
/// cost of a symbol is the vector of its coefficients across levels, compared
/// lexicographically: the first level where it is non-zero decides its sign.
/// See ``Strength`` for why this replaces Kiwi's weighted sum.
struct Objective {
    private(set) var priorities: [Float] = []
    var levels: [Row] = []
    /// How many error symbols were added at each level; a level whose count
    /// drops to zero is removed so it no longer costs lookups.
    private var errorCounts: [Int] = []

    init() {}

    /// A single-level objective, used for the artificial phase of Cassowary.
    init(single row: Row) {
        priorities = [1000]
        levels = [row]
        errorCounts = [1]
    }

    var levelCount: Int { levels.count }

    /// Adds `symbol` (an error, currently a parameter) with weight 1 at `priority`.
    mutating func addError(_ symbol: Symbol, priority: Float) {
        let level = levelIndex(creating: priority)
        levels[level].add(1, for: symbol)
        errorCounts[level] += 1
    }

    /// Takes an error out of the objective. `basicRow` is the error's row when it
    /// is basic (the objective then holds that row's expression instead).
    mutating func removeError(_ symbol: Symbol, basicRow: Row?, priority: Float, buffer: inout MergeBuffer) {
        guard let level = priorities.firstIndex(of: priority) else { return }
        if let basicRow {
            levels[level].add(basicRow, times: -1, buffer: &buffer)
        } else {
            levels[level].add(-1, for: symbol)
        }
        errorCounts[level] -= 1
        if errorCounts[level] <= 0 {
            priorities.remove(at: level)
            levels.remove(at: level)
            errorCounts.remove(at: level)
        }
    }

    private mutating func levelIndex(creating priority: Float) -> Int {
        var index = 0
        while index < priorities.count && priorities[index] > priority { index += 1 }
        if index < priorities.count && priorities[index] == priority { return index }
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        errorCounts.insert(0, at: index)
        return index
    }

    mutating func substitute(_ symbol: Symbol, with row: Row, buffer: inout MergeBuffer) {
        for level in levels.indices {
            levels[level].substitute(symbol, with: row, buffer: &buffer)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        for level in levels.indices { levels[level].remove(symbol) }
    }

    /// The coefficient at the first level where `symbol` occurs (0 if nowhere):
    /// its sign is the sign of the lexicographic reduced cost.
    @inline(__always)
    func leadingCoefficient(_ symbol: Symbol) -> Double {
        for level in levels.indices {
            let (found, index) = levels[level].search(symbol)
            if found { return levels[level].cells[index].coefficient }
        }
        return 0
    }

    /// True when `symbol` does not occur at any level above `level`.
    @inline(__always)
    func isAbsent(_ symbol: Symbol, above level: Int) -> Bool {
        var index = 0
        while index < level {
            if levels[index].contains(symbol) { return false }
            index += 1
        }
        return true
    }

    /// Lexicographic comparison of `cost(a) / ca` against `cost(b) / cb`, the
    /// dual simplex ratio test. Ties go to the smaller symbol id (Bland), which
    /// keeps the choice deterministic.
    func ratio(_ a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool {
        for level in levels.indices {
            let ra = levels[level].coefficient(for: a) / ca
            let rb = levels[level].coefficient(for: b) / cb
            let tolerance = 1e-9 * (1 + max(abs(ra), abs(rb)))
            if ra < rb - tolerance { return true }
            if ra > rb + tolerance { return false }
        }
        return a.raw < b.raw
    }
}
