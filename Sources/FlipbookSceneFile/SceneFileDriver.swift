import FlipbookRender
import FlipbookScene

/// The driver of a scene file: offsets, a drag, or a timeline.
extension SceneFileBuilder {
    func readDriver(_ node: Node?, fps: Double) -> (any Driver)? {
        guard let node, let r = node.object(["type", "offsets", "from", "to", "step", "gestures", "hold", "duration",
                                              "holdStart", "holdEnd", "deltas", "delta", "count"]) else { return nil }
        defer { r.finish() }
        guard let typeNode = r.required("type"), let type = typeNode.string else { return nil }
        switch type {
        case "offsets":
            if let list = r["offsets"]?.array {
                guard list.count <= SceneFileLimits.steps else {
                    log.add("\(r.path).offsets", "more than \(SceneFileLimits.steps) offsets")
                    return nil
                }
                let ys = list.compactMap(\.number)
                return OffsetsDriver(offsets: ys.map { Point(x: 0, y: $0) }, fps: fps)
            }
            guard let from = r.required("from")?.number, let to = r.required("to")?.number,
                  let step = r.required("step")?.number else { return nil }
            guard step != 0, (to - from) / step >= 0, (to - from) / step < Double(SceneFileLimits.steps) else {
                log.add(r.path, "from, to and step must give 1…\(SceneFileLimits.steps) offsets")
                return nil
            }
            return OffsetsDriver(y: from, through: to, by: step, fps: fps)
        case "deltas":
            // A finger moving a steady amount per frame from wherever the content is.
            var deltas: [Double]
            if let list = r["deltas"]?.array {
                deltas = list.compactMap(\.number)
            } else {
                guard let delta = r.required("delta")?.number, let count = r.required("count")?.number else { return nil }
                let holdStart = r["holdStart"]?.number ?? 0
                guard count >= 0, holdStart >= 0, count + holdStart <= Double(SceneFileLimits.steps) else {
                    log.add(r.path, "count and holdStart must give at most \(SceneFileLimits.steps) steps")
                    return nil
                }
                deltas = Array(repeating: 0, count: Int(holdStart)) + Array(repeating: delta, count: Int(count))
            }
            guard deltas.count <= SceneFileLimits.steps else {
                log.add(r.path, "more than \(SceneFileLimits.steps) steps")
                return nil
            }
            return DeltasDriver(deltas: deltas.map { Point(x: 0, y: $0) }, fps: fps)
        case "drag":
            var gestures: [DragDriver.Gesture] = []
            var total = 0.0
            for g in r.required("gestures")?.array ?? [] {
                guard let o = g.object(["drag", "duration", "velocity", "wait"]) else { continue }
                defer { o.finish() }
                if let wait = o["wait"]?.number {
                    guard wait >= 0 else { log.add(g.path, "wait must not be negative"); continue }
                    gestures.append(.wait(wait))
                    total += wait
                } else if let by = o["drag"]?.number {
                    guard let duration = o.required("duration")?.number, duration > 0 else {
                        log.add(g.path, "a drag needs a positive duration")
                        continue
                    }
                    gestures.append(.drag(by: by, duration: duration, releaseVelocity: o["velocity"]?.number))
                    total += duration
                } else {
                    log.add(g.path, "a gesture is {\"drag\": points, \"duration\": s, \"velocity\": pt/s} or {\"wait\": s}")
                }
            }
            guard total <= SceneFileLimits.seconds else {
                log.add("\(r.path).gestures", "gestures last more than \(Int(SceneFileLimits.seconds)) s")
                return nil
            }
            let hold = Int(r["hold"]?.number ?? 5)
            guard hold >= 0, hold <= SceneFileLimits.steps else { log.add("\(r.path).hold", "hold must be 0…\(SceneFileLimits.steps) frames"); return nil }
            var driver = DragDriver(fps: fps, gestures: gestures, holdFrames: hold)
            driver.maxSeconds = min(SceneFileLimits.seconds, Double(SceneFileLimits.steps) / fps)
            return driver
        case "timeline":
            guard let duration = r.required("duration")?.number else { return nil }
            let holdStart = Int(r["holdStart"]?.number ?? 0), holdEnd = Int(r["holdEnd"]?.number ?? 0)
            guard duration >= 0, duration * fps + Double(holdStart + holdEnd) <= Double(SceneFileLimits.steps),
                  holdStart >= 0, holdEnd >= 0 else {
                log.add(r.path, "a timeline may have at most \(SceneFileLimits.steps) frames")
                return nil
            }
            return TimelineDriver(fps: fps, duration: duration, holdStart: holdStart, holdEnd: holdEnd)
        default:
            let hint = Suggest.closest(to: type, in: ["offsets", "deltas", "drag", "timeline"]).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(typeNode.path, "unknown driver \"\(type)\"\(hint)")
            return nil
        }
    }
}
