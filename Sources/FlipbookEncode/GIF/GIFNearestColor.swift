/// Finds the palette entry nearest to a colour (squared RGB distance) without scanning all 256.
///
/// The palette is sorted by green; a search starts at the entries with the same green and walks
/// outwards in both directions, stopping a direction once the green difference alone exceeds the
/// best distance found. Exact, and typically a dozen comparisons instead of 256.
struct GIFNearestColor {
    private let green: [Int32]      // sorted ascending
    private let red: [Int32]
    private let blue: [Int32]
    private let paletteIndex: [UInt8]

    init(palette: [UInt32]) {
        let order = palette.indices.sorted { (palette[$0] >> 8) & 0xFF < (palette[$1] >> 8) & 0xFF }
        green = order.map { Int32((palette[$0] >> 8) & 0xFF) }
        red = order.map { Int32((palette[$0] >> 16) & 0xFF) }
        blue = order.map { Int32(palette[$0] & 0xFF) }
        paletteIndex = order.map { UInt8(truncatingIfNeeded: $0) }
    }

    func index(of color: UInt32) -> UInt8 {
        let r = Int32((color >> 16) & 0xFF), g = Int32((color >> 8) & 0xFF), b = Int32(color & 0xFF)
        let n = green.count
        guard n > 0 else { return 0 }
        // Lower bound of g in the sorted greens.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if green[mid] < g { lo = mid + 1 } else { hi = mid }
        }
        var best = Int32.max
        var bestIndex = 0
        var up = lo, down = lo - 1
        while up < n || down >= 0 {
            if up < n {
                let dg = green[up] - g
                if dg * dg >= best { up = n } else {
                    let dr = red[up] - r, db = blue[up] - b
                    let d = dr * dr + dg * dg + db * db
                    if d < best { best = d; bestIndex = up; if d == 0 { break } }
                    up += 1
                }
            }
            if down >= 0 {
                let dg = g - green[down]
                if dg * dg >= best { down = -1 } else {
                    let dr = red[down] - r, db = blue[down] - b
                    let d = dr * dr + dg * dg + db * db
                    if d < best { best = d; bestIndex = down; if d == 0 { break } }
                    down -= 1
                }
            }
        }
        return paletteIndex[bestIndex]
    }
}
