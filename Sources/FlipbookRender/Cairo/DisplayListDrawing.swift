import CCairo

/// Draws a `DisplayList` into a Cairo context you own (a PDF, SVG or PostScript page, or any
/// surface) as vectors: text stays text, shapes stay paths, images are embedded. The same
/// painter as `Rasterizer`, placed at a position and scale instead of filling a canvas.
///
/// ```swift
/// // Into a PDF page (see `PDFDocument`, which wraps exactly this):
/// try DisplayListDrawing.draw(list, into: cr, at: Point(x: 36, y: 72), scale: 0.375)
/// ```
///
/// The context is left as it was found (`cairo_save`/`cairo_restore`); what is drawn is clipped
/// to the list's canvas, `size × scale` user units from `origin`.
public enum DisplayListDrawing {
    /// - Parameters:
    ///   - context: a `cairo_t *`; drawing happens in its current user space.
    ///   - origin: where the canvas's top-left corner lands, in that user space.
    ///   - scale: user units per display-list point (0.5 draws a 390 pt screen 195 units wide);
    ///     finite and in `1e-4...1e4`.
    public static func draw(_ list: DisplayList, into context: OpaquePointer, at origin: Point, scale: Double) throws {
        guard scale.isFinite, (1e-4...1e4).contains(scale), origin.x.isFinite, origin.y.isFinite,
              list.size.width.isFinite, list.size.height.isFinite else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_INVALID_MATRIX)),
                                    context: "placing a display list at (\(origin.x), \(origin.y)) × \(scale)")
        }
        // This thread's raster context: its layout cache keys layouts by surface kind and matrix,
        // so a label on every page of a handout is shaped once, as in raster frames (issue 33:
        // five 10,000-character labels were laid out afresh for every page's frame).
        let text = try ThreadTextContext.current()
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, origin.x, origin.y)
        var placement = cairo_matrix_t()
        cairo_get_matrix(context, &placement)
        cairo_new_path(context)
        cairo_rectangle(context, 0, 0, max(0, list.size.width) * scale, max(0, list.size.height) * scale)
        cairo_clip(context)
        // Ops outside any group are in list points, as on a raster canvas.
        cairo_scale(context, scale, scale)
        // Over whatever lies beneath: a PDF can only take Cairo's SOURCE operator by falling
        // back to pixels, and a clear background then draws nothing, as on a fresh canvas.
        if list.background.alpha > 0 {
            cairo_set_source_rgba(context, list.background.red, list.background.green,
                                  list.background.blue, list.background.alpha)
            cairo_paint(context)
        }
        var painter = CairoPainter(cr: context, scale: scale, text: text, placement: placement)
        // Groups left open (a list cut short, or an error mid-way) are closed, so the
        // `cairo_restore` above returns the caller's own state, not a group's.
        do {
            for (index, op) in list.ops.enumerated() {
                // A page has no pixels to blur: a backdrop comes from the list rasterised so far.
                if case .beginGroup(let group) = op, group.backdrop != nil {
                    painter.pageBackdrop = try BackdropBlurPage(list, through: index)
                }
                try painter.draw(op)
                painter.pageBackdrop = nil
            }
        } catch {
            painter.closeOpenGroups()
            throw error
        }
        painter.closeOpenGroups()
        try checkCairo(cairo_status(context), "drawing the display list")
    }
}
