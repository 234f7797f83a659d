import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// The driver of a scene file: offsets, a drag, or a timeline.
extension SceneFileBuilder {
    /// A driver that would make no step: no frame could be written, so the file is refused here
    /// rather than by an output that finds itself empty.
    private func noFrames(_ place: String) -> (any Driver)? {
        log.add(place, "the driver makes no frames: give it at least one step")
        return nil
    }

    func readDriver(_ node: Node?, fps: Double) -> (any Driver)? {
        guard let node, let r = node.object(["type", "offsets", "from", "to", "step", "gestures", "hold", "duration",
                                              "holdStart", "holdEnd", "deltas", "delta", "count", "events", "tail"]) else { return nil }
        defer { r.finish() }
        guard let typeNode = r.required("type"), let type = typeNode.string else { return nil }
        switch type {
        case "offsets":
            if let list = r["offsets"]?.array {
                guard list.count <= SceneFileLimits.steps else {
                    log.add("\(r.path).offsets", "more than \(SceneFileLimits.steps) offsets")
                    return nil
                }
                guard !list.isEmpty else { return noFrames("\(r.path).offsets") }
                let ys = list.compactMap { $0.number(in: .points) }
                return OffsetsDriver(offsets: ys.map { Point(x: 0, y: $0) }, fps: fps)
            }
            guard let from = r.required("from")?.number(in: .points), let to = r.required("to")?.number(in: .points),
                  let step = r.required("step")?.number(in: .points) else { return nil }
            guard step != 0, (to - from) / step >= 0, (to - from) / step < Double(SceneFileLimits.steps) else {
                log.add(r.path, "from, to and step must give 1…\(SceneFileLimits.steps) offsets")
                return nil
            }
            return OffsetsDriver(y: from, through: to, by: step, fps: fps)
        case "deltas":
            // A finger moving a steady amount per frame from wherever the content is.
            var deltas: [Double]
            if let list = r["deltas"]?.array {
                guard list.count <= SceneFileLimits.steps else {
                    log.add("\(r.path).deltas", "more than \(SceneFileLimits.steps) steps")
                    return nil
                }
                guard !list.isEmpty else { return noFrames("\(r.path).deltas") }
                deltas = list.compactMap { $0.number(in: .points) }
            } else {
                guard let delta = r.required("delta")?.number(in: .points),
                      let count = r.required("count")?.int(in: .frames) else { return nil }
                guard let holdStart = r["holdStart"].map({ $0.int(in: .frames) }) ?? 0 else { return nil }
                guard count + holdStart > 0 else { return noFrames(r.path) }
                guard count + holdStart <= SceneFileLimits.steps else {
                    log.add(r.path, "count and holdStart must give at most \(SceneFileLimits.steps) steps")
                    return nil
                }
                deltas = Array(repeating: 0, count: holdStart) + Array(repeating: delta, count: count)
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
                guard let o = g.object(["drag", "duration", "easing", "velocity", "wait"]) else { continue }
                defer { o.finish() }
                if let wait = o["wait"]?.number {
                    guard wait >= 0, wait <= SceneFileLimits.seconds else {
                        log.add(g.path, "wait must be 0…\(Int(SceneFileLimits.seconds)) s"); continue
                    }
                    gestures.append(.wait(wait))
                    total += wait
                } else if let dragNode = o["drag"] {
                    guard let segments = readDragSegments(dragNode, in: o) else { continue }
                    let velocity = o["velocity"]?.number
                    if let velocity, abs(velocity) > Self.dragLimit {
                        log.add("\(o.path).velocity", "velocity must be within ±\(Int(Self.dragLimit)) pt/s"); continue
                    }
                    gestures.append(.drag(segments, releaseVelocity: velocity))
                    total += segments.reduce(0) { $0 + $1.duration }
                } else {
                    log.add(g.path, "a gesture is {\"drag\": points, \"duration\": s, \"easing\": name, \"velocity\": pt/s}, "
                            + "{\"drag\": [{\"by\": points, \"duration\": s, \"easing\": name}, …]} or {\"wait\": s}")
                }
            }
            guard total <= SceneFileLimits.seconds else {
                log.add("\(r.path).gestures", "gestures last more than \(Int(SceneFileLimits.seconds)) s")
                return nil
            }
            let holdValue = r["hold"]?.number ?? 5
            // Range-checked before it becomes an Int (a huge number would trap the conversion).
            guard holdValue >= 0, holdValue <= Double(SceneFileLimits.steps), holdValue == holdValue.rounded() else {
                log.add("\(r.path).hold", "hold must be a whole number of frames, 0…\(SceneFileLimits.steps)"); return nil
            }
            var driver = DragDriver(fps: fps, gestures: gestures, holdFrames: Int(holdValue))
            driver.maxSeconds = min(SceneFileLimits.seconds, Double(SceneFileLimits.steps) / fps)
            return driver
        case "timeline":
            guard let duration = r.required("duration")?.number(in: .seconds),
                  let holdStart = r["holdStart"].map({ $0.int(in: .frames) }) ?? 0,
                  let holdEnd = r["holdEnd"].map({ $0.int(in: .frames) }) ?? 0 else { return nil }
            // Each part is in range, so the sum cannot overflow.
            guard duration * fps + 1 + Double(holdStart + holdEnd) <= Double(SceneFileLimits.steps) else {
                log.add(r.path, "a timeline may have at most \(SceneFileLimits.steps) frames")
                return nil
            }
            return TimelineDriver(fps: fps, duration: duration, holdStart: holdStart, holdEnd: holdEnd)
        case "transitions":
            return readTransitions(r, fps: fps)
        default:
            let hint = Suggest.closest(to: type, in: ["offsets", "deltas", "drag", "timeline", "transitions"]).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(typeNode.path, "unknown driver \"\(type)\"\(hint)")
            return nil
        }
    }
}

