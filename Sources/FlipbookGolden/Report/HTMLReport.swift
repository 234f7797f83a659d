import FlipbookEncode
import FlipbookPipeline
import Foundation
import FlipbookSupport

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

        let output = AtomicFile(destination: directory)
        try output.createFolder(rules: folderRules)
        let staging = output.temporary
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
            try output.commitFolder(rules: folderRules)
        } catch {
            output.discardFolder(rules: folderRules)
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

    /// A report folder is replaced through the one folder swap (`AtomicFile.commitFolder`): an
    /// earlier report goes whole, its stray files with it, as it is a folder a report made.
    static let folderRules = AtomicFile.FolderRules(
        checkReplaceable: { try HTMLReport.checkReplaceable($0) },
        removeEarlier: { try? FileManager.default.removeItem(at: $0) }, writesMarker: false)

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
}
