import CCairo
import FlipbookSupport

/// A Pango context on a font map of this thread with Flipbook's font options; makes layouts for
/// text runs. One owner: the context is released in `deinit`. Not shared across threads.
package final class PangoTextContext {
    let context: OpaquePointer
    /// The map the context draws from, told of every font a layout asks for (so its owner can
    /// renew it, BoundedFontMap.swift). Held so the count lives as long as the context.
    let fontMap: BoundedFontMap
    /// Layouts kept across frames (the raster threads' contexts, ThreadTextContext.swift); nil:
    /// every run is laid out afresh (measuring).
    let layoutCache: PangoLayoutCache?

    /// A context on this thread's font map, without a layout cache.
    package convenience init() throws { try self.init(fontMap: ThreadTextContext.fontMap(), layoutCache: nil) }

    /// A context on this thread's font map with `layoutCache` (tests).
    convenience init(layoutCache: PangoLayoutCache?) throws {
        try self.init(fontMap: ThreadTextContext.fontMap(), layoutCache: layoutCache)
    }

    init(fontMap: BoundedFontMap, layoutCache: PangoLayoutCache?) throws {
        self.fontMap = fontMap
        self.layoutCache = layoutCache
        guard let ctx = pango_font_map_create_context(fontMap.map) else {
            throw RenderError.fontsUnavailable("pango_font_map_create_context returned NULL")
        }
        context = ctx
        guard let options = cairo_font_options_create() else {
            throw RenderError.fontsUnavailable("cairo_font_options_create returned NULL")
        }
        defer { cairo_font_options_destroy(options) }
        // Grayscale antialiasing and unhinted outlines and metrics: glyph positions scale linearly
        // with the canvas, so 1x, 2x and 3x frames agree and no host setting leaks in.
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(pangoContext, options)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    package var pangoContext: OpaquePointer { context }

    /// Pango's sizes are 22.10 fixed point in an `Int32`: at most about 2 million points.
    static let maxPoints = Double(Int32.max) / Double(PANGO_SCALE) / 2
    /// The font sizes Pango draws sensibly (past a few thousand points FreeType refuses).
    static let fontSizes = 0.1...4000.0
    /// Lines Pango is asked to stop at; more is the same as all of any text a label can hold.
    static let maxLines = 1_000_000

    /// The block that draws `run` into `cr` (its styles applied), from the cache when there is
    /// one; without one, made afresh on this context, updated for `cr` first.
    func block(for run: TextRun, drawnInto cr: OpaquePointer) throws -> TextBlock {
        if let layoutCache { return try layoutCache.block(for: run, drawnInto: cr, fontMap: fontMap) }
        pango_cairo_update_context(cr, pangoContext)
        return makeBlock(TextLayoutRequest(run))
    }

    /// A layout for a label's text as Pango's wrapping and ellipsizing make it, without a
    /// height limit: at most `numberOfLines` lines per paragraph (0: all), the last of them
    /// ellipsized by a truncating mode. (`makeBlock` is what a label draws; this is Pango's own
    /// answer, for comparing with it.)
    package func makeLayout(text: String, font: Font, width: Double?, numberOfLines: Int,
                            alignment: TextAlignment, lineBreakMode: LineBreakMode,
                            styles: [TextStyle] = []) -> PangoLayoutHandle {
        let numberOfLines = min(max(0, numberOfLines), Self.maxLines)
        var ellipsize = PANGO_ELLIPSIZE_NONE
        if numberOfLines > 0, width != nil { ellipsize = Self.ellipsizeMode(lineBreakMode) }
        let handle = makeLayout(text: text, font: font, width: width, alignment: alignment,
                                wrap: Self.wrapMode(lineBreakMode), ellipsize: ellipsize,
                                linesPerParagraph: ellipsize == PANGO_ELLIPSIZE_NONE ? 0 : numberOfLines, styles: styles)
        handle.numberOfLines = numberOfLines
        return handle
    }

    /// How Pango wraps for `mode`: at characters for `.byCharWrapping`, else at words (at
    /// characters within a word wider than the line, as UIKit breaks one).
    static func wrapMode(_ mode: LineBreakMode) -> PangoWrapMode {
        mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
    }

    /// Where Pango puts the ellipsis for a truncating mode; none for the others.
    static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        }
    }

    /// A layout of `text` wrapped to `width` (nil: not wrapped), `styles` (attributed runs)
    /// applied, ellipsized by `ellipsize` after `linesPerParagraph` lines of each paragraph (0:
    /// never). The caller owns it (`PangoLayoutHandle`). Every number is clamped into what Pango
    /// takes first (a width from a solver or an API caller may be anything), so no conversion
    /// traps and Pango prints no warnings. Every font it asks for is noted on the font map.
    func makeLayout(text: String, font: Font, width: Double?, alignment: TextAlignment, wrap: PangoWrapMode,
                    ellipsize: PangoEllipsizeMode, linesPerParagraph: Int, styles: [TextStyle]) -> PangoLayoutHandle {
        let matrix = pango_context_get_matrix(pangoContext)
        fontMap.note(font, matrix: matrix)
        for style in styles { if let styled = style.font { fontMap.note(styled, matrix: matrix) } }
        let fontSize = CheckedNumber.clamped(font.size, to: Self.fontSizes)
        let layout = pango_layout_new(pangoContext)!
        text.withCString { pango_layout_set_text(layout, $0, -1) }

        let desc = font.makePangoDescription(points: fontSize)!
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)

        if let width {
            let points = CheckedNumber.clamped(width, to: 0...Self.maxPoints)
            pango_layout_set_width(layout, CheckedNumber.int32(clamping: points * Double(PANGO_SCALE)))
        }
        pango_layout_set_wrap(layout, wrap)
        // Pango mirrors the alignment of a right-to-left paragraph (Hebrew, Arabic): LEFT means
        // its start. UIKit's .left and .right are absolute, and .natural arrives here already
        // resolved for the scene's direction (left unless the label made it .right), so a
        // right-to-left paragraph gets the other one.
        let rtlParagraph = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
        let left = rtlParagraph ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT, right = rtlParagraph ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        switch alignment {
        case .natural, .left: pango_layout_set_alignment(layout, left)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, right)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        // Pango ellipsizes the last of the lines a negative height counts (per paragraph).
        if ellipsize != PANGO_ELLIPSIZE_NONE, linesPerParagraph > 0, width != nil {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, CheckedNumber.int32(clamping: -min(linesPerParagraph, Self.maxLines)))
        }
        let handle = PangoLayoutHandle(layout: layout, numberOfLines: 0)
        handle.apply(styles, text: text)
        handle.applyFeatures(of: font)
        handle.decorations = TextDecorations(styles: styles, text: text)
        return handle
    }
}

