import CCairo

/// A font's vertical metrics as Flipbook lays text out with it (`UIFont.ascender`,
/// `lineHeight`…), measured on this thread's measuring context from one-line layouts: the same
/// Pango lines a label draws, so `ascender` is a label's first baseline and `lineHeight` its
/// one-line text height.
///
/// ```swift
/// let m = FontLineMetrics.of(.boldSystemFont(ofSize: 40))
/// m.ascender    // 38.7: Inter's ascender at 40 pt
/// ```
struct FontLineMetrics: Sendable, Hashable {
    var ascender: Double
    var descent: Double
    var lineHeight: Double
    var capHeight: Double
    var xHeight: Double

    /// The metrics of `font`; all zero when no text context can be made (no fonts at all:
    /// `ProjectFonts.check` reports that before anything is drawn).
    static func of(_ font: Font) -> FontLineMetrics {
        guard let context = try? ThreadTextContext.measuring() else {
            return FontLineMetrics(ascender: 0, descent: 0, lineHeight: 0, capHeight: 0, xHeight: 0)
        }
        let scale = Double(PANGO_SCALE)
        func line(_ text: String) -> (baseline: Double, height: Double, inkTop: Double) {
            let handle = context.makeLayout(text: text, font: font, width: nil, numberOfLines: 1,
                                            alignment: .natural, lineBreakMode: .byClipping)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(handle.layout, &ink, &logical)
            return (Double(pango_layout_get_baseline(handle.layout)) / scale, Double(logical.height) / scale, Double(ink.y) / scale)
        }
        let capital = line("H"), small = line("x")
        return FontLineMetrics(ascender: capital.baseline, descent: capital.height - capital.baseline,
                               lineHeight: capital.height, capHeight: capital.baseline - capital.inkTop,
                               xHeight: small.baseline - small.inkTop)
    }
}
