import CCairo
import FlipbookRender

/// The floor: the same display list drawn straight into Cairo with nothing a rasterizer could
/// avoid. Text is shaped once per distinct run up front (Pango, the rasterizer's own fonts) and
/// kept as glyph arrays with their scaled fonts, so a frame only calls `cairo_show_glyphs`;
/// images are wrapped as Cairo surfaces once; a group only saves state when it clips or fades
/// (transforms are absolute, so an opaque, unclipped group just sets the matrix). Shadows are
/// the rasterizer's own code (a blur has no cheaper floor here).
///
/// Not a renderer: attributed colours are not applied per glyph run, and glyph positions are
/// taken at the first frame's font matrix. Its pixels are close to, not equal to, the real ones.
final class FloorReplayer {
    /// One glyph run of a shaped text: a font and positions relative to the layout's top-left.
    struct GlyphRun {
        let font: OpaquePointer   // cairo_scaled_font_t, referenced
        var glyphs: [cairo_glyph_t]
    }
    struct ShapedText {
        var runs: [GlyphRun]
        var size: Size
        var visibleHeight: Double?
    }
    struct TextKey: Hashable {
        var text: String, font: Font, width: Double, lines: Int
        var alignment: TextAlignment, mode: LineBreakMode, styles: [TextStyle]
        init(_ r: TextRun) {
            text = r.text; font = r.font; width = r.frame.width; lines = r.numberOfLines
            alignment = r.alignment; mode = r.lineBreakMode; styles = r.styles
        }
    }

    private let context: PangoTextContext
    private var shaped: [TextKey: ShapedText] = [:]
    private var surfaces: [ObjectIdentifier: OpaquePointer] = [:]
    private var keepAlive: [DecodedImage] = []

    init() throws { context = try PangoTextContext() }

