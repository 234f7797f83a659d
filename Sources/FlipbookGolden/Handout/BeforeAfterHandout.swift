import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// A PDF that shows how two runs of frames differ: a first page naming every changed frame
/// with its differing pixels, then one page per changed pair, before | after, with the changed
/// regions outlined in red over the after frame.
///
/// ```swift
/// let comparison = try BeforeAfterComparison(before: before, after: after)
/// try BeforeAfterHandout(comparison: comparison, title: "Header colour").write(to: URL(fileURLWithPath: "review.pdf"))
/// ```
///
/// Frames are drawn as images (the inputs are pixels). Pages are drawn one pair at a time,
/// each pair loaded again from its sequences, so only two frames are in memory while the PDF
/// grows; the file is written through `AtomicFile` at the end, so a failure leaves nothing.
public struct BeforeAfterHandout: Sendable {
    public let comparison: BeforeAfterComparison
    public let title: String?
    public let paper: HandoutPaper
    /// Pages of pairs at most; the first page still lists every changed frame it can fit.
    public static let maximumPairs = 300

    public init(comparison: BeforeAfterComparison, title: String? = nil, paper: HandoutPaper = .a4) {
        self.comparison = comparison
        self.title = title
        self.paper = paper
    }

    public func render() throws -> [UInt8] {
        let shown = Array(comparison.changed.prefix(Self.maximumPairs))
        let pageCount = 1 + shown.count
        let pdf = try PDFDocument(pageSize: paper.size,
                                  title: title ?? "\(comparison.before.name) → \(comparison.after.name)")
        try pdf.draw(BeforeAfterPages.firstPage(comparison, title: title, shownPairs: shown.count,
                                                paper: paper, pageCount: pageCount), at: .zero, scale: 1)
        try pdf.endPage()
        for (k, outcome) in shown.enumerated() {
            let page = BeforeAfterPages.pairPage(outcome, before: try comparison.before.frame(outcome.index),
                                                 after: try comparison.after.frame(outcome.index),
                                                 paper: paper, page: k + 2, of: pageCount)
            try pdf.draw(page, at: .zero, scale: 1)
            try pdf.endPage()
        }
        return try pdf.finish()
    }

    public func write(to url: URL) throws {
        try AtomicFile.write(render(), to: url)
    }
}
