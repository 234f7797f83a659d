/// Finds the palette entry nearest to a colour (squared RGB distance) without scanning all 256.
///
/// The palette is sorted by green; a search starts at the entries with the same green and walks
/// outwards in both directions, stopping a direction once the green difference alone exceeds the
/// best distance found. Exact, and typically a dozen comparisons instead of 256.
struct GIFNearestColor {
    /// Per entry in green order: green, red, blue, palette index, side by side so one probe
    /// reads one 16-byte group.
    private let entries: [Int32]
    /// For each green level, the first entry (in green order) whose green is not below it: the
    /// binary search's answer, looked up.
    private let lowerBound: [Int16]

    /// Per palette index, the position of its entry in green order: where `index(of:near:)`
    /// takes its starting bound from.
    private let positions: [Int16]

    init(palette: [UInt32]) {
        // Palette indices in green order, equal greens in palette order: a counting sort on the
        // 8-bit green, stable like the comparison sort it replaces (so ties break the same way).
        var lowerBound = [Int16](repeating: 0, count: 257)
        for c in palette { lowerBound[Int((c >> 8) & 0xFF) + 1] += 1 }
        for g in 1...256 { lowerBound[g] += lowerBound[g - 1] }
        var next = lowerBound
        var order = [Int](repeating: 0, count: palette.count)
        var positions = [Int16](repeating: 0, count: palette.count)
        for (k, c) in palette.enumerated() {
            let g = Int((c >> 8) & 0xFF)
            order[Int(next[g])] = k
            positions[k] = next[g]
            next[g] += 1
        }
        var entries = [Int32]()
        entries.reserveCapacity(order.count * 4)
        for k in order {
            let c = palette[k]
            entries.append(Int32((c >> 8) & 0xFF))
            entries.append(Int32((c >> 16) & 0xFF))
            entries.append(Int32(c & 0xFF))
            entries.append(Int32(UInt8(truncatingIfNeeded: k)))
        }
        lowerBound.removeLast()
        self.entries = entries
        self.lowerBound = lowerBound
        self.positions = positions
    }

    /// Visits entries from the green lower bound outwards, alternating up and down; a strictly
    /// smaller distance replaces the best, so ties go to the entry visited first.
    func index(of color: UInt32) -> UInt8 {
        guard !entries.isEmpty else { return 0 }
        return entries.withUnsafeBufferPointer { e in e[position(of: color, below: .max) &* 4 &+ 3] }
            .toIndex
    }

    /// Cells of the guess grid used by `index(of:guesses:)`: 16 levels per channel.
    static let guessCells = 16 * 16 * 16

    /// A fresh guess grid for `index(of:guesses:)`: nothing computed yet.
    static func emptyGuesses() -> [Int16] { [Int16](repeating: -1, count: guessCells) }

    /// Same answer as `index(of:)`, faster when many colours are mapped with one palette.
    /// `guesses` (from `emptyGuesses()`, used with this palette only) remembers, per 16×16×16
    /// cell of RGB, the entry nearest the cell's centre; the colour's distance to that entry
    /// bounds the search from the start, so it stops after the few entries that are close in
    /// green instead of narrowing down from infinity.
    ///
    /// Exact, ties included: the search returns, among entries closer than its starting bound,
    /// the nearest one visited first, and the walk never skips an entry that could beat the
    /// best found so far (see `position`). The true nearest is at most as far as the guess, so
    /// it is inside the bound (guess distance + 1), and the winner is what `index(of:)` returns.
    func index(of color: UInt32, guesses: inout [Int16]) -> UInt8 {
        guard !entries.isEmpty else { return 0 }
        let high: UInt32 = (color >> 12) & 0xF00      // top four bits of red
        let middle: UInt32 = (color >> 8) & 0xF0      // of green
        let low: UInt32 = (color >> 4) & 0xF          // of blue
        let cell = Int(high | middle | low)
        var guess = Int(guesses[cell])
        if guess < 0 {
            let centre = color & 0xFFF0_F0F0 | 0x0008_0808
            guess = position(of: centre, below: .max)
            guesses[cell] = Int16(guess)
        }
        return index(of: color, boundedBy: guess)
    }

    /// Same answer as `index(of:)`, starting from any palette index `guess`: the search is
    /// bounded by the colour's distance to it, as in `index(of:guesses:)`, which is why the
    /// answer does not depend on the guess. A guess that is already near — an entry's palette
    /// index in the previous k-means step — leaves only the few entries closer in green to visit.
    func index(of color: UInt32, near guess: UInt8) -> UInt8 {
        guard !entries.isEmpty else { return 0 }
        return index(of: color, boundedBy: Int(positions[Int(guess)]))
    }

    /// The nearest entry's palette index, searching only entries at most as far as the entry at
    /// green-order `position` (which therefore is one of them).
    @inline(__always)
    private func index(of color: UInt32, boundedBy position: Int) -> UInt8 {
        entries.withUnsafeBufferPointer { e -> Int32 in
            let dg = e[position &* 4] &- Int32((color >> 8) & 0xFF)
            let dr = e[position &* 4 &+ 1] &- Int32((color >> 16) & 0xFF)
            let db = e[position &* 4 &+ 2] &- Int32(color & 0xFF)
            let bound = dr &* dr &+ dg &* dg &+ db &* db &+ 1
            return e[self.position(of: color, below: bound) &* 4 &+ 3]
        }.toIndex
    }

    /// The position (in green order) of the entry nearest to `color` among those closer than
    /// `bound` (squared distance), ties going to the first visited; 0 if none is.
    ///
    /// A direction stops at the first entry whose green difference alone reaches the best so
    /// far: every entry beyond differs even more in green, so none can be strictly closer, and
    /// an equally close one would come later in the visiting order than the best already held.
    @inline(__always)
    private func position(of color: UInt32, below bound: Int32) -> Int {
        let r = Int32((color >> 16) & 0xFF), g = Int32((color >> 8) & 0xFF), b = Int32(color & 0xFF)
        let n = entries.count / 4
        let lo = Int(lowerBound[Int(g)])
        return entries.withUnsafeBufferPointer { buffer -> Int in
            // Channels are 0...255, so no arithmetic below can overflow: wrapping operators only
            // drop the checks. Indices stay inside 0..<n by the loop conditions.
            let e = buffer.baseAddress!
            var best = bound
            var bestAt = 0
            var up = lo, down = lo - 1
            while up < n || down >= 0 {
                if up < n {
                    let dg = e[up &* 4] &- g
                    if dg &* dg >= best { up = n } else {
                        let dr = e[up &* 4 &+ 1] &- r, db = e[up &* 4 &+ 2] &- b
                        let d = dr &* dr &+ dg &* dg &+ db &* db
                        if d < best { best = d; bestAt = up; if d == 0 { break } }
                        up &+= 1
                    }
                }
                if down >= 0 {
                    let dg = g &- e[down &* 4]
                    if dg &* dg >= best { down = -1 } else {
                        let dr = e[down &* 4 &+ 1] &- r, db = e[down &* 4 &+ 2] &- b
                        let d = dr &* dr &+ dg &* dg &+ db &* db
                        if d < best { best = d; bestAt = down; if d == 0 { break } }
                        down &-= 1
                    }
                }
            }
            return bestAt
        }
    }
}

private extension Int32 {
    /// A palette index stored as `Int32` in `entries`.
    var toIndex: UInt8 { UInt8(truncatingIfNeeded: self) }
}
