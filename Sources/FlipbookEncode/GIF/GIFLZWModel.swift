/// giflib's LZW string table, driven one symbol at a time, writing the codes giflib's encoder
/// would write (`GIFLZWCodes`): (prefix code, next symbol) → code, with giflib's limit of 4095
/// codes after which it emits a clear code and starts over.
///
/// It is the one LZW table of the GIF encoder. `GIFImageBlock` drives it while it chooses each
/// pixel's symbol, asking which symbol continues the string being matched, so the choice and
/// the compression are one pass over the pixels; `GIFLZWCodes.encode` drives it over finished
/// indices.
///
/// Symbols are 0...256 (a frame's palette indices, plus 256 for "transparent"); they are renamed
/// to the image's final indices only when the codes are packed, which does not change which
/// strings repeat. The moment of a reset does depend on the code size (`roomBits`), so the
/// codes can be packed at that code size or a smaller one (`GIFLZWCodes`).
///
/// One `UInt64` per slot (generation, key, code), open addressing, so a lookup touches one cache
/// line and a reset is O(1). In front of it sits `recent`: per code, the last (symbol → child)
/// pair found or added under it. The table is 128 KB and probed at random, so a probe waits on
/// L2; `recent` is 18 KB, indexed directly by the current code, and stays in L1. Along a run the
/// encoder walks the same chain of codes (background, then background + background, …) every
/// row, so most lookups end there. It only ever holds pairs the table holds too (it is filled
/// from hits and insertions, and cleared with the table at each reset, when codes are handed out
/// again), so answers are exactly the table's.
///
/// Most questions the pixel loop asks have the answer no: a string ends about every fifth
/// to eighth pixel, and the lossy search asks about up to six symbols there. So each code also has a
/// bitmap of the symbols that continue it (`children`, 40 bytes, valid when its
/// `childGeneration` is the current one, so a reset clears nothing); a no costs one bit test
/// instead of a probe of the 128 KB table.
///
/// A struct, so the pixel loop keeps its state in registers; the tables belong to a
/// `GIFLZWTableMemory`, which the model holds, so one memory can serve model after model.
///
/// ```swift
/// let memory = GIFLZWTableMemory()
/// var model = GIFLZWModel(memory: memory, roomBits: 8)
/// model.begin(with: symbols[0])
/// for s in symbols.dropFirst() where !model.extend(s) { model.restart(with: s) }
/// let codes = model.finish()
/// ```
struct GIFLZWModel {
    static let bits = 14
    static let capacity = 1 << bits          // ≥ 4 × 4096 codes: short probes
    /// Codes are roots 0...256 or 512 + an added code (< 4095), so all fit below this.
    static let codeLimit = 512 + 4096

    /// 64-bit words per code in `children`: symbols 0...256.
    static let childWords = 5
    /// Holds the tables below alive for as long as the model is.
    private let memory: GIFLZWTableMemory
    private let slots: UnsafeMutablePointer<UInt64>
    /// Per code: (symbol + 1) << 16 | child code, or 0 for nothing cached.
    private let recent: UnsafeMutablePointer<UInt32>
    /// Per code, `childWords` words: bit s set when "code + s" is in the table.
    private let children: UnsafeMutablePointer<UInt64>
    /// Per code: the generation its `children` words belong to (older ones read as empty).
    private let childGeneration: UnsafeMutablePointer<UInt32>
    /// Slot layout: generation (bits 36...63) | key (13...35) | code (0...12). 0 is never a live slot.
    private var generation: UInt64 = 1
    /// Codes added since the last reset, and how many giflib adds before it resets.
    private var added: UInt64 = 0
    private let room: UInt64
    private let roomBits: Int
    /// The code of the string matched so far: a root symbol (0...256) or 512 + an added code.
    /// A pixel loop may keep a copy in a register, advance it with `extend(_:with:cache:)`, and
    /// write it back before it calls anything else of the model.
    var current: UInt64 = .max
    /// `recent`, for `extend(_:with:cache:)`.
    var cache: UnsafePointer<UInt32> { UnsafePointer(recent) }
    private var codes: [UInt16] = []

    /// `roomBits`: the code size (2...8) whose table room the resets are timed for: the image's
    /// code size, or a larger one it might yet be packed at.
    init(memory: GIFLZWTableMemory, roomBits: Int, expectedCodes: Int = 4096) {
        precondition((2...8).contains(roomBits), "GIFLZWModel: code size \(roomBits)")
        memory.reset()
        self.memory = memory
        slots = memory.slots
        recent = memory.recent
        children = memory.children
        childGeneration = memory.childGeneration
        self.roomBits = roomBits
        room = UInt64(GIFLZWCodes.room(forCodeSize: roomBits))
        codes.reserveCapacity(expectedCodes)
    }

