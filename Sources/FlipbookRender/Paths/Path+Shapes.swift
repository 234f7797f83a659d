import Foundation

extension Path {
    /// A closed rectangle, clockwise on screen from the top-left corner, as `CGPath(rect:)`.
    public mutating func addRect(_ r: Rect) {
        let r = r.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `r`: four cubic quarters (the standard κ = 0.5523 construction),
    /// starting at the right-hand point, as `CGPath(ellipseIn:)`.
    public mutating func addEllipse(in r: Rect) {
        let r = r.standardized
        var unit = Path()
        unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, increasingAngle: true)
        let place = AffineTransform(scaleX: r.width / 2, y: r.height / 2).concatenating(AffineTransform(translationX: r.midX, y: r.midY))
        let ellipse = unit.applying(place)
        for e in ellipse.elements { append(e) }
        closeSubpath()
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` (radians, 0 along +x),
    /// as cubic curves of at most a quarter turn each. `increasingAngle` is UIKit's
    /// `clockwise: true` for `UIBezierPath` (y grows downwards, so growing angles turn clockwise
    /// on screen) and `clockwise: false` for `CGPath`, whose "clockwise" is Core Graphics'
    /// y-up sense. A line joins the current point to the arc's start; with no current point the
    /// arc begins a subpath. The sweep is taken the chosen way round, at most one full turn.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, increasingAngle: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        if increasingAngle {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        let r = abs(radius)
        let start = Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // The cubic closest to a circular arc of angle θ puts its handles k = 4/3·tan(θ/4) radii along the tangents.
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
            let p1 = Point(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
            let c1 = Point(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0))
            let c2 = Point(x: p1.x + k * r * sin(a1), y: p1.y - k * r * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2)
            a0 = a1
        }
    }

    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`: a line from the current point
    /// towards `tangent1End`, then the arc of `radius` tangent to both lines (to `tangent2End`).
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
        guard let p0 = currentPoint else { return }
        let v1 = Point(x: p0.x - t1.x, y: p0.y - t1.y), v2 = Point(x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { addLine(to: t1); return }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let d = radius / tan(angle / 2)
        let a = Point(x: t1.x + v1.x / l1 * d, y: t1.y + v1.y / l1 * d)
        let b = Point(x: t1.x + v2.x / l2 * d, y: t1.y + v2.y / l2 * d)
        // The centre is `radius` from both tangent points, on the inside of the corner.
        let bis = Point(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bis.x, bis.y)
        let h = radius / sin(angle / 2)
        let c = Point(x: t1.x + bis.x / bl * h, y: t1.y + bis.y / bl * h)
        addLine(to: a)
        let s = atan2(a.y - c.y, a.x - c.x), e = atan2(b.y - c.y, b.x - c.x)
        addArc(center: c, radius: radius, startAngle: s, endAngle: e, increasingAngle: cross < 0)
    }
}
