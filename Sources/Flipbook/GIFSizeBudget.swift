import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookScene
import FlipbookSupport

/// Renders a GIF preview that fits a size budget (a chat or README upload limit). It gives up,
/// in this order of preference: frame rate (every 2nd, 3rd … step, down to `minimumFPS`), then
/// scale (one less at a time, down to 1, each again from the full frame rate), then lossy
/// tolerance (`lossyTolerances`, at the lowest frame rate and scale). The first settings that
/// fit are kept; the file appears at `url` only then, complete.
///
/// ```swift
/// let budget = try GIFSizeBudget(maxBytes: try ByteCount(parsing: "5MB").bytes)
/// let choice = try budget.render(to: URL(fileURLWithPath: "out/header.gif"), scale: 2) { scale in
///     try BlogHeaderScene.make(scale: scale)          // a fresh scene for every attempt
/// }
/// print(choice)   // "out/header.gif: 4.81 MB at 15 fps, scale 2, lossy 8 (budget 5 MB)"
/// ```
///
/// Each attempt runs the scene again, from a fresh one (`scene`), into a hidden GIF beside the
/// destination; an attempt stops as soon as its file passes the budget, so the ones that do not
/// fit cost only the frames that prove it. A lower frame rate keeps the timing exact: a kept
/// frame stands in for the steps after it (`EveryNthFrame`), whose delays the GIF merges. Throws
/// `SizeBudgetError.cannotFit`, with the smallest size reached, when even the last settings do
/// not fit.
public struct GIFSizeBudget: Sendable {
    public let maxBytes: Int
    /// Frame rates below this look like a slide show; 30 fps goes to 15, then 10.
    public var minimumFPS = 10.0
    /// Tried last, in order, when nothing else fits. Lossy LZW buys little on UI frames: on the
    /// blog-header scroll at scale 2, 8 → 16 saves 2.5 % of the bytes for −3 dB (mean PSNR 58.6 →
    /// 55.6), 32 saves 3.2 % at 52.3 dB, and 64 only 0.2 % more for −2 dB; so it stops at 32.
    public var lossyTolerances = [16, 32]

    /// `maxBytes` within `ByteCount.budgetRange`.
    public init(maxBytes: Int) throws {
        guard ByteCount.budgetRange.contains(maxBytes) else {
            throw SizeBudgetError.badSize("\(maxBytes) bytes is outside 1KB…2GB")
        }
        self.maxBytes = maxBytes
    }

    /// The settings tried, in order, for a run at `fps` starting from `scale` and `lossyTolerance`.
    public func ladder(fps: Double, scale: Double, lossyTolerance: Int) -> [GIFBudgetSettings] {
        var scales = [scale]
        while let last = scales.last, last > 1 { scales.append(max(1, last - 1)) }
        // Keep every n-th step for n = 1, 2 … while fps / n ≥ minimumFPS (at most 100 rates).
        let ratio = fps / minimumFPS
        let divisors = Array(1...(ratio.isFinite ? Int(min(max(ratio, 1), 100).rounded(.down)) : 1))
        var ladder: [GIFBudgetSettings] = []
        for s in scales {
            for n in divisors { ladder.append(GIFBudgetSettings(fps: fps / Double(n), everyNth: n, scale: s, lossyTolerance: lossyTolerance)) }
        }
        for lossy in lossyTolerances where lossy > lossyTolerance {
            var lowest = ladder[ladder.count - 1]
            lowest.lossyTolerance = lossy
            ladder.append(lowest)
        }
        return ladder
    }

