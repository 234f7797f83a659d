import Foundation

/// The images of one report entry, copied into the report's `images/` folder.
///
/// Each is a path relative to index.html, or why it is absent: a report is written when things
/// already went wrong, so a missing file is shown in the page rather than failing the report.
struct ReportImages {
    enum Slot {
        case copied(relativePath: String)
        case absent(reason: String)

        var relativePath: String? { if case .copied(let path) = self { path } else { nil } }
    }

    var golden, actual, diff, sideBySide: Slot

    /// Copies the entry's files into `folder/images/` as `NNNN-role.ext` (unique, URL-safe names,
    /// whatever the originals were called).
    static func copy(_ entry: ReportEntry, index: Int, into folder: URL) -> ReportImages {
        func slot(_ source: URL?, _ role: String, missing: String) -> Slot {
            guard let source else { return .absent(reason: missing) }
            let ext = source.pathExtension.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
            let name = "\(String(format: "%04d", index))-\(role)\(ext.isEmpty ? "" : "." + ext)"
            do {
                try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("images/\(name)"))
                return .copied(relativePath: "images/\(name)")
            } catch {
                return .absent(reason: "could not copy \(source.path)")
            }
        }
        return ReportImages(golden: slot(entry.golden, "golden", missing: "no golden recorded"),
                            actual: slot(entry.actual, "actual", missing: ""),
                            diff: slot(entry.diff, "diff", missing: "no diff image"),
                            sideBySide: slot(entry.sideBySide, "side-by-side", missing: "no side-by-side image"))
    }
}
