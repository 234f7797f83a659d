import CCairo
import FlipbookSupport

/// The underlines, strikethroughs and shadows of a layout, drawn by Flipbook rather than by
/// Pango (which has no shadows).
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
    /// The byte ranges an `NSShadow` shadows, with their shadow (a later one wins where they overlap).
    let shadows: [(bytes: Range<Int>, shadow: TextShadow)]

    init(styles: [TextStyle], text: String) {
        let offsets = TextOffsets(text: text)
        var spans = [Span]()
        var shadows: [(bytes: Range<Int>, shadow: TextShadow)] = []
        for style in styles {
            let bytes = offsets.byte(ofUTF16: style.range.lowerBound)..<offsets.byte(ofUTF16: style.range.upperBound)
            guard !bytes.isEmpty else { continue }
            if let shadow = style.shadow { shadows.append((bytes, shadow)) }
            if let line = style.underline, line.drawsLine {
                spans.append(Span(bytes: bytes, isStrikethrough: false, style: line, color: style.underlineColor ?? style.color))
            }
            if let line = style.strikethrough, line.drawsLine {
                spans.append(Span(bytes: bytes, isStrikethrough: true, style: line, color: style.strikethroughColor ?? style.color))
            }
        }
        self.spans = spans
        self.shadows = shadows
    }

    /// The shadows drawn, each once.
    var distinctShadows: [TextShadow] {
        var seen: [TextShadow] = []
        for (_, shadow) in shadows where shadow.color.alpha > 0 && !seen.contains(shadow) { seen.append(shadow) }
        return seen
    }

    /// Draws the glyphs of line `index` of `layout` that `shadow` shadows (the last shadow given
    /// for a range wins), as `TextBlock.draw` places the line: the silhouette a shadow is made
    /// from. The line is drawn clipped to each range's span of it (ranges need not end where
    /// Pango's runs do).
    func drawShadowed(by shadow: TextShadow, line index: Int32, of layout: PangoLayoutHandle, x lineX: Double,
                      left: Double, baseline: Double, into cr: OpaquePointer) {
        guard let line = pango_layout_get_line_readonly(layout.layout, index) else { return }
        let lineBytes = Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length)
        let scale = Double(PANGO_SCALE)
        for (i, span) in shadows.enumerated() where span.shadow == shadow && span.bytes.overlaps(lineBytes) {
            // Later ranges over this one are drawn by their own shadow.
            let later = shadows[(i + 1)...].filter { $0.shadow != shadow }.map(\.bytes)
            let bytes = span.bytes.clamped(to: lineBytes)
            for piece in Self.subtracting(later, from: bytes) where !piece.isEmpty {
                var start = PangoRectangle(), end = PangoRectangle()
                pango_layout_index_to_pos(layout.layout, Int32(clamping: piece.lowerBound), &start)
                pango_layout_index_to_pos(layout.layout, Int32(clamping: piece.upperBound), &end)
                // At the line's end the next index is on the next line: the line's right edge then.
                let endX = piece.upperBound >= lineBytes.upperBound ? Double.greatestFiniteMagnitude / 4 : Double(end.x) / scale
                let x0 = left + min(Double(start.x) / scale, endX), x1 = left + max(Double(start.x) / scale, endX)
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, x0, baseline - 10_000, min(x1 - x0, 1e6), 20_000)
                cairo_clip(cr)
                cairo_move_to(cr, left + lineX, baseline)
                pango_cairo_show_layout_line(cr, line)
                cairo_restore(cr)
            }
        }
    }

    /// `range` less every range of `others`, in order.
    private static func subtracting(_ others: [Range<Int>], from range: Range<Int>) -> [Range<Int>] {
        var pieces = [range]
        for other in others {
            pieces = pieces.flatMap { piece -> [Range<Int>] in
                guard piece.overlaps(other) else { return [piece] }
                return [piece.lowerBound..<max(piece.lowerBound, other.lowerBound), min(piece.upperBound, other.upperBound)..<piece.upperBound]
                    .filter { !$0.isEmpty }
            }
        }
        return pieces
    }

    /// Calls `body` for each glyph run of line `index`: the run, its byte range, its left edge,
    /// its baseline (raised by its rise) and its width, in the coordinates `left` and `baseline` are in.
    private func forEachRun(line index: Int32, of layout: PangoLayoutHandle, left: Double, baseline: Double,
                            _ body: (UnsafeMutablePointer<PangoLayoutRun>, Range<Int>, Double, Double, Double) -> Void) {
        guard let iter = pango_layout_get_iter(layout.layout) else { return }
        defer { pango_layout_iter_free(iter) }
        for _ in 0..<index { guard pango_layout_iter_next_line(iter) != 0 else { return } }
        let line = pango_layout_get_line_readonly(layout.layout, index)
        let scale = Double(PANGO_SCALE)
        repeat {
            guard pango_layout_iter_get_line_readonly(iter) == line else { break }
            // No run: the line's end.
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            let item = run.pointee.item.pointee
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, &ink, &logical)
            body(run, Int(item.offset)..<Int(item.offset + item.length), left + Double(logical.x) / scale,
                 baseline - Double(run.pointee.y_offset) / scale, Double(logical.width) / scale)
        } while pango_layout_iter_next_run(iter) != 0
    }

    /// Draws the decorations of line `index` of `layout`, whose baseline is at `baseline` and
    /// whose layout's left edge is at `left`, in `cr`'s current source where a span has no colour.
    func draw(line index: Int32, of layout: PangoLayoutHandle, left: Double, baseline: Double, into cr: OpaquePointer) {
        guard !spans.isEmpty else { return }
        let metrics = try? ThreadTextContext.measuring()
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let canvasScale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        forEachRun(line: index, of: layout, left: left, baseline: baseline) { run, bytes, x, runBaseline, width in
            let covering = spans.filter { $0.bytes.overlaps(bytes) }
            guard !covering.isEmpty, let font = run.pointee.item.pointee.analysis.font,
                  let lines = metrics.flatMap({ FontLines(font: font, canvasScale: canvasScale, context: $0) }) else { return }
            for span in covering {
                let (position, thickness) = span.isStrikethrough ? (lines.strikethrough, lines.strikethroughThickness)
                                                                 : (lines.underline, lines.underlineThickness)
                // Chosen: Apple documents thick and double, not their geometry; thick is twice the
                // font's thickness, double two lines one thickness apart (as TextKit draws them).
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
        }
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
