import Foundation
import FlipbookSupport

/// The images of one report frame, copied into the report's `images/` folder.
///
/// Each is a path relative to index.html, or why it is absent: a report is written when things
/// already went wrong, so a missing file is shown in the page rather than failing the report.
struct ReportImages {
    enum Slot {
        /// Copied to `relativePath`; `sha256` of its bytes, for the signed manifest.
        case copied(relativePath: String, sha256: String)
        case absent(reason: String)

        var relativePath: String? { if case .copied(let path, _) = self { path } else { nil } }
    }

    var golden, actual, diff, sideBySide: Slot

    /// Copies the frame's files into `folder/images/` as `SSSS-FFFF-role.ext` (scene and frame
    /// numbers: unique, URL-safe names, whatever the originals were called). An unchanged frame's
    /// actual is its golden, copied once.
    static func copy(_ frame: ReportFrame, scene: Int, index: Int, into folder: URL, sources: ReportSources) -> ReportImages {
        func slot(_ source: URL?, _ role: String, missing: String, golden: Bool = false) -> Slot {
            guard let source else { return .absent(reason: missing) }
            let name = String(format: "%04d-%04d-", scene, index) + role + extensionOf(source)
            return copyFile(source, to: folder, relative: "images/\(name)", sources: sources, golden: golden)
        }
        let golden = slot(frame.golden, "golden", missing: "no golden recorded", golden: true)
        let actual = frame.actual != nil && frame.actual == frame.golden ? golden
            : slot(frame.actual, "actual", missing: "no actual frame")
        return ReportImages(golden: golden, actual: actual,
                            diff: slot(frame.diff, "diff", missing: frame.changed ? "no diff image" : "no difference"),
                            sideBySide: slot(frame.sideBySide, "side-by-side", missing: "no side-by-side image"))
    }

    /// Copies one file into the report, read as `sources` reads it (a golden held inside its folder).
    static func copyFile(_ source: URL, to folder: URL, relative: String, sources: ReportSources, golden: Bool) -> Slot {
        switch sources.bytes(source, golden: golden) {
        case .failure(let error):
            return .absent(reason: "could not copy \(source.lastPathComponent): \(error.reason)")
        case .success(let bytes):
            do {
                try AtomicFile.write(bytes, to: folder.appendingPathComponent(relative), sweeping: false)
                return .copied(relativePath: relative, sha256: SHA256.hex(bytes))
            } catch {
                return .absent(reason: "could not copy \(source.lastPathComponent)")
            }
        }
    }

    private static func extensionOf(_ url: URL) -> String {
        let ext = url.pathExtension.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
        return ext.isEmpty ? "" : "." + ext
    }
}
