import XCTest
import FlipbookTestSupport
import FlipbookRender
@testable import FlipbookEncode

/// The quantizer's fast paths (runs recorded in the first pass and replayed in the second, the
/// counting sort in median cut, k-means that skips unchanged work) must not change a single
/// palette entry or index: GIF bytes are compared across versions and goldens are recorded.
/// `ReferenceQuantizer` below is the straightforward version they replaced, kept here as the
/// definition of the right answer.
final class GIFQuantizerSpeedPathTests: XCTestCase {
    private func assertSameAsReference(_ pixels: [UInt32], width: Int, _ name: String,
                                       file: StaticString = #filePath, line: UInt = #line) {
        let expected = ReferenceQuantizer.quantize(pixels)
        let actual = GIFQuantizer.quantize(pixels, width: width)
        XCTAssertEqual(actual.isExact, expected.isExact, "\(name): exactness", file: file, line: line)
        XCTAssertEqual(actual.palette, expected.palette, "\(name): palette", file: file, line: line)
        XCTAssertEqual(actual.indices.count, pixels.count, "\(name): one index per pixel", file: file, line: line)
        let common = min(actual.indices.count, expected.indices.count)
        if let first = (0..<common).first(where: { actual.indices[$0] != expected.indices[$0] }) {
            XCTFail("\(name): index \(first) is \(actual.indices[first]), want \(expected.indices[first])",
                    file: file, line: line)
        }
    }

    func testSyntheticFramesMatchTheReference() {
        for k in 0..<6 {
            let flat = TestFrames.flatUI(k)
            assertSameAsReference(flat.pixels.map(GIFOpaqueFlattening.overWhite), width: flat.width, "flatUI(\(k))")
            let rich = TestFrames.gradient(k)
            assertSameAsReference(rich.pixels.map(GIFOpaqueFlattening.overWhite), width: rich.width, "gradient(\(k))")
        }
    }

