import FlipbookRender
import FlipbookScene

/// `{"type": "offsets", "offsets": [0, 40, 80]}` or `{"type": "offsets", "from": 0, "to": 300, "step": 10}`:
/// the content offset of each frame, given.
extension SceneFileDriverReader {
    func readOffsets(_ r: ObjectReader) -> (any Driver)? {
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
    }
}
