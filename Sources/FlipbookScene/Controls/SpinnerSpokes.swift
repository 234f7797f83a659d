import FlipbookRender

/// The iOS 13+ activity spinner: 8 rounded spokes around a centre, the brightest one stepping
/// round once a second, the others fading behind it. Shared by `ActivityIndicatorView` and
/// `RefreshControl`. Sizes CHOSEN to match the `.medium` (20 pt) and `.large` (37 pt) spinners.
enum SpinnerSpokes {
    static let count = 8
    /// Seconds per revolution: CHOSEN.
    static let period = 1.0
    /// The faintest spoke's alpha: CHOSEN.
    static let faintest = 0.25

    struct Geometry {
        let inner: Double, outer: Double, width: Double
        static let medium = Geometry(inner: 4.5, outer: 9.5, width: 2.4)
        static let large = Geometry(inner: 8.5, outer: 17.5, width: 4.2)
    }

    /// The spokes at `time` (nil: still, spoke 0 brightest), the first `visible` of them drawn
    /// (a refresh control shows them one by one as it is pulled).
    static func ops(center c: Point, geometry g: Geometry, color: Color, time: Double?, visible: Int = count) -> [DrawOp] {
        let head = time.map { Int((($0 / period) * Double(count)).rounded(.down)) % count } ?? 0
        var ops: [DrawOp] = []
        for i in 0..<min(max(0, visible), count) {
            // Spoke 0 points up; they go round clockwise.
            let angle = Double(i) / Double(count) * 2 * Double.pi
            let behind = ((head - i) % count + count) % count
            let alpha = time == nil ? 1 : 1 - (1 - faintest) * Double(behind) / Double(count - 1)
            ops.append(.fill(.polygon(capsule(center: c, angle: angle, g)), color.withAlpha(alpha * colorAlpha(color))))
        }
        return ops
    }

    private static func colorAlpha(_ color: Color) -> Double { color.alpha }

    /// A spoke as a capsule: two half circles (6 points each) joined, turned by `angle`.
    private static func capsule(center c: Point, angle: Double, _ g: Geometry) -> [Point] {
        let r = g.width / 2
        var local: [Point] = []
        for k in 0...6 {   // the outer end, left to right over the top
            let a = Double.pi + Double(k) / 6 * Double.pi
            local.append(Point(x: r * cos(a), y: -(g.outer - r) + r * sin(a)))
        }
        for k in 0...6 {   // the inner end, right to left under the bottom
            let a = Double(k) / 6 * Double.pi
            local.append(Point(x: r * cos(a), y: -(g.inner + r) + r * sin(a)))
        }
        let s = sin(angle), co = cos(angle)
        return local.map { Point(x: c.x + $0.x * co - $0.y * s, y: c.y + $0.x * s + $0.y * co) }
    }
}
