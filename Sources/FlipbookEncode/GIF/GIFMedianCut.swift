/// Median-cut palette construction (Heckbert 1982), weighted by pixel counts.
///
/// Starts with one box holding every distinct colour, then repeatedly splits the box with the
/// largest `pixels × longest side` along that longest RGB axis at the pixel-weighted median,
/// until there are `maxColors` boxes or no box can be split. Each box becomes its pixel-weighted
/// mean colour. Weighting by pixels spends the palette where the image is, so a large flat area
/// gets an exact colour and a few antialiased pixels share approximations.
enum GIFMedianCut {
    struct Entry {
        var color: UInt32   // 0xFFRRGGBB
        var count: Int
    }

    private struct Box {
        var lo: Int, hi: Int          // entries[lo..<hi]
        var pixels: Int
        var axisShift: UInt32         // 16 = red, 8 = green, 0 = blue
        var score: Int                // pixels × longest side; 0 = cannot split
    }

    /// 1...maxColors opaque colours (`maxColors` ≤ 256) from non-empty `entries`, and for each
    /// entry (in the order median cut leaves `entries` in) the index of its box's colour: where
    /// `GIFKMeans` starts its nearest-colour searches from.
    static func paletteAndBoxes(_ entries: inout [Entry], maxColors: Int) -> (palette: [UInt32], boxes: [UInt8]) {
        guard !entries.isEmpty else { return ([0xFF00_0000], []) }
        var boxes = [makeBox(entries, lo: 0, hi: entries.count)]
        var scratch: [Entry] = []
        while boxes.count < maxColors {
            // Few boxes (≤ 256): a linear scan for the best is cheaper than a heap.
            var best = -1
            var bestScore = 0
            for (i, box) in boxes.enumerated() where box.score > bestScore {
                best = i
                bestScore = box.score
            }
            if best < 0 { break }
            let box = boxes[best]
            let split = splitPoint(&entries, box, scratch: &scratch)
            boxes[best] = makeBox(entries, lo: box.lo, hi: split)
            boxes.append(makeBox(entries, lo: split, hi: box.hi))
        }
        var boxOf = [UInt8](repeating: 0, count: entries.count)
        for (k, box) in boxes.enumerated() {
            for j in box.lo..<box.hi { boxOf[j] = UInt8(truncatingIfNeeded: k) }
        }
        return (boxes.map { mean(entries, $0) }, boxOf)
    }

    /// Sorts the box along its axis and returns the first index of the upper half: the smallest
    /// `s` with at least half the box's pixels in `lo..<s`, kept inside `lo+1...hi-1`.
    private static func splitPoint(_ entries: inout [Entry], _ box: Box, scratch: inout [Entry]) -> Int {
        sortByChannel(&entries, box.lo..<box.hi, shift: box.axisShift, scratch: &scratch)
        let half = (box.pixels + 1) / 2
        var running = 0
        var s = box.lo
        while s < box.hi - 1 {
            running += entries[s].count
            s += 1
            if running >= half { break }
        }
        return max(box.lo + 1, min(s, box.hi - 1))
    }

    /// Orders `entries[range]` by one 8-bit channel, equal channels keeping their order: the
    /// stable sort median cut was defined with (the split among equal channels depends on it),
    /// as a counting sort — the key has 256 values, so two linear passes beat a comparison
    /// sort's n log n compares on the thousands of colours of an antialiased frame. Short
    /// ranges use insertion sort, also stable, which is cheaper than clearing 256 counters.
    static func sortByChannel(_ entries: inout [Entry], _ range: Range<Int>, shift: UInt32, scratch: inout [Entry]) {
        @inline(__always) func key(_ e: Entry) -> Int { Int((e.color >> shift) & 0xFF) }
        if range.count <= 32 {
            for i in range.dropFirst() {
                let e = entries[i]
                var j = i
                while j > range.lowerBound && key(entries[j - 1]) > key(e) {
                    entries[j] = entries[j - 1]
                    j -= 1
                }
                entries[j] = e
            }
            return
        }
        // A box cut along the same axis as its parent is already in order, and a stable sort
        // leaves ordered entries where they are.
        var sorted = true
        for i in range.dropFirst() where key(entries[i - 1]) > key(entries[i]) {
            sorted = false
            break
        }
        if sorted { return }
        var starts = [Int](repeating: 0, count: 257)
        for i in range { starts[key(entries[i]) + 1] += 1 }
        for k in 1...256 { starts[k] += starts[k - 1] }
        if scratch.count < range.count { scratch = Array(entries[range]) }
        entries.withUnsafeMutableBufferPointer { entries in
            scratch.withUnsafeMutableBufferPointer { sorted in
                for i in range {
                    let k = key(entries[i])
                    sorted[starts[k]] = entries[i]
                    starts[k] += 1
                }
                for j in 0..<range.count { entries[range.lowerBound + j] = sorted[j] }
            }
        }
    }

    private static func makeBox(_ entries: [Entry], lo: Int, hi: Int) -> Box {
        var minR: UInt32 = 255, minG: UInt32 = 255, minB: UInt32 = 255
        var maxR: UInt32 = 0, maxG: UInt32 = 0, maxB: UInt32 = 0
        var pixels = 0
        for e in entries[lo..<hi] {
            let r = (e.color >> 16) & 0xFF, g = (e.color >> 8) & 0xFF, b = e.color & 0xFF
            minR = min(minR, r); maxR = max(maxR, r)
            minG = min(minG, g); maxG = max(maxG, g)
            minB = min(minB, b); maxB = max(maxB, b)
            pixels += e.count
        }
        let (dr, dg, db) = (Int(maxR - minR), Int(maxG - minG), Int(maxB - minB))
        // Ties favour green, then red: the eye is most sensitive to them.
        let (side, shift): (Int, UInt32) = dg >= dr && dg >= db ? (dg, 8) : (dr >= db ? (dr, 16) : (db, 0))
        let splittable = hi - lo >= 2 && side > 0
        return Box(lo: lo, hi: hi, pixels: pixels, axisShift: shift,
                   score: splittable ? max(pixels, 1) * side : 0)
    }

    private static func mean(_ entries: [Entry], _ box: Box) -> UInt32 {
        var r = 0, g = 0, b = 0, n = 0
        for e in entries[box.lo..<box.hi] {
            r += Int((e.color >> 16) & 0xFF) * e.count
            g += Int((e.color >> 8) & 0xFF) * e.count
            b += Int(e.color & 0xFF) * e.count
            n += e.count
        }
        guard n > 0 else { return entries[box.lo].color }
        let half = n / 2
        return 0xFF00_0000 | UInt32((r + half) / n) << 16 | UInt32((g + half) / n) << 8 | UInt32((b + half) / n)
    }
}
