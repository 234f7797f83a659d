import Foundation
import FlipbookSupport

/// How goldens are read and recorded: they arrive in pull requests, so a golden is a regular file
/// inside the goldens folder (every link resolved and kept inside: a `0000.png` or `trace.jsonl`
/// linking out of the repository is refused, exit 2), and a recording lands whole: frames are
/// written to a scratch folder during the run, then moved with `meta.json` into the golden
/// folder in one `FolderEdit`.
///
/// ```swift
/// let bytes = try GoldenFiles.read("blog-header/0000.png", in: URL(fileURLWithPath: "golden"), limit: InputFile.imageByteLimit)
/// ```
public enum GoldenFiles {
    /// The bytes of `relative` inside `goldens`, nil when there is none (to be recorded or reported).
    public static func read(_ relative: String, in goldens: URL, limit: Int) throws -> [UInt8]? {
        var info = stat()
        // No goldens folder yet: nothing is recorded.
        if lstat(goldens.path, &info) != 0, errno == ENOENT { return nil }
        do {
            return try InputFile.read(relative, inside: goldens, limit: limit)
        } catch InputFileError.missing {
            // Missing because a folder on the way is a link to nothing is a broken checkout, not
            // a golden to record: say which (exit 2).
            var folder = goldens
            for part in relative.split(separator: "/").dropLast() {
                folder.appendPathComponent(String(part))
                var link = stat(), target = stat()
                if lstat(folder.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, stat(folder.path, &target) != 0 {
                    throw GoldenError.badInput("\(folder.path): a symbolic link to nothing; a golden folder must be a folder")
                }
            }
            return nil
        } catch let error as InputFileError {
            let reason = if case .outsideFolder = error {
                "leaves the goldens folder \(goldens.path) (symbolic links included); goldens are read only inside it"
            } else { error.reason }
            throw GoldenError.badInput("\(goldens.appendingPathComponent(relative).path): \(reason)")
        }
    }

    /// The scratch folder a run records `name`'s files into before they are moved in whole: a
    /// hidden sibling named for this process, so a killed run's is removed by the next recording.
    static func scratch(for folder: URL) -> AtomicFile {
        AtomicFile(destination: folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-recording"))
    }

    static let scratchRules = AtomicFile.FolderRules.privateScratch
}
