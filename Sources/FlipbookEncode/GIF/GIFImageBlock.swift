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
        renaming = GIFLZWCodes.identity
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
        GIFGlobalColorTable.codeSize(forTableSize: localTableSize(palette: palette, transparentIndex: transparentIndex))
    }

    /// Entries of the local colour table written for `palette`: padded by `GIFColorMap`, with
    /// room for the transparent index.
    static func localTableSize(palette: [UInt32], transparentIndex: Int?) -> Int {
        GIFColorMap.tableSize(forEntries: max(palette.count, (transparentIndex ?? -1) + 1))
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
        // Index per symbol (0...256), -1 until the symbol is first used.
        var compact = [Int16](repeating: -1, count: 257)
        var palette: [UInt32] = []
        palette.reserveCapacity(256)
        let rules = Rules(policy: policy, hasPrevious: previous != nil, lossy: tolerance > 0 && !frame.isExact,
                          limit: Int32(tolerance * tolerance), paletteCount: frame.palette.count)
        // Arrays passed as pointers for the call: the loop below is one function whose state
        // (the model's current code above all) stays in registers.
        let outcome = choose(rect, width: frame.width, rules, source: frame.indices, colors: frame.source,
                             previous: previous ?? [], palette: frame.palette, near: neighbours,
                             model: &model, compact: &compact, used: &palette)
        guard let usesTransparency = outcome else { return nil }

        if usesTransparency {
            if palette.isEmpty { palette.append(0xFF00_0000) }   // every pixel kept
            if palette.count >= 256 { return nil }
            compact[transparent] = Int16(palette.count)
        }
        let renaming = compact.map { UInt8(truncatingIfNeeded: max($0, 0)) }
        return GIFImageBlock(rect: rect, palette: palette, transparentIndex: usesTransparency ? palette.count : nil,
                             lzw: model.finish(), renaming: renaming, pixelCount: count)
    }

    /// What `choose` needs to know besides the pixels.
    private struct Rules {
        let policy: GIFUnchangedPixels
        let hasPrevious: Bool
        /// Quantized frame with a tolerance: a pixel may take a near colour that continues a string.
        let lossy: Bool
        /// The tolerance squared (RGB distance).
        let limit: Int32
        let paletteCount: Int
    }

    /// The pass itself: a symbol per pixel of `rect`, driven into `model`, each symbol's first
    /// use numbered in `compact` and its colour appended to `used`. Returns whether transparency
    /// was used, or nil for an index outside the palette. `previous` may be empty when
    /// `rules.hasPrevious` is false; `near` when `rules.lossy` is.
    ///
    /// The loop holds only what most pixels need, in registers: the row pointers and the current
    /// code, continued from the model's cache. Whatever ends a string or asks the table happens
    /// in the functions below, with the current code handed over and back.
    private static func choose(_ rect: PixelRect, width: Int, _ rules: Rules, source: UnsafePointer<UInt8>,
                               colors: UnsafePointer<UInt32>, previous old: UnsafePointer<UInt32>,
                               palette pal: UnsafePointer<UInt32>, near: UnsafePointer<Int16>,
                               model: inout GIFLZWModel, compact: UnsafeMutablePointer<Int16>,
                               used: inout [UInt32]) -> Bool? {
        let t = transparent
        let keepAll = rules.policy == .keep
        let hasPrevious = rules.hasPrevious
        guard indicesFit(rect, width: width, source: source, paletteCount: rules.paletteCount) else { return nil }

        // The first pixel begins the first string: any symbol does, so its own colour, or
        // transparent where the rules would make an unchanged pixel so at once.
        let first = rect.y * width + rect.x
        let p0 = Int(source[first]), c0 = colors[first]
        let s0 = hasPrevious && old[first] == c0 && (keepAll || pal[p0] != c0) ? t : p0
        model.begin(with: s0)
        var usesTransparency = number(s0, compact: compact, palette: pal, used: &used)
        var last = s0

        let cache = model.cache
        var current = model.current
        for y in rect.y..<(rect.y + rect.height) {
            let row = y * width + rect.x
            let src = source + row, col = colors + row, prev = old + row
            var k = y == rect.y ? 1 : 0
            while k < rect.width {
                let p = Int(src[k]), c = col[k]
                var symbol = p
                if hasPrevious && prev[k] == c {
                    // Unchanged: keep the screen's pixel, or its own exact colour.
                    if keepAll || pal[p] != c {
                        symbol = t
                        if !GIFLZWModel.extend(&current, with: t, cache: cache) {
                            model.current = current
                            keep(&model)
                            current = model.current
                        }
                    } else if !GIFLZWModel.extend(&current, with: p, cache: cache) {
                        model.current = current
                        symbol = unchangedExact(p, last: last, &model)
                        current = model.current
                    }
                } else if !GIFLZWModel.extend(&current, with: p, cache: cache) {
                    model.current = current
                    symbol = changed(p, c, rules, palette: pal, near: near, &model)
                    current = model.current
                }
                if symbol != last {
                    if compact[symbol] < 0 && number(symbol, compact: compact, palette: pal, used: &used) {
                        usesTransparency = true
                    }
                    last = symbol
                }
                k &+= 1
            }
        }
        model.current = current
        return usesTransparency
    }

    /// Whether every index inside `rect` is below `paletteCount`: checked once, row by row (the
    /// maximum of a row vectorizes), so the pixel loop need not.
    private static func indicesFit(_ rect: PixelRect, width: Int, source: UnsafePointer<UInt8>, paletteCount: Int) -> Bool {
        guard paletteCount < 256 else { return true }
        var top: UInt8 = 0
        for y in rect.y..<(rect.y + rect.height) {
            let row = UnsafeBufferPointer(start: source + y * width + rect.x, count: rect.width)
            for p in row { top = max(top, p) }
        }
        return Int(top) < paletteCount
    }

    /// An unchanged pixel written transparent, past what the cache knew.
    @inline(never)
    private static func keep(_ m: inout GIFLZWModel) {
        if !m.extendFromTable(transparent) { m.restart(with: transparent) }
    }

    /// An unchanged pixel of its exact colour `p` whose string the cache could not continue: `p`
    /// if the table continues it, else transparent if that continues it or the run so far is
    /// transparent, else `p`.
    @inline(never)
    private static func unchangedExact(_ p: Int, last: Int, _ m: inout GIFLZWModel) -> Int {
        if m.extendFromTable(p) { return p }
        if m.extend(transparent) { return transparent }
        let symbol = last == transparent ? transparent : p
        m.restart(with: symbol)
        return symbol
    }

    /// A changed pixel `p` (source colour `c`) whose string the cache could not continue: `p` if
    /// the table continues it; else, in a lossy frame, the near colour closest to `c` that
    /// continues it; else `p` starts a new string.
    @inline(never)
    private static func changed(_ p: Int, _ c: UInt32, _ rules: Rules, palette pal: UnsafePointer<UInt32>,
                                near: UnsafePointer<Int16>, _ m: inout GIFLZWModel) -> Int {
        if m.extendFromTable(p) { return p }
        var symbol = p
        if rules.lossy {
            // A quantized frame is approximate anyway: of the near colours that continue the
            // string, the closest to the source.
            let base = p * GIFNeighbourColors.count
            var best = rules.limit + 1
            for n in 0..<GIFNeighbourColors.count {
                let j = Int(near[base + n])
                if j < 0 { break }
                let d = GIFNeighbourColors.distance(pal[j], c)
                if d < best, m.continues(with: j) { best = d; symbol = j }
            }
        }
        if symbol == p { m.restart(with: p) } else { _ = m.extend(symbol) }
        return symbol
    }

    /// Numbers `symbol` at its first use: the next colour of `used`, or 256 for transparent
    /// (renamed once the colours are counted). Returns whether it is the transparent symbol.
    @inline(never)
    private static func number(_ symbol: Int, compact: UnsafeMutablePointer<Int16>, palette pal: UnsafePointer<UInt32>,
                               used: inout [UInt32]) -> Bool {
        if symbol == transparent {
            compact[symbol] = 256
            return true
        }
        compact[symbol] = Int16(used.count)
        used.append(pal[symbol])
        return false
    }
}
