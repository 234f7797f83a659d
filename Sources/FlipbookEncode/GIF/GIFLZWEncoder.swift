/// GIF's LZW compression of one image's indices, written to give exactly the bytes giflib 5.2's
/// `EGifPutLine` writes for a whole image (`EGifSetupCompress`, `EGifCompressLine`,
/// `EGifCompressOutput`, `EGifBufferedOutput`): a clear code first, a new code for every string
/// not yet in the table, a clear code (and a fresh table) once code 4095 would be handed out,
/// the code width growing when the next code no longer fits, then the last string, the end code,
/// and the stream cut into sub-blocks of up to 255 bytes with an empty block at the end.
///
/// Why not giflib itself: its table is a hash probed per pixel (`_ExistsHashTable`), and with
/// the block build that was a quarter of all the instructions of a render. Here the lookup first
/// tries `recent`, the last child found under the current code: along a run of one colour the
/// encoder walks the same chain of codes every row, so most lookups end in L1 without hashing.
/// The table itself is open addressing with a generation stamp, so a clear is O(1).
/// `GIFLZWEncoderTests` compares the bytes with giflib's on random and real frames.
///
/// ```swift
/// let data = GIFLZWEncoder.encode(indices, codeSize: 8)   // sub-blocks + terminator
/// ```
enum GIFLZWEncoder {
    /// giflib's `LZ_MAX_CODE`: the table is full when the next code would be this.
    private static let maxCode = 4095
    private static let bits = 14
    private static let capacity = 1 << bits

    /// The LZW data of an image whose indices are `pixels` (masked to `codeSize` bits, as giflib
    /// does), `codeSize` 2...8 being the image's colour table bits (at least 2): what follows the
    /// code-size byte in the file. `pixels` must not be empty.
    static func encode(_ pixels: UnsafeBufferPointer<UInt8>, codeSize: Int) -> [UInt8] {
        precondition(!pixels.isEmpty && (2...8).contains(codeSize), "GIFLZWEncoder: empty image or code size \(codeSize)")
        let clearCode = 1 << codeSize
        let endCode = clearCode + 1
        let mask = UInt8(truncatingIfNeeded: (1 << codeSize) - 1)
        var out = CodeWriter(codeSize: codeSize, capacity: pixels.count / 4 + 64)

        // Table: (generation, key = code << 8 | pixel, child code) per slot; `recent[code]` holds
        // (pixel + 1) << 16 | child for the last pair found or added under `code`.
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        let recent = UnsafeMutablePointer<UInt32>.allocate(capacity: maxCode + 1)
        recent.initialize(repeating: 0, count: maxCode + 1)
        defer { slots.deallocate(); recent.deallocate() }
        var generation: UInt64 = 1

        out.put(clearCode)
        var current = Int(pixels[0] & mask)
        for i in 1..<pixels.count {
            let pixel = Int(pixels[i] & mask)
            let cached = recent[current]
            if cached >> 16 == UInt32(truncatingIfNeeded: pixel + 1) {
                current = Int(cached & 0xFFFF)
                continue
            }
            let key = UInt64(current << 8 | pixel)
            var s = home(key)
            var found = -1
            while true {
                let slot = slots[s]
                guard slot >> 36 == generation else { break }
                if (slot >> 12) & 0xFF_FFFF == key { found = Int(slot & 0xFFF); break }
                s = (s + 1) & (capacity - 1)
            }
            if found >= 0 {
                recent[current] = UInt32(truncatingIfNeeded: pixel + 1) << 16 | UInt32(truncatingIfNeeded: found)
                current = found
                continue
            }
            out.put(current)
            if out.running >= maxCode {
                out.put(clearCode)
                out.restart()
                generation += 1
                recent.update(repeating: 0, count: maxCode + 1)
            } else {
                // `s` is the free slot the probe stopped at.
                let code = out.running
                slots[s] = generation << 36 | key << 12 | UInt64(code)
                recent[current] = UInt32(truncatingIfNeeded: pixel + 1) << 16 | UInt32(truncatingIfNeeded: code)
                out.running += 1
            }
            current = pixel
        }
        out.put(current)
        out.put(endCode)
        return out.stream.subBlocks()
    }

    /// The code side of giflib's encoder: the next code to hand out, the current code width, and
    /// the bits written so far. A struct with mutating methods (not a closure over locals), so
    /// Swift checks exclusive access at compile time instead of at every code.
    private struct CodeWriter {
        let codeSize: Int
        var running: Int           // the next code to hand out
        var width: Int
        var limit: Int             // codes below this fit in `width` bits
        var stream: BitStream

        init(codeSize: Int, capacity: Int) {
            self.codeSize = codeSize
            running = (1 << codeSize) + 2
            width = codeSize + 1
            limit = 1 << width
            stream = BitStream(capacity: capacity)
        }

        @inline(__always)
        mutating func put(_ code: Int) {
            stream.put(code, width: width)
            // giflib widens after writing, judged by the code it will hand out next.
            if running >= limit && code <= GIFLZWEncoder.maxCode {
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

    @inline(__always)
    private static func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// Codes packed least significant bit first, as GIF wants.
    private struct BitStream {
        var bytes: [UInt8] = []
        var accumulator: UInt64 = 0
        var count = 0

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        @inline(__always)
        mutating func put(_ code: Int, width: Int) {
            accumulator |= UInt64(code) << UInt64(count)
            count += width
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: accumulator))
                accumulator >>= 8
                count -= 8
            }
        }

        /// The leftover bits as a last byte, then the bytes as sub-blocks (a length byte, then up
        /// to 255 bytes) and the empty terminator block.
        mutating func subBlocks() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
            let full = bytes.count / 255, rest = bytes.count % 255
            let total = bytes.count + full + (rest > 0 ? 1 : 0) + 1
            return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
                bytes.withUnsafeBufferPointer { src in
                    var o = 0, i = 0
                    while i < src.count {
                        let n = min(255, src.count - i)
                        out[o] = UInt8(n)
                        (out.baseAddress! + o + 1).initialize(from: src.baseAddress! + i, count: n)
                        o += n + 1
                        i += n
                    }
                    out[o] = 0
                    initialized = o + 1
                }
            }
        }
    }
}
