import FlipbookRender

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
    let rect: PixelRect
    let palette: [UInt32]
    let indices: [UInt8]      // rect.width × rect.height, row-major
    /// The index that means "keep the previous pixel" (`palette.count`, a slot past the
    /// colours), or nil when the block has no transparent pixel.
    let transparentIndex: Int?

    /// `rect` must lie inside `frame` (`GIFChangedArea` guarantees it). `previous` is the
    /// previous frame's source colours (same size), or nil for a first frame. `tolerance` (RGB
    /// distance, 0 = off) lets an approximated pixel take another palette colour that close to
    /// its source when that continues an LZW string, in quantized frames only, so frames
    /// with ≤ 256 colours stay exact. Returns nil if an index inside the rectangle is outside the
    /// frame's palette (a hand-built `GIFPreparedFrame`).
    init?(cropping frame: GIFPreparedFrame, to rect: PixelRect, previous: [UInt32]? = nil,
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

    init(rect: PixelRect, palette: [UInt32], indices: [UInt8], transparentIndex: Int?) {
        (self.rect, self.palette, self.indices, self.transparentIndex) = (rect, palette, indices, transparentIndex)
    }

    /// A 1×1 transparent block: "show the same picture a little longer", for delays that
    /// overflow GIF's 16-bit field when identical frames are merged.
    static func keepPrevious() -> GIFImageBlock {
        GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), palette: [0xFF00_0000], indices: [1],
                      transparentIndex: 1)
    }

    /// Symbol 256 in the first pass: "transparent", renumbered once the palette is compacted.
    private static let transparent = 256

    /// One pass: choose a symbol per pixel (following the LZW model) and rename it at once to
    /// its compacted index, numbered by first use. The transparent symbol is written as 255 for
    /// the time being and renumbered afterwards to `palette.count`, its final slot: when
    /// transparency is used the block has at most 255 colours (else nil), so 255 is never also a
    /// colour's index then. Returns nil when an index is out of range, or when transparency was
    /// used but all 256 slots hold colours (the caller then redraws).
    private static func build(_ frame: GIFPreparedFrame, _ rect: PixelRect, previous: [UInt32]?,
                              policy: GIFUnchangedPixels, tolerance: Int) -> GIFImageBlock? {
        let count = rect.width * rect.height
        let paletteCount = frame.palette.count
        var bits = 2
        while 1 << bits < paletteCount + 1 { bits += 1 }
        let model = GIFLZWModel(symbolBits: bits)
        let neighbours = tolerance > 0 ? GIFNeighbourColors(palette: frame.palette, radius: 2 * tolerance).table : []
        let limit = Int32(tolerance * tolerance)
        let lossy = tolerance > 0 && !frame.isExact
        let t = transparent
        let marker: UInt8 = 255
        let keepAll = policy == .keep

        let hasPrevious = previous != nil
        let before = previous ?? []
        var palette: [UInt32] = []
        palette.reserveCapacity(256)
        var usesTransparency = false
        var valid = true
        var indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            // Compacted index per symbol (0...256), -1 until the symbol is first used.
            withUnsafeTemporaryAllocation(of: Int16.self, capacity: 257) { compact in
                compact.initialize(repeating: -1)
                before.withUnsafeBufferPointer { old in frame.indices.withUnsafeBufferPointer { source in
                    frame.source.withUnsafeBufferPointer { colors in
                        frame.palette.withUnsafeBufferPointer { pal in
                            neighbours.withUnsafeBufferPointer { near in
                                var last = -1
                                var lastIndex: UInt8 = 0
                                var o = 0
                                for y in rect.y..<(rect.y + rect.height) {
                                    let row = y * frame.width + rect.x
                                    for i in row..<(row + rect.width) {
                                        let p = Int(source[i])
                                        if p >= paletteCount { valid = false; return }
                                        let c = colors[i]
                                        let exact = pal[p] == c
                                        var symbol = p
                                        if hasPrevious && old[i] == c {
                                            // Unchanged: keep the screen's pixel, or its own exact colour.
                                            if keepAll || !exact {
                                                symbol = t
                                                if !model.extend(t) { model.restart(with: t) }
                                            } else if !model.extend(p) {
                                                // Transparent if that continues the string, or if the
                                                // run so far is transparent; else its own colour.
                                                if model.extend(t) {
                                                    symbol = t
                                                } else {
                                                    symbol = last == t ? t : p
                                                    model.restart(with: symbol)
                                                }
                                            }
                                        } else if !model.extend(p) {
                                            if lossy {
                                                // A quantized frame is approximate anyway: of the near
                                                // colours that continue the string, the closest to the source.
                                                let base = p * GIFNeighbourColors.count
                                                var best = limit + 1
                                                for n in 0..<GIFNeighbourColors.count {
                                                    let j = Int(near[base + n])
                                                    if j < 0 { break }
                                                    let d = GIFNeighbourColors.distance(pal[j], c)
                                                    if d < best, model.continues(with: j) { best = d; symbol = j }
                                                }
                                            }
                                            if symbol == p { model.restart(with: p) } else { _ = model.extend(symbol) }
                                        }
                                        if symbol != last {
                                            var k = compact[symbol]
                                            if k < 0 {
                                                if symbol == t {
                                                    usesTransparency = true
                                                    k = Int16(marker)
                                                } else {
                                                    k = Int16(palette.count)
                                                    palette.append(pal[symbol])
                                                }
                                                compact[symbol] = k
                                            }
                                            lastIndex = UInt8(truncatingIfNeeded: k)
                                            last = symbol
                                        }
                                        out[o] = lastIndex
                                        o += 1
                                    }
                                }
                            }
                        }
                    }
                } }
            }
            // Every element is a plain byte; on failure the array is dropped unread.
            initialized = valid ? count : 0
        }
        guard valid else { return nil }

        if usesTransparency {
            if palette.isEmpty { palette.append(0xFF00_0000) }   // every pixel kept
            if palette.count >= 256 { return nil }
            let transparentIndex = UInt8(palette.count)
            if transparentIndex != marker {
                indices.withUnsafeMutableBufferPointer { out in
                    for o in 0..<count where out[o] == marker { out[o] = transparentIndex }
                }
            }
        }
        return GIFImageBlock(rect: rect, palette: palette, indices: indices,
                             transparentIndex: usesTransparency ? palette.count : nil)
    }
}