    /// Runs of random length over palettes of 200 to 9,000 colours: exact frames, frames just
    /// past 256 colours, and frames that grow the colour table (it starts at 2,048 colours).
    func testRandomRunsMatchTheReference() {
        var rng = SplitMix(seed: 17)
        for (colours, maxRun) in [(200, 40), (257, 3), (300, 1), (1_500, 12), (3_000, 6), (9_000, 2)] {
            let palette = (0..<colours).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }
            let pixels = randomRuns(count: 160 * 100 + 7, palette: palette, maxRun: maxRun, &rng)
            assertSameAsReference(pixels, width: 160, "\(colours) colours, runs ≤ \(maxRun)")
        }
    }

    /// A photo-like frame: tens of thousands of colours (histogram reduction) and almost every
    /// pixel its own run, more runs than the first pass records, so the second pass falls back
    /// to looking colours up.
    func testPhotoLikeFrameMatchesTheReference() {
        var rng = SplitMix(seed: 5)
        let width = 300, height = 200
        let pixels = (0..<width * height).map { i -> UInt32 in
            let x = i % width, y = i / width
            let noise = UInt32(truncatingIfNeeded: rng.next()) & 0x07_0707
            let red = UInt32(x * 255 / width) & 0xF8, green = UInt32(y * 255 / height) & 0xF8
            return 0xFF00_0000 | red << 16 | green << 8 | UInt32((x + y) & 0xF8) | noise
        }
        XCTAssertGreaterThan(Set(pixels).count, GIFHistogramReduction.threshold)
        assertSameAsReference(pixels, width: width, "photo-like")
    }

    /// UI-like: a flat page with long runs and lines of antialiased "text" in a few ink colours
    /// on two backgrounds, the shape of the blog-header frames.
    func testTextOnFlatPagesMatchesTheReference() {
        for k in 0..<3 {
            var c = TestCanvas(width: 260, height: 180, fill: 0xFFFF_FFFF)
            c.fill(x: 0, y: 0, width: 260, height: 50, 0xFF1C_1C1E)
            let inks: [UInt32] = [0x1C1C1E, 0x8E8E93, 0x007AFF, 0xFFFFFF]
            for row in 0..<12 {
                for letter in 0..<30 {
                    let ink = inks[(row + letter + k) % inks.count]
                    c.disc(cx: 6 + Double(letter) * 8.3 + Double(k) * 0.21, cy: 8 + Double(row) * 14.1,
                           radius: 2.6 + Double(letter % 3) * 0.4, ink, levels: nil)
                }
            }
            let pixels = c.pixels.map(GIFOpaqueFlattening.overWhite)
            XCTAssertGreaterThan(Set(pixels).count, 256)
            assertSameAsReference(pixels, width: c.width, "text page \(k)")
        }
    }

    func testTinyFramesMatchTheReference() {
        assertSameAsReference([0xFF12_3456], width: 1, "one pixel")
        let ramp: [UInt32] = (0..<300).map { (i: Int) -> UInt32 in
            let green = UInt32(i * 3 % 256), blue = UInt32(i / 256)
            return 0xFF00_0000 | green << 8 | blue
        }
        assertSameAsReference(ramp, width: 300, "one row past 256 colours")
        assertSameAsReference(Array(ramp.prefix(17)), width: 17, "shorter than a vector store")
    }

    /// The median-cut sort must order a box exactly like a stable sort on the channel.
    func testChannelSortIsTheStableSort() {
        var rng = SplitMix(seed: 3)
        for n in [1, 2, 5, 31, 32, 33, 200, 5_000] {
            let entries = (0..<n).map { i in
                GIFMedianCut.Entry(color: 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0x3F_3F3F, count: i)
            }
            for shift: UInt32 in [0, 8, 16] {
                var sorted = entries
                var scratch: [GIFMedianCut.Entry] = []
                GIFMedianCut.sortByChannel(&sorted, 0..<n, shift: shift, scratch: &scratch)
                let expected = entries.sorted { ($0.color >> shift) & 0xFF < ($1.color >> shift) & 0xFF }
                XCTAssertEqual(sorted.map(\.count), expected.map(\.count), "n \(n), shift \(shift)")
            }
        }
    }

    /// K-means starts each search from the entry's previous palette index: any start must
    /// give `index(of:)`'s answer, ties included (a palette with repeated greens and colours).
    func testSearchFromAnyStartGivesTheUnboundedAnswer() {
        var rng = SplitMix(seed: 11)
        for size in [1, 2, 16, 255, 256] {
            let palette = (0..<size).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0x0F_3F0F }
            let nearest = GIFNearestColor(palette: palette)
            var guesses = GIFNearestColor.emptyGuesses()
            for _ in 0..<400 {
                let colour = 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0x1F_7F1F
                let expected = ReferenceQuantizer.nearest(colour, palette)
                XCTAssertEqual(nearest.index(of: colour), expected, "palette of \(size)")
                XCTAssertEqual(nearest.index(of: colour, guesses: &guesses), expected, "palette of \(size)")
                for start in [0, size / 2, size - 1, Int(rng.next() % UInt64(size))] {
                    XCTAssertEqual(nearest.index(of: colour, near: UInt8(start)), expected,
                                   "palette of \(size), from \(start)")
                }
            }
        }
    }

    /// Lossy LZW's neighbour table compares each colour only with those close in green; it must
    /// list the same neighbours as comparing every pair, ranked by distance, then index.
    func testNeighbourColoursMatchTheFullScan() {
        var rng = SplitMix(seed: 23)
        for (size, mask, radius) in [(256, 0x3F_3F3F, 16), (255, 0xFF_FFFF, 16), (200, 0x0F_1F0F, 2),
                                     (64, 0xFF_FFFF, 128), (3, 0x01_0101, 0), (1, 0xFF_FFFF, 16)] {
            let palette = (0..<size).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & UInt32(mask) }
            var expected = [Int16](repeating: -1, count: size * GIFNeighbourColors.count)
            for a in 0..<size {
                let close = (0..<size).filter { $0 != a }
                    .map { (d: GIFNeighbourColors.distance(palette[a], palette[$0]), j: $0) }
                    .filter { $0.d <= Int32(radius * radius) }
                    .sorted { ($0.d, $0.j) < ($1.d, $1.j) }
                for (slot, entry) in close.prefix(GIFNeighbourColors.count).enumerated() {
                    expected[a * GIFNeighbourColors.count + slot] = Int16(entry.j)
                }
            }
            XCTAssertEqual(GIFNeighbourColors(palette: palette, radius: radius).table, expected,
                           "\(size) colours, radius \(radius)")
        }
    }

    private func randomRuns(count: Int, palette: [UInt32], maxRun: Int, _ rng: inout SplitMix) -> [UInt32] {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(count)
        while pixels.count < count {
            let colour = palette[Int(rng.next() % UInt64(palette.count))]
            let run = 1 + Int(rng.next() % UInt64(maxRun))
            pixels.append(contentsOf: repeatElement(colour, count: min(run, count - pixels.count)))
        }
        return pixels
    }
}

