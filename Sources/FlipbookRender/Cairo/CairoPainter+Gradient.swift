import CCairo
import Foundation

extension CairoPainter {
    /// Fills `shape` with `gradient`: Cairo's linear and radial patterns for axial and radial
    /// gradients (vector shadings in a PDF), and a mesh of wedge patches for a conic one,
    /// which Cairo lacks (`conicMesh`). A raster canvas keeps the result (`GradientCache`).
    func fill(_ shape: Shape, with gradient: Gradient) throws {
        guard !gradient.stops.isEmpty, gradient.transform.inverse != nil else { return }
        if try fillKept(shape, with: gradient) { return }
        try fillDirectly(shape, with: gradient)
    }

    func fillDirectly(_ shape: Shape, with gradient: Gradient) throws {
        guard !gradient.stops.isEmpty, let inverse = gradient.transform.inverse else { return }
        let pattern: OpaquePointer?
        switch gradient.kind {
        case let .axial(start, end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case let .radial(c0, r0, c1, r1):
            pattern = cairo_pattern_create_radial(c0.x, c0.y, max(0, r0), c1.x, c1.y, max(0, r1))
        case let .conic(center, angle):
            pattern = conicMesh(gradient, center: center, angle: angle, covering: shape.bounds, inverse: inverse)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        if case .conic = gradient.kind {} else {
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)), c.red, c.green, c.blue, c.alpha)
            }
            // Cairo has one extend mode for both ends; padding one end only is drawn as both (CHOSEN).
            cairo_pattern_set_extend(pattern, gradient.extendsBefore || gradient.extendsAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        }
        // The pattern's matrix maps user space to the pattern's own: the inverse of `transform`.
        var m = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
        cairo_pattern_set_matrix(pattern, &m)
        try checkCairo(cairo_pattern_status(pattern), "making a gradient")
        addPath(shape)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// The most wedges a conic gradient is cut into, stops aside (CHOSEN: 64 wedges of 5.6°).
    static let conicWedges = 64

    /// A conic gradient as a mesh: one patch per wedge from the centre, its two outer corners
    /// on a circle past the area's farthest point, its colour varying along the arc only. Each
    /// stop begins a wedge, so within a wedge the colour runs linearly between its two ends, as
    /// between stops; the only departure from the exact ramp is that a patch interpolates along
    /// its arc's Bézier parameter rather than the angle, which for a 5.6° cubic arc differs by
    /// under 0.1 % of the wedge: well under one level of 255.
    private func conicMesh(_ gradient: Gradient, center: Point, angle: Double, covering area: Rect, inverse: AffineTransform) -> OpaquePointer? {
        let box = inverse.apply(to: area)
        let corners = [Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY)]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 1
        guard radius.isFinite, angle.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
        var cuts = Set((0...Self.conicWedges).map { Double($0) / Double(Self.conicWedges) })
        for stop in gradient.stops where stop.location > 0 && stop.location < 1 { cuts.insert(stop.location) }
        let ordered = cuts.sorted()
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        for i in 1..<ordered.count {
            let f0 = ordered[i - 1], f1 = ordered[i]
            guard f1 - f0 > 1e-9 else { continue }
            let a0 = angle + f0 * 2 * .pi, a1 = angle + f1 * 2 * .pi
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            // Just below the far end's colour a stop's own colour begins; sample inside the wedge.
            let c0 = gradient.color(at: f0 + 1e-12), c1 = gradient.color(at: f1 - 1e-12)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, p0.x - k * radius * sin(a0), p0.y + k * radius * cos(a0),
                                        p1.x + k * radius * sin(a1), p1.y - k * radius * cos(a1), p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
