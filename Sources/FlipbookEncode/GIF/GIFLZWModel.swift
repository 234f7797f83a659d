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
/// line and a reset is O(1). A class because it owns that buffer (freed in `deinit`); it lives
/// inside one `GIFImageBlock.build` call and is never shared.
final class GIFLZWModel {
    private static let bits = 14
    private static let capacity = 1 << bits          // ≥ 4 × 4096 codes: short probes
    private let slots: UnsafeMutablePointer<UInt64>
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
        room = UInt64(4095 - ((1 << max(symbolBits, 2)) + 2))
    }

    deinit { slots.deallocate() }

    /// Extends the current string with `symbol` if the table knows that string (or nothing has
    /// been matched yet); false leaves the state unchanged.
    @inline(__always)
    func extend(_ symbol: Int) -> Bool {
        if current == .max { current = UInt64(symbol); return true }
        let key = current << 9 | UInt64(symbol)
        var i = Self.home(key)
        while true {
            let s = slots[i]
            guard s >> 36 == generation else { return false }
            if (s >> 13) & 0x7F_FFFF == key { current = s & 0x1FFF; return true }
            i = (i + 1) & (Self.capacity - 1)
        }
    }

    /// Whether `extend(symbol)` would succeed, without extending.
    @inline(__always)
    func continues(with symbol: Int) -> Bool {
        if current == .max { return true }
        let key = current << 9 | UInt64(symbol)
        var i = Self.home(key)
        while true {
            let s = slots[i]
            guard s >> 36 == generation else { return false }
            if (s >> 13) & 0x7F_FFFF == key { return true }
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
        } else {
            let key = current << 9 | UInt64(symbol)
            var i = Self.home(key)
            while slots[i] >> 36 == generation { i = (i + 1) & (Self.capacity - 1) }
            slots[i] = generation << 36 | key << 13 | (512 + added)
            added += 1
        }
        current = UInt64(symbol)
    }

    @inline(__always)
    private static func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits)))
    }
}
