import Foundation
import Flipbook

/// `render` and `demo`: one scene into one or more outputs in a single pass, through the same
/// `Scene.render` a Swift user calls, with a progress bar and a summary line around it.
struct SceneRendering {
    let source: SceneSource
    var scale: Double?
    var device: Screen?
    var quiet = false
    var options = RenderOptions()

    init(source: SceneSource) { self.source = source }

    func run(to targets: [OutputTarget]) throws -> String {
        let (scene, driver) = try source.make(scale: scale, device: device)
        var options = self.options
        let bar = ProgressBar(label: source.name, total: targets.allSatisfy(\.isSingleFrame) ? 1 : nil, quiet: quiet)
        options.progress = { bar.update($0) }
        let start = ContinuousClock.now
        let summary = try scene.render(driver, to: targets, options: options)
        bar.finish()
        let seconds = (ContinuousClock.now - start).seconds
        let outputs = targets.map { "\($0.displayPath) (\(Self.formatBytes($0.byteCount)))" }.joined(separator: ", ")
        return "\(source.name): \(summary.frames) frame\(summary.frames == 1 ? "" : "s") at \(Int(scene.screen.scale))x → \(outputs) in \(String(format: "%.2f", seconds)) s"
    }

    static func formatBytes(_ n: Int) -> String {
        n >= 1_048_576 ? String(format: "%.1f MB", Double(n) / 1_048_576)
            : n >= 1024 ? String(format: "%.0f KB", Double(n) / 1024) : "\(n) B"
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
