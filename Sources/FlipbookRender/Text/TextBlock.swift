import CCairo

/// A label's text as it is drawn: the lines UILabel shows, where it shows them.
///
/// UILabel shows as many lines as `numberOfLines` allows (0: any number) and its bounds hold
/// (lines are whole: one that would end below the bounds is not shown, though one line always
/// is), and when text is left over it truncates the last shown line by its line break mode
/// (https://developer.apple.com/documentation/uikit/uilabel/numberoflines: "If the height of
/// the text reaches the number of lines or the height of the view is insufficient to
/// accommodate the text, the label truncates the text using the line break mode"):
/// - `.byTruncatingTail`: the line's paragraph from the line's start, on one line, ending in
///   "…" where it is cut, or followed by "…" when later paragraphs are left out;
/// - `.byTruncatingHead`, `.byTruncatingMiddle`: the rest of the text from the line's start on
///   one line (paragraph breaks read as spaces), "…" at its start or in its middle;
/// - `.byClipping`: the line's paragraph from the line's start, unwrapped, cut at the bounds' edge;
/// - `.byWordWrapping`, `.byCharWrapping`: the line as wrapped; the rest is not drawn.
///
/// The lines come from one Pango layout of the whole text (wrapping, shaping, attributes,
/// alignment); the truncated last line from a second one, ellipsized by Pango. Their vertical
/// places follow the paragraph styles (`TextLinePlacement`), so with none they are Pango's own.
/// One owner: the block holds its layouts. Not shared across threads.
package final class TextBlock {
    /// One drawn line: line `index` of `layout`, its left edge `x` and its baseline from the
    /// block's top-left corner.
    struct Line {
        let layout: PangoLayoutHandle
        let index: Int32
        let x: Double
        let baseline: Double
        let top: Double
        let height: Double
        let width: Double
    }

    let lines: [Line]
    /// The width of the widest line and the height from the first line's top to the last's bottom.
    package let size: Size
    /// Whether text was left out (truncated, clipped or dropped).
    package let isTruncated: Bool
    /// Whether a line may reach past the width (`.byClipping`'s unwrapped last line).
    let overflowsWidth: Bool
    /// The layout of all the text and the last line's own, kept for `lines`.
    let body: PangoLayoutHandle
    let lastLine: PangoLayoutHandle?

    init(body: PangoLayoutHandle, lastLine: PangoLayoutHandle?, lines: [Line], isTruncated: Bool, overflowsWidth: Bool) {
        self.body = body; self.lastLine = lastLine; self.lines = lines
        self.isTruncated = isTruncated; self.overflowsWidth = overflowsWidth
        let bottom = lines.last.map { $0.top + $0.height } ?? 0
        size = Size(width: lines.map(\.width).max() ?? 0, height: max(0, bottom))
    }

    /// Distance from the block's top to the first shown line's baseline.
    package var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// Distance from the block's top to the last shown line's baseline.
    package var lastBaseline: Double { lines.last?.baseline ?? 0 }
    /// The lines drawn, top to bottom.
    package var lineCount: Int { lines.count }

    /// The text each shown line draws, as Pango holds it ("…" included where Pango put one).
    package var lineTexts: [String] {
        lines.map { line in
            guard let pangoLine = pango_layout_get_line_readonly(line.layout.layout, line.index),
                  let text = pango_layout_get_text(line.layout.layout) else { return "" }
            return PangoLineText.text(of: pangoLine.pointee, in: text, layout: line.layout)
        }
    }

    /// The shadows attributed runs cast (`NSShadow`), each once.
    var shadows: [TextShadow] {
        var seen: [TextShadow] = []
        for line in lines { for shadow in line.layout.decorations.distinctShadows where !seen.contains(shadow) { seen.append(shadow) } }
        return seen
    }

    /// Draws the glyphs `shadow` shadows, in `cr`'s current source (the silhouette of its shadow).
    func drawShadowed(by shadow: TextShadow, into cr: OpaquePointer, at origin: Point) {
        for line in lines {
            line.layout.decorations.drawShadowed(by: shadow, line: line.index, of: line.layout, x: line.x, left: origin.x,
                                                 baseline: origin.y + line.baseline, into: cr)
        }
    }

    /// Draws the lines with the block's top-left corner at `origin`, in `cr`'s current source
    /// colour where no attribute gives one.
    func draw(into cr: OpaquePointer, at origin: Point) {
        for line in lines {
            guard let pangoLine = pango_layout_get_line_readonly(line.layout.layout, line.index) else { continue }
            cairo_move_to(cr, origin.x + line.x, origin.y + line.baseline)
            pango_cairo_show_layout_line(cr, pangoLine)
            // Run extents, like the line's `x`, are from the layout's left edge.
            line.layout.decorations.draw(line: line.index, of: line.layout, left: origin.x, baseline: origin.y + line.baseline, into: cr)
        }
    }
}

/// The text a Pango line shows.
enum PangoLineText {
    /// The line's characters, with the ellipsis Pango put in place of some of them: read from
    /// the glyph runs' items, since an ellipsized line's runs differ from its text range.
    static func text(of line: PangoLayoutLine, in text: UnsafePointer<CChar>, layout: PangoLayoutHandle) -> String {
        guard let iter = pango_layout_get_iter(layout.layout) else { return "" }
        defer { pango_layout_iter_free(iter) }
        // Walk to the line, then across its runs.
        while let current = pango_layout_iter_get_line_readonly(iter), current.pointee.start_index != line.start_index {
            guard pango_layout_iter_next_line(iter) != 0 else { return "" }
        }
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        var runs = [String]()
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter) else { break }   // the line's end
            let item = run.pointee.item.pointee
            // An ellipsis run is shaped from Pango's own "…" and its item spans the text it hides.
            let start = Int(item.offset), count = Int(item.length)
            let itemText = String(decoding: UnsafeBufferPointer(start: bytes + start, count: count), as: UTF8.self)
            runs.append(isEllipsis(run.pointee) ? "…" : itemText)
        } while pango_layout_iter_next_run(iter) != 0
        return runs.joined()
    }

    /// Whether a run is the ellipsis Pango shaped in place of the text it stands for.
    private static func isEllipsis(_ run: PangoLayoutRun) -> Bool {
        run.item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
    }
}
