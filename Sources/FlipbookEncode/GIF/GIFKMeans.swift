/// Refines a palette with weighted k-means (Lloyd's iterations) over the colour histogram.
///
/// Median cut places boxes well but represents each by its mean, which is only optimal for the
/// colours the box happened to hold; a few Lloyd steps move every palette colour to the centroid
/// of the colours that actually map to it. That minimizes the squared RGB error — exactly what
/// PSNR measures — and on UI frames lifts it by about a decibel. Iterations run over distinct
/// colours (not pixels), so a 1.3-megapixel frame with 2,000 colours costs well under a
/// millisecond per step. Deterministic: no random seeding, ties break by palette order.
///
/// Each step searches from the palette index the entry had in the previous step (at first, its
/// median-cut box): `GIFNearestColor.index(of:near:)` gives the same answer from any start, and
/// one that is already close bounds the search to a few entries.
enum GIFKMeans {
    /// `boxes[j]`: any palette index for `entries[j]` to start its first search from.
    static func refine(_ palette: [UInt32], entries: [GIFMedianCut.Entry], boxes: [UInt8],
                       iterations: Int) -> [UInt32] {
        var palette = palette
        var assigned = boxes.count == entries.count ? boxes : [UInt8](repeating: 0, count: entries.count)
        let n = palette.count
        for _ in 0..<iterations {
            let nearest = GIFNearestColor(palette: palette)
            var sums = [(r: Int, g: Int, b: Int, n: Int)](repeating: (0, 0, 0, 0), count: n)
            for (j, e) in entries.enumerated() {
                let k8 = nearest.index(of: e.color, near: assigned[j])
                assigned[j] = k8
                let k = Int(k8)
                sums[k].r += Int((e.color >> 16) & 0xFF) * e.count
                sums[k].g += Int((e.color >> 8) & 0xFF) * e.count
                sums[k].b += Int(e.color & 0xFF) * e.count
                sums[k].n += e.count
            }
            var moved = false
            for k in 0..<n where sums[k].n > 0 {
                let s = sums[k], half = s.n / 2
                let c = 0xFF00_0000 | UInt32((s.r + half) / s.n) << 16 | UInt32((s.g + half) / s.n) << 8
                    | UInt32((s.b + half) / s.n)
                if c != palette[k] { palette[k] = c; moved = true }
            }
            if !moved { break }
        }
        return palette
    }
}
