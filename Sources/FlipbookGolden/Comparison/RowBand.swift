import Foundation
import FlipbookRender

/// The per-pixel comparison over a range of rows: the hot loop of `ImageComparator`.
///
/// Bands touch disjoint rows of the diff image and only read the frames (anti-aliasing looks one
/// row beyond the band, which is fine for reading), so two bands can run at once and their counts
/// simply add up: the totals never depend on how the rows were split.
struct RowBand: Sendable {
    let expected: Plane
    let actual: Plane
    let rows: Range<Int>
    let maxDelta: Double
    let detectAntiAliasing: Bool
    /// Paint changes within the threshold too (they count in an exact comparison).
    let paintSmallChanges: Bool
    /// Already clipped to the canvas.
    let ignoreRegions: [PixelRect]

    /// `changed`: raw pixel values differ (outside ignore regions); `differing` and `antiAliased`
    /// split those beyond the threshold.
    struct Counts: Sendable { var differing = 0, antiAliased = 0, changed = 0 }

    static let red: UInt32 = 0xFFFF_0000
    static let yellow: UInt32 = 0xFFFF_FF00
    /// Changed, but within the threshold: only painted in exact comparisons, where it fails.
    static let magenta: UInt32 = 0xFFFF_00FF

    /// Counts this band; when `diff` is given, also paints its rows of the diff image.
    func run(diff: UnsafeMutablePointer<UInt32>?) -> Counts {
        var counts = Counts()
        let width = expected.width
        for y in rows {
            let start = y &* width
            let row1 = expected.pixels + start, row2 = actual.pixels + start
            // Most rows of two UI frames are byte-identical: one memcmp instead of a pixel loop.
            if diff == nil, memcmp(row1, row2, width &* 4) == 0 { continue }
            let regions = ignoreRegions.filter { y >= $0.y && y - $0.y < $0.height }
            let out = diff.map { $0 + start }
            var x = 0
            while x < width {
                let p1 = row1[x], p2 = row2[x]
                var colour: UInt32? = nil
                // YIQ only where the raw pixels differ, and never inside an ignore region.
                if p1 != p2, !regions.contains(where: { x >= $0.x && x - $0.x < $0.width }) {
                    counts.changed &+= 1
                    if YIQ.delta(p1, p2, k: (start &+ x) &* 4) <= maxDelta {
                        if paintSmallChanges { colour = Self.magenta }
                    } else if detectAntiAliasing,
                       AntiAliasing.isAntiAliased(expected, x: x, y: y, other: actual)
                        || AntiAliasing.isAntiAliased(actual, x: x, y: y, other: expected) {
                        counts.antiAliased &+= 1
                        colour = Self.yellow
                    } else {
                        counts.differing &+= 1
                        colour = Self.red
                    }
                }
                if let out { out[x] = colour ?? YIQ.fadedGrey(p1) }
                x &+= 1
            }
        }
        return counts
    }
}
