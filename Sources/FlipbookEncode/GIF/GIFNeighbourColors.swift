/// For each palette entry, the few other entries closest to it: the substitutes `GIFImageBlock`
/// may use for an approximated pixel when one of them continues an LZW string (lossy LZW).
struct GIFNeighbourColors {
    /// Candidates per palette colour, closest first.
    static let count = 6
    /// `count` per palette entry, -1 where there are fewer close colours.
    let table: [Int16]

    /// Only entries within `radius` (Euclidean RGB) are kept: farther ones could never be within
    /// the tolerance of a pixel that this entry approximates well.
    init(palette: [UInt32], radius: Int) {
        let n = palette.count
        var table = [Int16](repeating: -1, count: n * Self.count)
        let limit = Int32(radius * radius)
        // Entries whose greens differ by more than `radius` are farther apart than `radius`, so
        // with the palette in green order each entry compares only the few around it, not all
        // 255 others. The order among equal greens does not matter: candidates are ranked by
        // (distance, index) below, which is how the full scan ranked them.
        let byGreen = palette.indices.sorted { Self.green(palette[$0]) < Self.green(palette[$1]) }
        var close: [(d: Int32, j: Int)] = []
        for (p, a) in byGreen.enumerated() {
            close.removeAll(keepingCapacity: true)
            let ga = Self.green(palette[a])
            var q = p - 1
            while q >= 0 && ga - Self.green(palette[byGreen[q]]) <= radius {
                let d = Self.distance(palette[a], palette[byGreen[q]])
                if d <= limit { close.append((d, byGreen[q])) }
                q -= 1
            }
            q = p + 1
            while q < n && Self.green(palette[byGreen[q]]) - ga <= radius {
                let d = Self.distance(palette[a], palette[byGreen[q]])
                if d <= limit { close.append((d, byGreen[q])) }
                q += 1
            }
            close.sort { $0.d != $1.d ? $0.d < $1.d : $0.j < $1.j }
            for (slot, entry) in close.prefix(Self.count).enumerated() {
                table[a * Self.count + slot] = Int16(entry.j)
            }
        }
        self.table = table
    }

    @inline(__always)
    private static func green(_ c: UInt32) -> Int { Int((c >> 8) & 0xFF) }

    /// Squared Euclidean distance of two `0xFFRRGGBB` colours.
    @inline(__always)
    static func distance(_ a: UInt32, _ b: UInt32) -> Int32 {
        let dr = Int32((a >> 16) & 0xFF) - Int32((b >> 16) & 0xFF)
        let dg = Int32((a >> 8) & 0xFF) - Int32((b >> 8) & 0xFF)
        let db = Int32(a & 0xFF) - Int32(b & 0xFF)
        return dr * dr + dg * dg + db * db
    }
}
