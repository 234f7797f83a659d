import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// `{"type": "drag", "gestures": [{"drag": -300, "duration": 0.4, "velocity": -800}, {"wait": 1}], "hold": 5}`:
/// fingers dragging the scroll view, released with a velocity it decelerates from, as UIKit's does.
/// A drag's finger path is one stretch (`"drag": points` with `duration` and `easing` beside it)
/// or several (`"drag": [{"by", "duration", "easing"}, …]`), every number range-checked.
extension SceneFileDriverReader {
    func readDrag(_ r: ObjectReader) -> (any Driver)? {
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
        if let a = r["axis"] {
            driver.axis = ValueReader(log: log).choice(a, ["vertical": LayoutAxis.vertical, "horizontal": .horizontal], what: "axis") ?? .vertical
        }
        driver.maxSeconds = min(SceneFileLimits.seconds, Double(SceneFileLimits.steps) / fps)
        return driver
    }

    /// Largest drag (pt) and release velocity (pt/s) a scene file may ask for.
    static let dragLimit = 1e6

    private func readDragSegments(_ node: Node, in gesture: ObjectReader) -> [FingerPath.Segment]? {
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