/// The quantizer as it was before its fast paths, written plainly: a histogram in a linear-
/// probing table (the same hashing and growth as `GIFColorTable`, because the order of its slots
/// is the order median cut sees colours in), median cut with the standard library's stable sort,
/// and k-means and the final mapping through a nearest-colour search without guesses.
enum ReferenceQuantizer {
    static func quantize(_ pixels: [UInt32]) -> (palette: [UInt32], indices: [UInt8], isExact: Bool) {
        var table = Table()
        var exactPalette: [UInt32] = []
        var exactIndex: [UInt32: UInt8] = [:]
        for c in pixels {
            table.add(c)
            if exactIndex[c] == nil && exactPalette.count < 257 {
                exactIndex[c] = UInt8(truncatingIfNeeded: exactPalette.count)
                exactPalette.append(c)
            }
        }
        if exactPalette.count <= 256 {
            return (exactPalette, pixels.map { exactIndex[$0]! }, true)
        }
        var entries = table.entriesInSlotOrder()
        entries = GIFHistogramReduction.reduce(entries)
        var palette = medianCut(&entries, maxColors: 255)
        palette = kMeans(palette, entries: entries, iterations: 4)
        var nearestOf: [UInt32: UInt8] = [:]
        let order = greenOrder(palette)
        let indices = pixels.map { c -> UInt8 in
            if let k = nearestOf[c] { return k }
            let k = nearest(c, palette, order)
            nearestOf[c] = k
            return k
        }
        return (palette, indices, false)
    }

    struct Table {
        var keys = [UInt32](repeating: 0, count: 1 << 12)
        var counts = [Int](repeating: 0, count: 1 << 12)
        var used = 0

        mutating func add(_ c: UInt32) {
            var i = home(c, keys.count)
            while keys[i] != 0 && keys[i] != c { i = (i + 1) % keys.count }
            if keys[i] == 0 {
                if (used + 1) * 2 > keys.count {
                    grow()
                    return add(c)
                }
                keys[i] = c
                used += 1
            }
            counts[i] += 1
        }

        mutating func grow() {
            let (oldKeys, oldCounts) = (keys, counts)
            keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
            counts = [Int](repeating: 0, count: oldKeys.count * 2)
            for (k, n) in zip(oldKeys, oldCounts) where k != 0 {
                var i = home(k, keys.count)
                while keys[i] != 0 { i = (i + 1) % keys.count }
                keys[i] = k
                counts[i] = n
            }
        }

        func home(_ c: UInt32, _ capacity: Int) -> Int {
            Int((c &* 0x9E37_79B1) >> UInt32(32 - capacity.trailingZeroBitCount))
        }

        func entriesInSlotOrder() -> [GIFMedianCut.Entry] {
            zip(keys, counts).filter { $0.0 != 0 }.map { GIFMedianCut.Entry(color: $0.0, count: $0.1) }
        }
    }

    static func channel(_ c: UInt32, _ shift: UInt32) -> Int { Int((c >> shift) & 0xFF) }

