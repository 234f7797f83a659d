/// The first index in `0..<count` where `isPast` holds, found by halving: the layouts keep their
/// lines and groups in scroll order, so "past the top of the visible rect" holds for every index
/// after the first one it holds for, and finding what is visible costs log n, not n.
///
/// ```swift
/// let first = partitionIndex(in: lines.count) { lines[$0].maxY > visible.minY }
/// ```
func partitionIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
    var lo = 0, hi = count
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if isPast(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
}
