import FlipbookPipeline

/// A lower frame rate for an animation sink, with its timing untouched: only every `n`-th frame
/// (by step index, so replays of ping-pong keep the rhythm) is prepared, and it stands in for
/// the `n − 1` frames after it. The base sink sees every step at the run's own rate and stores
/// the stand-ins as repeats, which GIF and APNG merge into the kept frame's delay, so each kept
/// frame lasts exactly `n` steps (or to the end) and the animation's length does not change.
///
/// ```swift
/// let gif = try GIFSink(url: url)
/// try DriveLoop().run(run, into: [EveryNthFrame(gif, n: 2)])   // 30 fps → 15, delays exact
/// ```
///
/// Skipped frames are never rasterized: the wrapper asks for no eager raster and its preparer
/// leaves them alone. A range that starts between kept frames (`--frames 5..9`, n = 2) prepares
/// its first frame in order, so there is always a frame to show.
final class EveryNthFrame<Base: FrameSink>: FrameSink {
    let base: Base
    let n: Int
    let preparer: Preparer
    /// The frame shown for the steps since the last kept one.
    private var shown: Base.Preparer.Prepared?

    struct Preparer: FramePreparer {
        let base: Base.Preparer
        let n: Int
        func prepare(_ frame: Frame) throws -> Base.Preparer.Prepared? {
            frame.step.index % n == 0 ? try base.prepare(frame) : nil
        }
    }

    /// `n` ≥ 1; 1 passes every frame.
    init(_ base: Base, n: Int) {
        precondition(n >= 1, "EveryNthFrame needs n ≥ 1, got \(n)")
        self.base = base
        self.n = n
        preparer = Preparer(base: base.preparer, n: n)
    }

    /// The base's needs, but no eager raster: kept frames are rasterized by their preparer.
    var needs: SinkNeeds { base.needs.subtracting(.raster) }
    func start(_ run: RunInfo) throws { try base.start(run) }
    func wants(_ step: Step) -> Bool { base.wants(step) }

    func consume(_ prepared: Base.Preparer.Prepared?, of frame: Frame) throws {
        if let prepared {
            shown = prepared
        } else if shown == nil {
            shown = try base.preparer.prepare(frame)
        }
        try base.consume(shown!, of: frame)
    }

    func finish() throws { try base.finish() }
    func abort() { base.abort() }
}
