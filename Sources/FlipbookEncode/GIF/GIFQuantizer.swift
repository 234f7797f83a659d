/// Reduces an opaque frame to at most 256 colours: the palette and one index per pixel.
///
/// Flat UI frames usually have few colours, so the first pass counts distinct colours and assigns
/// indices as it goes; if the frame never exceeds 256 colours that palette is exact and the work
/// is done in one pass. Otherwise (gradients, photos, heavily antialiased text) the colour
/// histogram goes through `GIFMedianCut` and `GIFKMeans` to 255 colours (one index stays free so
/// `GIFSink` can mark unchanged pixels transparent), and every distinct colour is mapped once to
/// its nearest palette entry, cached in the histogram table, before a second pass writes the
/// indices — or `GIFDither` maps pixel by pixel when dithering is asked for.
/// Both passes skip the hash lookup while the colour repeats, which is most of a UI frame: each
/// run of one colour is looked up once and then written in a tight loop.
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
        var palette: [UInt32] = []
        palette.reserveCapacity(maxColors)
        var exact = true
        let count = pixels.count

        var indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
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
                    // The whole run of `c` at once (see `runEnd`). Written while still exact;
                    // overwritten by the second pass otherwise.
                    let start = i
                    i = runEnd(px.baseAddress!, from: i + 1, count: count, color: c)
                    (out.baseAddress! + start).initialize(repeating: table.indices[slot], count: i - start)
                    table.counts[slot] += i - start
                }
            }
            initialized = count
        }
        if exact { return (palette, indices, true) }

        var entries: [GIFMedianCut.Entry] = []
        entries.reserveCapacity(table.count)
        for s in 0..<table.capacity where table.keys[s] != 0 {
            entries.append(.init(color: table.keys[s], count: table.counts[s]))
        }
        entries = GIFHistogramReduction.reduce(entries)
        palette = GIFMedianCut.palette(&entries, maxColors: quantizedColors)
        palette = GIFKMeans.refine(palette, entries: entries, iterations: refinementSteps)
        switch dithering {
        case .none: break
        case .ordered: return (palette, GIFDither.ordered(pixels, width: width, palette: palette), false)
        case .diffusion: return (palette, GIFDither.diffusion(pixels, width: width, palette: palette), false)
        }
        let nearest = GIFNearestColor(palette: palette)
        var guesses = GIFNearestColor.emptyGuesses()
        for s in 0..<table.capacity where table.keys[s] != 0 {
            table.indices[s] = nearest.index(of: table.keys[s], guesses: &guesses)
        }
        pixels.withUnsafeBufferPointer { px in
            indices.withUnsafeMutableBufferPointer { out in
                var i = 0
                while i < count {
                    let c = px[i]
                    // Every pixel colour was inserted by the first pass.
                    let index = table.find(c).map { table.indices[$0] } ?? 0
                    let start = i
                    i = runEnd(px.baseAddress!, from: i + 1, count: count, color: c)
                    (out.baseAddress! + start).update(repeating: index, count: i - start)
                }
            }
        }
        return (palette, indices, false)
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
