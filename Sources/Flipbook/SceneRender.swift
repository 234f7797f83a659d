import Foundation
#if canImport(Glibc)
import Glibc
#endif
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookScene

extension Scene {
    /// Drives the scene and writes each output in one pass: `.gif` an animation, `.apng` a
    /// lossless one, `.png` one frame (`options.frame`) or, with `options.sheet`, a contact sheet,
    /// `.pdf` a handout (`options.handout`), `.html` a flipbook page, any other path a folder of
    /// `0000.png …`. Each frame is rasterized once however many outputs there are (a handout needs
    /// none); nothing appears at a path unless its output completes.
    ///
    /// ```swift
    /// try scene.render(OffsetsDriver(y: -300, through: 100, by: 10), to: "out/header.gif")
    /// ```
    ///
    /// Warnings (conflicting constraints, a driver with nothing to scroll) go to the scene's
    /// `onWarning`, or to standard error as `flipbook: warning: …` when it is not set.
    ///
    /// Throws `RenderError.fontsUnavailable` (exit 1) before drawing anything when the system
    /// font does not resolve to Inter (fonts-inter missing), checked once per process, as the
    /// command line does: every frame would otherwise be set in a fallback font.
    @discardableResult
    public func render(_ driver: any Driver, to outputs: String..., options: RenderOptions = RenderOptions()) throws -> RenderSummary {
        try render(driver, to: outputs.map(OutputTarget.init(path:)), options: options)
    }

    /// `render(_:to:options:)` with the outputs already resolved (the command line's way in).
    @discardableResult
    public func render(_ driver: any Driver, to targets: [OutputTarget], options: RenderOptions = RenderOptions()) throws -> RenderSummary {
        try projectFontsCheck.get()
        _ = frameBuffersReturnToTheSystem
        warnOnStandardErrorIfUnheard()
        let targets = options.sheet == nil ? targets : targets.map(\.asContactSheet)
        guard !targets.isEmpty || options.trace != nil else {
            throw OutputError.unsupportedOutput(path: "(none)", reason: "render needs at least one output")
        }
        if let warning = try targets.contains(where: { if case .gif = $0 { true } else { false } })
            ? GIFFrameDelays(fps: options.fps ?? driver.fps).browserWarning : nil {
            onWarning?(warning)
        }
        var options = options
        options.handout.deviceName = screen.name
        let stills = options.trimStill && !targets.isEmpty ? StillFrames() : nil
        var sinks = try OutputTarget.makeSinks(targets, options, stills: stills)
        if let trace = options.trace {
            sinks.append(stills.map { TrimmedStillsTrace(TraceSink(url: trace), stills: $0) } ?? TraceSink(url: trace))
        }
        var loop = DriveLoop()
        loop.pingPong = options.pingPong
        loop.progress = options.progress
        let run = SceneRun(scene: self, driver: driver, annotations: options.annotations)
        var summary = try options.traceViews.map { try loop.run(TraceViewsRun(run, views: $0), into: sinks) }
            ?? loop.run(run, into: sinks)
        // The count a user means is the outputs' frames, not the trace's lines.
        summary.frames = summary.framesBySink.prefix(targets.count).max() ?? 0
        return summary
    }

    /// When nobody listens to `onWarning`, warnings (those already given too) go to standard
    /// error as `flipbook: warning: …`.
    func warnOnStandardErrorIfUnheard() {
        guard onWarning == nil else { return }
        let toStandardError: (String) -> Void = { FileHandle.standardError.write(Data("flipbook: warning: \($0)\n".utf8)) }
        warnings.forEach(toStandardError)
        onWarning = toStandardError
    }
}

/// `ProjectFonts.check()` once per process, on the first render (Swift initialises a global
/// lazily and exactly once, thread-safely); its answer cannot change while the process runs,
/// since fontconfig's configuration is itself loaded once.
private let projectFontsCheck: Result<Void, RenderError> = {
    do {
        try ProjectFonts.check()
        return .success(())
    } catch let error as RenderError {
        return .failure(error)
    } catch {
        return .failure(.fontsUnavailable("\(error)"))
    }
}()

/// Frame-sized buffers (a 780×1688 raster is 5 MB, its indices and colours more) are allocated
/// and freed every frame, on several threads. glibc raises its mmap threshold to the size of the
/// first such buffer freed, and from then on serves them from per-thread heap arenas, which keep
/// what they held: peak memory grew with the length of the animation (99 MB at 41 frames, 169 MB
/// at 4,001; Benchmarks/e2e/RESULTS.md). Setting the threshold fixes it at 256 KB, so those
/// buffers stay mmapped and go back to the system when freed: peak memory is then flat. Once per
/// process, on the first render; smaller allocations are unaffected, and a refusal (mallopt
/// returns 0) only leaves glibc's default, so it is not an error.
/// `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out, so it is looked up
/// in the process's symbols and called with C's calling convention; `M_MMAP_THRESHOLD` is -3 there.
private let frameBuffersReturnToTheSystem: Void = {
    #if canImport(Glibc)
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    let mmapThreshold: Int32 = -3
    guard let process = dlopen(nil, RTLD_NOW) else { return }
    defer { dlclose(process) }
    guard let symbol = dlsym(process, "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: MallOpt.self)(mmapThreshold, 256 * 1024)
    #endif
}()
