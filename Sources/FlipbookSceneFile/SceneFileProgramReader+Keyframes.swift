import FlipbookScene

/// An event's `"keyframes"`: `UIView.animateKeyframes(withDuration:delay:options:animations:)`
/// with one `addKeyframe(withRelativeStartTime:relativeDuration:)` per item.
extension SceneFileProgramReader {
    static let calculationModes: [String: KeyframeAnimationOptions] = [
        "linear": .calculationModeLinear, "discrete": .calculationModeDiscrete, "paced": .calculationModePaced,
        "cubic": .calculationModeCubic, "cubicPaced": .calculationModeCubicPaced,
    ]

    /// `{"duration": 2, "calculationMode": "cubic", "keyframes": [{"start": 0, "duration": 0.5, "set": [bindings]}, …]}`:
    /// `start` and `duration` are fractions of the animation's duration (0…1, and the keyframe
    /// ends by 1), as UIKit's relative times; at most `SceneFileLimits.keyframes` of them. A
    /// `curve` eases the whole animation (ease in-out when none, as UIKit's keyframes are).
    func readKeyframes(_ o: ObjectReader, at: Double, laysOut: Bool, delay: Double, options: AnimationOptions) -> SceneFileProgram.Event? {
        if let node = o["spring"] {
            log.add(node.path, "keyframes take a \"curve\" over the whole animation, not a spring")
            return nil
        }
        if let set = o["set"] {
            log.add(set.path, "an animation has \"set\" or \"keyframes\", not both")
            return nil
        }
        guard let duration = o.required("duration")?.number(in: .seconds), let list = o["keyframes"]?.array else { return nil }
        guard !list.isEmpty, list.count <= SceneFileLimits.keyframes else {
            log.add("\(o.path).keyframes", "keyframes are a list of 1…\(SceneFileLimits.keyframes) items")
            return nil
        }
        var mode = KeyframeAnimationOptions.calculationModeLinear
        if let node = o["calculationMode"] {
            guard let chosen = ValueReader(log: log).choice(node, Self.calculationModes, what: "calculation mode") else { return nil }
            mode = chosen
        }
        var keyframes: [SceneFileKeyframe] = []
        for item in list {
            guard let k = item.object(["start", "duration", "set"]) else { continue }
            defer { k.finish() }
            let unit = SceneFileRange(0...1)
            guard let start = k.required("start")?.number(in: unit), let length = k.required("duration")?.number(in: unit),
                  let changes = k.required("set")?.array.map({ $0.compactMap(readBinding) }) else { continue }
            guard start + length <= 1 + 1e-9 else {
                log.add(k.path, "a keyframe ends by the animation's end: start + duration is at most 1")
                continue
            }
            keyframes.append(SceneFileKeyframe(start: start, duration: length, changes: changes))
        }
        guard keyframes.count == list.count else { return nil }
        // UIKit eases the whole keyframe animation with the curve bits app code passes through
        // the options' raw value, ease in-out when none (UIView.h's default curve).
        var curve = AnimationCurve.easeInOut
        if let c = o["curve"] { curve = ValueReader(log: log).choice(c, AnimationCurve.byName, what: "curve") ?? .easeInOut }
        var animation = SceneFileEventAnimation(timing: .curve(duration: duration, curve), laysOut: laysOut, delay: delay, options: options)
        animation.keyframes = keyframes
        animation.calculationMode = mode
        return SceneFileProgram.Event(time: at, animation: animation, changes: [])
    }
}
