import CDeflate
import FlipbookRender
import Synchronization

/// One zlib stream (PNG's IDAT data) from libdeflate, with the scratch buffer the filtered
/// scanlines are written into. Both are reused from frame to frame: making a compressor and
/// touching a fresh 4 MB buffer for every frame cost more page faults than the filtering itself.
///
/// libdeflate rather than zlib: zlib's level 1 left photo-like frames at 1.6× Cairo's bytes and
/// its level 6 costs what Cairo's does; libdeflate's level 5 is within 1.15× of Cairo's bytes at
/// a third of the time or less (`make bench-png`, Benchmarks/png-bench/RESULTS.md).
///
/// ```swift
/// let data = try PNGCompressor.borrow { zlib in try zlib.compress(raw) }
/// ```
final class PNGCompressor: @unchecked Sendable {
    // Safe to send: `borrow` takes an instance out of the pool for one call on one thread and
    // returns it afterwards, so no two threads ever use one compressor or scratch buffer at once.

    /// libdeflate's level 1–12. Bytes beside Cairo's on UI / photo-like frames (make bench-png):
    /// 4 gave 0.97 / 1.14 bytes, 5 gives 0.93 / 1.10, 6 0.93 / 1.03 at 10–15% more time.
    static let level: Int32 = 5
    /// Instances kept for reuse: one per thread at work is plenty (stages run on `WorkerThreads`,
    /// one per core, and callers on their own threads).
    private static let keep = 16
    private static let pool = Mutex<[PNGCompressor]>([])

    private let compressor: OpaquePointer
    /// Filtered scanlines of the frame being compressed; grows to the largest frame seen.
    var scratch: [UInt8] = []

    private init() throws {
        guard let c = libdeflate_alloc_compressor(Self.level) else {
            throw RenderError.cairo("libdeflate could not start at level \(Self.level)", context: "compressing a PNG")
        }
        compressor = c
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// Runs `body` with a compressor no other thread holds.
    static func borrow<T>(_ body: (PNGCompressor) throws -> T) throws -> T {
        let zlib = try pool.withLock { $0.popLast() } ?? PNGCompressor()
        defer { pool.withLock { if $0.count < keep { $0.append(zlib) } } }
        return try body(zlib)
    }

    /// The most bytes `count` input bytes can compress to.
    func bound(for count: Int) -> Int { libdeflate_zlib_compress_bound(compressor, count) }

    /// Compresses `input` into `output` (room for `capacity` bytes, at least `bound(for:)`);
    /// returns the compressed length.
    func compress(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, capacity: Int) throws -> Int {
        let n = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output, capacity)
        guard n > 0 else { throw RenderError.cairo("\(capacity) bytes were not enough for the compressed data", context: "compressing a PNG") }
        return n
    }

    /// Compresses `input` into a new array.
    func compress(_ input: [UInt8]) throws -> [UInt8] {
        let capacity = bound(for: input.count)
        return try [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            count = 0
            count = try input.withUnsafeBufferPointer { try compress($0, into: out.baseAddress!, capacity: capacity) }
        }
    }
}
