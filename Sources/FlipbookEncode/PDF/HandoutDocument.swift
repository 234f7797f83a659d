import FlipbookRender

/// Draws a handout into PDF bytes: the title page, then the chosen frames on grid pages, as
/// vectors. Pure drawing; the sink decides what to show and where the bytes go.
enum HandoutDocument {
    static func render(_ shown: [HandoutFrame], summary: HandoutPages.Summary, paper: HandoutPaper) throws -> [UInt8] {
        let layout = try HandoutLayout(paper: paper, frameSize: summary.frameSize)
        let pageCount = layout.pageCount(frames: shown.count)
        let info = summary.info
        let measurer = try TextMeasurer()
        let pdf = try PDFDocument(pageSize: paper.size, title: info.title.map { "\($0) (\(info.sceneName))" } ?? info.sceneName)
        try pdf.draw(HandoutPages.titlePage(summary, paper: paper, pageCount: pageCount, measurer: measurer), at: .zero, scale: 1)
        try pdf.endPage()

        let header = ([info.sceneName] + [info.title].compactMap { $0 }.filter { !$0.isEmpty }).joined(separator: " — ")
        let captions = shown.indices.map { HandoutCaption(frame: shown[$0], previous: $0 > 0 ? shown[$0 - 1] : nil) }
        for (page, start) in stride(from: 0, to: shown.count, by: layout.framesPerPage).enumerated() {
            let onPage = start..<min(start + layout.framesPerPage, shown.count)
            for (slot, k) in onPage.enumerated() {
                try pdf.draw(shown[k].displayList, at: layout.frameBox(slot: slot).origin, scale: layout.frameScale)
            }
            try pdf.draw(HandoutPages.gridPage(header: header, captions: Array(captions[onPage]), layout: layout,
                                               page: page + 2, of: pageCount, measurer: measurer), at: .zero, scale: 1)
            try pdf.endPage()
        }
        return try pdf.finish()
    }
}
