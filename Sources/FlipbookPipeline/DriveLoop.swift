import Foundation
import FlipbookRender
import Synchronization
import FlipbookSupport

/// The one drive loop: step → apply → display list, with one step limit, feeding every sink.
///
/// Left of the display list everything is sequential (a step depends on the one before); right
/// of it, frames are rasterized and prepared on an `OrderedStage` and consumed by the sinks
/// strictly in order, while the next steps are being driven. Memory holds at most the stage's
/// width of frames, however long the animation.
///
/// ```swift
/// let gif = try GIFSink(url: URL(fileURLWithPath: "out/header.gif"))
/// let pngs = try PNGSequenceSink(directory: URL(fileURLWithPath: "out/header"))
/// let summary = try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [gif, pngs])
/// ```
public struct DriveLoop {
    /// No run takes more steps than this; a driver that would is reported, not followed.
    public static let stepLimit = 10_000

    public var rasterizer = Rasterizer()
    /// Frames in flight between the drive and the sinks: one per core (two at least, so the
    /// drive goes on while a frame is drawn). Not two per core like other stages: the sinks that
    /// do the most work per frame (GIF, APNG) overlap it in stages of their own, so a second
    /// frame per core bought no speed and held one more frame-sized canvas per core
    /// (Benchmarks/e2e/RESULTS.md, "Flat memory").
    public var width = DriveLoop.defaultWidth
    public static var defaultWidth: Int { max(2, ProcessInfo.processInfo.activeProcessorCount) }
    /// After the last step, play the frames back in reverse (without repeating the ends), for
    /// animations that loop back and forth. The source is not run backwards: its display lists
    /// are kept on disk (`ReplayStore`, not in memory) and drawn again, to the sinks that take replays.
    public var pingPong = false
    /// Called on the calling thread after each frame is consumed, with the count so far.
    public var progress: ((Int) -> Void)?

    public init() {}

    /// Runs the source to its end. On any error every sink is aborted (nothing is left at an
    /// output path) and the error is rethrown.
    @discardableResult
    public func run(_ source: some StepSource, into sinks: [any FrameSink]) throws -> RenderSummary {
        var source = source
        let sinks = sinks.map { AnySink($0) }
        let stage = OrderedStage<Delivery>(width: width)
        let timings = Mutex<(raster: Duration, prepare: Duration)>((.zero, .zero))
        var summary = RenderSummary()
        summary.framesBySink = Array(repeating: 0, count: sinks.count)
        let clock = ContinuousClock()

        func submit(_ frame: Frame, to chosen: [Int]) throws {
            let eager = chosen.contains { sinks[$0].needs.contains(.raster) }
            let preparers = chosen.map { sinks[$0].prepare }
            try stage.submit({
                var t = clock.now
                if eager {
                    _ = try frame.raster()
                    let now = clock.now
                    timings.withLock { $0.raster += now - t }
                    t = now
                }
                let prepared = try preparers.map { try $0(frame) }
                let end = clock.now
                timings.withLock { $0.prepare += end - t }
                return Delivery(frame: frame, sinks: chosen, prepared: prepared)
            }, deliver: consume)
        }

        func consume(_ delivery: Delivery) throws {
            let start = clock.now
            for (k, s) in delivery.sinks.enumerated() {
                try sinks[s].consume(delivery.prepared[k], delivery.frame)
                summary.framesBySink[s] += 1
            }
            summary.frames += 1
            summary.writeTime += clock.now - start
            progress?(summary.frames)
        }

        do {
            let kept = try pingPong ? ReplayStore() : nil
            let run = RunInfo(framesPerSecond: source.framesPerSecond)
            for sink in sinks { try sink.start(run) }
            while true {
                let start = clock.now
                guard let step = try source.advance() else { break }
                summary.steps += 1
                guard summary.steps <= Self.stepLimit else { throw DriveLoopError.tooManySteps(limit: Self.stepLimit) }
                let chosen = sinks.indices.filter { sinks[$0].wants(step) }
                guard !chosen.isEmpty else {
                    summary.sceneTime += clock.now - start
                    continue
                }
                let list = source.displayList()
                let trace = chosen.contains { sinks[$0].needs.contains(.trace) } ? source.traceLine(for: step) : nil
                if let kept, chosen.contains(where: { sinks[$0].needs.contains(.replays) }) { try kept.append(step, list) }
                summary.sceneTime += clock.now - start
                try submit(Frame(step: step, displayList: list, trace: trace, rasterizer: rasterizer), to: chosen)
            }
            if let kept, let last = kept.last?.index {
                // Back through the middle frames, numbered on from the last step.
                // A sink takes the replay of a step it took (asked with the step as it first ran).
                for (n, k) in kept.indices.dropLast().dropFirst().reversed().enumerated() {
                    let (step, list) = try kept.entry(k)
                    var replay = step
                    replay.index = last + 1 + n
                    let chosen = sinks.indices.filter { sinks[$0].needs.contains(.replays) && sinks[$0].wants(step) }
                    guard !chosen.isEmpty else { continue }
                    try submit(Frame(step: replay, displayList: list, isReplay: true, rasterizer: rasterizer), to: chosen)
                }
            }
            try stage.finish(deliver: consume)
            let finishStart = clock.now
            for sink in sinks { try sink.finish() }
            summary.writeTime += clock.now - finishStart
        } catch {
            // Let running work end before the sinks it feeds are torn down.
            stage.drain()
            for sink in sinks { sink.abort() }
            throw error
        }
        (summary.rasterTime, summary.prepareTime) = timings.withLock { ($0.raster, $0.prepare) }
        return summary
    }

    /// A frame and what each of its sinks' preparers made of it.
    struct Delivery: Sendable {
        let frame: Frame
        let sinks: [Int]
        let prepared: [any Sendable]
    }
}

public enum DriveLoopError: FlipbookError, Equatable {
    case tooManySteps(limit: Int)

    public var exitCode: ExitCode { .badInput }

    public var description: String {
        switch self {
        case .tooManySteps(let limit): "the driver produced more than \(limit) steps; is it meant to end?"
        }
    }
}
