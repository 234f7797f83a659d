import Foundation
import FlipbookSupport

/// How a report reads the files it shows: goldens as hostile input (regular files inside the
/// goldens folder, every link resolved and kept inside it; a golden linking out of the repository
/// is shown as unreadable, never copied), the comparison's own artifacts as regular files.
///
/// ```swift
/// let sources = ReportSources(goldens: URL(fileURLWithPath: "golden"))
/// let png = try sources.bytes(goldenURL, golden: true).get()
/// ```
struct ReportSources: Sendable {
    /// The goldens folder; nil: each golden is held to its own folder.
    var goldens: URL?

    func bytes(_ url: URL, golden: Bool, limit: Int = InputFile.imageByteLimit) -> Result<[UInt8], InputFileError> {
        Result {
            guard golden else { return try InputFile.read(url.path, limit: limit) }
            let path = url.standardizedFileURL.path
            if let root = goldens?.path, path.hasPrefix(root + "/") {
                return try InputFile.read(String(path.dropFirst(root.count + 1)), inside: URL(fileURLWithPath: root), limit: limit)
            }
            return try InputFile.read(url.lastPathComponent, inside: url.deletingLastPathComponent(), limit: limit)
        }.mapError { $0 as? InputFileError ?? .unreadable(path: url.path, reason: "\($0)") }
    }

    /// A trace's text, nil when it cannot be read as a golden may be.
    func text(_ url: URL, golden: Bool) -> String? {
        (try? bytes(url, golden: golden, limit: TraceGolden.byteLimit).get()).map { String(decoding: $0, as: UTF8.self) }
    }
}
