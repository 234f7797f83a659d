/// Reduces an opaque frame to at most 256 colours: the palette and one index per pixel.
///
/// Flat UI frames usually have few colours, so the first pass counts distinct colours and assigns
/// indices as it goes; if the frame never exceeds 256 colours that palette is exact and the work
/// is done in one pass. Otherwise (gradients, photos, heavily antialiased text) the colour
/// histogram goes through `GIFMedianCut` and `GIFKMeans` to 255 colours (one index stays free so
/// `GIFSink` can mark unchanged pixels transparent), and every distinct colour is mapped once to
/// its nearest palette entry before a second pass writes the indices — or `GIFDither` maps
/// pixel by pixel when dithering is asked for.
/// The first pass skips the hash lookup while the colour repeats, which is most of a UI frame:
/// each run of one colour is looked up once and then written in a tight loop. It also records
/// the runs (`GIFColorRuns`), so the second pass writes run after run with no scan or lookup.
enum GIFQuantizer {
    static let maxColors = 256
    /// Colours of a quantized (not exact) palette: one fewer than GIF allows, for transparency.
    static let quantizedColors = 255
    /// Lloyd steps after median cut; most of the gain comes in the first two or three.
    static let refinementSteps = 4

    /// `pixels` are `0xFFRRGGBB` (see `GIFOpaqueFlattening`); non-empty, `width` per row.
    /// `isExact`: the palette holds every colour of the frame, so each index is its pixel's colour.
    static func quantize(_ pixels: [UInt32], width: Int = 1, dithering: GIFDithering = .none)
        -> (palette: [UInt32], indices: [UInt8], isExact: Bool) {
        let table = GIFColorTable()
        let runs = GIFColorRuns(pixels: pixels.count)
        var (palette, indices, exact) = countColours(pixels, table, runs)
        if exact { return (palette, indices, true) }

        var entries: [GIFMedianCut.Entry] = []
        entries.reserveCapacity(table.count)
        for s in 0..<table.capacity where table.keys[s] != 0 {
            entries.append(.init(color: table.keys[s], count: table.counts[s]))
        }
        entries = GIFHistogramReduction.reduce(entries)
        let (cut, boxes) = GIFMedianCut.paletteAndBoxes(&entries, maxColors: quantizedColors)
        palette = GIFKMeans.refine(cut, entries: entries, boxes: boxes, iterations: refinementSteps)
        switch dithering {
        case .none: break
        case .ordered: return (palette, GIFDither.ordered(pixels, width: width, palette: palette), false)
        case .diffusion: return (palette, GIFDither.diffusion(pixels, width: width, palette: palette), false)
        }
        // Each distinct colour is mapped once, by id, for `mapRuns`.
        let nearest = GIFNearestColor(palette: palette)
        var guesses = GIFNearestColor.emptyGuesses()
        var indexOfId = [UInt8](repeating: 0, count: table.count)
        for s in 0..<table.capacity where table.keys[s] != 0 {
            indexOfId[Int(table.ids[s])] = nearest.index(of: table.keys[s], guesses: &guesses)
        }
        mapRuns(pixels, table, runs, indexOfId, &indices)
        return (palette, indices, false)
    }

