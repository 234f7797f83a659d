import FlipbookRender

/// Where the finger touched in the last few steps, newest last: drawn as a translucent dot with
/// a fading trail of smaller dots behind it. A step with no touch (the finger lifted) clears it,
/// so nothing shows after the release.
struct FingerTrail {
    /// Positions kept, the current one included.
    static let length = 6
    /// About a fingertip's size.
    static let radius = 18.0
    static let fill = Color(white: 0.2, alpha: 0.35)
    /// A white ring keeps the dot visible on dark content as well as light.
    static let ring = Color(white: 1, alpha: 0.85)

    private(set) var points: [Point] = []
    /// The other fingers down now (a pinch's second finger): drawn as dots without a trail.
    private(set) var others: [Point] = []

    mutating func record(_ touch: Point?, others: [Point] = []) {
        self.others = others.filter { $0.x.isFinite && $0.y.isFinite }
        guard let touch, touch.x.isFinite, touch.y.isFinite else { points = []; self.others = []; return }
        points.append(touch)
        if points.count > Self.length { points.removeFirst(points.count - Self.length) }
    }

    func ops() -> [DrawOp] {
        guard let finger = points.last else { return [] }
        var ops: [DrawOp] = []
        let earlier = points.dropLast()
        for (k, p) in earlier.enumerated() {
            // Older positions are smaller and fainter.
            let f = Double(k + 1) / Double(earlier.count + 1)
            let r = 3 + 5 * f
            ops.append(.fill(.ellipse(Self.circle(p, r)), Self.fill.withAlpha(0.1 + 0.25 * f)))
        }
        for p in [finger] + others {
            ops.append(.fill(.ellipse(Self.circle(p, Self.radius)), Self.fill))
            ops.append(.stroke(.ellipse(Self.circle(p, Self.radius - 1)), Self.ring, width: 2))
        }
        return ops
    }

    static func circle(_ p: Point, _ r: Double) -> Rect { Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r) }
}
