import Foundation

/// A path as a way to move along, as `CAKeyframeAnimation.path` moves a layer's position: by
/// segment (each of the path's lines and curves gets an equal share of the time, or the share its
/// key times give, with the curve's parameter running evenly within it) or paced (one speed along
/// the whole length). The angle is the direction of travel, for `rotationMode`.
///
/// ```swift
/// var p = Path(); p.move(to: .zero); p.addLine(to: Point(x: 100, y: 0)); p.addLine(to: Point(x: 100, y: 50))
/// PathMotion(p).sample(at: 0.5, paced: false, keyTimes: nil)?.point   // (100, 0): the corner
/// ```
package struct PathMotion: Sendable {
    private let cubics: [PathSegments.Cubic]
    /// Running lengths of each curve's samples, for pacing.
    private let runs: [[Double]]
    private let total: Double

    package init(_ path: Path) {
        cubics = PathSegments(path).subpaths.flatMap(\.cubics)
        var runs: [[Double]] = [], total = 0.0
        for c in cubics {
            let pts = c.samples(Path.piecesPerCurve)
            var run = [0.0]
            for i in 1..<pts.count { run.append(run[i - 1] + hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y)) }
            total += run.last!
            runs.append(run)
        }
        self.runs = runs
        self.total = total.isFinite ? total : 0
    }

    /// How many segments the path has: `keyTimes` for it have one more entry.
    package var segmentCount: Int { cubics.count }

    /// Where the way is at fraction `u` (0…1) of the time, and the direction it heads; nil for a
    /// path with no segments. Key times must number one more than the segments (else they are
    /// ignored and the shares are equal).
    package func sample(at u: Double, paced: Bool, keyTimes: [Double]?) -> (point: Point, angle: Double)? {
        guard !cubics.isEmpty else { return nil }
        let u = max(0, min(1, u.isFinite ? u : 0))
        let (index, t): (Int, Double)
        if paced, total > 0 {
            (index, t) = locate(distance: u * total)
        } else if let times = keyTimes, times.count == cubics.count + 1 {
            var i = 0
            while i + 1 < cubics.count, u >= times[i + 1] { i += 1 }
            let span = times[i + 1] - times[i]
            (index, t) = (i, span > 0 ? max(0, min(1, (u - times[i]) / span)) : 1)
        } else {
            let scaled = u * Double(cubics.count)
            let i = min(cubics.count - 1, Int(scaled))
            (index, t) = (i, scaled - Double(i))
        }
        let c = cubics[index]
        return (c.point(at: t), Self.heading(c, at: t))
    }

    /// The curve and parameter at `distance` along the whole way.
    private func locate(distance: Double) -> (Int, Double) {
        var walked = 0.0
        for (i, run) in runs.enumerated() {
            let length = run.last!
            if distance <= walked + length || i == runs.count - 1 {
                let d = max(0, min(length, distance - walked))
                guard length > 0 else { return (i, 1) }
                var k = 0
                while k < run.count - 2, run[k + 1] < d { k += 1 }
                let span = run[k + 1] - run[k]
                let f = span > 0 ? (d - run[k]) / span : 0
                return (i, (Double(k) + f) / Double(run.count - 1))
            }
            walked += length
        }
        return (runs.count - 1, 1)
    }

    /// The direction of travel at `t`: the derivative, or the chord where a control point sits on
    /// an end (the derivative vanishes there).
    private static func heading(_ c: PathSegments.Cubic, at t: Double) -> Double {
        let u = 1 - t
        let dx = 3 * u * u * (c.c1.x - c.p0.x) + 6 * u * t * (c.c2.x - c.c1.x) + 3 * t * t * (c.p1.x - c.c2.x)
        let dy = 3 * u * u * (c.c1.y - c.p0.y) + 6 * u * t * (c.c2.y - c.c1.y) + 3 * t * t * (c.p1.y - c.c2.y)
        if abs(dx) + abs(dy) > 1e-12 { return atan2(dy, dx) }
        return atan2(c.p1.y - c.p0.y, c.p1.x - c.p0.x)
    }
}
