import CCairo
import FlipbookSupport

extension CairoPainter {
    /// Adds a path's elements to the current Cairo path. Quadratic curves become the cubic that
    /// is the same curve (Cairo has none); a path with a non-finite point adds nothing, as
    /// Cairo would put the context in an error state for good.
    func addPath(_ path: Path) {
        guard path.isFinite else { return }
        var at = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y); at = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); at = p
            case let .quadCurve(p, c):
                cairo_curve_to(cr, at.x + 2 / 3 * (c.x - at.x), at.y + 2 / 3 * (c.y - at.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                at = p
            case let .curve(p, c1, c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); at = p
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                at = Point(x: x, y: y)
            }
        }
    }

    /// Strokes with the style's caps, joins, miter limit and dashes, leaving the context's
    /// line state as it was.
    func strokePath(_ shape: Shape, _ color: Color, _ style: StrokeStyle) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        addPath(shape)
        setSource(color)
        cairo_set_line_width(cr, CheckedNumber.clamped(style.width.isFinite ? style.width : 0, to: 0...Double(Rasterizer.maxPixelsPerSide)))
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, CheckedNumber.clamped(style.miterLimit.isFinite ? style.miterLimit : 10, to: 1...1e4))
        // Cairo puts the context in an error state for a negative length or an all-zero
        // pattern; Core Graphics draws such a line solid, and so does this.
        let dash = style.dash.prefix(Self.maxDashes)
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0 {
            let phase = style.dashPhase.isFinite ? style.dashPhase : 0
            Array(dash).withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        }
        cairo_stroke(cr)
    }

    /// The most dash lengths used (CHOSEN: a pattern is a handful; a huge one from code is cut).
    static let maxDashes = 1024
}
