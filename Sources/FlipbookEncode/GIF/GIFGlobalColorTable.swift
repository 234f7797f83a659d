/// The file's global colour table: the first frame's palette, written once in the header, which
/// any later image may use instead of carrying a local table of its own.
///
/// A block may use it only if every colour it stores is in the table exactly, so switching
/// tables never changes a pixel: the choice is about bytes alone. Animations whose frames share
/// their colours (flat UI, ≤ 256 colours) then carry no local tables at all; frames whose
/// median-cut palettes differ from the first frame's keep their own.
///
/// ```swift
/// let global = GIFGlobalColorTable(palette: firstFrame.palette)!
/// if let shared = global.remap(block) { /* its symbols now name global table entries */ }
/// ```
struct GIFGlobalColorTable: Sendable, Equatable {
    /// Opaque colours `0xFFRRGGBB`, in table order; 1...256 of them.
    let colors: [UInt32]
    /// Entries giflib writes: `colors.count` rounded up to a power of two (2...256); the
    /// padding slots are black and unused, so they can serve as a transparent index.
    let size: Int
    private let lookup: [UInt32: UInt8]

    /// nil for an empty palette or one larger than GIF allows.
    init?(palette: [UInt32]) {
        guard (1...256).contains(palette.count) else { return nil }
        colors = palette
        size = GIFColorMap.tableSize(forEntries: palette.count)
        var lookup: [UInt32: UInt8] = [:]
        // The first slot wins for a repeated colour, so a remap is deterministic.
        for (i, c) in palette.enumerated() where lookup[c] == nil { lookup[c] = UInt8(i) }
        self.lookup = lookup
    }

    /// LZW code size of images that use this table.
    var codeSize: Int { Self.codeSize(forTableSize: size) }

    /// `block` with its symbols renamed into this table, its `palette` emptied (it has none of
    /// its own) and a transparent index taken from a slot the block does not use; nil when a
    /// colour of the block is missing from the table or no slot is free for transparency.
    func remap(_ block: GIFImageBlock) -> GIFImageBlock? {
        var map = [UInt8](repeating: 0, count: 256)
        var taken = [Bool](repeating: false, count: 256)
        for (i, c) in block.palette.enumerated() {
            guard let j = lookup[c] else { return nil }
            map[i] = j
            taken[Int(j)] = true
        }
        var transparent: Int?
        if let local = block.transparentIndex {
            guard let free = (0..<size).first(where: { !taken[$0] }) else { return nil }
            transparent = free
            map[local] = UInt8(free)
        }
        // The codes stay as they are: only the names of their symbols change.
        let renaming = block.renaming.map { map[Int($0)] }
        return GIFImageBlock(rect: block.rect, palette: [], transparentIndex: transparent, lzw: block.lzw,
                             renaming: renaming, pixelCount: block.pixelCount)
    }

    /// GIF's LZW code size for a colour table of `size` entries (at least 2 bits).
    static func codeSize(forTableSize size: Int) -> Int {
        var bits = 1
        while 1 << bits < size { bits += 1 }
        return max(bits, 2)
    }
}