    /// The first pass: the colour histogram in `table`, the runs in `runs`, and while the frame
    /// has at most 256 colours, the exact palette and the indices into it. Once a 257th colour
    /// appears the indices written so far are worthless (`mapRuns` writes them all again), so
    /// writing stops.
    private static func countColours(_ pixels: [UInt32], _ table: GIFColorTable, _ runs: GIFColorRuns)
        -> (palette: [UInt32], indices: [UInt8], isExact: Bool) {
        var palette: [UInt32] = []
        palette.reserveCapacity(maxColors)
        var exact = true
        let count = pixels.count
        let indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
                let px = px.baseAddress!, out = out.baseAddress!
                let runBuffer = runs.buffer, runLimit = runs.limit
                var runCount = 0
                var i = 0
                while i < count {
                    let c = px[i]
                    let (slot, isNew) = table.slot(for: c)
                    if isNew && exact {
                        if palette.count < maxColors {
                            table.indices[slot] = UInt8(palette.count)
                            palette.append(c)
                        } else {
                            exact = false
                        }
                    }
                    // The whole run of `c` at once (see `runEnd`).
                    let start = i
                    i = runEnd(px, from: i + 1, count: count, color: c)
                    if exact { fill(out, from: start, to: i, count: count, with: table.indices[slot]) }
                    table.counts[slot] += i - start
                    // Once a run does not fit, none after it is kept: the record stays a prefix.
                    if runCount < runLimit {
                        runBuffer[runCount] = GIFColorRuns.pack(id: table.ids[slot], end: i)
                        runCount &+= 1
                    }
                }
                runs.recorded(runCount)
            }
            // Every byte is written: here while exact, by `mapRuns` otherwise (when dithering,
            // this array is dropped unread).
            initialized = count
        }
        return (palette, indices, exact)
    }

    /// The second pass: every pixel's index from its colour's id. Recorded runs are replayed;
    /// pixels past them (a frame with more runs than `GIFColorRuns` keeps) are scanned and
    /// looked up again, run by run.
    private static func mapRuns(_ pixels: [UInt32], _ table: GIFColorTable, _ runs: GIFColorRuns,
                                _ indexOfId: [UInt8], _ indices: inout [UInt8]) {
        let count = pixels.count
        pixels.withUnsafeBufferPointer { px in
            indices.withUnsafeMutableBufferPointer { out in
                indexOfId.withUnsafeBufferPointer { indexOfId in
                    let px = px.baseAddress!, out = out.baseAddress!
                    var i = 0
                    for k in 0..<runs.count {
                        let (id, end) = runs.run(k)
                        fill(out, from: i, to: end, count: count, with: indexOfId[id])
                        i = end
                    }
                    while i < count {
                        let c = px[i]
                        // Every pixel colour was inserted by the first pass.
                        let index = table.find(c).map { indexOfId[Int(table.ids[$0])] } ?? 0
                        let start = i
                        i = runEnd(px, from: i + 1, count: count, color: c)
                        fill(out, from: start, to: i, count: count, with: index)
                    }
                }
            }
        }
    }

    /// Writes `value` to `out[start..<end]`, and maybe to up to 15 bytes after `end` (never at
    /// or past `count`). Both passes fill runs left to right, so whatever lands past a run's end
    /// is written again by the runs that follow. That lets a run of up to 128 pixels — nearly
    /// every run of antialiased text — be a few 16-byte stores instead of a call to memset.
    @inline(__always)
    private static func fill(_ out: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, count: Int,
                             with value: UInt8) {
        if end &- start <= 128 && count &- end >= 16 {
            let sixteen = SIMD16<UInt8>(repeating: value)
            var p = start
            repeat {
                UnsafeMutableRawPointer(out + p).storeBytes(of: sixteen, as: SIMD16<UInt8>.self)
                p &+= 16
            } while p < end
        } else {
            (out + start).update(repeating: value, count: end &- start)
        }
    }

    /// The end of the run of `color` that continues at `i`: the first index in `i..<count`
    /// holding another colour, or `count`. Compares eight pixels per step, so a flat UI
    /// background costs a vector compare per 32 bytes instead of a branch per pixel.
    @inline(__always)
    private static func runEnd(_ px: UnsafePointer<UInt32>, from i: Int, count: Int, color: UInt32) -> Int {
        // Most runs in a photo are one pixel: settle those before any vector work.
        if i >= count || px[i] != color { return i }
        var j = i + 1
        let raw = UnsafeRawPointer(px)
        let wanted = SIMD8<UInt32>(repeating: color)
        while j + 8 <= count {
            let eight = raw.loadUnaligned(fromByteOffset: j &* 4, as: SIMD8<UInt32>.self)
            if any(eight .!= wanted) { break }
            j &+= 8
        }
        while j < count && px[j] == color { j &+= 1 }
        return j
    }
}
