import Foundation
import Flipbook

/// `render` and `demo`: one scene into one or more outputs in a single pass, through the same
/// `Scene.render` a Swift user calls, with a progress bar and a summary line around it.
struct SceneRendering {
    let source: SceneSource
    /// `--scale`, `--device`, `--appearance` … (one variant's, with `--variants`).
    var traits = SceneTraits()
    var quiet = false
    var options = RenderOptions()

    init(source: SceneSource) { self.source = source }

    func run(to targets: [OutputTarget]) throws -> String {
        let (scene, driver) = try source.make(traits)
        var options = self.options
        let total = targets.allSatisfy(\.isSingleFrame) ? 1 : ProgressBar.wanted(quiet: quiet) ? frameCount(options) : nil
        let bar = ProgressBar(label: source.name, total: total, quiet: quiet)
        options.progress = { bar.update($0) }
        let start = ContinuousClock.now
        let summary: RenderSummary
        do {
            summary = try scene.render(driver, to: targets, options: options)
        } catch {
            // A range past the scene's end selects no frame, so the outputs fail empty; that is
            // the user's range, said so (exit 2), not an output's internal complaint.
            if let range = options.frames, let steps = stepCount(), !range.overlaps(0...max(0, steps - 1)) || steps == 0 {
                throw UsageError(message: "--frames \(range.lowerBound)..\(range.upperBound): \(source.name) has \(steps) step\(steps == 1 ? "" : "s") "
                                 + "(0..\(max(0, steps - 1))), so no frames are in that range")
            }
            throw error
        }
        bar.finish()
        let seconds = (ContinuousClock.now - start).seconds
        let outputs = targets.map { "\($0.displayPath) (\(Self.formatBytes($0.byteCount)))" }.joined(separator: ", ")
        return "\(source.name): \(summary.frames) frame\(summary.frames == 1 ? "" : "s") at \(Int(scene.screen.scale))x → \(outputs) in \(String(format: "%.2f", seconds)) s"
    }

    /// How many steps the scene has, driven once with no outputs (layout only); nil when that fails.
    func stepCount() -> Int? {
        guard let (scene, driver) = try? source.make(traits) else { return nil }
        return try? DriveLoop().run(SceneRun(scene: scene, driver: driver), into: []).steps
    }

    /// How many frames the outputs will get, for the progress bar's total: drivers make their
    /// steps as the scene runs, so a fresh copy of the scene is driven once with no outputs
    /// (layout only, nothing drawn). nil when that run fails: the real one reports why.
    func frameCount(_ options: RenderOptions) -> Int? {
        guard let (scene, driver) = try? source.make(traits),
              let steps = try? DriveLoop().run(SceneRun(scene: scene, driver: driver), into: []).steps, steps > 0 else { return nil }
        var frames = steps
        if let range = options.frames {
            let chosen = range.clamped(to: 0...(steps - 1))
            frames = range.overlaps(0...(steps - 1)) ? chosen.count : 0
        }
        return options.pingPong ? frames + max(0, frames - 2) : frames
    }

    static func formatBytes(_ n: Int) -> String {
        n >= 1_048_576 ? String(format: "%.1f MB", Double(n) / 1_048_576)
            : n >= 1024 ? String(format: "%.0f KB", Double(n) / 1024) : "\(n) B"
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
