import Foundation

/// A path as drawn segment by segment: each a cubic (lines and quadratic curves raised to
/// cubics), grouped into subpaths that know whether they close. The one walk that containment,
/// reversing and trimming share.
struct PathSegments {
    struct Cubic { var p0, c1, c2, p1: Point }
    struct Subpath { var start: Point; var cubics: [Cubic]; var closed: Bool }
    var subpaths: [Subpath] = []

    init(_ path: Path) {
        var current: Subpath?
        var at = Point.zero
        func finish() { if let c = current { subpaths.append(c) }; current = nil }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(); current = Subpath(start: p, cubics: [], closed: false); at = p
            case .line(let p):
                current?.cubics.append(Cubic(p0: at, c1: Self.lerp(at, p, 1.0 / 3), c2: Self.lerp(at, p, 2.0 / 3), p1: p)); at = p
            case let .quadCurve(p, c):
                // The cubic that is the same curve: handles two thirds of the way to the control.
                current?.cubics.append(Cubic(p0: at, c1: Self.lerp(at, c, 2.0 / 3), c2: Self.lerp(p, c, 2.0 / 3), p1: p)); at = p
            case let .curve(p, c1, c2):
                current?.cubics.append(Cubic(p0: at, c1: c1, c2: c2, p1: p)); at = p
            case .close:
                if var c = current {
                    if at != c.start { c.cubics.append(Cubic(p0: at, c1: Self.lerp(at, c.start, 1.0 / 3), c2: Self.lerp(at, c.start, 2.0 / 3), p1: c.start)) }
                    c.closed = true
                    current = c
                    at = c.start
                    finish()
                    // Segments after a close without a move start again at the subpath's start.
                    current = Subpath(start: at, cubics: [], closed: false)
                }
            }
        }
        finish()
        // A move with nothing after it draws nothing.
        subpaths = subpaths.filter { !$0.cubics.isEmpty || $0.closed }
    }

    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
}

extension PathSegments.Cubic {
    func point(at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Sample points along the curve, ends included (`pieces` + 1 of them).
    func samples(_ pieces: Int) -> [Point] { (0...pieces).map { point(at: Double($0) / Double(pieces)) } }

    /// The part between parameters `t0` and `t1` (de Casteljau's construction, twice).
    func slice(_ t0: Double, _ t1: Double) -> Self {
        let right = split(at: t0).1
        guard t0 < 1 else { return Self(p0: p1, c1: p1, c2: p1, p1: p1) }
        return right.split(at: (t1 - t0) / (1 - t0)).0
    }

    func split(at t: Double) -> (Self, Self) {
        let l = PathSegments.lerp
        let a = l(p0, c1, t), b = l(c1, c2, t), c = l(c2, p1, t)
        let d = l(a, b, t), e = l(b, c, t), m = l(d, e, t)
        return (Self(p0: p0, c1: a, c2: d, p1: m), Self(p0: m, c1: e, c2: c, p1: p1))
    }

    var reversed: Self { Self(p0: p1, c1: c2, c2: c1, p1: p0) }
}

extension Path {
    /// How many straight pieces stand for one curve when measuring or testing containment
    /// (CHOSEN: 32 keeps a 100 pt quarter circle within 0.01 pt).
    static let piecesPerCurve = 32

    /// Whether `point` is inside the filled path, by the non-zero winding rule or, when
    /// `evenOdd`, the even-odd rule (`UIBezierPath.contains`, `CGPath.contains(_:using:)`).
    /// Open subpaths count as closed, as filling closes them.
    public func contains(_ point: Point, evenOdd: Bool = false) -> Bool {
        var winding = 0
        for sub in PathSegments(self).subpaths {
            var pts: [Point] = [sub.start]
            for c in sub.cubics { pts += isStraight(c) ? [c.p1] : Array(c.samples(Self.piecesPerCurve).dropFirst()) }
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private func isStraight(_ c: PathSegments.Cubic) -> Bool {
        c.c1 == PathSegments.lerp(c.p0, c.p1, 1.0 / 3) && c.c2 == PathSegments.lerp(c.p0, c.p1, 2.0 / 3)
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) }

    /// The same outline drawn the other way: each subpath reversed, in reverse order
    /// (`UIBezierPath.reversing()`). Straight segments stay lines.
    public func reversed() -> Path {
        var out = Path()
        for sub in PathSegments(self).subpaths.reversed() {
            guard let last = sub.cubics.last else { continue }
            out.move(to: last.p1)
            for c in sub.cubics.reversed() {
                let r = c.reversed
                if isStraight(c) { out.addLine(to: r.p1) } else { out.addCurve(to: r.p1, control1: r.c1, control2: r.c2) }
            }
            if sub.closed { out.closeSubpath() }
        }
        return out
    }
}