    /// Starts the first string with `symbol` (any symbol is a string). Once, before anything else.
    mutating func begin(with symbol: Int) {
        precondition(current == .max, "GIFLZWModel: begun twice")
        current = UInt64(symbol)
    }

    /// Extends the current string with `symbol` if the table knows that string; false leaves
    /// the state unchanged.
    @inline(__always)
    mutating func extend(_ symbol: Int) -> Bool {
        extendFromCache(symbol) || extendFromTable(symbol)
    }

    /// `extend` as far as `recent` answers it: most calls, along runs. False says nothing about
    /// the table; `extendFromTable` asks it.
    @inline(__always)
    mutating func extendFromCache(_ symbol: Int) -> Bool {
        Self.extend(&current, with: symbol, cache: cache)
    }

    /// `extendFromCache` on a copy of `current`.
    @inline(__always)
    static func extend(_ code: inout UInt64, with symbol: Int, cache: UnsafePointer<UInt32>) -> Bool {
        let r = cache[Int(truncatingIfNeeded: code)]
        guard r >> 16 == UInt32(truncatingIfNeeded: symbol + 1) else { return false }
        code = UInt64(r & 0xFFFF)
        return true
    }

    /// The rest of `extend`, kept out of the pixel loop so its registers hold the loop's state.
    @inline(never)
    mutating func extendFromTable(_ symbol: Int) -> Bool {
        guard hasChild(symbol), let code = lookup(symbol) else { return false }
        current = code
        return true
    }

    /// Whether `extend(symbol)` would succeed, without extending.
    @inline(__always)
    func continues(with symbol: Int) -> Bool {
        let r = recent[Int(truncatingIfNeeded: current)]
        if r >> 16 == UInt32(truncatingIfNeeded: symbol + 1) { return true }
        return hasChild(symbol)
    }

    /// Whether the table holds "current + symbol": one bit.
    @inline(__always)
    private func hasChild(_ symbol: Int) -> Bool {
        let code = Int(truncatingIfNeeded: current)
        guard UInt64(childGeneration[code]) == generation else { return false }
        return children[code &* Self.childWords &+ symbol >> 6] >> UInt64(symbol & 63) & 1 != 0
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

    /// The encoder emits the current string's code, learns "current + symbol" (or, with the
    /// table full, emits a clear code and forgets everything), and starts a new string at
    /// `symbol`. Call only after `extend(symbol)` failed. Out of line, like `extendFromTable`:
    /// only about one pixel in five to eight ends a string.
    @inline(never)
    mutating func restart(with symbol: Int) {
        codes.append(UInt16(truncatingIfNeeded: current))
        if added >= room {
            codes.append(GIFLZWCodes.clear)
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
            let parent = Int(truncatingIfNeeded: current)
            let words = children + parent &* Self.childWords
            if UInt64(childGeneration[parent]) != generation {
                words.update(repeating: 0, count: Self.childWords)
                childGeneration[parent] = UInt32(truncatingIfNeeded: generation)
            }
            words[symbol >> 6] |= 1 << UInt64(symbol & 63)
            added += 1
        }
        current = UInt64(symbol)
    }

    /// The codes of everything driven so far, the last string's code included. Call once, after
    /// at least one symbol.
    mutating func finish() -> GIFLZWCodes {
        precondition(current != .max, "GIFLZWModel: no symbol was given")
        codes.append(UInt16(truncatingIfNeeded: current))
        return GIFLZWCodes(codes: codes, roomBits: roomBits)
    }

    @inline(__always)
    private static func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits)))
    }
}

/// The memory of one `GIFLZWModel`'s tables (350 KB), freed when the last user lets go; a model
/// clears it when it starts, so one memory serves model after model. Not Sendable: one model at
/// a time, on one thread.
final class GIFLZWTableMemory {
    let slots: UnsafeMutablePointer<UInt64>
    let recent: UnsafeMutablePointer<UInt32>
    let children: UnsafeMutablePointer<UInt64>
    let childGeneration: UnsafeMutablePointer<UInt32>

    init() {
        slots = .allocate(capacity: GIFLZWModel.capacity)
        recent = .allocate(capacity: GIFLZWModel.codeLimit)
        children = .allocate(capacity: GIFLZWModel.codeLimit * GIFLZWModel.childWords)
        childGeneration = .allocate(capacity: GIFLZWModel.codeLimit)
    }

    /// Every model starts at generation 1, so every slot must read as empty (0), nothing may be
    /// cached, and no code's children may claim a generation (their words are cleared when a
    /// code first gets a child).
    func reset() {
        slots.initialize(repeating: 0, count: GIFLZWModel.capacity)
        recent.initialize(repeating: 0, count: GIFLZWModel.codeLimit)
        childGeneration.initialize(repeating: 0, count: GIFLZWModel.codeLimit)
    }

    deinit {
        slots.deallocate()
        recent.deallocate()
        children.deallocate()
        childGeneration.deallocate()
    }
}
