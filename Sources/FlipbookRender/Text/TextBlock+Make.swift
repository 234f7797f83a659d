import CCairo
import FlipbookSupport

extension PangoTextContext {
    /// The block a label with `request`'s settings draws (TextBlock.swift): the text wrapped at
    /// the width, placed by its paragraph styles, cut to the lines `numberOfLines` and the height
    /// allow, the last shown line truncated by the line break mode when text is left over.
    package func makeBlock(_ request: TextLayoutRequest) -> TextBlock {
        let body = makeLayout(text: request.text, font: request.font, width: request.width, alignment: request.alignment,
                              wrap: Self.wrapMode(request.lineBreakMode), ellipsize: PANGO_ELLIPSIZE_NONE,
                              linesPerParagraph: 0, styles: request.styles)
        let natural = TextLinePlacement.naturalLines(of: body)
        let placed = TextLinePlacement.place(natural, text: request.text, styles: request.styles)
        guard !natural.isEmpty else {
            return TextBlock(body: body, lastLine: nil, lines: [], isTruncated: false, overflowsWidth: false)
        }
        // Whole lines: as many as allowed and as fit (a rounding's worth of slack), at least one.
        var shown = natural.count
        if request.numberOfLines > 0 { shown = min(shown, request.numberOfLines) }
        if let height = request.height, height.isFinite {
            while shown > 1, placed[shown - 1].bottom > height + Self.fitSlack { shown -= 1 }
        }
        let restStart = shown < natural.count ? natural[shown].startByte : request.text.utf8.count
        let isTruncated = request.text.utf8.dropFirst(restStart).contains { !Self.isBlank($0) }
        var lines = (0..<shown).map { i in
            TextBlock.Line(layout: body, index: Int32(i), x: natural[i].x, baseline: placed[i].baseline,
                           top: placed[i].top, height: placed[i].height, width: natural[i].width)
        }
        guard isTruncated, let last = lastLine(of: request, from: natural[shown - 1].startByte) else {
            return TextBlock(body: body, lastLine: nil, lines: lines, isTruncated: isTruncated, overflowsWidth: false)
        }
        let cut = TextLinePlacement.naturalLines(of: last)
        if let first = cut.first {
            let kept = lines[shown - 1]
            lines[shown - 1] = TextBlock.Line(layout: last, index: 0, x: first.x, baseline: kept.baseline,
                                              top: kept.top, height: kept.height, width: first.width)
        }
        return TextBlock(body: body, lastLine: last, lines: lines, isTruncated: true,
                         overflowsWidth: request.lineBreakMode == .byClipping)
    }

    /// A line ending a text a little below the box still counts as fitting: a box sized to the
    /// text's height by layout (rounded to pixels) must show all of it.
    static let fitSlack = 0.01

    /// Spaces and line breaks: left over after the shown lines, they are nothing to truncate.
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The last shown line laid out on its own, for the text left over from `startByte` on, or
    /// nil when the mode draws the wrapped line as it is.
    private func lastLine(of request: TextLayoutRequest, from startByte: Int) -> PangoLayoutHandle? {
        let mode = request.lineBreakMode
        guard mode != .byWordWrapping, mode != .byCharWrapping else { return nil }
        let offsets = TextOffsets(text: request.text)
        let start = offsets.utf16(ofByte: startByte)
        let units = Array(request.text.utf16)
        let rest = units[start...]
        var lineUnits: [UInt16]
        var ellipsisAt: Int?
        switch mode {
        case .byTruncatingHead, .byTruncatingMiddle:
            // The rest of the text on one line: a paragraph break reads as a space.
            lineUnits = rest.map { Self.breaksParagraph($0) ? 0x20 : $0 }
        default:
            let end = rest.firstIndex(where: Self.breaksParagraph) ?? units.endIndex
            lineUnits = Array(units[start..<end])
            // Later paragraphs left out: the line says so with an ellipsis of its own.
            if mode == .byTruncatingTail, units[end...].contains(where: { $0 > 0x20 }) {
                ellipsisAt = lineUnits.count
                lineUnits.append(0x2026)
            }
        }
        let text = String(decoding: lineUnits, as: UTF16.self)
        let styles = request.styles.compactMap { style -> TextStyle? in
            var lower = style.range.lowerBound - start, upper = style.range.upperBound - start
            // The added ellipsis takes the style of the character before it.
            if let at = ellipsisAt, upper == at, lower < at { upper += 1 }
            lower = max(0, lower); upper = min(upper, lineUnits.count)
            return lower < upper ? style.over(lower..<upper) : nil
        }
        let clips = mode == .byClipping
        return makeLayout(text: text, font: request.font, width: clips ? nil : request.width, alignment: request.alignment,
                          wrap: Self.wrapMode(mode), ellipsize: Self.ellipsizeMode(mode), linesPerParagraph: 1, styles: styles)
    }

    /// UTF-16 units that end a paragraph or a line for UIKit: LF, CR, NEL, LS, PS.
    private static func breaksParagraph(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }
}
