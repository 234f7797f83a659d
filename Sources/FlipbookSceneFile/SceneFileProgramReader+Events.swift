import FlipbookScene

/// Events: bindings applied at a time, animated or at once.
extension SceneFileProgramReader {
    /// `{"at": 1.2, "animate": {"duration": 0.2, "curve": "easeInOut", "set": [bindings]}}` (or a
    /// `"spring"` instead of the curve, and `"layout": true` to animate constraint constants), or
    /// `{"at": 1.2, "set": [bindings]}` for changes at once.
    /// `timed: false` reads a control's `onTap` change: the same without `"at"` (it runs on the tap).
    func readEvent(_ node: Node, timed: Bool = true) -> SceneFileProgram.Event? {
        guard let r = node.object(timed ? ["at", "animate", "set"] : ["animate", "set"]) else { return nil }
        defer { r.finish() }
        var at = 0.0
        if timed {
            guard let time = r.required("at")?.number, time >= 0, time <= SceneFileLimits.seconds else {
                log.add("\(r.path).at", "an event needs \"at\": a time in 0…\(Int(SceneFileLimits.seconds)) s")
                return nil
            }
            at = time
        }
        switch (r["animate"], r["set"]) {
        case (let animate?, nil):
            guard let o = animate.object(["duration", "curve", "spring", "layout", "set"]) else { return nil }
            defer { o.finish() }
            let laysOut = o.bool("layout") ?? false
            let changes = o.required("set")?.array.map { $0.compactMap(readBinding) }
            let timing: SceneFileEventTiming?
            if let spring = o["spring"] {
                if o["curve"] != nil { log.add("\(o.path).curve", "an animation has a \"curve\" or a \"spring\", not both") }
                timing = readSpring(spring, duration: o["duration"])
            } else {
                var duration = o.required("duration")?.number
                if let d = duration, !(0...SceneFileLimits.seconds).contains(d) {
                    log.add("\(o.path).duration", "an animation lasts 0…\(Int(SceneFileLimits.seconds)) s")
                    duration = nil
                }
                var curve = AnimationCurve.easeInOut
                if let c = o["curve"] { curve = ValueReader(log: log).choice(c, AnimationCurve.byName, what: "curve") ?? .easeInOut }
                timing = duration.map { .curve(duration: $0, curve) }
            }
            guard let timing, let changes else { return nil }
            return SceneFileProgram.Event(time: at, animation: SceneFileEventAnimation(timing: timing, laysOut: laysOut), changes: changes)
        case (nil, let set?):
            guard let list = set.array else { return nil }
            return SceneFileProgram.Event(time: at, animation: nil, changes: list.compactMap(readBinding))
        case (.some, .some):
            log.add(r.path, "an event has \"animate\" or \"set\", not both")
            return nil
        case (nil, nil):
            log.add(r.path, "an event needs \"animate\" or \"set\"")
            return nil
        }
    }
}
