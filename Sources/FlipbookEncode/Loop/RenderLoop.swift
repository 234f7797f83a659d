import Dispatch
import Foundation
import FlipbookRender
import FlipbookScene
import Synchronization

/// Drives a scene through its steps and feeds every frame to the sinks: the whole pipeline.
///
/// Left of the display list everything is sequential (a step depends on the one before);
/// right of it, frames are rasterized and prepared (PNG-compressed, quantized) in parallel,
/// a batch at a time, and written to the sinks strictly in order. Memory holds one batch of
/// frames, however long the animation.
///
/// ```swift
/// let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(2)
/// let gif = try GIFSink(url: URL(fileURLWithPath: "out/blog-header.gif"), fps: 30)
/// let pngs = try PNGSequenceSink(directory: URL(fileURLWithPath: "out/blog-header"))
/// let summary = try RenderLoop(scene: scene, driver: driver).run(into: [gif, pngs])
/// ```
public struct RenderLoop {
    public var scene: Scene
    public var driver: any Driver
    public var rasterizer = Rasterizer()
    /// Which steps become frames (all by default); the scene still passes through every step.
    public var includesStep: (Step) -> Bool = { _ in true }
    /// Frames rasterized in parallel before they are written; bounds memory.
    public var batchSize: Int
    /// Guards against runaway drivers.
    public var maxSteps = 10_000
    /// Called on the calling thread after each frame is written, with the number written so far.
    public var progress: ((Int) -> Void)?
    /// Called after every step is applied, before its frame is drawn (a trace, a test's probe).
    public var observeStep: ((Step, Scene) -> Void)?
    /// After the last step, play the frames back in reverse (without repeating the ends), for
    /// animations that loop back and forth. The scene is not run backwards: its display lists
    /// are kept (they are small values) and drawn again in reverse order.
    public var pingPong = false

    public init(scene: Scene, driver: any Driver) {
        self.scene = scene
        self.driver = driver
        batchSize = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Runs the driver to its end. On any error every sink is aborted (nothing is left at an
    /// output path) and the error is rethrown.
    @discardableResult
    public mutating func run(into sinks: [any FrameSink]) throws -> RenderSummary {
        let erased = sinks.map { ErasedSink($0) }
        var summary = RenderSummary()
        var kept: [(Step, DisplayList)] = []
        var replay: [(Step, DisplayList)] = []
        do {
            var finished = false
            while !finished {
                var batch: [(Step, DisplayList)] = []
                let start = ContinuousClock.now
                while batch.count < batchSize {
                    if !replay.isEmpty {
                        batch.append(replay.removeFirst())
                        continue
                    }
                    guard summary.steps < maxSteps, let step = driver.next(scene) else {
                        if pingPong, !kept.isEmpty {
                            // Back through the middle frames, numbered on from the last step.
                            var next = (kept.last?.0.index ?? 0) + 1
                            replay = kept.dropLast().dropFirst().reversed().map { step, list in
                                defer { next += 1 }
                                var copy = step
                                copy.index = next
                                return (copy, list)
                            }
                            kept = []
                            if !replay.isEmpty { continue }
                        }
                        finished = true
                        break
                    }
                    summary.steps += 1
                    scene.advance(to: step)
                    observeStep?(step, scene)
                    guard includesStep(step) else { continue }
                    let list = scene.displayList()
                    if pingPong { kept.append((step, list)) }
                    batch.append((step, list))
                }
                summary.sceneTime += ContinuousClock.now - start
                guard !batch.isEmpty else { continue }

                let prepared = try rasterizeAndPrepare(batch.map(\.1), indices: batch.map(\.0.index), sinks: erased,
                                                       summary: &summary)
                let writeStart = ContinuousClock.now
                for (i, (step, _)) in batch.enumerated() {
                    for (s, sink) in erased.enumerated() { try sink.write(prepared[i][s], step.index) }
                    summary.frames += 1
                    progress?(summary.frames)
                }
                summary.writeTime += ContinuousClock.now - writeStart
            }
            if summary.steps >= maxSteps, driver.next(scene) != nil {
                throw RenderLoopError.tooManySteps(limit: maxSteps)
            }
            let finishStart = ContinuousClock.now
            for sink in erased { try sink.finish() }
            summary.writeTime += ContinuousClock.now - finishStart
            return summary
        } catch {
            for sink in erased { sink.abort() }
            throw error
        }
    }

    /// Rasterizes a batch in parallel and runs every sink's preparer on each frame.
    private func rasterizeAndPrepare(_ lists: [DisplayList], indices: [Int], sinks: [ErasedSink],
                                     summary: inout RenderSummary) throws -> [[any Sendable]] {
        let rasterizer = self.rasterizer
        let preparers = sinks.map(\.prepare)
        let results = Mutex<[Result<[any Sendable], any Error>?]>(Array(repeating: nil, count: lists.count))
        let timings = Mutex<(raster: Duration, prepare: Duration)>((.zero, .zero))
        DispatchQueue.concurrentPerform(iterations: lists.count) { i in
            let result = Result<[any Sendable], any Error> {
                let t0 = ContinuousClock.now
                let frame = try rasterizer.render(lists[i])
                let t1 = ContinuousClock.now
                let prepared = try preparers.map { try $0(frame, indices[i]) }
                let t2 = ContinuousClock.now
                timings.withLock { $0.raster += t1 - t0; $0.prepare += t2 - t1 }
                return prepared
            }
            results.withLock { $0[i] = result }
        }
        let (raster, prepare) = timings.withLock { $0 }
        summary.rasterTime += raster
        summary.prepareTime += prepare
        return try results.withLock { slots in try slots.map { try $0!.get() } }
    }
}

/// What a render did, for the CLI's last line and the benchmark.
public struct RenderSummary: Sendable {
    public var steps = 0
    public var frames = 0
    /// Driving, layout and display lists (sequential).
    public var sceneTime: Duration = .zero
    /// Summed over threads.
    public var rasterTime: Duration = .zero
    /// Sinks' per-frame work (PNG compression, quantization), summed over threads.
    public var prepareTime: Duration = .zero
    /// Sinks' ordered writes and finishing.
    public var writeTime: Duration = .zero
}

public enum RenderLoopError: Error, CustomStringConvertible {
    case tooManySteps(limit: Int)
    public var description: String {
        switch self {
        case .tooManySteps(let limit): "the driver produced more than \(limit) steps; is it meant to end?"
        }
    }
}
