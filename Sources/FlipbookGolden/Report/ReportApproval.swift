import FlipbookPipeline
import FlipbookRender
import Foundation
import FlipbookSupport

/// Accepting a report's changes: each failed entry's actual file copied over its golden.
///
/// A report is data, never instructions: it is refused unless a `verify` (or test run) of this
/// user on this machine signed it (`ReportSignature`); its goldens folder must be an existing
/// folder, each golden a frame (`NNNN.png`) or `trace.jsonl` path below it without `..`, `.` or
/// links, each actual a regular file inside the report whose bytes hash to what the signed
/// manifest lists and decode as a golden does (a PNG within the decoder's limits, a trace whose
/// lines parse). All entries of one goldens folder are applied as one `FolderEdit`: staged in a
/// mirror, swapped in whole; a failure or a kill at any point leaves the old goldens, whole.
///
/// ```swift
/// let approval = try ReportApproval(report: URL(fileURLWithPath: ".build/flipbook-report"))
/// for copy in try approval.apply() { print("approved \(copy.golden.path)") }
/// ```
public struct ReportApproval: Sendable {
    public struct Copy: Sendable, Equatable {
        public var entry: ReportManifest.Entry
        public var actual: String
        public var golden: URL
        /// The golden's path below `root`, as components.
        var relative: [String]
    }

    public let report: URL
    /// The goldens folder every copy goes below (its real path).
    public let root: URL
    public let copies: [Copy]

    /// Plans the copies of `report`'s entries, those of the scenes in `only` when it is not empty.
    /// A name in `only` that the report lacks is an error unless `onlyMayMiss` (several reports,
    /// each holding some of the names). Nothing is written.
    public init(report: URL, only: [String] = [], onlyMayMiss: Bool = false) throws {
        let (manifest, folder) = try ReportManifest.read(report: report)
        self.report = folder
        let known = Set(manifest.entries.map(\.scene))
        if !onlyMayMiss, let unknown = only.first(where: { !known.contains($0) }) {
            let names = known.sorted().map(TerminalText.escaped).joined(separator: ", ")
            throw GoldenError.badInput("--only \(TerminalText.escaped(unknown)): no such entry in \(TerminalText.escaped(folder.path)) (it has \(names.isEmpty ? "none" : names))")
        }
        let root = try Self.goldensRoot(manifest.goldens, manifest: folder)
        self.root = root
        let lexicalRoot = URL(fileURLWithPath: manifest.goldens).standardizedFileURL.path
        var seen: Set<[String]> = []
        copies = try manifest.entries.filter { only.isEmpty || only.contains($0.scene) }.map { entry in
            let relative = try Self.checkedGolden(entry, root: lexicalRoot)
            guard seen.insert(relative).inserted else {
                throw GoldenError.badInput("\(TerminalText.escaped(entry.scene)): golden '\(TerminalText.escaped(entry.golden))' is listed twice")
            }
            let actual = try Self.checkedActual(entry)
            return Copy(entry: entry, actual: actual, golden: relative.reduce(root) { $0.appendingPathComponent($1) }, relative: relative)
        }
    }

    /// Replaces the goldens with the actual files in one transaction (see the type's comment).
    @discardableResult
    public func apply() throws -> [Copy] {
        try Self.apply([self]).map(\.copy)
    }

    /// Applies several reports: those sharing a goldens folder in one transaction, in order; an
    /// entry failing anywhere in a folder's transaction leaves that folder as it was. Two
    /// reports naming one golden: the later one's file is the one kept.
    ///
    /// ```swift
    /// let applied = try ReportApproval.apply(reports.map { try ReportApproval(report: $0) })
    /// ```
    public static func apply(_ approvals: [ReportApproval]) throws -> [(report: URL, copy: Copy)] {
        var roots: [URL] = []
        for approval in approvals where !approval.copies.isEmpty && !roots.contains(approval.root) { roots.append(approval.root) }
        var applied: [(report: URL, copy: Copy)] = []
        for root in roots {
            let group = approvals.filter { $0.root == root }
            try FolderEdit.run(on: root) { staging in
                for approval in group {
                    for copy in approval.copies {
                        let bytes = try approval.readActual(copy)
                        let target = try folderInStaging(staging, copy.relative.dropLast(), name: copy.entry.scene)
                        try AtomicFile.write(bytes, to: target.appendingPathComponent(copy.relative.last!), sweeping: false)
                    }
                }
            }
            for approval in group { applied += approval.copies.map { (approval.report, $0) } }
        }
        return applied
    }

