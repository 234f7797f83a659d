import FlipbookRender

/// Chooses a handout's frames as they stream past, holding only the ones it keeps and the
/// latest (whose fate the next frame decides), so memory grows with the frames shown, not the
/// frames run.
///
/// Key frames are the first and the last, and where the motion the trace records (see
/// `TraceGeometry.motion(to:)`, between consecutive frames) starts (the still frame before it),
/// stops (the first still frame after it) or where the scroll offset turns (a frame it moves into
/// one way and out of the other).
///
/// ```swift
/// var chooser = KeyFrameChooser(choice: .keyFrames)
/// for frame in frames { chooser.add(frame) }
/// let shown = chooser.finish()       // in step order, each with its `reasons`
/// ```
public struct KeyFrameChooser {
    public let choice: HandoutFrameChoice
    /// Frames chosen so far, in order (the latest frame is not among them until decided).
    public private(set) var chosen: [HandoutFrame] = []
    /// Frames added so far.
    public private(set) var seen = 0
    private var latest: HandoutFrame?
    /// Motion and scroll change into `latest` from the frame before it.
    private var motionIn = 0.0
    private var scrollIn: Point?

    public init(choice: HandoutFrameChoice) { self.choice = choice }

    public mutating func add(_ frame: HandoutFrame) {
        var frame = frame
        defer { seen += 1 }
        if case .every(let k) = choice {
            if seen % max(1, k) == 0 { frame.reasons.insert(.sampled) }
        }
        if seen == 0 { frame.reasons.insert(.first) }
        guard var previous = latest else {
            latest = frame
            return
        }
        let motionOut = previous.geometry.motion(to: frame.geometry)
        let scrollOut = previous.geometry.scrollDelta(to: frame.geometry)
        if case .keyFrames = choice {
            let still = TraceGeometry.stillness
            // The first frame has no motion into it to compare: it is "first", not "starts".
            if !previous.reasons.contains(.first), motionIn <= still && motionOut > still { previous.reasons.insert(.starts) }
            if motionIn > still && motionOut <= still { previous.reasons.insert(.stops) }
            if Self.turns(scrollIn, scrollOut) { previous.reasons.insert(.turns) }
        }
        if !previous.reasons.isEmpty { chosen.append(previous) }
        latest = frame
        motionIn = motionOut
        scrollIn = scrollOut
    }

    /// The frames to show, in step order; the last frame added is always among them.
    public mutating func finish() -> [HandoutFrame] {
        if var last = latest {
            last.reasons.insert(.last)
            chosen.append(last)
            latest = nil
        }
        return chosen
    }

    /// Frames chosen so far plus the latest, which will at least be shown as the last: what
    /// the handout would hold if the run ended now.
    public var countIfEndedNow: Int { chosen.count + (latest == nil ? 0 : 1) }

    /// Opposite directions (each a real move, not rounding noise).
    static func turns(_ a: Point?, _ b: Point?) -> Bool {
        guard let a, let b else { return false }
        let still = TraceGeometry.stillness
        guard abs(a.x) + abs(a.y) > still, abs(b.x) + abs(b.y) > still else { return false }
        return a.x * b.x + a.y * b.y < 0
    }
}