    /// Renders the scene `make(scale)` gives into `url` at the first settings that fit.
    /// `options` supplies the frame rate (nil: the driver's), `frames`, `pingPong`, the GIF's loop
    /// count, dithering and starting lossy tolerance; a size budget writes no trace.
    public func render(to url: URL, scale: Double, options: RenderOptions = RenderOptions(),
                       scene make: (_ scale: Double) throws -> (Scene, any Driver)) throws -> GIFBudgetChoice {
        if let trace = options.trace {
            throw OutputError.unsupportedOutput(path: trace.path, reason: "a size budget writes only its GIF; render the trace on its own")
        }
        guard scale.isFinite, scale > 0 else {
            throw OutputError.unsupportedOutput(path: url.path, reason: "scale \(scale) is not a positive number")
        }
        try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
        var fresh: (Scene, any Driver)? = try make(scale)
        let fps = options.fps ?? fresh!.1.fps
        let delays = try GIFFrameDelays(fps: fps)   // a rate GIF cannot store fails before any attempt
        let ladder = ladder(fps: fps, scale: scale, lossyTolerance: options.gif.lossyTolerance)
        let attempt = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).budget-\(getpid()).gif")
        // Attempts are written (each atomically) to a hidden sibling; the one that fits is moved in.
        let staged = AtomicFile(destination: url, staging: attempt)
        try staged.claim()
        do {
            return try fit(ladder, staged: staged, fresh: &fresh, delays: delays, options: options, make: make)
        } catch {
            staged.discard()
            throw error
        }
    }

    private func fit(_ ladder: [GIFBudgetSettings], staged: AtomicFile, fresh: inout (Scene, any Driver)?,
                     delays: GIFFrameDelays, options: RenderOptions,
                     make: (_ scale: Double) throws -> (Scene, any Driver)) throws -> GIFBudgetChoice {
        let attempt = staged.temporary, url = staged.destination
        var smallest = Int.max
        for (k, settings) in ladder.enumerated() {
            let (scene, driver) = try fresh.take() ?? make(settings.scale)
            if k == 0 {
                scene.warnOnStandardErrorIfUnheard()
                if let warning = delays.browserWarning { scene.onWarning?(warning) }
            } else if scene.onWarning == nil {
                scene.onWarning = { _ in }   // the same scene again: its warnings were given once
            }
            // The last settings run to the end even over budget, to name the smallest size.
            let limit = k == ladder.count - 1 ? Int.max : maxBytes
            do {
                try run(scene, driver, settings, options, into: attempt, stoppingAbove: limit)
            } catch is FileGrewPastLimit {
                continue
            }
            let bytes = try Self.size(of: attempt)
            if bytes <= maxBytes {
                try staged.commit()
                return GIFBudgetChoice(path: url.relativePath, settings: settings, bytes: bytes, budget: maxBytes, attempts: k + 1)
            }
            // The claim stays: the next attempt is written to the same hidden path. unlink's result
            // is not looked at: GIFSink's O_EXCL temporary file is a different path.
            unlink(attempt.path)
            smallest = min(smallest, bytes)
        }
        throw SizeBudgetError.cannotFit(path: url.relativePath, budget: maxBytes, smallest: smallest, at: ladder[ladder.count - 1])
    }

    /// One attempt: the scene into a GIF at `settings`, stopped once its file passes `limit`.
    private func run(_ scene: Scene, _ driver: any Driver, _ settings: GIFBudgetSettings, _ options: RenderOptions,
                     into attempt: URL, stoppingAbove limit: Int) throws {
        let gif = try GIFSink(url: attempt, fps: options.fps, loopCount: options.gif.loopCount,
                              dithering: options.gif.dithering, lossyTolerance: settings.lossyTolerance)
        let partial = AtomicFile(destination: attempt).temporary
        var loop = DriveLoop()
        loop.pingPong = options.pingPong
        loop.progress = options.progress
        let kept = EveryNthFrame(gif, n: settings.everyNth)
        if let frames = options.frames {
            try loop.run(SceneRun(scene: scene, driver: driver, annotations: options.annotations),
                         into: [StopAboveSize(SelectedSteps(kept, steps: frames), watching: partial, limit: limit)])
        } else {
            try loop.run(SceneRun(scene: scene, driver: driver, annotations: options.annotations), into: [StopAboveSize(kept, watching: partial, limit: limit)])
        }
    }

    private static func size(of url: URL) throws -> Int {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw OutputError.writeFailed(path: url.path, reason: String(cString: strerror(errno)))
        }
        return Int(info.st_size)
    }
}