    /// The actual file's bytes, as the signed manifest lists them and as a golden must be.
    private func readActual(_ copy: Copy) throws -> [UInt8] {
        let scene = TerminalText.escaped(copy.entry.scene), shown = TerminalText.escaped(copy.actual)
        let limit = copy.entry.kind == .frame ? InputFile.imageByteLimit : TraceGolden.byteLimit
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(copy.actual, inside: report, limit: limit)
        } catch let error as InputFileError {
            let reason = if case .outsideFolder = error { "leaves the report folder (symbolic links included)" } else { error.reason }
            throw GoldenError.badInput("\(scene): actual '\(shown)': \(reason)")
        }
        guard let digest = copy.entry.sha256, SHA256.hex(bytes) == digest else {
            throw GoldenError.badInput("\(scene): actual '\(shown)' is not the file the report's signature covers")
        }
        switch copy.entry.kind {
        case .frame:
            do { _ = try PNGImageDecoder.decode(bytes: bytes, name: copy.actual) } catch {
                throw GoldenError.badInput("\(scene): actual '\(shown)' is not a PNG a golden can be: \(TerminalText.escaped("\(error)"))")
            }
        case .trace:
            try TraceGolden.validate(bytes, name: shown)
        }
        return bytes
    }

    /// The folder below `staging`, made where missing; a component that is a link or not a folder is refused.
    private static func folderInStaging(_ staging: URL, _ parts: ArraySlice<String>, name: String) throws -> URL {
        var folder = staging
        for part in parts {
            folder.appendPathComponent(part)
            var info = stat()
            if lstat(folder.path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw GoldenError.badInput("\(TerminalText.escaped(name)): '\(TerminalText.escaped(part))' in the goldens folder is not a folder (a link or a file); refusing to write through it")
                }
            } else if mkdir(folder.path, 0o777) != 0 {
                throw OutputError.writeFailed(path: folder.path, reason: AtomicFile.errnoText())
            }
        }
        return folder
    }

    private static func goldensRoot(_ path: String, manifest: URL) throws -> URL {
        let shown = TerminalText.escaped(path)
        guard path.hasPrefix("/"), InputFile.kind(of: path) == .folder, let real = realPath(path) else {
            throw GoldenError.badInput("\(TerminalText.escaped(manifest.path)): goldens folder '\(shown)' is not an existing absolute folder")
        }
        guard real != "/" else { throw GoldenError.badInput("\(TerminalText.escaped(manifest.path)): goldens folder '/' is not allowed") }
        return URL(fileURLWithPath: real)
    }

    /// The golden's components below the goldens folder: a frame `NNNN.png` or `trace.jsonl`,
    /// in folders named plainly (no `.`, `..`, empty or hidden parts).
    private static func checkedGolden(_ entry: ReportManifest.Entry, root: String) throws -> [String] {
        let scene = TerminalText.escaped(entry.scene), shown = TerminalText.escaped(entry.golden)
        guard entry.golden.hasPrefix(root + "/") else {
            throw GoldenError.badInput("\(scene): golden '\(shown)' is outside the goldens folder \(TerminalText.escaped(root)); refusing to write it")
        }
        let parts = entry.golden.dropFirst(root.count + 1).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\0") }) else {
            throw GoldenError.badInput("\(scene): golden '\(shown)' is outside the goldens folder \(TerminalText.escaped(root)) or not a plain path below it; refusing to write it")
        }
        let name = parts.last!
        let valid = entry.kind == .frame
            ? name.hasSuffix(".png") && name.count >= 8 && name.dropLast(4).allSatisfy { $0.isASCII && $0.isNumber }
            : name == "trace.jsonl"
        guard valid else {
            throw GoldenError.badInput("\(scene): golden '\(shown)' is not a \(entry.kind == .frame ? "frame golden (NNNN.png)" : "trace golden (trace.jsonl)")")
        }
        return parts
    }

    private static func checkedActual(_ entry: ReportManifest.Entry) throws -> String {
        let parts = entry.actual.split(separator: "/", omittingEmptySubsequences: false)
        guard !entry.actual.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }) else {
            throw GoldenError.badInput("\(TerminalText.escaped(entry.scene)): actual '\(TerminalText.escaped(entry.actual))' must be a path inside the report folder")
        }
        return entry.actual
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
