/// Everything a label's text is laid out from: what `PangoTextContext.makeBlock` reads, and
/// the key `PangoLayoutCache` keeps a block under. Not the colour, the origin or the shadow,
/// which only the painter uses.
package struct TextLayoutRequest: Hashable {
    package var text: String
    package var font: Font
    /// The width lines wrap at; nil: no wrapping (one line per paragraph).
    package var width: Double?
    /// The height of the box: lines below it are not shown (the last shown one is truncated),
    /// as UILabel fits its lines to its bounds. Nil: no limit (measuring).
    package var height: Double?
    /// 0: as many as fit.
    package var numberOfLines: Int
    package var alignment: TextAlignment
    package var lineBreakMode: LineBreakMode
    package var styles: [TextStyle]

    package init(text: String, font: Font, width: Double?, height: Double?, numberOfLines: Int,
                 alignment: TextAlignment, lineBreakMode: LineBreakMode, styles: [TextStyle] = []) {
        self.text = text; self.font = font; self.width = width; self.height = height
        self.numberOfLines = numberOfLines; self.alignment = alignment; self.lineBreakMode = lineBreakMode
        self.styles = styles
    }

    /// What a text run in its frame is laid out from.
    package init(_ run: TextRun) {
        self.init(text: run.text, font: run.font, width: run.frame.width, height: run.frame.height,
                  numberOfLines: run.numberOfLines, alignment: run.alignment, lineBreakMode: run.lineBreakMode,
                  styles: run.styles)
    }
}
