import CCairo
import FlipbookSupport

/// The underlines and strikethroughs of a layout, drawn by Flipbook rather than by Pango.
///
/// Why not Pango's own attributes: Pango 1.50.12 divides a font's underline and strikethrough
/// metrics by the context's scale, so on a 2x or 3x canvas its lines are half or a third as thick
/// and as far from the baseline (a strikethrough then runs along the baseline). Here the metrics
/// come from a context without a scale, and the styles UIKit has and Pango has not are drawn too:
/// `thick` twice the font's thickness, `double` two lines a thickness apart.
struct TextDecorations {
    /// One decorated byte range of the layout's text.
    struct Span {
        var bytes: Range<Int>
        var isStrikethrough: Bool
        var style: UnderlineStyle
        /// Nil: the colour the run's glyphs are drawn in.
        var color: Color?
    }

    let spans: [Span]

    init(styles: [TextStyle], text: String) {
        let offsets = TextOffsets(text: text)
        var spans = [Span]()
        for style in styles {
            let bytes = offsets.byte(ofUTF16: style.range.lowerBound)..<offsets.byte(ofUTF16: style.range.upperBound)
            guard !bytes.isEmpty else { continue }
            if let line = style.underline, line.drawsLine {
                spans.append(Span(bytes: bytes, isStrikethrough: false, style: line, color: style.underlineColor ?? style.color))
            }
            if let line = style.strikethrough, line.drawsLine {
                spans.append(Span(bytes: bytes, isStrikethrough: true, style: line, color: style.strikethroughColor ?? style.color))
            }
        }
        self.spans = spans
    }

    var isEmpty: Bool { spans.isEmpty }

    /// Draws the decorations of line `index` of `layout`, whose baseline is at `baseline` and
    /// whose layout's left edge is at `left`, in `cr`'s current source where a span has no colour.
    func draw(line index: Int32, of layout: PangoLayoutHandle, left: Double, baseline: Double, into cr: OpaquePointer) {
        guard !spans.isEmpty, let iter = pango_layout_get_iter(layout.layout) else { return }
        defer { pango_layout_iter_free(iter) }
        for _ in 0..<index { guard pango_layout_iter_next_line(iter) != 0 else { return } }
        let metrics = try? ThreadTextContext.measuring()
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let canvasScale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let line = pango_layout_get_line_readonly(layout.layout, index)
        let scale = Double(PANGO_SCALE)
        repeat {
            guard pango_layout_iter_get_line_readonly(iter) == line else { break }
            // No run: the line's end.
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            let item = run.pointee.item.pointee
            let bytes = Int(item.offset)..<Int(item.offset + item.length)
            let covering = spans.filter { $0.bytes.overlaps(bytes) }
            guard !covering.isEmpty, let font = item.analysis.font,
                  let lines = metrics.flatMap({ FontLines(font: font, canvasScale: canvasScale, context: $0) }) else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, &ink, &logical)
            let x = left + Double(logical.x) / scale, width = Double(logical.width) / scale
            let runBaseline = baseline - Double(run.pointee.y_offset) / scale
            for span in covering {
                let (position, thickness) = span.isStrikethrough ? (lines.strikethrough, lines.strikethroughThickness)
                                                                 : (lines.underline, lines.underlineThickness)
                let height = span.style.rawValue & 0x0F == UnderlineStyle.thick.rawValue ? 2 * thickness : thickness
                cairo_save(cr)
                if let color = span.color { cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha) }
                // Pango's and TextKit's convention: the position is the line's top edge, up from the baseline.
                cairo_new_path(cr)
                cairo_rectangle(cr, x, runBaseline - position, width, height)
                if span.style.isDouble { cairo_rectangle(cr, x, runBaseline - position + 2 * thickness, width, thickness) }
                cairo_fill(cr)
                cairo_restore(cr)
            }
        } while pango_layout_iter_next_run(iter) != 0
    }
}

/// A font's underline and strikethrough placement in points, measured without a canvas scale.
struct FontLines {
    var underline: Double, underlineThickness: Double
    var strikethrough: Double, strikethroughThickness: Double

    /// The lines of `font` (a run's, shaped under a canvas scale of `canvasScale`), loaded again
    /// at its size in points on `context` (one without a scale). A run's font describes itself at
    /// its size on the canvas, the scale multiplied in.
    init?(font: UnsafeMutablePointer<PangoFont>, canvasScale: Double, context: PangoTextContext) {
        guard canvasScale.isFinite, canvasScale > 0, let desc = pango_font_describe_with_absolute_size(font) else { return nil }
        defer { pango_font_description_free(desc) }
        let points = Double(pango_font_description_get_size(desc)) / canvasScale
        pango_font_description_set_absolute_size(desc, CheckedNumber.clamped(points, to: 1...(4000 * Double(PANGO_SCALE))))
        guard let unscaled = pango_font_map_load_font(context.fontMap.map, context.pangoContext, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(unscaled)) }
        guard let metrics = pango_font_get_metrics(unscaled, nil) else { return nil }
        defer { pango_font_metrics_unref(metrics) }
        let scale = Double(PANGO_SCALE)
        underline = Double(pango_font_metrics_get_underline_position(metrics)) / scale
        underlineThickness = max(Double(pango_font_metrics_get_underline_thickness(metrics)) / scale, 0.05)
        strikethrough = Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale
        strikethroughThickness = max(Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale, 0.05)
    }
}
