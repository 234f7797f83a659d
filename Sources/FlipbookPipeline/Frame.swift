import FlipbookRender
import Synchronization

/// One frame on its way to the outputs: the step that made it, its display list, and, when an
/// output asked for it, the step's trace record. A value: it crosses threads freely.
///
/// The raster is made on demand, at the display list's scale, and at most once however many
/// outputs ask: a GIF and a PNG folder share one rasterization; a golden comparison rasterizes
/// only its checkpoints; a vector output never does.
///
/// ```swift
/// let frame = Frame(step: step, displayList: scene.displayList())
/// let pixels = try frame.raster()      // rendered now, then kept
/// ```
public struct Frame: Sendable {
    public let step: Step
    public let displayList: DisplayList
    /// The step's record of the step trace, if an output needs it (`SinkNeeds.trace`).
    public let trace: TraceRecord?
    /// True for frames played again backwards by ping-pong (their steps did not run again).
    public let isReplay: Bool
    private let once: RasterOnce

    public init(step: Step, displayList: DisplayList, trace: TraceRecord? = nil, isReplay: Bool = false,
                rasterizer: Rasterizer = Rasterizer()) {
        self.step = step
        self.displayList = displayList
        self.trace = trace
        self.isReplay = isReplay
        once = RasterOnce(list: displayList, rasterizer: rasterizer)
    }

    /// A frame that arrives as pixels (a folder of PNGs to encode, a test's pattern): its display
    /// list draws those pixels, and `raster()` returns them as they are, not drawn again.
    ///
    /// ```swift
    /// let frame = Frame(step: Step(index: 0, time: 0), raster: try RasterFrame(PNGImageDecoder.decode(path: "0000.png")))
    /// ```
    public init(step: Step, raster: RasterFrame) {
        let size = Size(width: Double(raster.width), height: Double(raster.height))
        let image = DecodedImage(name: "frame \(step.index)", width: raster.width, height: raster.height, pixels: raster.pixels)
        self.step = step
        displayList = DisplayList(size: size, scale: 1, background: .clear, ops: [
            .image(ImageRef(image: image), rect: Rect(origin: .zero, size: size), mode: .scaleToFill),
        ])
        trace = nil
        isReplay = false
        once = RasterOnce(list: displayList, rasterizer: Rasterizer(), made: raster)
    }

    /// The frame's pixels, rendered on the first call (on whichever thread makes it) and shared.
    public func raster() throws -> RasterFrame { try once.get() }

    /// Whether `raster()` has already run (for tests and the benchmark).
    public var isRasterized: Bool { once.isDone }
}

/// The memo behind `Frame.raster()`. Its only state is behind a `Mutex`, so it is Sendable.
final class RasterOnce: Sendable {
    private let list: DisplayList
    private let rasterizer: Rasterizer
    private let result: Mutex<Result<RasterFrame, any Error>?>

    init(list: DisplayList, rasterizer: Rasterizer, made: RasterFrame? = nil) {
        self.list = list
        self.rasterizer = rasterizer
        result = Mutex(made.map { .success($0) })
    }

    func get() throws -> RasterFrame {
        // Rendering under the lock: a second caller for the same frame waits instead of rendering twice.
        try result.withLock { memo in
            if memo == nil { memo = Result { try rasterizer.render(list) } }
            return try memo!.get()
        }
    }

    var isDone: Bool { result.withLock { $0 != nil } }
}