/// A drag gesture's finger path: one stretch (`"drag": points` with `duration` and `easing` beside
/// it) or several (`"drag": [{"by", "duration", "easing"}, …]`), every number range-checked.
extension SceneFileBuilder {
    /// Largest drag (pt) and release velocity (pt/s) a scene file may ask for.
    static let dragLimit = 1e6

    func readDragSegments(_ node: Node, in gesture: ObjectReader) -> [FingerPath.Segment]? {
        if case .array = node.value {
            guard gesture["duration"] == nil, gesture["easing"] == nil else {
                log.add(gesture.path, "a drag with a list of segments gives each its own duration and easing")
                return nil
            }
            let items = node.array ?? []
            guard !items.isEmpty, items.count <= 1000 else {
                log.add(node.path, "a drag needs 1…1000 segments"); return nil
            }
            var segments: [FingerPath.Segment] = []
            for item in items {
                guard let o = item.object(["by", "duration", "easing"]) else { return nil }
                defer { o.finish() }
                guard let segment = dragSegment(by: o.required("by"), duration: o.required("duration"),
                                                easing: o["easing"], at: o.path) else { return nil }
                segments.append(segment)
            }
            return segments
        }
        return dragSegment(by: node, duration: gesture.required("duration"), easing: gesture["easing"], at: gesture.path)
            .map { [$0] }
    }

    private func dragSegment(by byNode: Node?, duration durationNode: Node?, easing easingNode: Node?,
                             at path: String) -> FingerPath.Segment? {
        guard let by = byNode?.number, let duration = durationNode?.number else { return nil }
        guard abs(by) <= Self.dragLimit else {
            log.add(path, "a drag moves at most \(Int(Self.dragLimit)) points"); return nil
        }
        guard duration > 0, duration <= SceneFileLimits.seconds else {
            log.add(path, "a drag needs a duration of more than 0 and at most \(Int(SceneFileLimits.seconds)) s"); return nil
        }
        var easing = FingerEasing.linear
        if let easingNode {
            guard let name = easingNode.string else { return nil }
            guard let known = FingerEasing(rawValue: name) else {
                let names = FingerEasing.allCases.map(\.rawValue)
                let hint = Suggest.closest(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
                log.add(easingNode.path, "unknown easing \"\(name)\" (one of \(names.joined(separator: ", ")))\(hint)")
                return nil
            }
            easing = known
        }
        return FingerPath.Segment(by: by, duration: duration, easing: easing)
    }
}
