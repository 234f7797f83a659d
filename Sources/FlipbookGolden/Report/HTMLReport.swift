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
        // Goldens are read as hostile: regular files inside their folder, links resolved and
        // kept inside it; what the comparison wrote (actual, diff) are files this run made.
        let sources = ReportSources(goldens: goldens?.standardizedFileURL)
        do {
            try AtomicFile.write(Array(markerText.utf8), to: staging.appendingPathComponent(markerName), sweeping: false)
            try AtomicFile.ensureDirectory(staging.appendingPathComponent("images"))
            try AtomicFile.ensureDirectory(staging.appendingPathComponent("traces"))
            var items: [HTMLReportPage.Item] = []
            var manifest: [ReportManifest.Entry] = []
            for (s, scene) in scenes.enumerated() {
                let images = scene.frames.enumerated().map { k, frame in
                    ReportImages.copy(frame, scene: s + 1, index: k + 1, into: staging, sources: sources)
                }
                for (frame, copied) in zip(scene.frames, images) where frame.changed {
                    if let golden = frame.golden, case let .copied(actual, digest) = copied.actual, frame.actual != frame.golden {
                        manifest.append(.init(scene: scene.name, kind: .frame, frame: frame.label,
                                              golden: golden.standardizedFileURL.path, actual: actual, sha256: digest))
                    }
                }
                var table: TraceTable?
                if let trace = scene.trace {
                    let relative = String(format: "traces/%04d-actual.jsonl", s + 1)
                    let actualText = sources.text(trace.actual, golden: false)
                    if case let .copied(_, digest) = ReportImages.copyFile(trace.actual, to: staging, relative: relative, sources: sources, golden: false) {
                        manifest.append(.init(scene: scene.name, kind: .trace, frame: nil,
                                              golden: trace.golden.standardizedFileURL.path, actual: relative, sha256: digest))
                    }
                    table = TraceTable(golden: sources.text(trace.golden, golden: true) ?? "", actual: actualText ?? "")
                }
                let approve = manifest.contains { $0.scene == scene.name }
                    ? ApproveCommandLine.text(report: directory, scene: scenes.count > 1 ? scene.name : nil) : nil
                items.append(.init(scene: scene, images: images, trace: table, approve: approve))
            }
            let root = goldens?.standardizedFileURL.path ?? commonFolder(manifest.map { URL(fileURLWithPath: $0.golden) })
            let approveAll = manifest.isEmpty ? nil : ApproveCommandLine.text(report: directory)
            let page = HTMLReportPage.render(title: title, items: items, approveAll: approveAll)
            try AtomicFile.write(Array(page.utf8), to: staging.appendingPathComponent("index.html"), sweeping: false)
            let manifestBytes = try ReportManifest(goldens: root, entries: manifest).encoded()
            try AtomicFile.write(manifestBytes, to: staging.appendingPathComponent(ReportManifest.fileName), sweeping: false)
            // Unsigned (no key can be made here: no HOME) is still a report to read; approve refuses it.
            if let signature = try? ReportSignature.sign(manifest: manifestBytes) {
                try AtomicFile.write(signature, to: staging.appendingPathComponent(ReportSignature.fileName), sweeping: false)
            }
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

    /// The file that marks a folder as a report Flipbook wrote: the only sign that lets a later
    /// report replace it (an `index.html` or `report.json` anyone can put anywhere).
    public static let markerName = ".flipbook-report"
    static let markerText = """
    This folder is a golden report written by Flipbook. The next report to this folder replaces it
    whole; a folder without this file is never replaced (see docs/files-and-outputs.md).

    """

    /// A report folder is replaced through the one folder swap (`AtomicFile.commitFolder`): an
    /// earlier report goes whole, its stray files with it, as it is a folder a report made.
    static let folderRules = AtomicFile.FolderRules(
        checkReplaceable: { try HTMLReport.checkReplaceable($0) },
        removeEarlier: { try? FileManager.default.removeItem(at: $0) }, writesMarker: false)

    /// Refuses (exit 2, the folder untouched) a report folder that is not a missing or empty
    /// folder or an earlier report (its `.flipbook-report` marker): `--report ~/Documents` or
    /// `--report .` must never delete a user's folder. Call before a run writes anything there.
    ///
    /// ```swift
    /// try HTMLReport.checkReplaceable(URL(fileURLWithPath: ".build/flipbook-report"))
    /// ```
    public static func checkReplaceable(_ directory: URL) throws {
        var info = stat()
        guard lstat(directory.path, &info) == 0 else {
            if errno == ENOENT { return }
            throw OutputError.writeFailed(path: directory.path, reason: AtomicFile.errnoText())
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw OutputError.unsupportedOutput(path: directory.path, reason: "is a symbolic link; name the report folder itself")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError.notADirectory(path: directory.path) }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() } catch {
            throw OutputError.writeFailed(path: directory.path, reason: "cannot list it")
        }
        guard !names.isEmpty else { return }
        var marker = stat()
        let marked = lstat(directory.appendingPathComponent(markerName).path, &marker) == 0 && marker.st_mode & S_IFMT == S_IFREG
        guard marked else { throw OutputError.foreignFolder(path: directory.path, file: names[0]) }
    }
}
