import FlipbookRender
import FlipbookScene

/// The file's `"touches"`: scripted taps on the scene's clock, for every driver.
///
/// ```json
/// "touches": [{"at": 0.4, "tap": "pay"}, {"at": 1.5, "tap": [195, 700], "hold": 0.5}]
/// ```
/// `tap` is a view id (its centre is tapped) or a point on screen; `hold` is how long the
/// finger stays down (`TouchTiming.tapHold`, 0.1 s, by default).
struct SceneFileTouchesReader {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    /// At most this many scripted touches in a file.
    static let limit = 1000
    /// The longest a scripted finger stays down, in seconds.
    static let longestHold = 10.0

    struct ScriptedTap {
        let target: TouchTarget
        let time: Double
        let hold: Double
    }

    func read(_ node: Node, values: ValueReader) -> [ScriptedTap] {
        guard let items = node.array else { return [] }
        guard items.count <= Self.limit else {
            log.add(node.path, "more than \(Self.limit) touches")
            return []
        }
        return items.compactMap { item in
            guard let o = item.object(["at", "tap", "hold"]) else { return nil }
            defer { o.finish() }
            guard let at = o.required("at")?.number(in: .seconds), let tap = o.required("tap") else { return nil }
            var hold = TouchTiming.tapHold
            if let h = o["hold"] {
                guard let value = h.number(in: SceneFileRange(0...Self.longestHold)) else { return nil }
                hold = value
            }
            let target: TouchTarget
            if case .array = tap.value {
                guard let p = values.numbers(tap, count: 2, in: .points) else { return nil }
                target = .point(Point(x: p[0], y: p[1]))
            } else if let name = tap.string {
                guard let view = context.views[name] else {
                    context.unknownID(name, at: tap.path)
                    return nil
                }
                target = .view(view)
            } else {
                log.add(tap.path, "a tap names a view id or a point [x, y]")
                return nil
            }
            return ScriptedTap(target: target, time: at, hold: hold)
        }
    }
}
