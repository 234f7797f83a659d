/// Shrinks a large colour histogram before palette construction: colours that share their top
/// five bits per channel are merged into one entry at their pixel-weighted mean.
///
/// A photo-like frame has a few hundred thousand distinct colours; median cut sorts them and
/// every k-means step looks each one up, which made palette building the slowest part of the
/// encoder. At most 32,768 merged entries keep the shape of the distribution (the mean, not the
/// bin centre, so nothing shifts), and the final mapping still uses every exact colour.
enum GIFHistogramReduction {
    /// Histograms up to this size are used as they are.
    static let threshold = 16_384

    static func reduce(_ entries: [GIFMedianCut.Entry]) -> [GIFMedianCut.Entry] {
        guard entries.count > threshold else { return entries }
        var sums = [(r: Int, g: Int, b: Int, n: Int)](repeating: (0, 0, 0, 0), count: 1 << 15)
        for e in entries {
            let r = Int((e.color >> 16) & 0xFF), g = Int((e.color >> 8) & 0xFF), b = Int(e.color & 0xFF)
            let bin = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
            sums[bin].r += r * e.count
            sums[bin].g += g * e.count
            sums[bin].b += b * e.count
            sums[bin].n += e.count
        }
        var reduced: [GIFMedianCut.Entry] = []
        reduced.reserveCapacity(threshold)
        for s in sums where s.n > 0 {
            let half = s.n / 2
            let color = 0xFF00_0000 | UInt32((s.r + half) / s.n) << 16 | UInt32((s.g + half) / s.n) << 8
                | UInt32((s.b + half) / s.n)
            reduced.append(.init(color: color, count: s.n))
        }
        return reduced
    }
}
