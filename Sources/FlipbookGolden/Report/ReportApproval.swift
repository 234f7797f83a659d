import FlipbookPipeline
import Foundation
import FlipbookSupport

/// Accepting a report's changes: each failed entry's actual file copied over its golden.
///
/// Every path is checked before anything is written, so a hostile or stale manifest changes
/// nothing: goldens must lie inside the manifest's goldens folder (after `..` and symbolic links
/// are resolved) and be `.png` frames or a `.jsonl` trace; actual files must lie inside the
/// report folder and be what their kind says. Each golden is then replaced atomically.
///
/// ```swift
/// let approval = try ReportApproval(report: URL(fileURLWithPath: ".build/flipbook-report"))
/// for copy in try approval.apply() { print("approved \(copy.golden.path)") }
/// ```
public struct ReportApproval: Sendable {
    public struct Copy: Sendable, Equatable {
        public var entry: ReportManifest.Entry
        public var actual: URL
        public var golden: URL
    }

    public let report: URL
    public let copies: [Copy]

    /// Plans the copies of `report`'s entries, those of the scenes in `only` when it is not empty.
    /// A name in `only` that the report lacks is an error unless `onlyMayMiss` (several reports,
    /// each holding some of the names).
    public init(report: URL, only: [String] = [], onlyMayMiss: Bool = false) throws {
        let (manifest, folder) = try ReportManifest.read(report: report)
        self.report = folder
        let known = Set(manifest.entries.map(\.scene))
        if !onlyMayMiss, let unknown = only.first(where: { !known.contains($0) }) {
            let names = known.sorted().joined(separator: ", ")
            throw GoldenError.badInput("--only \(unknown): no such entry in \(folder.path) (it has \(names.isEmpty ? "none" : names))")
        }
        let root = try Self.goldensRoot(manifest.goldens, manifest: folder)
        let reportRoot = Self.resolved(folder)
        copies = try manifest.entries.filter { only.isEmpty || only.contains($0.scene) }.map { entry in
            let golden = try Self.checkedGolden(entry, root: root)
            let actual = try Self.checkedActual(entry, reportRoot: reportRoot)
            return Copy(entry: entry, actual: actual, golden: golden)
        }
    }

    /// Replaces each golden with its actual file, atomically, creating the scene folder if needed.
    @discardableResult
    public func apply() throws -> [Copy] {
        for copy in copies {
            guard let data = FileManager.default.contents(atPath: copy.actual.path) else {
                throw GoldenError.badInput("\(copy.actual.path): cannot be read")
            }
            try AtomicFile.ensureDirectory(copy.golden.deletingLastPathComponent())
            try AtomicFile.write(Array(data), to: copy.golden)
        }
        return copies
    }

    private static func goldensRoot(_ path: String, manifest: URL) throws -> URL {
        var isFolder: ObjCBool = false
        guard path.hasPrefix("/"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw GoldenError.badInput("\(manifest.path): goldens folder '\(path)' is not an existing absolute folder")
        }
        let root = resolved(URL(fileURLWithPath: path))
        guard root.path != "/" else { throw GoldenError.badInput("\(manifest.path): goldens folder '/' is not allowed") }
        return root
    }

    private static func checkedGolden(_ entry: ReportManifest.Entry, root: URL) throws -> URL {
        let ext = entry.kind == .frame ? "png" : "jsonl"
        let golden = URL(fileURLWithPath: entry.golden)
        guard entry.golden.hasPrefix("/"), golden.pathExtension == ext else {
            throw GoldenError.badInput("\(entry.scene): golden '\(entry.golden)' must be an absolute .\(ext) path")
        }
        let real = resolved(golden)
        guard real.path.hasPrefix(root.path + "/") else {
            throw GoldenError.badInput("\(entry.scene): golden '\(entry.golden)' is outside the goldens folder \(root.path); refusing to write it")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: real.path, isDirectory: &isFolder), isFolder.boolValue {
            throw GoldenError.badInput("\(entry.scene): golden '\(entry.golden)' is a folder")
        }
        return real
    }

    private static func checkedActual(_ entry: ReportManifest.Entry, reportRoot: URL) throws -> URL {
        guard !entry.actual.hasPrefix("/") else {
            throw GoldenError.badInput("\(entry.scene): actual '\(entry.actual)' must be a path inside the report folder")
        }
        let actual = resolved(reportRoot.appendingPathComponent(entry.actual))
        guard actual.path.hasPrefix(reportRoot.path + "/") else {
            throw GoldenError.badInput("\(entry.scene): actual '\(entry.actual)' is outside the report folder \(reportRoot.path)")
        }
        guard let handle = FileHandle(forReadingAtPath: actual.path) else {
            throw GoldenError.badInput("\(entry.scene): actual '\(actual.path)' is missing")
        }
        defer { try? handle.close() }
        if entry.kind == .frame {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard let head = try? handle.read(upToCount: 8), Array(head) == signature else {
                throw GoldenError.badInput("\(entry.scene): actual '\(actual.path)' is not a PNG")
            }
        }
        return actual
    }

    /// The path with `..` removed and symbolic links resolved, for the part that exists (a golden
    /// not recorded yet, or its scene folder, may not).
    static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath()
        for part in rest { result.appendPathComponent(part) }
        return result.standardizedFileURL
    }
}
