/// The runs of one colour that the quantizer's first pass finds, recorded so its second pass can
/// write each run's palette index without scanning the pixels or hashing their colours again.
///
/// A run is stored as its colour's id (see `GIFColorTable.ids`, stable while the table grows,
/// unlike a slot) and the index one past its last pixel, in 8 bytes. At most one run per eight
/// pixels is kept, so the record never holds more bytes than the frame has pixels; a photo-like
/// frame where most pixels are a run of their own stops recording part-way, and the second pass
/// looks up the colours of the pixels after `covered` as before. Lives inside one `quantize`
/// call; the class is the single owner of its buffer and frees it in `deinit`.
final class GIFColorRuns {
    /// Runs that fit; 0 when a pixel index might not fit in 32 bits.
    let limit: Int
    /// Runs recorded, in pixel order.
    private(set) var count = 0
    /// The recorded runs cover pixels `0..<covered` exactly.
    private(set) var covered = 0
    private let storage: UnsafeMutablePointer<UInt64>

    init(pixels: Int) {
        limit = pixels <= Int(UInt32.max) ? pixels / 8 : 0
        storage = .allocate(capacity: max(limit, 1))
    }

    deinit { storage.deallocate() }

    /// Records the run that ends before `end`. Once a run does not fit, none after it is kept
    /// either (`count` stays at `limit`), so the record stays a prefix of the frame.
    @inline(__always)
    func append(id: UInt32, end: Int) {
        guard count < limit else { return }
        storage[count] = UInt64(id) << 32 | UInt64(truncatingIfNeeded: end)
        count &+= 1
        covered = end
    }

    /// The `k`-th run's colour id and end, `k < count`.
    @inline(__always)
    func run(_ k: Int) -> (id: Int, end: Int) {
        let packed = storage[k]
        return (Int(truncatingIfNeeded: packed >> 32), Int(truncatingIfNeeded: packed & 0xFFFF_FFFF))
    }
}
