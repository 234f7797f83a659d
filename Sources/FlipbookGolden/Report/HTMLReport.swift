import FlipbookEncode
import FlipbookPipeline
import Foundation

/// A static HTML report of failing frames, like Playwright's: one self-contained folder that a CI
/// job can upload as an artifact and anyone can open from disk.
public enum HTMLReport {
    /// Writes one self-contained folder (index.html, report.json and copies of every image; no
    /// network, no external JS/CSS): per failing animation, golden and actual played side by side
    /// or flipped in place, a frame strip with the changed frames marked, the trace difference as
    /// a table, and the `flipbook approve` command that accepts it. Returns index.html's URL.
    /// Atomic: built in a temporary folder, then renamed over `directory`.
    ///
    /// `report.json` (`ReportManifest`) lists each changed frame and trace with its golden and
    /// the report's copy of the actual file; `goldens` is the folder approve may write in
    /// (default: the folder holding every scene's golden folder).
    ///
    /// An image file that cannot be read is shown as missing in the page instead of failing the
    /// report (a report is written when something already went wrong). Throws `OutputError` when
    /// the folder cannot be written.
    ///
    /// ```swift
    /// let index = try HTMLReport.write(scenes: [scene], title: "flipbook verify", goldens: goldenRoot,
    ///                                  to: URL(fileURLWithPath: ".build/flipbook-report"))
    /// print("report: \(index.path)")
    /// ```
    @discardableResult
    public static func write(scenes: [ReportScene], title: String, goldens: URL? = nil, to directory: URL) throws -> URL {
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
            try AtomicFile.ensureDirectory(staging.appendingPathComponent("traces"))
            var items: [HTMLReportPage.Item] = []
            var manifest: [ReportManifest.Entry] = []
            for (s, scene) in scenes.enumerated() {
                let images = scene.frames.enumerated().map { k, frame in
                    ReportImages.copy(frame, scene: s + 1, index: k + 1, into: staging)
                }
                for (frame, copied) in zip(scene.frames, images) where frame.changed {
                    if let golden = frame.golden, let actual = copied.actual.relativePath, frame.actual != frame.golden {
                        manifest.append(.init(scene: scene.name, kind: .frame, frame: frame.label,
                                              golden: golden.standardizedFileURL.path, actual: actual))
                    }
                }
                var table: TraceTable?
                if let trace = scene.trace {
                    let relative = String(format: "traces/%04d-actual.jsonl", s + 1)
                    if case .copied = ReportImages.copyFile(trace.actual, to: staging, relative: relative) {
                        manifest.append(.init(scene: scene.name, kind: .trace, frame: nil,
                                              golden: trace.golden.standardizedFileURL.path, actual: relative))
                    }
                    table = TraceTable(golden: (try? String(contentsOf: trace.golden, encoding: .utf8)) ?? "",
                                       actual: (try? String(contentsOf: trace.actual, encoding: .utf8)) ?? "")
                }
                let approve = manifest.contains { $0.scene == scene.name }
                    ? ApproveCommandLine.text(report: directory, scene: scenes.count > 1 ? scene.name : nil) : nil
                items.append(.init(scene: scene, images: images, trace: table, approve: approve))
            }
            let root = goldens?.standardizedFileURL.path ?? commonFolder(manifest.map { URL(fileURLWithPath: $0.golden) })
            let approveAll = manifest.isEmpty ? nil : ApproveCommandLine.text(report: directory)
            let page = HTMLReportPage.render(title: title, items: items, approveAll: approveAll)
            try AtomicFile.write(Array(page.utf8), to: staging.appendingPathComponent("index.html"))
            try AtomicFile.write(try ReportManifest(goldens: root, entries: manifest).encoded(),
                                 to: staging.appendingPathComponent(ReportManifest.fileName))
            try replace(directory, with: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        return directory.appendingPathComponent("index.html")
    }

    /// The per-frame form: entries are grouped into scenes in their order, each frame changed.
    ///
    /// ```swift
    /// try HTMLReport.write(entries: failures, title: "flipbook verify", to: URL(fileURLWithPath: ".build/flipbook-report"))
    /// ```
    @discardableResult
    public static func write(entries: [ReportEntry], title: String, goldens: URL? = nil, to directory: URL) throws -> URL {
        try write(scenes: ReportScene.grouping(entries), title: title, goldens: goldens, to: directory)
    }

    /// The deepest folder holding every scene folder (a golden's grandparent: `root/scene/0000.png`).
    static func commonFolder(_ goldens: [URL]) -> String {
        let folders = goldens.map { $0.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "" }
        for parts in folders.dropFirst() {
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.count <= 1 ? "/" : "/" + common.dropFirst().joined(separator: "/")
    }

    /// A hidden folder beside `url` (same file system, so renames stay renames).
    private static func sibling(of url: URL, tag: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(tag)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))")
    }

    /// Refuses (exit 2, the folder untouched) a report folder that holds files a report did not
    /// write: `--report ~/Documents` must never delete a user's folder. Replaceable: a missing or
    /// empty folder, an earlier report (its `report.json` or `index.html`), or a folder holding
    /// only the comparison's scratch `artifacts/`. Call before a run writes anything there.
    ///
    /// ```swift
    /// try HTMLReport.checkReplaceable(URL(fileURLWithPath: ".build/flipbook-report"))
    /// ```
    public static func checkReplaceable(_ directory: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw OutputError.notADirectory(path: directory.path) }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        if names.contains(ReportManifest.fileName) || names.contains("index.html") { return }
        if let foreign = names.sorted().first(where: { $0 != "artifacts" }) {
            throw OutputError.foreignFolder(path: directory.path, file: foreign)
        }
    }

    /// Puts the finished folder in place. rename(2) cannot replace a non-empty folder, so an old
    /// report is first renamed aside, and deleted only once the new one is in place: a reader sees
    /// the old report or the new one, never a half-written one (at worst, for an instant, none).
    private static func replace(_ directory: URL, with staging: URL) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: directory.path) else {
            return try rename(staging, to: directory)
        }
        try checkReplaceable(directory)
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
