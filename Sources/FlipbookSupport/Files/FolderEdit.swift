import CFiles
import Foundation

/// Changes to a folder that land together or not at all: golden folders (`record`, `approve`).
///
/// `begin` mirrors the folder into `.<name>.tmp-<pid>` beside it (sub-folders made, files
/// hard-linked: cheap, and no byte is copied); the caller writes and removes files in `staging`
/// only; `commit` swaps the two folders in one `renameat2(RENAME_EXCHANGE)` and then removes the
/// old tree. A `kill -9` at any moment leaves the old folder or the new one, whole, plus at most
/// a stale temporary the next edit of the folder removes. The whole edit runs under the parent
/// folder's lock, so two runs editing one folder apply one after the other.
///
/// ```swift
/// try FolderEdit.run(on: URL(fileURLWithPath: "golden/blog-header")) { staging in
///     try AtomicFile.write(png, to: staging.appendingPathComponent("0010.png"), sweeping: false)
/// }
/// ```
public struct FolderEdit: Sendable {
    public let destination: URL
    /// The mirror being edited; becomes `destination` at `commit`.
    public let staging: URL

    /// Mirrors `folder` (missing: an empty staging folder), edits the mirror with `body`, swaps it
    /// in. On a throw the folder is left as it was and the mirror removed.
    @discardableResult
    public static func run<T>(on folder: URL, _ body: (URL) throws -> T) throws -> T {
        let parent = folder.deletingLastPathComponent()
        try AtomicFile.ensureDirectory(parent)
        return try AtomicFile.withLock(on: parent) {
            let edit = try FolderEdit(mirroring: folder)
            do {
                let result = try body(edit.staging)
                try edit.commit()
                return result
            } catch {
                edit.discard()
                throw error
            }
        }
    }

    /// What the tree removal of an abandoned edit looks like to `AtomicFile.removeAbandoned`.
    static let rules = AtomicFile.FolderRules.privateScratch

    private init(mirroring folder: URL) throws {
        destination = folder
        staging = AtomicFile(destination: folder).temporary
        AtomicFile.removeAbandoned(beside: folder, rules: Self.rules)
        var info = stat()
        let exists = lstat(folder.path, &info) == 0
        if exists, info.st_mode & S_IFMT != S_IFDIR {
            throw info.st_mode & S_IFMT == S_IFLNK
                ? OutputError.unsupportedOutput(path: folder.path, reason: "is a symbolic link; a golden folder must be a folder")
                : OutputError.notADirectory(path: folder.path)
        }
        try TemporaryFiles.creating(staging.path) {
            guard mkdir(staging.path, 0o777) == 0 else {
                throw OutputError.writeFailed(path: folder.path, reason: AtomicFile.errnoText())
            }
        }
        do {
            if exists { try Self.mirror(folder, into: staging) }
        } catch {
            discard()
            throw error
        }
    }

    /// Re-creates `source`'s tree in `target`: folders made, regular files hard-linked (copied
    /// where the file system refuses links), symbolic links re-made as they are (never followed).
    /// Anything else (a FIFO, a device) is not Flipbook's to carry over: refused.
    static func mirror(_ source: URL, into target: URL) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: source.path) } catch {
            throw OutputError.writeFailed(path: source.path, reason: "cannot list it")
        }
        for name in names.sorted() where AtomicFile.abandonedPid(name) == nil {
            let from = source.appendingPathComponent(name), to = target.appendingPathComponent(name)
            var info = stat()
            guard lstat(from.path, &info) == 0 else { throw OutputError.writeFailed(path: from.path, reason: AtomicFile.errnoText()) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard mkdir(to.path, 0o777) == 0 else { throw OutputError.writeFailed(path: to.path, reason: AtomicFile.errnoText()) }
                try mirror(from, into: to)
            case S_IFREG:
                if link(from.path, to.path) != 0 {
                    do { try FileManager.default.copyItem(at: from, to: to) } catch {
                        throw OutputError.writeFailed(path: from.path, reason: "cannot link or copy it")
                    }
                }
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let n = readlink(from.path, &buffer, buffer.count - 1)
                guard n >= 0, symlink(buffer, to.path) == 0 else {
                    throw OutputError.writeFailed(path: from.path, reason: AtomicFile.errnoText())
                }
            default:
                throw OutputError.foreignFolder(path: source.path, file: name)
            }
        }
    }

    /// Swaps the mirror in; the old tree is removed after (or, if this process dies first, by
    /// the next edit: it carries this run's `.tmp-<pid>` name).
    func commit() throws {
        try TemporaryFiles.finishing(staging.path) {
            var info = stat()
            if lstat(destination.path, &info) != 0, errno == ENOENT {
                guard rename(staging.path, destination.path) == 0 else {
                    throw OutputError.writeFailed(path: destination.path, reason: AtomicFile.errnoText())
                }
                return
            }
            if flipbook_exchange_paths(staging.path, destination.path) != 0 {
                guard errno == EINVAL || errno == ENOSYS else {
                    throw OutputError.writeFailed(path: destination.path, reason: AtomicFile.errnoText())
                }
                // No exchange here (an old kernel or file system): aside, then in; a kill between
                // the two leaves `.old-<pid>`, which holds the whole old folder.
                let old = destination.deletingLastPathComponent()
                    .appendingPathComponent(AtomicFile.oldName(of: destination.lastPathComponent, pid: getpid()))
                guard rename(destination.path, old.path) == 0 else {
                    throw OutputError.writeFailed(path: destination.path, reason: AtomicFile.errnoText())
                }
                guard rename(staging.path, destination.path) == 0 else {
                    let reason = AtomicFile.errnoText()
                    _ = rename(old.path, destination.path)
                    throw OutputError.writeFailed(path: destination.path, reason: reason)
                }
                Self.removeTree(old)
                return
            }
        }
        Self.removeTree(staging)
    }

    func discard() {
        TemporaryFiles.finishing(staging.path) { Self.removeTree(staging) }
    }

    /// Removes a tree this process made (a mirror, or the old tree swapped out); links in it are
    /// removed, never followed.
    static func removeTree(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
