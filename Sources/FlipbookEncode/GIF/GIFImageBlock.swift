/// What one GIF image block stores: a rectangle of the frame, the colours used inside it, the
/// indices into that smaller table, and the transparent index if some pixels keep the previous
/// frame's colour.
///
/// Compacting the palette to the rectangle matters once frames are cropped to their changes:
/// a cursor blink touching three colours then carries a 4-entry table (12 bytes) and 2-bit LZW
/// codes instead of 768 bytes of colours and 8-bit codes.
///
/// Inside the rectangle, a pixel whose source colour did not change since the previous frame is
/// a "don't care": it may be written transparent (the screen keeps what it showed) or with its
/// own index when that is its exact colour. `GIFUnchangedPixels` says which; choosing so that
/// runs get longer is what makes scrolled UI frames smaller, because LZW codes runs.
struct GIFImageBlock {
    let rect: GIFRect
    let palette: [UInt32]
    let indices: [UInt8]      // rect.width × rect.height, row-major
    /// The index that means "keep the previous pixel" (`palette.count`, a slot past the
    /// colours), or nil when the block has no transparent pixel.
    let transparentIndex: Int?

    /// `rect` must lie inside `frame` (`GIFChangedArea` guarantees it). `previous` is the
    /// previous frame's source colours (same size), or nil for a first frame. `tolerance` (RGB
    /// distance, 0 = off) lets an approximated pixel take another palette colour that close to
    /// its source when that continues an LZW string; exact pixels are never changed, so frames
    /// with ≤ 256 colours stay exact. Returns nil if an index inside the rectangle is outside the
    /// frame's palette (a hand-built `GIFPreparedFrame`).
    init?(cropping frame: GIFPreparedFrame, to rect: GIFRect, previous: [UInt32]? = nil,
          unchanged policy: GIFUnchangedPixels = .preferRuns, tolerance: Int = 0) {
        let previous = policy == .redraw ? nil : previous
        if let block = Self.build(frame, rect, previous: previous, policy: policy, tolerance: tolerance) {
            self = block
            return
        }
        // Transparency needs a free slot; with 256 colours in the rectangle, redraw instead.
        guard previous != nil || tolerance > 0,
              let block = Self.build(frame, rect, previous: nil, policy: .redraw, tolerance: 0) else { return nil }
        self = block
    }

    init(rect: GIFRect, palette: [UInt32], indices: [UInt8], transparentIndex: Int?) {
        (self.rect, self.palette, self.indices, self.transparentIndex) = (rect, palette, indices, transparentIndex)
    }

    /// A 1×1 transparent block: "show the same picture a little longer", for delays that
    /// overflow GIF's 16-bit field when identical frames are merged.
    static func keepPrevious() -> GIFImageBlock {
        GIFImageBlock(rect: GIFRect(x: 0, y: 0, width: 1, height: 1), palette: [0xFF00_0000], indices: [1],
                      transparentIndex: 1)
    }

    /// Symbol 256 in the first pass: "transparent", renumbered once the palette is compacted.
    private static let transparent = 256

    /// Two passes: choose a symbol per pixel (following the LZW model), then compact the palette
    /// to the colours chosen. Returns nil when an index is out of range, or when transparency
    /// was used but all 256 slots hold colours (the caller then redraws).
    private static func build(_ frame: GIFPreparedFrame, _ rect: GIFRect, previous: [UInt32]?,
                              policy: GIFUnchangedPixels, tolerance: Int) -> GIFImageBlock? {
        let count = rect.width * rect.height
        let paletteCount = frame.palette.count
        var symbols = [UInt16](repeating: 0, count: count)
        var bits = 2
        while 1 << bits < paletteCount + 1 { bits += 1 }
        let model = GIFLZWModel(symbolBits: bits)
        let neighbours = tolerance > 0 ? GIFNeighbourColors(palette: frame.palette, radius: 2 * tolerance).table : []
        let limit = Int32(tolerance * tolerance)
        let t = transparent

        let hasPrevious = previous != nil
        let before = previous ?? []
        let valid = before.withUnsafeBufferPointer { old in frame.indices.withUnsafeBufferPointer { source in
            frame.source.withUnsafeBufferPointer { colors in
                frame.palette.withUnsafeBufferPointer { pal in
                    neighbours.withUnsafeBufferPointer { near in
                        symbols.withUnsafeMutableBufferPointer { out -> Bool in
                            var last = -1
                            var o = 0
                            for y in rect.y..<(rect.y + rect.height) {
                                let row = y * frame.width + rect.x
                                for i in row..<(row + rect.width) {
                                    let p = Int(source[i])
                                    if p >= paletteCount { return false }
                                    let c = colors[i]
                                    let exact = pal[p] == c
                                    var symbol = p
                                    if hasPrevious && old[i] == c {
                                        // Unchanged: keep the screen's pixel, or its own exact colour.
                                        if policy == .keep || !exact {
                                            symbol = t
                                            if !model.extend(t) { model.restart(with: t) }
                                        } else if !model.extend(p) {
                                            symbol = model.continues(with: t) || last == t ? t : p
                                            if !model.extend(symbol) { model.restart(with: symbol) }
                                        }
                                    } else if !model.extend(p) {
                                        if !exact && tolerance > 0 {
                                            // Approximated anyway: a near colour that continues the string.
                                            let base = p * GIFNeighbourColors.count
                                            for n in 0..<GIFNeighbourColors.count {
                                                let j = Int(near[base + n])
                                                if j < 0 { break }
                                                if GIFNeighbourColors.distance(pal[j], c) <= limit, model.extend(j) {
                                                    symbol = j
                                                    break
                                                }
                                            }
                                        }
                                        if symbol == p { model.restart(with: p) }
                                    }
                                    out[o] = UInt16(symbol)
                                    last = symbol
                                    o += 1
                                }
                            }
                            return true
                        }
                    }
                }
            }
        } }
        guard valid else { return nil }

        var compact = [UInt8](repeating: 0, count: 256)
        var used = [Bool](repeating: false, count: 257)
        var palette: [UInt32] = []
        palette.reserveCapacity(256)
        for s in symbols where !used[Int(s)] {
            used[Int(s)] = true
            if Int(s) != t {
                compact[Int(s)] = UInt8(palette.count)
                palette.append(frame.palette[Int(s)])
            }
        }
        let usesTransparency = used[t]
        if usesTransparency {
            if palette.isEmpty { palette.append(0xFF00_0000) }   // every pixel kept
            if palette.count >= 256 { return nil }
        }
        let transparentIndex = UInt8(truncatingIfNeeded: palette.count)
        let indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            symbols.withUnsafeBufferPointer { sym in
                for o in 0..<count {
                    let s = Int(sym[o])
                    out[o] = s == t ? transparentIndex : compact[s]
                }
            }
            initialized = count
        }
        return GIFImageBlock(rect: rect, palette: palette, indices: indices,
                             transparentIndex: usesTransparency ? palette.count : nil)
    }
}