/// Owns one `PangoLayout`.
package final class PangoLayoutHandle {
    package let layout: OpaquePointer
    /// The lines a label shows of it (0: all), for `size` and `visibleHeight`.
    var numberOfLines: Int
    /// Its underlines and strikethroughs, drawn after each line's glyphs.
    var decorations = TextDecorations(styles: [], text: "")

    init(layout: OpaquePointer, numberOfLines: Int) {
        self.layout = layout; self.numberOfLines = numberOfLines
    }
    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The logical size in points, counting only the lines a label with `numberOfLines` shows.
    package var size: Size {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        return Size(width: Double(logical.width) / scale, height: visibleHeight ?? Double(logical.height) / scale)
    }

    /// The height of the first `numberOfLines` lines when the layout has more (a wrapping label
    /// without an ellipsis shows only that many).
    package var visibleHeight: Double? {
        guard numberOfLines > 0, Int(pango_layout_get_line_count(layout)) > numberOfLines,
              let iter = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iter) }
        for _ in 1..<numberOfLines { _ = pango_layout_iter_next_line(iter) }
        var y0: Int32 = 0, y1: Int32 = 0
        pango_layout_iter_get_line_yrange(iter, &y0, &y1)
        return Double(y1) / Double(PANGO_SCALE)
    }

    /// Distance from the top of the layout to the baseline of the last line a label shows.
    var lastVisibleBaseline: Double {
        guard let iter = pango_layout_get_iter(layout) else { return firstBaseline }
        defer { pango_layout_iter_free(iter) }
        let lines = Int(pango_layout_get_line_count(layout))
        let shown = numberOfLines > 0 ? min(numberOfLines, lines) : lines
        for _ in 1..<max(1, shown) { _ = pango_layout_iter_next_line(iter) }
        return Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
    }

    /// Distance from the top of the layout to the first line's baseline, in points.
    var firstBaseline: Double { Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) }
}
