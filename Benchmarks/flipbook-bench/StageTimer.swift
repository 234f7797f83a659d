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

    func traceRecord(for step: Step) -> TraceRecord { base.traceRecord(for: step) }
}

/// A sink that runs every per-frame stage of the outputs (raster, PNG, GIF quantization, the
/// ordered GIF and APNG writes) and times each one where it runs.
final class StageTimer: FrameSink {
    struct Timings: Sendable {
        var raster: Duration = .zero, png: Duration = .zero, gifPrepare: Duration = .zero, gifWrite: Duration = .zero
        var apngWrite: Duration = .zero
        var pngBytes = 0
    }
    struct Prepared: Sendable {
        var gif: GIFPreparedFrame?
        var apng: APNGPreparedFrame?
        var timings: Timings
    }
    struct Preparer: FramePreparer {
        let gif: GIFFramePreparer?
        let apng: APNGFramePreparer?
        func prepare(_ frame: Frame) throws -> Prepared {
            let clock = ContinuousClock()
            var t = Timings()
            var raster: RasterFrame!
            t.raster = try clock.measure { raster = try frame.raster() }
            guard let gif else { return Prepared(gif: nil, apng: nil, timings: t) }
            t.png = try clock.measure { t.pngBytes = try PNGEncoder.encode(raster).count }
            var prepared: GIFPreparedFrame!
            t.gifPrepare = try clock.measure { prepared = try gif.prepare(raster, index: frame.step.index) }
            // The APNG's parallel half only checks opacity; it is timed with its write.
            var apngPrepared: APNGPreparedFrame?
            t.apngWrite = try clock.measure { apngPrepared = try apng?.prepare(frame) }
            return Prepared(gif: prepared, apng: apngPrepared, timings: t)
        }
    }

    let gif: GIFSink?
    let apng: APNGSink?
    let preparer: Preparer
    var needs: SinkNeeds { [] }
    private(set) var timings = Timings()
    private(set) var frames = 0

    init(gif: GIFSink?, apng: APNGSink? = nil) {
        self.gif = gif
        self.apng = apng
        preparer = Preparer(gif: gif?.preparer, apng: apng?.preparer)
    }

    func start(_ run: RunInfo) throws {
        try gif?.start(run)
        try apng?.start(run)
    }

    func consume(_ prepared: Prepared, of frame: Frame) throws {
        let p = prepared.timings
        timings.raster += p.raster; timings.png += p.png; timings.gifPrepare += p.gifPrepare; timings.pngBytes += p.pngBytes
        timings.apngWrite += p.apngWrite
        if let gif, let image = prepared.gif {
            timings.gifWrite += try ContinuousClock().measure { try gif.consume(image, of: frame) }
        }
        if let apng, let image = prepared.apng {
            timings.apngWrite += try ContinuousClock().measure { try apng.consume(image, of: frame) }
        }
        frames += 1
    }

    func finish() throws {
        if let gif { timings.gifWrite += try ContinuousClock().measure { try gif.finish() } }
        if let apng { timings.apngWrite += try ContinuousClock().measure { try apng.finish() } }
    }

    func abort() {
        gif?.abort()
        apng?.abort()
    }
}

/// Takes every frame's display list and nothing more: what the drive loop costs by itself.
final class DisplayListsOnly: FrameSink {
    let preparer = PassFrame()
    var needs: SinkNeeds { [] }
    func consume(_ frame: Frame, of _: Frame) {}
    func finish() {}
    func abort() {}
}
