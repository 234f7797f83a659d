import Synchronization

/// Pixel arrays kept after their frames are done with them, so the next frame of the same size
/// draws into memory the process already has instead of a fresh one.
///
/// Why: a 780×1688 canvas is 5.3 MB, and `ProcessMemory` makes glibc serve every buffer that
/// large with its own mmap (so peak memory stays flat over long animations). A fresh mapping is
/// faulted in and zeroed by the kernel page by page, and unmapped when freed: about a fifth of a
/// GIF render's time was the kernel doing that (Benchmarks/e2e/RESULTS.md, "Frame buffers and
/// page faults"). Reusing canvases removes that work without keeping more memory than the
/// frames alive at once already took.
///
/// How: the pool keeps a reference to each canvas it handed out (at most `canvasLimit` of them,
/// `byteLimit` bytes in all). The frames, sinks and encoders that share the pixels go on using
/// `[UInt32]` as ever; when the pool's reference is the only one left, nothing else can see the
/// array, and the next `take` of that size hands it out again. So a pool never changes a pixel
/// anyone holds (an array still shared is never reused, and a holder that writes to its copy
/// gets Array's own copy-on-write), and it keeps no canvas beyond the most that were in use at
/// once, up to its bound.
///
/// ```swift
/// let pool = CanvasPool(canvasLimit: 4, byteLimit: 32 << 20)
/// let rasterizer = Rasterizer(canvases: pool)
/// let first = try rasterizer.render(list)       // a new canvas, kept by the pool too
/// let second = try rasterizer.render(list)      // another: `first` still holds the first one
/// ```
public final class CanvasPool: Sendable {
    /// The pool `Rasterizer()` draws with: enough canvases for the frames a `DriveLoop` has in
    /// flight and its sinks hold, and never more than 64 MB of them.
    public static let shared = CanvasPool(canvasLimit: 8, byteLimit: 64 << 20)

    /// The most canvases the pool keeps a reference to.
    public let canvasLimit: Int
    /// The most bytes of canvases the pool keeps a reference to; a canvas larger than this is
    /// never kept.
    public let byteLimit: Int
    private let kept: Mutex<[KeptCanvas]>

    /// A pool that keeps at most `canvasLimit` canvases of at most `byteLimit` bytes in all
    /// (negative limits count as 0: a pool that keeps nothing).
    public init(canvasLimit: Int, byteLimit: Int) {
        self.canvasLimit = max(0, canvasLimit)
        self.byteLimit = max(0, byteLimit)
        kept = Mutex([])
    }

    /// How many canvases the pool holds a reference to, in use or idle.
    public var keptCount: Int { kept.withLock { $0.count } }

    /// Bytes of the canvases the pool holds a reference to, in use or idle.
    public var keptBytes: Int { kept.withLock { $0.reduce(0) { $0 + $1.bytes } } }

    /// Lets go of every canvas nothing else holds (their memory goes back to the system); the
    /// ones still in use are forgotten too, and freed as usual when their last holder is done.
    ///
    /// ```swift
    /// CanvasPool.shared.removeAll()   // after a long render, in a process that goes on
    /// ```
    public func removeAll() { kept.withLock { $0.removeAll() } }

    /// An array of `count` pixels that nothing else references, its contents unspecified (the
    /// caller writes every pixel). A kept canvas of that size nobody holds any more, or a new one.
    /// Idle canvases of other sizes are let go on the way: a pool follows the size being drawn.
    func take(count: Int) -> [UInt32] {
        if let reused = takeIdle(count: count) { return reused }
        // Not zeroed: the caller overwrites every pixel.
        return [UInt32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Keeps a reference to `pixels` (a canvas from `take`, now drawn) so that it can be handed
    /// out again once its frame is done. Not kept when the pool is full of canvases in use.
    func keep(_ pixels: [UInt32]) {
        let bytes = pixels.count * MemoryLayout<UInt32>.stride
        guard !pixels.isEmpty, bytes <= byteLimit, canvasLimit > 0 else { return }
        let canvas = KeptCanvas(pixels)
        kept.withLock { kept in
            var total = kept.reduce(0) { $0 + $1.bytes }
            // Make room by letting go of idle canvases (they would be reused otherwise, but the
            // bound comes first); canvases in use are never dropped for a newcomer's sake.
            var index = 0
            while index < kept.count, kept.count >= canvasLimit || total + bytes > byteLimit {
                if kept[index].isIdle {
                    total -= kept[index].bytes
                    kept.remove(at: index)
                } else {
                    index += 1
                }
            }
            guard kept.count < canvasLimit, total + bytes <= byteLimit else { return }
            kept.append(canvas)
        }
    }

    private func takeIdle(count: Int) -> [UInt32]? {
        let found: KeptCanvas? = kept.withLock { kept in
            var match: Int?
            var index = kept.count - 1
            while index >= 0 {
                if kept[index].isIdle {
                    if kept[index].count == count, match == nil {
                        match = index
                    } else if kept[index].count != count {
                        kept.remove(at: index)
                        if let m = match { match = m - 1 }
                    }
                }
                index -= 1
            }
            return match.map { kept.remove(at: $0) }
        }
        // The pool's reference ends with `found` when this returns: the array is then unique,
        // and the caller's first write goes to it in place, not to a copy.
        return found?.pixels
    }
}

/// One canvas the pool keeps: the storage object of a `[UInt32]`, held as an object so that
/// `isKnownUniquelyReferenced` can tell whether anything else still holds the array.
///
/// `[UInt32]` is one strong reference to its storage object (Array is `@frozen`: a single
/// `_ContiguousArrayBuffer`, itself one reference); `init` checks the sizes agree, and
/// CanvasPoolTests fail if a reused canvas is ever copied or a shared one handed out.
private struct KeptCanvas: @unchecked Sendable {
    // @unchecked: `storage` is an array's storage, only touched under the pool's lock, and
    // handed to another thread (as `pixels`) only when `isIdle` saw that nothing else held it,
    // so no other thread can be reading or writing it: the guarantee Array's own copy-on-write
    // rests on.
    // Optional on purpose: `isKnownUniquelyReferenced` on a plain `AnyObject` opens the
    // existential into a temporary copy in Swift 6 (SE-0352), which is then never unique; the
    // `T?` overload takes the reference as it is. Never nil.
    private var storage: AnyObject?
    let count: Int
    var bytes: Int { count * MemoryLayout<UInt32>.stride }

    init(_ pixels: [UInt32]) {
        precondition(MemoryLayout<[UInt32]>.size == MemoryLayout<AnyObject>.size,
                     "CanvasPool: [UInt32] is not one reference on this platform")
        storage = unsafeBitCast(pixels, to: AnyObject.self)
        count = pixels.count
    }

    /// True when the pool's reference is the only one: no frame, sink or copy holds the pixels.
    var isIdle: Bool {
        mutating get { isKnownUniquelyReferenced(&storage) }
    }

    var pixels: [UInt32] { unsafeBitCast(storage!, to: [UInt32].self) }
}
