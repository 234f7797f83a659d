/// The LZW codes of one GIF image before they are packed into bits: what `GIFLZWModel` emitted,
/// in symbols not yet renamed to the image's colour indices.
///
/// Keeping the codes unpacked is what lets one pass over the pixels both choose the indices and
/// compress them: the final indices (which depend on which colours the image ended up using, and
/// on whether it goes out on the global table) are known only after that pass, and they are a
/// one-to-one renaming of the symbols, which does not change the strings. Packing then costs a
/// step per code, not per pixel.
///
/// Packed at `roomBits`, the bytes are exactly giflib 5.2's (`EGifPutLine` for the whole image:
/// a clear code first, a new code for every string not yet in the table, a clear code once code
/// 4095 would be handed out, the code width growing when the next code no longer fits, the last
/// string, the end code, and the stream cut into sub-blocks of up to 255 bytes);
/// `GIFLZWEncoderTests` compares them with giflib's. Packed at a smaller code size, the table is
/// cleared a little before giflib would clear it, which any decoder follows.
///
/// ```swift
/// let codes = indices.withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: 8) }
/// let data = codes.packed(codeSize: 8)   // sub-blocks + terminator, after the code-size byte
/// ```
struct GIFLZWCodes: Sendable, Equatable {
    /// In `codes`: the table was full; it starts over.
    static let clear: UInt16 = 0xFFFF
    /// Roots are symbols (0...256), codes the table added are 512 + their number since the last
    /// clear, and `clear` marks a clear.
    let codes: [UInt16]
    /// The code size the clears were timed for; the codes pack at this size or a smaller one.
    let roomBits: Int

    /// Each root symbol its own index (`renaming` when none is given).
    static let identity = (0...256).map { UInt8(truncatingIfNeeded: $0) }

    /// giflib's `LZ_MAX_CODE`: the table is full when the next code would be this.
    static let maxCode = 4095

    /// Codes giflib adds after a clear before the next one, at `size` bits per symbol.
    static func room(forCodeSize size: Int) -> Int { maxCode - ((1 << size) + 2) }

    /// giflib's codes for `symbols`, each masked to `codeSize` bits as giflib masks pixels.
    /// `symbols` must not be empty; `codeSize` is 2...8.
    static func encode(_ symbols: UnsafeBufferPointer<UInt8>, codeSize: Int,
                       memory: GIFLZWTableMemory = GIFLZWTableMemory()) -> GIFLZWCodes {
        precondition(!symbols.isEmpty, "GIFLZWCodes: empty image")
        let mask = (1 << codeSize) - 1
        var model = GIFLZWModel(memory: memory, roomBits: codeSize, expectedCodes: symbols.count / 4 + 16)
        model.begin(with: Int(symbols[0]) & mask)
        for s in symbols.dropFirst() {
            let symbol = Int(s) & mask
            if !model.extend(symbol) { model.restart(with: symbol) }
        }
        return model.finish()
    }

    /// The LZW data at `codeSize` (2...`roomBits`): what follows the code-size byte in the file.
    /// `renaming` maps each root symbol to its index in the image's colour table (nil: the
    /// symbols are the indices); every root must map below `1 << codeSize`.
    func packed(codeSize: Int, renaming: [UInt8]? = nil) -> [UInt8] {
        precondition((2...roomBits).contains(codeSize), "GIFLZWCodes: code size \(codeSize) for room \(roomBits)")
        let clearCode = 1 << codeSize
        let first = clearCode + 2
        // The codes, a clear code before them and an end code after.
        var out = CodeWriter(codeSize: codeSize, codes: codes.count + 2)
        out.put(clearCode)
        (renaming ?? Self.identity).withUnsafeBufferPointer { rename in
            codes.withUnsafeBufferPointer { c in
                for k in c.indices {
                    let code = c[k]
                    if code == Self.clear {
                        out.put(clearCode)
                        out.restart()
                        continue
                    }
                    out.put(code < 512 ? Int(rename[Int(code)]) : first + Int(code) - 512)
                    // Every string but the last, and one the table had no room left after, added a code.
                    if k + 1 < c.count && c[k + 1] != Self.clear { out.running += 1 }
                }
            }
        }
        out.put(clearCode + 1)
        return out.stream.subBlocks()
    }

