/// A model of giflib's LZW string table, so `GIFImageBlock` can tell which symbol continues the
/// string the encoder is matching: (prefix code, next symbol) → code, with giflib's limit of 4095
/// codes after which it emits a clear code and starts over.
///
/// Symbols are the frame's palette indices, plus 256 for "transparent". The block's compacted
/// indices are a one-to-one renaming of these, which does not change which strings repeat; only
/// the moment of the reset depends on the final code width, estimated from the frame palette.
/// A wrong guess costs bytes, never correctness: giflib encodes whatever indices it is given.
///
/// One `UInt64` per slot (generation, key, code), open addressing, so a lookup touches one cache
/// line and a reset is O(1). A class because it owns its buffers (freed in `deinit`); it lives
/// inside one `GIFImageBlock.build` call and is never shared.
///
/// In front of the hash table sits `recent`: per code, the last (symbol → child) pair found or
/// added under it. The table is 128 KB and probed at random, so a probe waits on L2; `recent` is
/// 18 KB, indexed directly by the current code, and stays in L1. Along a run the encoder walks
/// the same chain of codes (background, then background + background, …) every row, so most
/// lookups end there. It only ever holds pairs the table holds too (it is filled from hits and
/// insertions, and cleared with the table at each reset, when codes are handed out again), so
/// answers are exactly the table's.
final class GIFLZWModel {
    private static let bits = 14
    private static let capacity = 1 << bits          // ≥ 4 × 4096 codes: short probes
    /// Codes are roots 0...256 or 512 + an added code (< 4095), so all fit below this.
    private static let codeLimit = 512 + 4096
    private let slots: UnsafeMutablePointer<UInt64>
    /// Per code: (symbol + 1) << 16 | child code, or 0 for nothing cached.
    private let recent: UnsafeMutablePointer<UInt32>
    /// Slot layout: generation (bits 36...63) | key (13...35) | code (0...12). 0 is never a live slot.
    private var generation: UInt64 = 1
    /// Codes added since the last reset, and how many giflib adds before it resets.
    private var added: UInt64 = 0
    private let room: UInt64
    /// The code of the string matched so far: a root symbol (0...256) or 512 + an added code.
    private var current: UInt64 = .max

    /// `symbolBits`: the code size of the image (palette + transparent index), 2...8.
    init(symbolBits: Int) {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: 0, count: Self.capacity)
        recent = .allocate(capacity: Self.codeLimit)
        recent.initialize(repeating: 0, count: Self.codeLimit)
        room = UInt64(4095 - ((1 << max(symbolBits, 2)) + 2))
    }

    deinit {
        slots.deallocate()
        recent.deallocate()
    }

    /// Extends the current string with `symbol` if the table knows that string (or nothing has
    /// been matched yet); false leaves the state unchanged.
    @inline(__always)
    func extend(_ symbol: Int) -> Bool {
        if current == .max { current = UInt64(symbol); return true }
        let r = recent[Int(truncatingIfNeeded: current)]
        if r >> 16 == UInt32(truncatingIfNeeded: symbol + 1) {
            current = UInt64(r & 0xFFFF)
            return true
        }
        guard let code = lookup(symbol) else { return false }
        current = code
        return true
    }

    /// Whether `extend(symbol)` would succeed, without extending.
    @inline(__always)
    func continues(with symbol: Int) -> Bool {
        if current == .max { return true }
        let r = recent[Int(truncatingIfNeeded: current)]
        if r >> 16 == UInt32(truncatingIfNeeded: symbol + 1) { return true }
        return lookup(symbol) != nil
    }

    /// The hash table's code for "current + symbol" (remembered in `recent`), or nil.
    @inline(__always)
    private func lookup(_ symbol: Int) -> UInt64? {
        let key = current << 9 | UInt64(symbol)
        var i = Self.home(key)
        while true {
            let s = slots[i]
            guard s >> 36 == generation else { return nil }
            if (s >> 13) & 0x7F_FFFF == key {
                let code = s & 0x1FFF
                recent[Int(truncatingIfNeeded: current)] = UInt32(truncatingIfNeeded: symbol + 1) << 16
                    | UInt32(truncatingIfNeeded: code)
                return code
            }
            i = (i + 1) & (Self.capacity - 1)
        }
    }

    /// The encoder emits the current string's code, learns "current + symbol", and starts a new
    /// string at `symbol`. Call only after `extend(symbol)` failed.
    @inline(__always)
    func restart(with symbol: Int) {
        if added >= room {
            generation += 1
            added = 0
            recent.update(repeating: 0, count: Self.codeLimit)
        } else {
            let key = current << 9 | UInt64(symbol)
            var i = Self.home(key)
            while slots[i] >> 36 == generation { i = (i + 1) & (Self.capacity - 1) }
            let code = 512 + added
            slots[i] = generation << 36 | key << 13 | code
            recent[Int(truncatingIfNeeded: current)] = UInt32(truncatingIfNeeded: symbol + 1) << 16
                | UInt32(truncatingIfNeeded: code)
            added += 1
        }
        current = UInt64(symbol)
    }

    @inline(__always)
    private static func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits)))
    }
}
