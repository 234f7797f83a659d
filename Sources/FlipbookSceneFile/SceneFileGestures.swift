import FlipbookScene
import FlipbookSupport

/// A view's `"gestures"`: recognizers attached to it, each with what it does when it
/// recognizes (`onRecognize`, the same as a button's `onTap`: a transition or changes).
///
/// ```json
/// "gestures": [{"type": "tap", "taps": 2, "onRecognize": {"set": [{"set": "heart.alpha", "to": "1"}]}},
///              {"type": "longPress", "minimumDuration": 0.3, "onRecognize": {"action": "present", "controller": "menu"}},
///              {"type": "swipe", "direction": "left", "onRecognize": {"action": "pop"}},
///              {"type": "pinch", "onRecognize": {"action": "present", "controller": "viewer"}}]
/// ```
/// A tap or swipe runs its `onRecognize` when it is recognized; the continuous ones (long press,
/// pan, pinch, rotation) when they begin.
struct SceneFileGestures {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    static let keysByType: [String: [String]] = [
        "tap": ["taps"],
        "longPress": ["minimumDuration", "allowableMovement"],
        "swipe": ["direction"],
        "pan": ["minimumTouches", "maximumTouches"],
        "pinch": [],
        "rotation": [],
    ]
    /// At most this many recognizers on one view.
    static let limit = 20

    func read(_ node: Node, onto view: View, values: ValueReader) {
        guard let items = node.array else { return }
        guard items.count <= Self.limit else { log.add(node.path, "more than \(Self.limit) gestures on one view"); return }
        for item in items {
            guard case .object(let pairs) = item.value else { log.add(item.path, "a gesture is an object with a \"type\""); continue }
            let type: String
            if let typeNode = pairs[key: "type"], case .string(let name) = typeNode.value { type = name } else { type = "" }
            guard let extra = Self.keysByType[type] else {
                let hint = Suggest.closest(to: type, in: Self.keysByType.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
                log.add("\(item.path).type", "unknown gesture type \"\(type)\" (tap, longPress, swipe, pan, pinch, rotation)\(hint)")
                continue
            }
            guard let o = item.object(["type", "onRecognize"] + extra) else { continue }
            defer { o.finish() }
            let gesture: GestureRecognizer
            switch type {
            case "tap":
                let tap = TapGestureRecognizer()
                if let n = o["taps"] {
                    guard let taps = n.int(in: SceneFileRange(1...10, whole: true)) else { continue }
                    tap.numberOfTapsRequired = taps
                }
                gesture = tap
            case "longPress":
                let press = LongPressGestureRecognizer()
                if let n = o["minimumDuration"] {
                    guard let d = n.number(in: SceneFileRange(0...10)) else { continue }
                    press.minimumPressDuration = d
                }
                if let n = o["allowableMovement"] {
                    guard let d = n.number(in: SceneFileRange(0...1000)) else { continue }
                    press.allowableMovement = d
                }
                gesture = press
            case "pan":
                let pan = PanGestureRecognizer()
                if let n = o["minimumTouches"] {
                    guard let k = n.int(in: SceneFileRange(1...10, whole: true)) else { continue }
                    pan.minimumNumberOfTouches = k
                }
                if let n = o["maximumTouches"] {
                    guard let k = n.int(in: SceneFileRange(1...10, whole: true)) else { continue }
                    pan.maximumNumberOfTouches = k
                }
                gesture = pan
            case "pinch":
                gesture = PinchGestureRecognizer()
            case "rotation":
                gesture = RotationGestureRecognizer()
            default:
                let swipe = SwipeGestureRecognizer()
                if let d = o["direction"] {
                    guard let direction = values.choice(d, ["left": SwipeGestureRecognizer.Direction.left, "right": .right,
                                                            "up": .up, "down": .down], what: "direction") else { continue }
                    swipe.direction = direction
                }
                gesture = swipe
            }
            view.addGestureRecognizer(gesture)
            if let action = o.required("onRecognize") { context.pendingTaps.append((.gesture(gesture), action)) }
        }
    }
}
