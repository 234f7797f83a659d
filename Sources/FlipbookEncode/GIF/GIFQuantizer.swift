/// Reduces an opaque frame to at most 256 colours: the palette and one index per pixel.
///
/// Flat UI frames usually have few colours, so the first pass counts distinct colours and assigns
/// indices as it goes; if the frame never exceeds 256 colours that palette is exact and the work
/// is done in one pass. Otherwise (gradients, photos, heavily antialiased text) the colour
/// histogram goes through `GIFMedianCut` and `GIFKMeans` to 255 colours (one index stays free so
/// `GIFSink` can mark unchanged pixels transparent), and every distinct colour is mapped once to
/// its nearest palette entry, cached in the histogram table, before a second pass writes the
/// indices — or `GIFDither` maps pixel by pixel when dithering is asked for.
/// Both passes skip the hash lookup while the colour repeats, which is most of a UI frame.
enum GIFQuantizer {
    static let maxColors = 256
    /// Colours of a quantized (not exact) palette: one fewer than GIF allows, for transparency.
    static let quantizedColors = 255
    /// Lloyd steps after median cut; most of the gain comes in the first two or three.
    static let refinementSteps = 4

    /// `pixels` are `0xFFRRGGBB` (see `GIFOpaqueFlattening`); non-empty, `width` per row.
    static func quantize(_ pixels: [UInt32], width: Int = 1, dithering: GIFDithering = .none)
        -> (palette: [UInt32], indices: [UInt8]) {
        let table = GIFColorTable()
        var palette: [UInt32] = []
        palette.reserveCapacity(maxColors)
        var exact = true
        let count = pixels.count

        var indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
                var last: UInt32 = 0          // never a real colour (alpha is 0xFF)
                var lastSlot = 0
                var run = 0
                for i in 0..<count {
                    let c = px[i]
                    if c != last {
                        if run > 0 { table.counts[lastSlot] += run }
                        run = 0
                        let (slot, isNew) = table.slot(for: c)
                        if isNew && exact {
                            if palette.count < maxColors {
                                table.indices[slot] = UInt8(palette.count)
                                palette.append(c)
                            } else {
                                exact = false
                            }
                        }
                        last = c
                        lastSlot = slot
                    }
                    run += 1
                    // Written while still exact; overwritten by the second pass otherwise.
                    out[i] = table.indices[lastSlot]
                }
                if run > 0 { table.counts[lastSlot] += run }
            }
            initialized = count
        }
        if exact { return (palette, indices) }

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
        case .ordered: return (palette, GIFDither.ordered(pixels, width: width, palette: palette))
        case .diffusion: return (palette, GIFDither.diffusion(pixels, width: width, palette: palette))
        }
        let nearest = GIFNearestColor(palette: palette)
        for s in 0..<table.capacity where table.keys[s] != 0 {
            table.indices[s] = nearest.index(of: table.keys[s])
        }
        pixels.withUnsafeBufferPointer { px in
            indices.withUnsafeMutableBufferPointer { out in
                var last: UInt32 = 0
                var index: UInt8 = 0
                for i in 0..<count {
                    let c = px[i]
                    if c != last {
                        // Every pixel colour was inserted by the first pass.
                        index = table.find(c).map { table.indices[$0] } ?? 0
                        last = c
                    }
                    out[i] = index
                }
            }
        }
        return (palette, indices)
    }
}
