/// An open-addressing hash table from an opaque colour (`0xFFRRGGBB`) to its pixel count,
/// palette index and id: the histogram the quantizer builds and the cache it maps pixels through.
/// The id numbers colours in the order they were first seen; unlike a slot it survives `grow`,
/// so `GIFColorRuns` can record it while the table is still filling.
///
/// Hand-rolled rather than `[UInt32: …]` because it is probed once per colour run of a
/// 1.3-megapixel frame and must cost a few nanoseconds. Key 0 marks an empty slot, which is safe
/// because every stored colour has alpha 0xFF. Lives inside one `prepare` call (not Sendable);
/// the class is the single owner of its four buffers and frees them in `deinit`.
final class GIFColorTable {
    private(set) var keys: UnsafeMutablePointer<UInt32>
    private(set) var counts: UnsafeMutablePointer<Int>
    private(set) var indices: UnsafeMutablePointer<UInt8>
    /// Per slot, the colour's id: 0 for the first colour inserted, 1 for the next, …
    private(set) var ids: UnsafeMutablePointer<UInt32>
    private(set) var capacity: Int
    private(set) var count = 0
    private var shift: UInt32

    init(capacityPowerOfTwo bits: Int = 12) {
        capacity = 1 << bits
        shift = UInt32(32 - bits)
        (keys, counts, indices, ids) = Self.allocate(capacity)
    }

    deinit { Self.free(keys, counts, indices, ids) }

    /// The slot holding `color`, inserting it with count 0 if absent. `isNew` says which.
    /// Slots stay valid until the next insertion (which may grow the table).
    @inline(__always)
    func slot(for color: UInt32) -> (slot: Int, isNew: Bool) {
        var i = home(color)
        while true {
            let k = keys[i]
            if k == color { return (i, false) }
            if k == 0 {
                if (count + 1) * 2 > capacity {
                    grow()
                    return (insertFresh(color), true)
                }
                keys[i] = color
                ids[i] = UInt32(truncatingIfNeeded: count)
                count += 1
                return (i, true)
            }
            i = (i + 1) & (capacity - 1)
        }
    }

    /// The slot holding `color`, or nil.
    @inline(__always)
    func find(_ color: UInt32) -> Int? {
        var i = home(color)
        while true {
            let k = keys[i]
            if k == color { return i }
            if k == 0 { return nil }
            i = (i + 1) & (capacity - 1)
        }
    }

    /// Fibonacci hashing: multiply and keep the top bits, which spreads neighbouring colours.
    @inline(__always)
    private func home(_ color: UInt32) -> Int {
        Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> shift)
    }

    private func insertFresh(_ color: UInt32) -> Int {
        var i = home(color)
        while keys[i] != 0 { i = (i + 1) & (capacity - 1) }
        keys[i] = color
        ids[i] = UInt32(truncatingIfNeeded: count)
        count += 1
        return i
    }

    private func grow() {
        let (oldKeys, oldCounts, oldIndices, oldIds, oldCapacity) = (keys, counts, indices, ids, capacity)
        capacity *= 2
        shift -= 1
        (keys, counts, indices, ids) = Self.allocate(capacity)
        count = 0
        for j in 0..<oldCapacity where oldKeys[j] != 0 {
            let i = insertFresh(oldKeys[j])
            counts[i] = oldCounts[j]
            indices[i] = oldIndices[j]
            ids[i] = oldIds[j]
        }
        Self.free(oldKeys, oldCounts, oldIndices, oldIds)
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Int>,
                                                      UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt32>) {
        let k = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        k.initialize(repeating: 0, count: capacity)
        let c = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
        c.initialize(repeating: 0, count: capacity)
        let x = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        x.initialize(repeating: 0, count: capacity)
        let n = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        n.initialize(repeating: 0, count: capacity)
        return (k, c, x, n)
    }

    private static func free(_ k: UnsafeMutablePointer<UInt32>, _ c: UnsafeMutablePointer<Int>,
                             _ x: UnsafeMutablePointer<UInt8>, _ n: UnsafeMutablePointer<UInt32>) {
        k.deallocate()
        c.deallocate()
        x.deallocate()
        n.deallocate()
    }
}
