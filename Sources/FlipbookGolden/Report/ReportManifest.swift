import Foundation
import FlipbookSupport

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
public struct ReportManifest: Encodable, Sendable, Equatable {
    public static let fileName = "report.json"
    public static let formatName = "flipbook-golden-report"

    public enum Kind: String, Encodable, Sendable { case frame, trace }

    /// One file to accept: the run's `actual` replaces `golden`.
    public struct Entry: Encodable, Sendable, Equatable {
        public var scene: String
        public var kind: Kind
        /// The step of a frame entry; nil for the trace.
        public var frame: String?
        public var golden: String
        public var actual: String
        /// SHA-256 of the actual file's bytes, lowercase hex: what the report's signature vouches for.
        public var sha256: String?

        public init(scene: String, kind: Kind, frame: String?, golden: String, actual: String, sha256: String? = nil) {
            self.scene = scene; self.kind = kind; self.frame = frame; self.golden = golden; self.actual = actual; self.sha256 = sha256
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

    /// Most bytes and entries a manifest may hold (a report of 100,000 changed frames is far past any real run).
    public static let byteLimit = 16 << 20
    public static let entryLimit = 100_000

    /// Reads `report.json` from a report folder (or the file itself) as hostile input: a regular
    /// file inside the folder (links resolved), at most `byteLimit` bytes, signed (`requireSignature`)
    /// by this user's key (`ReportSignature`), then read through the one JSON reader
    /// (`ReportManifest+Reading`). Anything else is bad input (exit 2) naming the place.
    public static func read(report: URL, requireSignature: Bool = true) throws -> (manifest: ReportManifest, folder: URL) {
        let isFolder = InputFile.kind(of: report.path) == .folder
        let folder = isFolder ? report : report.deletingLastPathComponent()
        let file = folder.appendingPathComponent(fileName)
        let shown = TerminalText.escaped(file.path)
        if !isFolder, report.lastPathComponent != fileName {
            throw GoldenError.badInput("\(TerminalText.escaped(report.path)): not a report folder or its \(fileName)")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(fileName, inside: folder, limit: byteLimit)
        } catch InputFileError.missing {
            throw GoldenError.badInput("\(shown): no report manifest here (a report folder written by a failing golden check holds \(fileName))")
        } catch let error as InputFileError {
            throw GoldenError.badInput("\(shown): \(error.reason)")
        }
        if requireSignature {
            let signature: [UInt8]
            do {
                signature = try InputFile.read(ReportSignature.fileName, inside: folder, limit: 1024)
            } catch {
                throw GoldenError.badInput("\(shown): no \(ReportSignature.fileName) beside it, so not a report this machine wrote; refusing to approve it")
            }
            try ReportSignature.check(manifest: bytes, signature: signature, file: shown)
        }
        let manifest: ReportManifest
        do {
            manifest = try ReportManifest(json: try JSONField.root(of: bytes, file: file.path, limit: byteLimit))
        } catch {
            throw GoldenError.badInput(error.description)
        }
        return (manifest, folder)
    }
}
