import FlipbookMotion
import FlipbookRender
import FlipbookScene

/// The file's `"touches"`: scripted fingers on the scene's clock, for every driver.
///
/// ```json
/// "touches": [{"at": 0.4, "tap": "pay"}, {"at": 1.5, "tap": [195, 700], "hold": 0.5},
///             {"at": 2, "longPress": "photo"}, {"at": 3, "drag": "card", "by": [0, 300], "duration": 0.4, "easing": "easeOut"},
///             {"at": 4, "swipe": "pager", "direction": "left"},
///             {"at": 5, "pinch": "photo", "scale": 2, "spread": 100, "duration": 0.5},
///             {"at": 6, "rotate": "dial", "angle": 1.5708, "duration": 0.8}]
/// ```
/// The target is a view id (its centre) or a point on screen. `hold` is how long a tap or a long
/// press stays down (0.1 s and 0.8 s by default); a drag moves `by` points over `duration`
/// seconds with an `easing`; a swipe flicks 120 pt (`distance`) in 0.12 s; a pinch puts two
/// fingers `spread` points apart (100) across the target and moves them to `scale` times that;
/// a rotation turns two fingers by `angle` radians (positive: clockwise), both over `duration`
/// (0.5 s) with an `easing` (easeInOut).
struct SceneFileTouchesReader {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    /// At most this many scripted touches in a file.
    static let limit = 1000
    /// The longest a scripted finger stays down or moves, in seconds.
    static let longest = 10.0
    static let kinds = ["tap", "longPress", "drag", "swipe", "pinch", "rotate"]

    enum Gesture {
        case tap(hold: Double)
        case longPress(hold: Double)
        case drag(Vector, duration: Double, easing: FingerEasing)
        case swipe(SwipeGestureRecognizer.Direction, distance: Double)
        case pinch(scale: Double, spread: Double, duration: Double, easing: FingerEasing)
        case rotate(angle: Double, spread: Double, duration: Double, easing: FingerEasing)
    }

    struct ScriptedTouch {
        let target: TouchTarget
        let time: Double
        let gesture: Gesture

        func schedule(on scene: Scene) {
            switch gesture {
            case .tap(let hold): scene.tap(target, at: time, holding: hold)
            case .longPress(let hold): scene.longPress(target, at: time, holding: hold)
            case let .drag(by, duration, easing): scene.drag(target, by: by, duration: duration, easing: easing, at: time)
            case let .swipe(direction, distance): scene.swipe(target, direction, distance: distance, at: time)
            case let .pinch(scale, spread, duration, easing):
                scene.pinch(target, scale: scale, spread: spread, duration: duration, easing: easing, at: time)
            case let .rotate(angle, spread, duration, easing):
                scene.rotate(target, by: angle, spread: spread, duration: duration, easing: easing, at: time)
            }
        }
    }

    func read(_ node: Node, values: ValueReader) -> [ScriptedTouch] {
        guard let items = node.array else { return [] }
        guard items.count <= Self.limit else {
            log.add(node.path, "more than \(Self.limit) touches")
            return []
        }
        return items.compactMap { item in
            guard let o = item.object(["at", "hold", "by", "duration", "easing", "direction", "distance", "scale", "angle", "spread"]
                                      + Self.kinds) else { return nil }
            defer { o.finish() }
            guard let at = o.required("at")?.number(in: .seconds) else { return nil }
            let given = Self.kinds.filter { o[$0] != nil }
            guard given.count == 1, let kind = given.first, let targetNode = o[kind] else {
                log.add(o.path, "a touch is one of \(Self.kinds.map { "\"\($0)\"" }.joined(separator: ", ")), naming a view id or a point [x, y]")
                return nil
            }
            guard let target = target(targetNode) else { return nil }
            var keys: Set<String> = ["at", kind]
            func used(_ key: String) -> Node? { keys.insert(key); return o[key] }
            let gesture: Gesture?
            switch kind {
            case "tap", "longPress":
                var hold = kind == "tap" ? TouchTiming.tapHold : 0.8
                if let h = used("hold") {
                    guard let value = h.number(in: SceneFileRange(0...Self.longest)) else { return nil }
                    hold = value
                }
                gesture = kind == "tap" ? .tap(hold: hold) : .longPress(hold: hold)
            case "drag":
                guard let byNode = used("by") ?? o.required("by"),
                      let by = values.numbers(byNode, count: 2, in: .points),
                      let duration = (used("duration") ?? o.required("duration"))?.number(in: SceneFileRange(0.001...Self.longest))
                else { return nil }
                var easing = FingerEasing.linear
                if let e = used("easing") { easing = values.choice(e, FingerEasing.byName, what: "easing") ?? .linear }
                gesture = .drag(Vector(dx: by[0], dy: by[1]), duration: duration, easing: easing)
            case "pinch", "rotate":
                let amount: Double
                if kind == "pinch" {
                    guard let n = used("scale") ?? o.required("scale"), let value = n.number(in: SceneFileRange(0.01...100)) else { return nil }
                    amount = value
                } else {
                    guard let n = used("angle") ?? o.required("angle"), let value = n.number(in: .angle) else { return nil }
                    amount = value
                }
                var spread = 100.0, duration = 0.5, easing = FingerEasing.easeInOut
                if let n = used("spread") {
                    guard let value = n.number(in: SceneFileRange(1...10_000)) else { return nil }
                    spread = value
                }
                if let n = used("duration") {
                    guard let value = n.number(in: SceneFileRange(0.001...Self.longest)) else { return nil }
                    duration = value
                }
                if let e = used("easing") { easing = values.choice(e, FingerEasing.byName, what: "easing") ?? .easeInOut }
                gesture = kind == "pinch" ? .pinch(scale: amount, spread: spread, duration: duration, easing: easing)
                    : .rotate(angle: amount, spread: spread, duration: duration, easing: easing)
            default:
                guard let d = used("direction") ?? o.required("direction"),
                      let direction = values.choice(d, ["left": SwipeGestureRecognizer.Direction.left, "right": .right, "up": .up, "down": .down],
                                                    what: "direction") else { return nil }
                var distance = 120.0
                if let n = used("distance") {
                    guard let value = n.number(in: SceneFileRange(1...10_000)) else { return nil }
                    distance = value
                }
                gesture = .swipe(direction, distance: distance)
            }
            for key in o.keys where !keys.contains(key) {
                log.add("\(o.path).\(key)", "\"\(key)\" does nothing in a \(kind)")
            }
            return gesture.map { ScriptedTouch(target: target, time: at, gesture: $0) }
        }
    }

    private func target(_ node: Node) -> TouchTarget? {
        if case .array = node.value {
            guard let p = ValueReader(log: log).numbers(node, count: 2, in: .points) else { return nil }
            return .point(Point(x: p[0], y: p[1]))
        }
        guard let name = node.string else {
            log.add(node.path, "a touch names a view id or a point [x, y]")
            return nil
        }
        guard let view = context.views[name] else {
            context.unknownID(name, at: node.path)
            return nil
        }
        return .view(view)
    }
}