    static func medianCut(_ entries: inout [GIFMedianCut.Entry], maxColors: Int) -> [UInt32] {
        struct Box { var lo: Int, hi: Int, pixels: Int, shift: UInt32, score: Int }
        func box(_ lo: Int, _ hi: Int) -> Box {
            let slice = entries[lo..<hi]
            let sides = [16, 8, 0].map { (s: UInt32) -> Int in
                slice.map { channel($0.color, s) }.max()! - slice.map { channel($0.color, s) }.min()!
            }
            let (dr, dg, db) = (sides[0], sides[1], sides[2])
            let (side, shift): (Int, UInt32) = dg >= dr && dg >= db ? (dg, 8) : (dr >= db ? (dr, 16) : (db, 0))
            let pixels = slice.reduce(0) { $0 + $1.count }
            return Box(lo: lo, hi: hi, pixels: pixels, shift: shift,
                       score: hi - lo >= 2 && side > 0 ? max(pixels, 1) * side : 0)
        }
        var boxes = [box(0, entries.count)]
        while boxes.count < maxColors {
            // The highest score, the first box among equals (`min(by:)` keeps the first).
            guard let best = boxes.indices.filter({ boxes[$0].score > 0 })
                .min(by: { boxes[$0].score > boxes[$1].score })
            else { break }
            let b = boxes[best]
            entries[b.lo..<b.hi].sort { channel($0.color, b.shift) < channel($1.color, b.shift) }
            var running = 0, s = b.lo
            while s < b.hi - 1 {
                running += entries[s].count
                s += 1
                if running >= (b.pixels + 1) / 2 { break }
            }
            let split = max(b.lo + 1, min(s, b.hi - 1))
            boxes[best] = box(b.lo, split)
            boxes.append(box(split, b.hi))
        }
        return boxes.map { mean(entries[$0.lo..<$0.hi]) }
    }

    static func mean<S: Sequence>(_ entries: S) -> UInt32 where S.Element == GIFMedianCut.Entry {
        var r = 0, g = 0, b = 0, n = 0
        for e in entries {
            r += channel(e.color, 16) * e.count
            g += channel(e.color, 8) * e.count
            b += channel(e.color, 0) * e.count
            n += e.count
        }
        let half = n / 2
        return 0xFF00_0000 | UInt32((r + half) / n) << 16 | UInt32((g + half) / n) << 8 | UInt32((b + half) / n)
    }

    static func kMeans(_ start: [UInt32], entries: [GIFMedianCut.Entry], iterations: Int) -> [UInt32] {
        var palette = start
        for _ in 0..<iterations {
            var members = [[GIFMedianCut.Entry]](repeating: [], count: palette.count)
            let order = greenOrder(palette)
            for e in entries { members[Int(nearest(e.color, palette, order))].append(e) }
            var moved = false
            for k in palette.indices where !members[k].isEmpty {
                let c = mean(members[k])
                if c != palette[k] { palette[k] = c; moved = true }
            }
            if !moved { break }
        }
        return palette
    }

    /// Palette indices sorted stably by green.
    static func greenOrder(_ palette: [UInt32]) -> [Int] {
        palette.indices.sorted { channel(palette[$0], 8) < channel(palette[$1], 8) }
    }

    /// The nearest palette colour by squared RGB distance, searched as `GIFNearestColor` does it
    /// (palette sorted stably by green, a walk outwards from the colour's green alternating up
    /// and down, each direction stopping once green alone is no closer), because that order is
    /// what breaks ties.
    static func nearest(_ c: UInt32, _ palette: [UInt32], _ order: [Int]? = nil) -> UInt8 {
        let order = order ?? greenOrder(palette)
        let (r, g, b) = (channel(c, 16), channel(c, 8), channel(c, 0))
        func distance(_ k: Int) -> Int {
            let p = palette[order[k]]
            let (dr, dg, db) = (channel(p, 16) - r, channel(p, 8) - g, channel(p, 0) - b)
            return dr * dr + dg * dg + db * db
        }
        func greenGap(_ k: Int) -> Int { (channel(palette[order[k]], 8) - g) * (channel(palette[order[k]], 8) - g) }
        let start = order.firstIndex { channel(palette[$0], 8) >= g } ?? order.count
        var best = Int.max, bestAt = 0
        var up = start, down = start - 1
        var upOpen = true, downOpen = true
        while (upOpen && up < order.count) || (downOpen && down >= 0) {
            if upOpen && up < order.count {
                if greenGap(up) >= best { upOpen = false } else {
                    if distance(up) < best { best = distance(up); bestAt = up; if best == 0 { break } }
                    up += 1
                }
            }
            if downOpen && down >= 0 {
                if greenGap(down) >= best { downOpen = false } else {
                    if distance(down) < best { best = distance(down); bestAt = down; if best == 0 { break } }
                    down -= 1
                }
            }
        }
        return UInt8(order[bestAt])
    }
}
