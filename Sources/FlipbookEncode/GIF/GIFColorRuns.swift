/// The runs of one colour that the quantizer's first pass finds, recorded so its second pass can
/// write each run's palette index without scanning the pixels or hashing their colours again.
///
/// A run is stored as its colour's id (see `GIFColorTable.ids`, stable while the table grows,
/// unlike a slot) and the index one past its last pixel, in 8 bytes. At most one run per eight
/// pixels is kept, so the record never holds more bytes than the frame has pixels; a photo-like
/// frame where most pixels are a run of their own stops recording part-way, and the second pass
/// looks up the colours of the pixels after the last recorded run as before. Lives inside one `quantize`
/// call; the class is the single owner of its buffer and frees it in `deinit`.
final class GIFColorRuns {
    /// Runs that fit; 0 when a pixel index might not fit in 32 bits.
    let limit: Int
    /// Runs recorded, in pixel order.
    private(set) var count = 0
    /// Room for `limit` runs. The first pass writes it directly and counts in a local variable
    /// (see `recorded`): a class field would be reloaded after every store through a pointer,
    /// and this is done once per run of a 1.3-megapixel frame.
    let buffer: UnsafeMutablePointer<UInt64>

    init(pixels: Int) {
        limit = pixels <= Int(UInt32.max) ? pixels / 8 : 0
        buffer = .allocate(capacity: max(limit, 1))
    }

    deinit { buffer.deallocate() }

    /// A run as stored in `buffer`: the colour's id and the index one past its last pixel.
    @inline(__always)
    static func pack(id: UInt32, end: Int) -> UInt64 {
        UInt64(id) << 32 | UInt64(truncatingIfNeeded: end)
    }

    /// `buffer[0..<n]` now holds the frame's first `n` runs, without gaps (`n` ≤ `limit`).
    func recorded(_ n: Int) {
        precondition(n <= limit, "more runs than GIFColorRuns has room for")
        count = n
    }

    /// The `k`-th run's colour id and end, `k < count`.
    @inline(__always)
    func run(_ k: Int) -> (id: Int, end: Int) {
        let packed = buffer[k]
        return (Int(truncatingIfNeeded: packed >> 32), Int(truncatingIfNeeded: packed & 0xFFFF_FFFF))
    }
}
