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
/// gets Array's own copy-on-write), and beyond the canvases in use it keeps at most
/// `spareLimit` idle ones, within its bounds.
///
/// ```swift
/// let pool = CanvasPool(canvasLimit: 4, byteLimit: 32 << 20)
/// let rasterizer = Rasterizer(canvases: pool)
/// let first = try rasterizer.render(list)       // a new canvas, kept by the pool too
/// let second = try rasterizer.render(list)      // another: `first` still holds the first one
/// ```
public final class CanvasPool: Sendable {
    /// The pool `Rasterizer()` draws with: enough canvases for the frames a `DriveLoop` has in
    /// flight and its sinks hold (on 2 cores: 2 in flight, 1 being written, up to 3 held by a
    /// GIF sink's compressions), never more than 64 MB of them, and one spare.
    public static let shared = CanvasPool(canvasLimit: 8, byteLimit: 64 << 20, spareLimit: 1)

    /// The most canvases the pool keeps a reference to.
    public let canvasLimit: Int
    /// The most bytes of canvases the pool keeps a reference to; a canvas larger than this is
    /// never kept.
    public let byteLimit: Int
    /// The most idle canvases (nothing else holds them) kept after a `take`: beyond what the
    /// frames in use hold, the pool adds at most this many canvases to the process's memory.
    public let spareLimit: Int
    private let kept: Mutex<[KeptCanvas]>

    /// A pool that keeps at most `canvasLimit` canvases of at most `byteLimit` bytes in all, and
    /// at most `spareLimit` of them idle (negative limits count as 0; a canvas limit of 0 keeps
    /// nothing).
    public init(canvasLimit: Int, byteLimit: Int, spareLimit: Int = 1) {
        self.canvasLimit = max(0, canvasLimit)
        self.byteLimit = max(0, byteLimit)
        self.spareLimit = max(0, spareLimit)
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
    public func removeAll() {
        // Handed out of the lock, so their memory is unmapped after it is released.
        let dropped = kept.withLock { kept in
            defer { kept.removeAll() }
            return kept
        }
        withExtendedLifetime(dropped) {}
    }

    /// An array of `count` pixels that nothing else references, its contents unspecified (the
    /// caller writes every pixel): a kept canvas of that size nobody holds any more, or a new one.
    /// Idle canvases of other sizes, and idle ones past `spareLimit`, are let go on the way, so
    /// the pool follows the size being drawn and the number of frames in use.
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
        // Idle canvases let go are handed out of the lock, so they are unmapped after it is released.
        let dropped: [KeptCanvas] = kept.withLock { kept in
            var dropped: [KeptCanvas] = []
            var total = kept.reduce(0) { $0 + $1.bytes }
            // Make room by letting go of idle canvases (they would be reused otherwise, but the
            // bound comes first); canvases in use are never dropped for a newcomer's sake.
            var index = 0
            while index < kept.count, kept.count >= canvasLimit || total + bytes > byteLimit {
                if kept[index].isIdle {
                    total -= kept[index].bytes
                    dropped.append(kept.remove(at: index))
                } else {
                    index += 1
                }
            }
            if kept.count < canvasLimit, total + bytes <= byteLimit { kept.append(canvas) }
            return dropped
        }
        withExtendedLifetime(dropped) {}
    }

    private func takeIdle(count: Int) -> [UInt32]? {
        // Idle canvases let go are handed out of the lock, so they are unmapped after it is released.
        let (found, dropped): (KeptCanvas?, [KeptCanvas]) = kept.withLock { kept in
            var match: KeptCanvas?
            var dropped: [KeptCanvas] = []
            var spares = 0
            var index = 0
            while index < kept.count {
                if !kept[index].isIdle {
                    index += 1
                } else if match == nil, kept[index].count == count {
                    match = kept.remove(at: index)
                } else if kept[index].count == count, spares < spareLimit {
                    spares += 1
                    index += 1
                } else {
                    dropped.append(kept.remove(at: index))   // another size, or a spare too many
                }
            }
            return (match, dropped)
        }
        withExtendedLifetime(dropped) {}   // unmapped here, outside the lock
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
