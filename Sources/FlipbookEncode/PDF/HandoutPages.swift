import Foundation
import FlipbookRender

/// Everything on a handout's pages that is not a frame (the title page, headers, borders,
/// captions, page numbers) as display lists at one point per page point, so the PDF draws
/// them with the same painter as the frames, text as text.
enum HandoutPages {
    static let ink = Color(white: 0.1)
    static let muted = Color(white: 0.4)
    static let border = Color(white: 0.6)

    /// What the title page states about the run.
    struct Summary {
        var info: HandoutInfo
        var frameSize: Size
        var scale: Double
        var frameCount: Int
        var firstStep: Int
        var lastStep: Int
        var duration: Double
        var choice: HandoutFrameChoice
        var shownSteps: [Int]
    }

    static func titlePage(_ summary: Summary, paper: HandoutPaper, pageCount: Int, measurer: TextMeasurer) -> DisplayList {
        let page = paper.size
        let m = HandoutLayout.margin, width = page.width - 2 * m
        let bottom = page.height - m - HandoutLayout.footerHeight
        // Labels centre their text vertically, so every wrapped block gets the height its text
        // takes (at most what is left of the page, where it is cut).
        var ops: [DrawOp] = []
        var y = m
        func line(_ text: String, size: Double, weight: Font.Weight = .regular, color: Color = ink,
                  lines: Int = 1, x: Double = m, width w: Double = width) {
            let font = Font.systemFont(ofSize: size, weight: weight)
            let mode: LineBreakMode = lines == 1 ? .byTruncatingTail : .byWordWrapping
            let needed = measurer.size(of: text, font: font, maxWidth: w, numberOfLines: lines, lineBreakMode: mode).height
            let h = min(needed.rounded(.up), max(0, bottom - y))
            guard h > 0 else { return }
            ops.append(.text(TextRun(text: text, font: font, color: color, frame: Rect(x: x, y: y, width: w, height: h),
                                     numberOfLines: lines, lineBreakMode: mode)))
            y += h
        }
        line("Flipbook handout", size: 10, color: muted)
        y += 18
        if let title = summary.info.title, !title.isEmpty {
            line(title, size: 24, weight: .bold, lines: 3)
            y += 4
            line(summary.info.sceneName, size: 16, weight: .semibold, color: muted)
        } else {
            line(summary.info.sceneName, size: 24, weight: .bold)
        }
        y += 24
        let size = "\(formatPoints(summary.frameSize.width)) × \(formatPoints(summary.frameSize.height)) pt · @\(formatPoints(summary.scale))x"
        let facts: [(String, String, Int)] = [
            ("Scene", summary.info.sceneName, 1),
            ("Device", ([summary.info.deviceName].compactMap { $0 } + [size]).joined(separator: " · "), 1),
            ("Frames", "\(summary.frameCount) (steps \(summary.firstStep)–\(summary.lastStep))", 1),
            ("Duration", HandoutCaption.seconds(summary.duration), 1),
            ("Shown", shownText(summary), 4),
            ("Pages", "\(pageCount)", 1),
        ]
        for (label, value, lines) in facts {
            let top = y
            line(label, size: 11, weight: .semibold, color: muted, width: 80)
            y = top
            line(value, size: 11, lines: lines, x: m + 84, width: width - 84)
            y += 5
        }
        if let note = summary.info.note, !note.isEmpty {
            y += 20
            line("Note", size: 11, weight: .semibold, color: muted)
            y += 4
            line(note, size: 11, lines: 0)
        }
        ops += pageNumber(1, of: pageCount, paper: paper)
        return DisplayList(size: page, scale: 1, background: .clear, ops: ops)
    }

    /// A grid page's header, borders, captions and number; the frames are drawn beside it.
    static func gridPage(header: String, captions: [HandoutCaption], layout: HandoutLayout,
                         page number: Int, of pageCount: Int, measurer: TextMeasurer) -> DisplayList {
        let page = layout.paper.size
        let m = HandoutLayout.margin
        var ops: [DrawOp] = [.text(TextRun(text: header, font: .systemFont(ofSize: 9, weight: .medium), color: muted,
                                           frame: Rect(x: m, y: m, width: page.width - 2 * m, height: 14)))]
        let lineHeight = HandoutLayout.captionLineHeight, size = HandoutLayout.captionFontSize
        for (slot, caption) in captions.enumerated() {
            let half = HandoutLayout.borderWidth / 2
            ops.append(.stroke(.rect(layout.frameBox(slot: slot).insetBy(dx: -half, dy: -half)), border,
                               width: HandoutLayout.borderWidth))
            let box = layout.captionBox(slot: slot)
            func text(_ s: String, row: Int, lines: Int = 1, weight: Font.Weight = .regular, color: Color = ink) {
                let font = Font.systemFont(ofSize: size, weight: weight)
                // As many of its lines as the text takes, so one line sits right under the last.
                let needed = measurer.size(of: s, font: font, maxWidth: box.width, numberOfLines: lines,
                                           lineBreakMode: .byTruncatingTail).height
                let shown = max(1, min(lines, Int((needed / lineHeight).rounded())))
                ops.append(.text(TextRun(text: s, font: font, color: color,
                                         frame: Rect(x: box.minX, y: box.minY + Double(row) * lineHeight,
                                                     width: box.width, height: Double(shown) * lineHeight),
                                         numberOfLines: lines, lineBreakMode: .byTruncatingTail)))
            }
            text(caption.heading, row: 0, weight: .semibold)
            text(caption.offset, row: 1, color: muted)
            text(caption.moved, row: 2, lines: 2, color: muted)
        }
        ops += pageNumber(number, of: pageCount, paper: layout.paper)
        return DisplayList(size: page, scale: 1, background: .clear, ops: ops)
    }

    static func pageNumber(_ number: Int, of count: Int, paper: HandoutPaper) -> [DrawOp] {
        let page = paper.size
        return [.text(TextRun(text: "page \(number) of \(count)", font: .systemFont(ofSize: 9), color: muted,
                              frame: Rect(x: HandoutLayout.margin, y: page.height - HandoutLayout.margin - 12,
                                          width: page.width - 2 * HandoutLayout.margin, height: 12),
                              alignment: .center))]
    }

    private static func shownText(_ summary: Summary) -> String {
        let count = summary.shownSteps.count
        let how = switch summary.choice {
        case .keyFrames: "\(count) key frame\(count == 1 ? "" : "s") (first, last, where motion starts or stops, where the scroll turns)"
        case .every(let k): "\(count) frame\(count == 1 ? "" : "s") (\(k == 1 ? "every frame" : "one in every \(k)"), and the last)"
        }
        return how + ": steps " + summary.shownSteps.map(String.init).joined(separator: ", ")
    }
}
