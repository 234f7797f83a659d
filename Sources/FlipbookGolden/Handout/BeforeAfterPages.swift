import FlipbookEncode
import FlipbookRender

/// The pages of a before/after handout as display lists at one point per page point: the
/// first page (what was compared, what did not pair up, which frames changed and by how much)
/// and a page per changed pair (before | after, the changes outlined in red over the after).
enum BeforeAfterPages {
    static let ink = Color(white: 0.1)
    static let muted = Color(white: 0.4)
    static let border = Color(white: 0.6)
    static let outline = Color(red: 1, green: 0, blue: 0)

    static let margin = 36.0
    static let headerHeight = 24.0
    static let footerHeight = 20.0
    static let captionHeight = 30.0
    static let gap = 18.0
    /// The changed-frame list: three columns of 9 pt lines.
    static let listColumns = 3
    static let listLineHeight = 12.0

    static func firstPage(_ comparison: BeforeAfterComparison, title: String?, shownPairs: Int,
                          paper: HandoutPaper, pageCount: Int) -> DisplayList {
        let page = paper.size
        let width = page.width - 2 * margin
        let bottom = page.height - margin - footerHeight
        var ops: [DrawOp] = []
        var y = margin
        func line(_ text: String, size: Double, weight: Font.Weight = .regular, color: Color = ink, height: Double? = nil) {
            let h = height ?? (size * 1.4).rounded(.up)
            guard y + h <= bottom else { return }
            ops.append(.text(TextRun(text: text, font: .systemFont(ofSize: size, weight: weight), color: color,
                                     frame: Rect(x: margin, y: y, width: width, height: h))))
            y += h
        }
        line("Flipbook before/after handout", size: 10, color: muted)
        y += 14
        line(title ?? "\(comparison.before.name) → \(comparison.after.name)", size: 20, weight: .bold)
        y += 12
        line("Before: \(comparison.before.name) (\(count(comparison.before.indices.count, "frame")))", size: 11)
        line("After: \(comparison.after.name) (\(count(comparison.after.indices.count, "frame")))", size: 11)
        line("Compared: \(count(comparison.outcomes.count, "frame pair")) (pixelmatch, threshold 0.1, anti-aliasing ignored)",
             size: 11)
        for note in comparison.notes { line(note, size: 11, color: muted) }
        y += 16
        let changed = comparison.changed
        if changed.isEmpty {
            line("no frame changed", size: 14, weight: .semibold)
        } else {
            line("Changed frames: \(changed.count) of \(comparison.outcomes.count)", size: 14, weight: .semibold)
            if shownPairs < changed.count {
                line("the pages show the first \(shownPairs)", size: 11, color: muted)
            }
            y += 6
            ops += list(changed.map(\.line), top: y, bottom: bottom, width: width)
        }
        ops += pageNumber(1, of: pageCount, paper: paper)
        return DisplayList(size: page, scale: 1, background: .clear, ops: ops)
    }

    /// The changed frames' lines in columns, down then across; what does not fit ends in "… N more".
    private static func list(_ lines: [String], top: Double, bottom: Double, width: Double) -> [DrawOp] {
        let perColumn = max(1, Int((bottom - top) / listLineHeight))
        let capacity = perColumn * listColumns
        var shown = lines
        if lines.count > capacity {
            shown = Array(lines.prefix(capacity - 1)) + ["… \(lines.count - capacity + 1) more"]
        }
        let columnWidth = (width - Double(listColumns - 1) * gap) / Double(listColumns)
        return shown.enumerated().map { k, text in
            let column = Double(k / perColumn), row = Double(k % perColumn)
            return .text(TextRun(text: text, font: .systemFont(ofSize: 9), color: ink,
                                 frame: Rect(x: margin + column * (columnWidth + gap), y: top + row * listLineHeight,
                                             width: columnWidth, height: listLineHeight)))
        }
    }

    /// One changed pair: before on the left, after on the right with its changed regions outlined.
    static func pairPage(_ outcome: FramePairOutcome, before: RasterFrame, after: RasterFrame,
                         paper: HandoutPaper, page number: Int, of pageCount: Int) -> DisplayList {
        let page = paper.size
        let boxWidth = (page.width - 2 * margin - gap) / 2
        let boxHeight = page.height - 2 * margin - headerHeight - footerHeight - captionHeight
        let top = margin + headerHeight
        var ops: [DrawOp] = [.text(TextRun(text: "frame \(outcome.index): before | after",
                                           font: .systemFont(ofSize: 9, weight: .medium), color: muted,
                                           frame: Rect(x: margin, y: margin, width: page.width - 2 * margin, height: 14)))]
        var afterPlacement: (origin: Point, scale: Double)?
        for (side, frame) in [before, after].enumerated() {
            let left = margin + Double(side) * (boxWidth + gap)
            guard frame.width > 0, frame.height > 0 else { continue }
            // Page points per frame pixel: the frame as large as its half of the page allows.
            let scale = min(boxWidth / Double(frame.width), boxHeight / Double(frame.height))
            let size = Size(width: Double(frame.width) * scale, height: Double(frame.height) * scale)
            let origin = Point(x: left + (boxWidth - size.width) / 2, y: top)
            let image = DecodedImage(name: "frame \(outcome.index) \(side == 0 ? "before" : "after")",
                                     width: frame.width, height: frame.height, pixels: frame.pixels)
            let box = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            ops.append(.image(ImageRef(image: image), rect: box, mode: .scaleToFill))
            ops.append(.stroke(.rect(box.insetBy(dx: -0.25, dy: -0.25)), border, width: 0.5))
            if side == 1 { afterPlacement = (origin, scale) }
        }
        if let (origin, scale) = afterPlacement {
            for region in outcome.regions {
                let rect = Rect(x: origin.x + Double(region.x) * scale, y: origin.y + Double(region.y) * scale,
                                width: Double(region.width) * scale, height: Double(region.height) * scale)
                // Just outside the region, so the line never hides the pixels that changed.
                ops.append(.stroke(.rect(rect.insetBy(dx: -1.5, dy: -1.5)), outline, width: 1))
            }
        }
        let captionTop = page.height - margin - footerHeight - captionHeight + 6
        let regions = outcome.regions.count
        let caption = outcome.line + (regions > 0 ? " · \(count(regions, "region")) outlined" : "")
        ops.append(.text(TextRun(text: caption, font: .systemFont(ofSize: 10, weight: .semibold), color: ink,
                                 frame: Rect(x: margin, y: captionTop, width: page.width - 2 * margin, height: 14))))
        ops += pageNumber(number, of: pageCount, paper: paper)
        return DisplayList(size: page, scale: 1, background: .clear, ops: ops)
    }

    static func pageNumber(_ number: Int, of count: Int, paper: HandoutPaper) -> [DrawOp] {
        let page = paper.size
        return [.text(TextRun(text: "page \(number) of \(count)", font: .systemFont(ofSize: 9), color: muted,
                              frame: Rect(x: margin, y: page.height - margin - 12, width: page.width - 2 * margin, height: 12),
                              alignment: .center))]
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
