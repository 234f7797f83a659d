import FlipbookScene

/// Events: bindings applied at a time, animated or at once.
extension SceneFileProgramReader {
    /// `{"at": 1.2, "animate": {"duration": 0.2, "curve": "easeInOut", "set": [bindings]}}`, or
    /// `{"at": 1.2, "set": [bindings]}` for changes at once.
    func readEvent(_ node: Node) -> SceneFileProgram.Event? {
        guard let r = node.object(["at", "animate", "set"]) else { return nil }
        defer { r.finish() }
        guard let at = r.required("at")?.number, at >= 0, at <= SceneFileLimits.seconds else {
            log.add("\(r.path).at", "an event needs \"at\": a time in 0…\(Int(SceneFileLimits.seconds)) s")
            return nil
        }
        switch (r["animate"], r["set"]) {
        case (let animate?, nil):
            guard let o = animate.object(["duration", "curve", "set"]) else { return nil }
            defer { o.finish() }
            var duration = o.required("duration")?.number
            if let d = duration, !(0...SceneFileLimits.seconds).contains(d) {
                log.add("\(o.path).duration", "an animation lasts 0…\(Int(SceneFileLimits.seconds)) s")
                duration = nil
            }
            var curve = AnimationCurve.easeInOut
            if let c = o["curve"] { curve = ValueReader(log: log).choice(c, AnimationCurve.byName, what: "curve") ?? .easeInOut }
            let changes = o.required("set")?.array.map { $0.compactMap(readBinding) }
            guard let duration, let changes else { return nil }
            return SceneFileProgram.Event(time: at, animation: (duration, curve), changes: changes)
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
