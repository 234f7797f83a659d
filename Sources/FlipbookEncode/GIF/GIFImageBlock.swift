import FlipbookRender

/// What one GIF image block stores: a rectangle of the frame, the colours used inside it, the
/// pixels as indices into that smaller table (LZW-compressed while they were chosen, see
/// `GIFLZWCodes`), and the transparent index if some pixels keep the previous frame's colour.
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
    /// The index that means "keep the previous pixel" (`palette.count`, a slot past the
    /// colours), or nil when the block has no transparent pixel.
    let transparentIndex: Int?
    /// The pixels, LZW-compressed already, in symbols that `renaming` turns into indices.
    let lzw: GIFLZWCodes
    /// Per symbol (0...256): its index into `palette`, or `transparentIndex`.
    let renaming: [UInt8]
    /// How many pixels `lzw` holds: `rect.width × rect.height` in a well-formed block.
    let pixelCount: Int

    /// The block's indices, row-major (decoded from `lzw`; for tests and checks).
    var indices: [UInt8] { pixelCount == 0 ? [] : lzw.symbols().map { renaming[Int($0)] } }

    /// `rect` must lie inside `frame` (`GIFChangedArea` guarantees it). `previous` is the
    /// previous frame's source colours (same size), or nil for a first frame. `tolerance` (RGB
    /// distance, 0 = off) lets an approximated pixel take another palette colour that close to
    /// its source when that continues an LZW string, in quantized frames only, so frames
    /// with ≤ 256 colours stay exact. `packableAt`: a code size the codes must also pack at
    /// (the global table's). Returns nil if an index inside the rectangle is outside the
    /// frame's palette (a hand-built `GIFPreparedFrame`).
    init?(cropping frame: GIFPreparedFrame, to rect: PixelRect, previous: [UInt32]? = nil,
          unchanged policy: GIFUnchangedPixels = .preferRuns, tolerance: Int = 0, packableAt codeSize: Int = 2) {
        let previous = policy == .redraw ? nil : previous
        let memory = GIFLZWTableMemory()
        if let block = Self.build(frame, rect, previous: previous, policy: policy, tolerance: tolerance,
                                  codeSize: codeSize, memory: memory) {
            self = block
            return
        }
        // Transparency needs a free slot; with 256 colours in the rectangle, redraw instead.
        guard previous != nil || tolerance > 0,
              let block = Self.build(frame, rect, previous: nil, policy: .redraw, tolerance: 0,
                                     codeSize: codeSize, memory: memory) else { return nil }
        self = block
    }

    /// A block of the given indices (masked to the table's code size, as giflib masks them),
    /// compressed as giflib would compress them.
    init(rect: PixelRect, palette: [UInt32], indices: [UInt8], transparentIndex: Int?) {
        (self.rect, self.palette, self.transparentIndex) = (rect, palette, transparentIndex)
        let codeSize = Self.codeSize(palette: palette, transparentIndex: transparentIndex)
        lzw = indices.isEmpty ? GIFLZWCodes(codes: [], roomBits: codeSize)
            : indices.withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: codeSize) }
        renaming = (0...256).map { UInt8(truncatingIfNeeded: $0) }
        pixelCount = indices.count
    }

    init(rect: PixelRect, palette: [UInt32], transparentIndex: Int?, lzw: GIFLZWCodes, renaming: [UInt8], pixelCount: Int) {
        (self.rect, self.palette, self.transparentIndex) = (rect, palette, transparentIndex)
        (self.lzw, self.renaming, self.pixelCount) = (lzw, renaming, pixelCount)
    }

    /// The LZW code size of a block on its own table (the table as `GIFColorMap` pads it, with
    /// room for the transparent index), at least 2.
    var localCodeSize: Int { Self.codeSize(palette: palette, transparentIndex: transparentIndex) }

    private static func codeSize(palette: [UInt32], transparentIndex: Int?) -> Int {
        let entries = max(palette.count, (transparentIndex ?? -1) + 1)
        return GIFGlobalColorTable.codeSize(forTableSize: GIFColorMap.tableSize(forEntries: entries))
    }

    /// A 1×1 transparent block: "show the same picture a little longer", for delays that
    /// overflow GIF's 16-bit field when identical frames are merged.
    static func keepPrevious() -> GIFImageBlock {
        GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 1, height: 1), palette: [0xFF00_0000], indices: [1],
                      transparentIndex: 1)
    }

    /// Symbol 256: "transparent", renamed to `palette.count` once the colours are known.
    private static let transparent = 256

    /// One pass: choose a symbol per pixel, following the LZW table (`GIFLZWModel`), which
    /// compresses as it goes; colours are numbered by first use. Returns nil when an index is
    /// out of range, or when transparency was used but all 256 slots hold colours (the caller
    /// then redraws).
    private static func build(_ frame: GIFPreparedFrame, _ rect: PixelRect, previous: [UInt32]?,
                              policy: GIFUnchangedPixels, tolerance: Int, codeSize: Int,
                              memory: GIFLZWTableMemory) -> GIFImageBlock? {
        let count = rect.width * rect.height
        let paletteCount = frame.palette.count
        // The symbols' code size (palette + transparent), at least the size asked for: the
        // block's own table is never wider, so the codes pack at either. At most 8: a block
        // that would need a ninth bit (256 colours and transparency) is redrawn.
        var bits = max(2, min(codeSize, 8))
        while bits < 8 && 1 << bits < paletteCount + 1 { bits += 1 }
        guard count > 0 else {
            // Malformed, and refused as such when compressed (`GIFEncodedImage`).
            return GIFImageBlock(rect: rect, palette: [], transparentIndex: nil, lzw: GIFLZWCodes(codes: [], roomBits: bits),
                                 renaming: [UInt8](repeating: 0, count: 257), pixelCount: 0)
        }
        var model = GIFLZWModel(memory: memory, roomBits: bits, expectedCodes: count / 16 + 1024)
        let neighbours = tolerance > 0 ? GIFNeighbourColors(palette: frame.palette, radius: 2 * tolerance).table : []
        let limit = Int32(tolerance * tolerance)
        let lossy = tolerance > 0 && !frame.isExact
        let t = transparent
        let keepAll = policy == .keep

        let hasPrevious = previous != nil
        let before = previous ?? []
        var palette: [UInt32] = []
        palette.reserveCapacity(256)
        var usesTransparency = false
        // Index per symbol (0...256), -1 until the symbol is first used.
        var compact = [Int16](repeating: -1, count: 257)
        var valid = true
        compact.withUnsafeMutableBufferPointer { compact in
            before.withUnsafeBufferPointer { old in frame.indices.withUnsafeBufferPointer { source in
                frame.source.withUnsafeBufferPointer { colors in
                    frame.palette.withUnsafeBufferPointer { pal in
                        neighbours.withUnsafeBufferPointer { near in
                            var last = -1
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
                                        if compact[symbol] < 0 {
                                            if symbol == t {
                                                usesTransparency = true
                                                compact[symbol] = 256   // renamed below
                                            } else {
                                                compact[symbol] = Int16(palette.count)
                                                palette.append(pal[symbol])
                                            }
                                        }
                                        last = symbol
                                    }
                                }
                            }
                        }
                    }
                }
            } }
        }
        guard valid else { return nil }

        if usesTransparency {
            if palette.isEmpty { palette.append(0xFF00_0000) }   // every pixel kept
            if palette.count >= 256 { return nil }
            compact[t] = Int16(palette.count)
        }
        let renaming = compact.map { UInt8(truncatingIfNeeded: max($0, 0)) }
        return GIFImageBlock(rect: rect, palette: palette, transparentIndex: usesTransparency ? palette.count : nil,
                             lzw: model.finish(), renaming: renaming, pixelCount: count)
    }
}