    deinit {
        for text in shaped.values { for run in text.runs { cairo_scaled_font_destroy(run.font) } }
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// Shapes every distinct text run and wraps every image of `lists` (not timed).
    func prepare(_ lists: [DisplayList]) {
        guard let first = lists.first else { return }
        // Shaping under the same font options and matrix a scale-`s` canvas gives.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, first.scale, first.scale)
        pango_cairo_update_context(cr, context.pangoContext)
        for list in lists {
            for op in list.ops {
                switch op {
                case .text(let run) where !run.text.isEmpty && run.frame.width > 0 && run.frame.height > 0:
                    let key = TextKey(run)
                    if shaped[key] == nil { shaped[key] = shape(run) }
                case .image(let ref, _, _):
                    let id = ObjectIdentifier(ref.image)
                    if surfaces[id] == nil, let s = wrap(ref.image) { surfaces[id] = s; keepAlive.append(ref.image) }
                default: break
                }
            }
        }
    }

    private func shape(_ run: TextRun) -> ShapedText {
        let handle = context.makeLayout(text: run.text, font: run.font, width: run.frame.width,
                                        numberOfLines: run.numberOfLines, alignment: run.alignment,
                                        lineBreakMode: run.lineBreakMode)
        handle.apply(run.styles, text: run.text)
        var runs: [GlyphRun] = []
        if let iter = pango_layout_get_iter(handle.layout) {
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let item = pango_layout_iter_get_run_readonly(iter) else { continue }
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iter, &ink, &logical)
                let baseline = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
                var x = Double(logical.x) / Double(PANGO_SCALE)
                let glyphString = item.pointee.glyphs!.pointee
                var glyphs: [cairo_glyph_t] = []
                for i in 0..<Int(glyphString.num_glyphs) {
                    let info = glyphString.glyphs[i]
                    let g = info.geometry
                    if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 && info.glyph != PANGO_GLYPH_EMPTY {
                        glyphs.append(cairo_glyph_t(index: UInt(info.glyph),
                                                    x: x + Double(g.x_offset) / Double(PANGO_SCALE),
                                                    y: baseline + Double(g.y_offset) / Double(PANGO_SCALE)))
                    }
                    x += Double(g.width) / Double(PANGO_SCALE)
                }
                guard let font = item.pointee.item.pointee.analysis.font,
                      let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { continue }
                runs.append(GlyphRun(font: cairo_scaled_font_reference(scaled), glyphs: glyphs))
            } while pango_layout_iter_next_run(iter) != 0
        }
        return ShapedText(runs: runs, size: handle.size, visibleHeight: handle.visibleHeight)
    }

    private func wrap(_ image: DecodedImage) -> OpaquePointer? {
        guard image.width > 0, image.height > 0, image.pixels.count >= image.width * image.height else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBytes { src in
            for row in 0..<image.height {
                (data + row * stride).update(from: src.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * image.width * 4,
                                             count: image.width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Draws `list` into `pixels` (width × height ARGB32, as the rasterizer's canvas).
    func render(_ list: DisplayList, into pixels: inout [UInt32]) {
        let width = list.pixelWidth, height = list.pixelHeight
        pixels.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            let painter = CairoPainter(cr: cr, scale: list.scale, text: context)
            painter.paintBackground(list.background)
            replay(list, cr: cr, painter: painter)
            cairo_surface_flush(surface)
        }
    }

    private func replay(_ list: DisplayList, cr: OpaquePointer, painter: CairoPainter) {
        let scale = list.scale
        var root = cairo_matrix_t()
        cairo_get_matrix(cr, &root)
        // Per open group: whether it saved state (clip or fade), whether it pushed a layer, its matrix.
        var stack: [(saved: Bool, opacity: Double, matrix: cairo_matrix_t)] = []
        var contentShadows: [(depth: Int, shadow: Shadow)] = []
        for op in list.ops {
            switch op {
            case .beginGroup(let group):
                let t = group.transform
                var m = cairo_matrix_t(xx: t.a * scale, yx: t.b * scale, xy: t.c * scale, yy: t.d * scale,
                                       x0: t.tx * scale, y0: t.ty * scale)
                let opacity = min(1, max(0, group.opacity))
                let saves = group.clip != nil || opacity < 1
                if saves { cairo_save(cr) }
                cairo_set_matrix(cr, &m)
                if let clip = group.clip { painter.addPath(clip); cairo_clip(cr) }
                if opacity < 1 { cairo_push_group(cr) }
                stack.append((saves, opacity, m))
            case .endGroup:
                if let pending = contentShadows.last, pending.depth == stack.count {
                    contentShadows.removeLast()
                    painter.finishContentShadow(pending.shadow)
                }
                guard let top = stack.popLast() else { continue }
                if top.opacity < 1 { cairo_pop_group_to_source(cr); cairo_paint_with_alpha(cr, top.opacity) }
                if top.saved { cairo_restore(cr) }
                var parent = stack.last?.matrix ?? root
                cairo_set_matrix(cr, &parent)
            case let .fill(shape, color):
                painter.addPath(shape); painter.setSource(color); cairo_fill(cr)
            case let .stroke(shape, color, width):
                painter.addPath(shape); painter.setSource(color)
                cairo_set_line_width(cr, width); cairo_stroke(cr)
            case .text(let run):
                guard let text = shaped[TextKey(run)] else { continue }
                let f = run.frame
                let top = text.size.height <= f.height ? f.minY + (f.height - text.size.height) / 2 : f.minY
                let clips = text.visibleHeight != nil || text.size.height > f.height
                if clips {
                    cairo_save(cr)
                    cairo_rectangle(cr, f.minX - run.font.size, text.visibleHeight == nil ? f.minY : top,
                                    f.width + 2 * run.font.size, text.visibleHeight ?? f.height)
                    cairo_clip(cr)
                }
                painter.setSource(run.color)
                cairo_translate(cr, f.minX, top)
                for glyphRun in text.runs where !glyphRun.glyphs.isEmpty {
                    cairo_set_scaled_font(cr, glyphRun.font)
                    glyphRun.glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
                }
                cairo_translate(cr, -f.minX, -top)
                if clips { cairo_restore(cr) }
            case .strokePath, .gradient, .beginMasked, .beginMask, .endMasked:
                // The floor replays the seed scenes, which draw no layer kinds.
                continue
            case let .image(ref, rect, mode):
                guard let surface = surfaces[ObjectIdentifier(ref.image)] else { continue }
                let dest = mode.destination(for: ref.image.size(scale: ref.scale), in: rect)
                cairo_save(cr)
                cairo_rectangle(cr, dest.minX, dest.minY, dest.width, dest.height)
                cairo_clip(cr)
                cairo_translate(cr, dest.minX, dest.minY)
                cairo_scale(cr, dest.width / Double(ref.image.width), dest.height / Double(ref.image.height))
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_paint(cr)
                cairo_restore(cr)
            case .shadow(let shadow) where shadow.fromContent:
                cairo_push_group(cr)
                contentShadows.append((stack.count, shadow))
            case .shadow(let shadow):
                try? painter.drawShadow(shadow)
            }
        }
        while let top = stack.popLast() {
            if top.opacity < 1 { cairo_pop_group_to_source(cr); cairo_paint_with_alpha(cr, top.opacity) }
            if top.saved { cairo_restore(cr) }
        }
        while let pending = contentShadows.popLast() { painter.finishContentShadow(pending.shadow) }
    }
}
