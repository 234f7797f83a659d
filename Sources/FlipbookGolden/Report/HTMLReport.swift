import FlipbookEncode
import FlipbookPipeline
import Foundation

/// A static HTML report of failing frames, like Playwright's: one self-contained folder that a CI
/// job can upload as an artifact and anyone can open from disk.
public enum HTMLReport {
    /// Writes one self-contained folder (index.html + copies of every image; no network, no external JS/CSS):
    /// every failing frame with golden, actual and diff, and side-by-side, slider and blink views (like Playwright's report).
    /// Returns index.html's URL. Atomic: build in a temp folder then rename over `directory`.
    ///
    /// An image file that cannot be read is shown as missing in the page instead of failing the
    /// report (a report is written when something already went wrong). Throws `OutputError` when
    /// the folder cannot be written.
    ///
    /// ```swift
    /// let index = try HTMLReport.write(entries: failures, title: "flipbook verify",
    ///                                  to: URL(fileURLWithPath: ".build/flipbook-report"))
    /// print("report: \(index.path)")
    /// ```
    @discardableResult
    public static func write(entries: [ReportEntry], title: String, to directory: URL) throws -> URL {
        let directory = directory.standardizedFileURL
        let parent = directory.deletingLastPathComponent()
        try AtomicFile.ensureDirectory(parent)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw OutputError.notADirectory(path: directory.path)
        }

        let staging = sibling(of: directory, tag: "tmp")
        do {
            try AtomicFile.ensureDirectory(staging.appendingPathComponent("images"))
            let items = entries.enumerated().map { k, entry in
                (entry: entry, images: ReportImages.copy(entry, index: k + 1, into: staging))
            }
            let page = HTMLReportPage.render(title: title, entries: items)
            try AtomicFile.write(Array(page.utf8), to: staging.appendingPathComponent("index.html"))
            try replace(directory, with: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        return directory.appendingPathComponent("index.html")
    }

    /// A hidden folder beside `url` (same file system, so renames stay renames).
    private static func sibling(of url: URL, tag: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(tag)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))")
    }

    /// Puts the finished folder in place. rename(2) cannot replace a non-empty folder, so an old
    /// report is first renamed aside, and deleted only once the new one is in place: a reader sees
    /// the old report or the new one, never a half-written one (at worst, for an instant, none).
    private static func replace(_ directory: URL, with staging: URL) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: directory.path) else {
            return try rename(staging, to: directory)
        }
        let old = sibling(of: directory, tag: "old")
        try rename(directory, to: old)
        do {
            try rename(staging, to: directory)
        } catch {
            try? rename(old, to: directory)   // put the previous report back
            throw error
        }
        try? fm.removeItem(at: old)
    }

    private static func rename(_ from: URL, to: URL) throws {
        if Foundation.rename(from.path, to.path) != 0 {
            throw OutputError.writeFailed(path: to.path, reason: String(cString: strerror(errno)))
        }
    }
}
