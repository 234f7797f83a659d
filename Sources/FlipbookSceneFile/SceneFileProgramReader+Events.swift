import FlipbookScene

/// Events: bindings applied at a time, animated or at once.
extension SceneFileProgramReader {
    /// `{"at": 1.2, "animate": {"duration": 0.2, "curve": "easeInOut", "set": [bindings]}}` (or a
    /// `"spring"` instead of the curve, `"layout": true` to animate constraint constants, a
    /// `"delay"`, `"repeat"` and `"autoreverse"` as UIView's options), or
    /// `{"at": 1.2, "set": [bindings]}` for changes at once; `"every": 1, "times": 3` repeats it.
    /// `timed: false` reads a control's `onTap` change: the same without `"at"` (it runs on the tap).
    func readEvent(_ node: Node, timed: Bool = true) -> SceneFileProgram.Event? {
        guard let r = node.object(timed ? ["at", "every", "times", "animate", "set", "coreAnimation"] : ["animate", "set"]) else { return nil }
        defer { r.finish() }
        var at = 0.0
        var repeats: (every: Double, times: Int)?
        if timed {
            guard let time = r.required("at")?.number, time >= 0, time <= SceneFileLimits.seconds else {
                log.add("\(r.path).at", "an event needs \"at\": a time in 0…\(Int(SceneFileLimits.seconds)) s")
                return nil
            }
            at = time
            repeats = readRepeats(r)
        }
        if let layer = r["coreAnimation"] {
            if r["animate"] != nil || r["set"] != nil {
                log.add(r.path, "an event has \"coreAnimation\", \"animate\" or \"set\": one of them")
                return nil
            }
            guard let animation = readLayerAnimation(layer) else { return nil }
            return SceneFileProgram.Event(time: at, animation: nil, changes: [], repeats: repeats, layerAnimation: animation)
        }
        var event = readChanges(r, at: at)
        event?.repeats = repeats
        return event
    }

    /// `"every": 0.5, "times": 4`: both or neither; the last time within the file's seconds.
    private func readRepeats(_ r: ObjectReader) -> (every: Double, times: Int)? {
        switch (r["every"], r["times"]) {
        case (nil, nil): return nil
        case let (every?, times?):
            guard let interval = every.number, interval >= 0.01, interval <= SceneFileLimits.seconds else {
                log.add("\(r.path).every", "\"every\" is the time between repeats: 0.01…\(Int(SceneFileLimits.seconds)) s")
                return nil
            }
            guard let count = times.number, count == count.rounded(), count >= 1, count <= Double(SceneFileLimits.eventRepeats) else {
                log.add("\(r.path).times", "\"times\" is how often the event happens: a whole number in 1…\(SceneFileLimits.eventRepeats)")
                return nil
            }
            return (interval, Int(count))
        default:
            log.add(r.path, "a repeating event needs both \"every\" (seconds apart) and \"times\"")
            return nil
        }
    }

    private func readChanges(_ r: ObjectReader, at: Double) -> SceneFileProgram.Event? {
        switch (r["animate"], r["set"]) {
        case (let animate?, nil):
            guard let o = animate.object(["duration", "delay", "curve", "spring", "repeat", "autoreverse", "layout", "set",
                                          "keyframes", "calculationMode"]) else { return nil }
            defer { o.finish() }
            let laysOut = o.bool("layout") ?? false
            var delay = 0.0
            if let d = o["delay"] {
                if let value = d.number, (0...SceneFileLimits.seconds).contains(value) { delay = value } else {
                    log.add("\(o.path).delay", "an animation's delay is 0…\(Int(SceneFileLimits.seconds)) s")
                }
            }
            var options: AnimationOptions = []
            if o.bool("repeat") == true { options.insert(.repeat) }
            if o.bool("autoreverse") == true { options.insert(.autoreverse) }
            if !options.isEmpty, o["spring"] != nil {
                log.add(o.path, "a spring does not repeat or reverse here: give a \"curve\" and a \"duration\"")
                return nil
            }
            if o["keyframes"] != nil {
                return readKeyframes(o, at: at, laysOut: laysOut, delay: delay, options: options)
            }
            if let mode = o["calculationMode"] { log.add(mode.path, "\"calculationMode\" goes with \"keyframes\"") }
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
            let animation = SceneFileEventAnimation(timing: timing, laysOut: laysOut, delay: delay, options: options)
            return SceneFileProgram.Event(time: at, animation: animation, changes: changes)
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
