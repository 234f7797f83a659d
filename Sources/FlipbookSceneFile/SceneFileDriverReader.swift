import FlipbookScene
import FlipbookSupport

/// The `driver` section: what moves the scene from frame to frame. Its `type` decides its keys,
/// each type's reader is a file of its own (`SceneFileDriverReader+Offsets.swift`, …), and a
/// key of another type is refused by name rather than ignored:
///
/// ```json
/// "driver": {"type": "drag", "step": 10}
/// ```
/// says `$.driver.step: "step" is not a key of a "drag" driver; it belongs to "offsets"`.
struct SceneFileDriverReader {
    let context: SceneFileBuildContext
    let fps: Double
    var log: ProblemLog { context.log }

    /// Each driver type's keys besides `type`.
    static let keysByType: [String: [String]] = [
        "offsets": ["offsets", "from", "to", "step"],
        "deltas": ["deltas", "delta", "count", "holdStart"],
        "drag": ["gestures", "hold", "axis"],
        "timeline": ["duration", "holdStart", "holdEnd"],
        "transitions": ["events", "tail"],
    ]
    static let types = ["offsets", "deltas", "drag", "timeline", "transitions"]

    func read(_ node: Node) -> (any Driver)? {
        guard let r = node.typedObject(keysByType: Self.keysByType, noun: "driver") else { return nil }
        defer { r.finish() }
        guard let typeNode = r.required("type"), let type = typeNode.string else { return nil }
        switch type {
        case "offsets": return readOffsets(r)
        case "deltas": return readDeltas(r)
        case "drag": return readDrag(r)
        case "timeline": return readTimeline(r)
        case "transitions": return readTransitions(r)
        default:
            let hint = Suggest.closest(to: type, in: Self.types).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(typeNode.path, "unknown driver \"\(type)\"\(hint)")
            return nil
        }
    }

    /// A driver that would make no step: no frame could be written, so the file is refused here
    /// rather than by an output that finds itself empty.
    func noFrames(_ place: String) -> (any Driver)? {
        log.add(place, "the driver makes no frames: give it at least one step")
        return nil
    }
}
