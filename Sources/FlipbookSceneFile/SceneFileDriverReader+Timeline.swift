import FlipbookRender
import FlipbookScene

/// `{"type": "timeline", "duration": 2, "holdStart": 10, "holdEnd": 10}`: frames at the file's fps over
/// a span of scene time, for events and animations; nothing scrolls.
extension SceneFileDriverReader {
    func readTimeline(_ r: ObjectReader) -> (any Driver)? {
        guard let duration = r.required("duration")?.number(in: .seconds),
              let holdStart = r["holdStart"].map({ $0.int(in: .frames) }) ?? 0,
              let holdEnd = r["holdEnd"].map({ $0.int(in: .frames) }) ?? 0 else { return nil }
        // Each part is in range, so the sum cannot overflow.
        guard duration * fps + 1 + Double(holdStart + holdEnd) <= Double(SceneFileLimits.steps) else {
            log.add(r.path, "a timeline may have at most \(SceneFileLimits.steps) frames")
            return nil
        }
        return TimelineDriver(fps: fps, duration: duration, holdStart: holdStart, holdEnd: holdEnd)
    }
}
