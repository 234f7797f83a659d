import Foundation

/// `report.json` beside a report's index.html: what `flipbook approve` needs to accept the
/// change, in a form a script can read too. Goldens are absolute paths inside `goldens`; actual
/// files are paths relative to the report folder (copies the report owns, so approving works
/// after the run's scratch files are gone).
///
/// ```json
/// {"format": "flipbook-golden-report", "version": 1, "goldens": "/repo/Tests/__Goldens__/HeaderTests",
///  "entries": [{"scene": "testCollapse", "kind": "frame", "frame": "10",
///               "golden": "/repo/Tests/__Goldens__/HeaderTests/testCollapse/0010.png", "actual": "images/0002-actual.png"}]}
/// ```
public struct ReportManifest: Codable, Sendable, Equatable {
    public static let fileName = "report.json"
    public static let formatName = "flipbook-golden-report"

    public enum Kind: String, Codable, Sendable { case frame, trace }

    /// One file to accept: the run's `actual` replaces `golden`.
    public struct Entry: Codable, Sendable, Equatable {
        public var scene: String
        public var kind: Kind
        /// The step of a frame entry; nil for the trace.
        public var frame: String?
        public var golden: String
        public var actual: String

        public init(scene: String, kind: Kind, frame: String?, golden: String, actual: String) {
            self.scene = scene; self.kind = kind; self.frame = frame; self.golden = golden; self.actual = actual
        }
    }

    public var format = ReportManifest.formatName
    public var version = 1
    /// The folder every golden must be inside; approve refuses any other path.
    public var goldens: String
    public var entries: [Entry]

    public init(goldens: String, entries: [Entry]) {
        self.goldens = goldens; self.entries = entries
    }

    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads `report.json` from a report folder (or the file itself); a missing or malformed one is bad input (exit 2).
    public static func read(report: URL) throws -> (manifest: ReportManifest, folder: URL) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: report.path, isDirectory: &isFolder)
        let file = exists && isFolder.boolValue ? report.appendingPathComponent(fileName) : report
        let folder = file.deletingLastPathComponent()
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw GoldenError.badInput("\(file.path): no report manifest here (a report folder written by a failing golden check holds \(fileName))")
        }
        guard data.count <= 64 << 20 else { throw GoldenError.badInput("\(file.path): larger than 64 MB; not a report manifest") }
        let manifest: ReportManifest
        do {
            manifest = try JSONDecoder().decode(ReportManifest.self, from: data)
        } catch {
            throw GoldenError.badInput("\(file.path): not a report manifest (\(error))")
        }
        guard manifest.format == formatName, manifest.version == 1 else {
            throw GoldenError.badInput("\(file.path): format '\(manifest.format)' version \(manifest.version); expected '\(formatName)' version 1")
        }
        return (manifest, folder)
    }
}
