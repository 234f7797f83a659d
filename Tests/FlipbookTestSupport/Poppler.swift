import Foundation
import FlipbookRender

/// Poppler's command-line tools (Debian's poppler-utils) as an independent reader of PDFs: the
/// text a viewer would let you select and search, page counts, and pages rendered to pixels.
/// Every call first asks `Checker.require(.poppler)`: a test reads with Poppler after its own
/// assertions, so a missing Poppler (a failure on CI, a skip elsewhere) removes only that reading.
public enum Poppler {
    /// All the text of `pages` (nil: every page), in reading order.
    public static func text(of pdf: URL, pages: ClosedRange<Int>? = nil) throws -> String {
        var args = [pdf.path, "-"]
        if let pages { args = ["-f", "\(pages.lowerBound)", "-l", "\(pages.upperBound)"] + args }
        return try run("pdftotext", args)
    }

    /// A word of a page's text and its box in page points from the top-left, as `pdftotext -bbox` finds it.
    public struct Word: Equatable, CustomStringConvertible {
        public var text: String
        public var box: Rect
        public var description: String { "\(text) \(box)" }
    }

    /// Every word of one page, in reading order, with its box.
    public static func words(of pdf: URL, page: Int) throws -> [Word] {
        let html = try run("pdftotext", ["-bbox", "-f", "\(page)", "-l", "\(page)", pdf.path, "-"])
        let pattern = try NSRegularExpression(pattern: #"<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { m in
            func group(_ k: Int) -> String { String(html[Range(m.range(at: k), in: html)!]) }
            let x0 = Double(group(1))!, y0 = Double(group(2))!, x1 = Double(group(3))!, y1 = Double(group(4))!
            let text = group(5).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            return Word(text: text, box: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
    }

    /// `pdfinfo`'s fields ("Pages", "Page size", "Title" …).
    public static func info(of pdf: URL) throws -> [String: String] {
        var fields: [String: String] = [:]
        for line in try run("pdfinfo", [pdf.path]).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// Poppler's two rasterizers: its own (Splash, `pdftoppm`) and Cairo's (`pdftocairo`).
    public enum Renderer: String { case pdftoppm, pdftocairo }

    /// Renders a rectangle of one page at `dpi` and decodes it; the rectangle is in pixels at that dpi.
    public static func render(_ pdf: URL, page: Int, dpi: Int, x: Int, y: Int, width: Int, height: Int,
                              with renderer: Renderer = .pdftoppm) throws -> RasterFrame {
        let folder = try temporaryDirectory("poppler")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("page")
        _ = try run(renderer.rawValue, ["-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-x", "\(x)", "-y", "\(y)",
                                 "-W", "\(width)", "-H", "\(height)", "-png", "-singlefile", pdf.path, prefix.path])
        return try RasterFrame(PNGImageDecoder.decode(path: prefix.path + ".png"))
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Checker.require(.poppler)
        return try ProcessRun.checked(URL(fileURLWithPath: Checker.popplerBin + "/" + tool), arguments)
    }
}
