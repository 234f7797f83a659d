import Flipbook
import Synchronization

/// Times a source's two sequential stages (advance = driver + layout; display list) as the
/// drive loop calls them.
struct TimedSource: StepSource {
    final class Clock {
        var advance: Duration = .zero
        var displayList: Duration = .zero
    }
    var base: SceneRun
    let clock = Clock()
    private let now = ContinuousClock()

    init(_ base: SceneRun) { self.base = base }

    var framesPerSecond: Double { base.framesPerSecond }

    mutating func advance() throws -> Step? {
        let start = now.now
        defer { clock.advance += now.now - start }
        return try base.advance()
    }

    func displayList() -> DisplayList {
        let start = now.now
        defer { clock.displayList += now.now - start }
        return base.displayList()
    }

    func traceLine(for step: Step) -> String { base.traceLine(for: step) }
}

/// A sink that runs every per-frame stage of the outputs (raster, PNG, GIF quantization, the
/// ordered GIF write) and times each one where it runs.
final class StageTimer: FrameSink {
    struct Timings: Sendable {
        var raster: Duration = .zero, png: Duration = .zero, gifPrepare: Duration = .zero, gifWrite: Duration = .zero
        var pngBytes = 0
    }
    struct Prepared: Sendable {
        var gif: GIFPreparedFrame?
        var timings: Timings
    }
    struct Preparer: FramePreparer {
        let gif: GIFFramePreparer?
        func prepare(_ frame: Frame) throws -> Prepared {
            let clock = ContinuousClock()
            var t = Timings()
            var raster: RasterFrame!
            t.raster = try clock.measure { raster = try frame.raster() }
            guard let gif else { return Prepared(gif: nil, timings: t) }
            t.png = try clock.measure { t.pngBytes = try PNGEncoder.encode(raster).count }
            var prepared: GIFPreparedFrame!
            t.gifPrepare = try clock.measure { prepared = try gif.prepare(raster, index: frame.step.index) }
            return Prepared(gif: prepared, timings: t)
        }
    }

    let gif: GIFSink?
    let preparer: Preparer
    var needs: SinkNeeds { [] }
    private(set) var timings = Timings()
    private(set) var frames = 0

    init(gif: GIFSink?) {
        self.gif = gif
        preparer = Preparer(gif: gif?.preparer)
    }

    func start(_ run: RunInfo) throws { try gif?.start(run) }

    func consume(_ prepared: Prepared, of frame: Frame) throws {
        let p = prepared.timings
        timings.raster += p.raster; timings.png += p.png; timings.gifPrepare += p.gifPrepare; timings.pngBytes += p.pngBytes
        if let gif, let image = prepared.gif {
            timings.gifWrite += try ContinuousClock().measure { try gif.consume(image, of: frame) }
        }
        frames += 1
    }

    func finish() throws {
        if let gif { timings.gifWrite += try ContinuousClock().measure { try gif.finish() } }
    }

    func abort() { gif?.abort() }
}
