import Foundation
import FlipbookEncode
import FlipbookRender
import FlipbookScene

/// Renders one built-in scene into one or more outputs in a single pass (the scene is driven
/// and rasterized once, whatever the number of outputs).
struct SceneRendering {
    let source: SceneSource
    let scale: Double?
    let fps: Double?
    let frame: Int?
    let quiet: Bool
    var tracePath: String? = nil
    var pingPong = false
    var device: Screen? = nil
    var gifOptions = GIFOptions()
    /// Only steps in this range become frames (the scene still runs through the others).
    var frames: ClosedRange<Int>? = nil

    func run(to targets: [OutputTarget]) throws -> String {
        let (built, driver, sceneFPS) = try source.make(scale: scale, device: device)
        // Auto Layout's warnings (conflicts broken, ambiguity) go to stderr as UIKit logs them.
        let warn: (String) -> Void = { FileHandle.standardError.write("flipbook: warning: \($0)\n".data(using: .utf8)!) }
        built.layoutWarnings.forEach(warn)
        built.onLayoutWarning = warn
        var loop = RenderLoop(scene: built, driver: driver)
        let onlyOneFrame = targets.allSatisfy(\.isSingleFrame)
        let wanted = frame ?? 0
        if onlyOneFrame { loop.includesStep = { $0.index == wanted } }
        else if let frames { loop.includesStep = { frames.contains($0.index) } }
        let sinks = try targets.map { try $0.makeSink(fps: fps ?? sceneFPS, frame: wanted, gif: gifOptions) }
        var traceLines: [String] = []
        if tracePath != nil { loop.observeStep = { step, scene in traceLines.append(StepTrace.line(for: step, in: scene)) } }
        loop.pingPong = pingPong
        let bar = ProgressBar(label: source.name, total: onlyOneFrame ? 1 : nil, quiet: quiet)
        loop.progress = { bar.update($0) }
        let start = ContinuousClock.now
        let summary = try loop.run(into: sinks)
        bar.finish()
        if let tracePath {
            try AtomicFile.write(Array((traceLines.joined(separator: "\n") + "\n").utf8), to: URL(fileURLWithPath: tracePath))
        }
        let seconds = (ContinuousClock.now - start).seconds
        let outputs = targets.map { "\($0.displayPath) (\(Self.formatBytes($0.byteCount)))" }.joined(separator: ", ")
        return "\(source.name): \(summary.frames) frame\(summary.frames == 1 ? "" : "s") at \(Int(built.screen.scale))x → \(outputs) in \(String(format: "%.2f", seconds)) s"
    }

    static func formatBytes(_ n: Int) -> String {
        n >= 1_048_576 ? String(format: "%.1f MB", Double(n) / 1_048_576)
            : n >= 1024 ? String(format: "%.0f KB", Double(n) / 1024) : "\(n) B"
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