    /// The symbols the codes stand for, in order: the image, decoded (tests, and re-encoding
    /// at a code size larger than `roomBits`).
    func symbols() -> [UInt16] {
        // Per code added since the last clear: its prefix code, its last symbol, its first symbol.
        var prefix = [UInt16](repeating: 0, count: Self.maxCode + 1)
        var suffix = prefix, head = prefix
        var added = 0
        var previous: UInt16?
        var out: [UInt16] = []
        out.reserveCapacity(codes.count * 4)
        var stack: [UInt16] = []
        func firstSymbol(_ code: UInt16) -> UInt16 { code < 512 ? code : head[Int(code) - 512] }
        for code in codes {
            if code == Self.clear { added = 0; previous = nil; continue }
            // The code added before this one was read: the previous string plus this string's
            // first symbol (which, for the code being added itself, is the previous string's).
            if let p = previous {
                let n = Int(code) - 512
                precondition(code < 512 || n <= added, "GIFLZWCodes: code \(code) before it exists")
                let next = code < 512 || n < added ? firstSymbol(code) : firstSymbol(p)
                (prefix[added], suffix[added], head[added]) = (p, next, firstSymbol(p))
                added += 1
            }
            var c = code
            stack.removeAll(keepingCapacity: true)
            while c >= 512 {
                stack.append(suffix[Int(c) - 512])
                c = prefix[Int(c) - 512]
            }
            out.append(c)
            out.append(contentsOf: stack.reversed())
            previous = code
        }
        return out
    }

    /// The code side of giflib's encoder: the next code to hand out, the current code width, and
    /// the bits written so far.
    private struct CodeWriter {
        let codeSize: Int
        var running: Int           // the next code to hand out
        var width: Int
        var limit: Int             // codes below this fit in `width` bits
        var stream: BitStream

        init(codeSize: Int, codes: Int) {
            self.codeSize = codeSize
            running = (1 << codeSize) + 2
            width = codeSize + 1
            limit = 1 << width
            stream = BitStream(codes: codes)
        }

        @inline(__always)
        mutating func put(_ code: Int) {
            stream.put(code, width: width)
            // giflib widens after writing, judged by the code it will hand out next.
            if running >= limit && code <= GIFLZWCodes.maxCode {
                width += 1
                limit = 1 << width
            }
        }

        /// After a clear code: codes start again after the end code, at the first width.
        mutating func restart() {
            running = (1 << codeSize) + 2
            width = codeSize + 1
            limit = 1 << width
        }
    }

    /// Codes packed least significant bit first, as GIF wants, four bytes at a time into a
    /// buffer sized for the worst case up front (every code at 12 bits).
    private struct BitStream {
        private var bytes: UnsafeMutablePointer<UInt8>
        private let capacity: Int
        private var written = 0
        private var accumulator: UInt64 = 0
        private var count = 0

        /// `codes`: how many codes at most will be put.
        init(codes: Int) {
            capacity = (codes * 12 + 7) / 8 + 8
            bytes = .allocate(capacity: capacity)
        }

        @inline(__always)
        mutating func put(_ code: Int, width: Int) {
            accumulator |= UInt64(code) << UInt64(count)
            count += width
            if count >= 32 {
                precondition(written + 4 <= capacity, "GIFLZWCodes: more codes than counted")
                UnsafeMutableRawPointer(bytes + written).storeBytes(of: UInt32(truncatingIfNeeded: accumulator).littleEndian,
                                                                    as: UInt32.self)
                written += 4
                accumulator >>= 32
                count -= 32
            }
        }

        /// The leftover bits as last bytes, then the bytes as sub-blocks (a length byte, then up
        /// to 255 bytes) and the empty terminator block; frees the buffer.
        mutating func subBlocks() -> [UInt8] {
            defer { bytes.deallocate() }
            while count > 0 {
                precondition(written < capacity, "GIFLZWCodes: more codes than counted")
                bytes[written] = UInt8(truncatingIfNeeded: accumulator)
                written += 1
                accumulator >>= 8
                count -= 8
            }
            let full = written / 255, rest = written % 255
            let total = written + full + (rest > 0 ? 1 : 0) + 1
            return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
                var o = 0, i = 0
                while i < written {
                    let n = min(255, written - i)
                    out[o] = UInt8(n)
                    (out.baseAddress! + o + 1).initialize(from: bytes + i, count: n)
                    o += n + 1
                    i += n
                }
                out[o] = 0
                initialized = o + 1
            }
        }
    }
}
