import Foundation

extension Path {
    /// The part of the path between `start` and `end`, fractions (0…1) of its whole length,
    /// measured across every subpath in order: how `CAShapeLayer.strokeStart`/`strokeEnd` cut
    /// the stroke (developer.apple.com/documentation/quartzcore/cashapelayer/strokeend: "the
    /// relative location at which to stop stroking the path"). A closed subpath cut open is
    /// drawn open; the whole range returns the path as it is.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let s = max(0, min(1, start.isFinite ? start : 0)), e = max(0, min(1, end.isFinite ? end : 1))
        if s <= 0 && e >= 1 { return self }
        guard s < e else { return Path() }
        let subpaths = PathSegments(self).subpaths
        // Each curve's length, from its samples: and the samples' running lengths, to find a parameter.
        struct Measured { var cubic: PathSegments.Cubic; var runs: [Double] }
        var measured: [[Measured]] = []
        var total = 0.0
        for sub in subpaths {
            var list: [Measured] = []
            for c in sub.cubics {
                let pts = c.samples(Self.piecesPerCurve)
                var runs = [0.0]
                for i in 1..<pts.count { runs.append(runs[i - 1] + hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y)) }
                total += runs.last!
                list.append(Measured(cubic: c, runs: runs))
            }
            measured.append(list)
        }
        guard total > 0, total.isFinite else { return Path() }
        let from = s * total, to = e * total
        var out = Path()
        var walked = 0.0
        for list in measured {
            var open = false
            for m in list {
                let length = m.runs.last!
                defer { walked += length }
                let a = walked, b = walked + length
                guard b > from, a < to, length > 0 else { continue }
                let t0 = parameter(m.runs, at: max(0, from - a)), t1 = parameter(m.runs, at: min(length, to - a))
                let piece = m.cubic.slice(t0, t1)
                if !open { out.move(to: piece.p0); open = true }
                out.addCurve(to: piece.p1, control1: piece.c1, control2: piece.c2)
            }
        }
        return out
    }

    /// The curve parameter at `distance` along it, interpolated between the samples.
    private func parameter(_ runs: [Double], at distance: Double) -> Double {
        let n = runs.count - 1
        guard let length = runs.last, length > 0 else { return 0 }
        if distance >= length { return 1 }
        var i = 0
        while i < n - 1, runs[i + 1] < distance { i += 1 }
        let span = runs[i + 1] - runs[i]
        let f = span > 0 ? (distance - runs[i]) / span : 0
        return (Double(i) + f) / Double(n)
    }
}
