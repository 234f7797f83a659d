import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSupport

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

