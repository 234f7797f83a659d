import FlipbookRender
import FlipbookScene

/// `{"type": "deltas", "deltas": [0, -4, -8]}` or `{"type": "deltas", "delta": -6, "count": 40, "holdStart": 5}`:
/// a finger moving the content by a given amount each frame, from wherever it is.
extension SceneFileDriverReader {
    func readDeltas(_ r: ObjectReader) -> (any Driver)? {
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
    }
}
