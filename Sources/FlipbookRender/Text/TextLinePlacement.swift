import CCairo

/// Where a layout's lines go, top to bottom, under the paragraph styles of `TextParagraphStyle`:
/// each line's natural metrics from Pango, its height and the space before it from the style of
/// its paragraph. With no paragraph style every line keeps Pango's own place (all sums are of
/// whole Pango units, exact in a `Double`), so plain text is drawn where Pango draws it.
struct TextLinePlacement {
    /// A line of the layout as Pango made it: its byte range, whether it starts a paragraph,
    /// and its logical extents in points (top and baseline from the layout's top).
    struct NaturalLine {
        var startByte: Int
        var length: Int
        var startsParagraph: Bool
        var top: Double
        var height: Double
        var baseline: Double
        var x: Double
        var width: Double
    }

    /// A line's place: its top, height and baseline from the block's top.
    struct Placed {
        var top: Double
        var height: Double
        var baseline: Double
        var bottom: Double { top + height }
    }

    /// Every line of `layout`, in order.
    static func naturalLines(of layout: PangoLayoutHandle) -> [NaturalLine] {
        guard let iter = pango_layout_get_iter(layout.layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        var lines = [NaturalLine]()
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            lines.append(NaturalLine(startByte: Int(line.pointee.start_index), length: Int(line.pointee.length),
                                     startsParagraph: line.pointee.is_paragraph_start != 0,
                                     top: Double(y0) / scale, height: Double(y1 - y0) / scale,
                                     baseline: Double(pango_layout_iter_get_baseline(iter)) / scale,
                                     x: Double(logical.x) / scale, width: Double(logical.width) / scale))
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

    /// The places of `lines` of `text` under the paragraph styles among `styles`.
    static func place(_ lines: [NaturalLine], text: String, styles: [TextStyle]) -> [Placed] {
        let paragraphStyles = styles.filter { $0.paragraphStyle != nil }
        guard !paragraphStyles.isEmpty else {
            return lines.map { Placed(top: $0.top, height: $0.height, baseline: $0.baseline) }
        }
        let offsets = TextOffsets(text: text)
        let length = text.utf16.count
        // The style of the paragraph starting at UTF-16 offset `unit`: the last run given that
        // covers its first character (an empty last paragraph: the one ending the text).
        func style(at unit: Int) -> TextParagraphStyle {
            let covering = paragraphStyles.last { style in
                style.range.contains(unit) || (unit == length && style.range.upperBound == length && !style.range.isEmpty)
            }
            return covering?.paragraphStyle ?? TextParagraphStyle()
        }
        var placed = [Placed]()
        placed.reserveCapacity(lines.count)
        var current = TextParagraphStyle(), y = 0.0
        for (i, line) in lines.enumerated() {
            if line.startsParagraph || i == 0 {
                let next = style(at: offsets.utf16(ofByte: line.startByte))
                if i > 0 { y += finite(current.lineSpacing) + finite(current.paragraphSpacing) + finite(next.paragraphSpacingBefore) }
                current = next
            } else {
                y += finite(current.lineSpacing)
            }
            let descent = line.height - (line.baseline - line.top)
            let height = current.lineHeight(natural: line.height)
            // The glyphs sit on the line's bottom: a taller or shorter line changes what is above them.
            placed.append(Placed(top: y, height: height, baseline: y + height - descent))
            y += height
        }
        return placed
    }

    /// Spacing from an API caller: NaN, infinities and negative values add nothing (UIKit keeps
    /// these nonnegative).
    private static func finite(_ value: Double) -> Double { value.isFinite ? max(0, min(value, 100_000)) : 0 }
}
