import Foundation

/// Folder outputs and the clean-up of killed runs: the rules in docs/files-and-outputs.md.
///
/// A folder output is written into `.<name>.tmp-<pid>/` beside the destination and swapped in
/// whole by `commitFolder()`, under an exclusive `flock(2)` on the parent folder, so two runs to
/// one folder never mix: the last to finish wins, whole. A folder is replaced only when it is
/// missing, empty, or an earlier Flipbook output: it holds the marker file `.flipbook-output`
/// and nothing but frame files (`NNNN.png`). Anything else is refused (exit 2) and left as it is.
///
/// ```swift
/// let folder = AtomicFile(destination: URL(fileURLWithPath: "out/frames"))
/// try folder.createFolder()
/// try AtomicFile.write(png, to: folder.temporary.appendingPathComponent("0000.png"), sweeping: false)
/// try folder.commitFolder()
/// ```
extension AtomicFile {
    /// What a kind of folder output may replace and how its earlier copy is removed: frame
    /// folders (`.frames`, the default) and other writers' folders, such as the golden HTML
    /// report, share the one swap (temporary sibling, lock, rename aside, rename in).
    ///
    /// ```swift
    /// let report = FolderRules(checkReplaceable: HTMLReport.checkReplaceable,
    ///                          removeEarlier: { try? FileManager.default.removeItem(at: $0) }, writesMarker: false)
    /// try AtomicFile(destination: folder).createFolder(rules: report)
    /// ```
    public struct FolderRules: Sendable {
        /// Throws unless the destination may be replaced; changes nothing.
        public var checkReplaceable: @Sendable (URL) throws -> Void
        /// Removes an earlier output once it is set aside (or a discarded temporary folder).
        public var removeEarlier: @Sendable (URL) -> Void
        /// Whether the folder gets the `.flipbook-output` marker.
        public var writesMarker: Bool

        /// A folder of this process's own making under a private name (a recording's or a run's
        /// scratch, a folder being edited): nothing to check before replacing it, removed whole.
        public static let privateScratch = FolderRules(checkReplaceable: { _ in },
                                                       removeEarlier: { try? FileManager.default.removeItem(at: $0) },
                                                       writesMarker: false)

        public init(checkReplaceable: @escaping @Sendable (URL) throws -> Void,
                    removeEarlier: @escaping @Sendable (URL) -> Void, writesMarker: Bool) {
            self.checkReplaceable = checkReplaceable; self.removeEarlier = removeEarlier; self.writesMarker = writesMarker
        }

        /// Frame folders: the marker and `NNNN.png` files only (docs/files-and-outputs.md).
        public static let frames = FolderRules(checkReplaceable: { try AtomicFile.checkReplaceable($0) },
                                               removeEarlier: { AtomicFile.removeOutputFolder($0) }, writesMarker: true)
    }

    /// The file that marks a folder as written by Flipbook, so the next run may replace it.
    public static let outputMarker = ".flipbook-output"

    static let markerText = """
    This folder was written by Flipbook. The next render to it replaces it whole; it refuses to
    replace a folder holding anything but this file and numbered frames (NNNN.png).

    """

    /// Throws unless `folder` may be replaced by a folder output: missing, empty, or an earlier
    /// Flipbook output (the marker and frame files only). Nothing is changed.
    public static func checkReplaceable(_ folder: URL) throws {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else {
            if errno == ENOENT { return }
            throw OutputError.writeFailed(path: folder.path, reason: errnoText())
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw OutputError.unsupportedOutput(path: folder.path, reason: "is a symbolic link; name the folder itself")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw OutputError.notADirectory(path: folder.path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw OutputError.writeFailed(path: folder.path, reason: "cannot list it")
        }
        guard !names.isEmpty else { return }
        if let foreign = names.first(where: { !isOutputFile($0) }) {
            throw OutputError.foreignFolder(path: folder.path, file: foreign)
        }
        guard names.contains(outputMarker) else { throw OutputError.foreignFolder(path: folder.path, file: names[0]) }
    }

    /// Creates the temporary folder (removing what killed runs left for this destination first),
    /// after checking the destination may be replaced. Registered in `TemporaryFiles`, so an
    /// interrupted run removes it.
    public func createFolder(rules: FolderRules = .frames) throws {
        try Self.ensureDirectory(destination.deletingLastPathComponent())
        Self.removeAbandoned(beside: destination, rules: rules)
        try rules.checkReplaceable(destination)
        try TemporaryFiles.creating(temporary.path) {
            guard mkdir(temporary.path, 0o777) == 0 else {
                throw OutputError.writeFailed(path: destination.path, reason: Self.errnoText())
            }
        }
        guard rules.writesMarker else { return }
        do {
            try Self.write(Array(Self.markerText.utf8), to: temporary.appendingPathComponent(Self.outputMarker), sweeping: false)
        } catch {
            discardFolder(rules: rules)
            throw error
        }
    }

    /// Swaps the finished temporary folder in for the destination: a plain `rename(2)` when the
    /// destination is missing or empty; otherwise the earlier output is renamed aside to
    /// `.<name>.old-<pid>`, the new one renamed in, and only then the old one's files removed.
    public func commitFolder(rules: FolderRules = .frames) throws {
        let parent = destination.deletingLastPathComponent()
        try Self.withLock(on: parent) {
            try TemporaryFiles.finishing(temporary.path) {
                do {
                    // Again, under the lock: files may have been added while this run rendered.
                    try rules.checkReplaceable(destination)
                    if rename(temporary.path, destination.path) == 0 { return }
                    guard errno == ENOTEMPTY || errno == EEXIST else {
                        throw OutputError.writeFailed(path: destination.path, reason: Self.errnoText())
                    }
                    let old = parent.appendingPathComponent(Self.oldName(of: destination.lastPathComponent, pid: getpid()))
                    guard rename(destination.path, old.path) == 0 else {
                        throw OutputError.writeFailed(path: destination.path, reason: Self.errnoText())
                    }
                    guard rename(temporary.path, destination.path) == 0 else {
                        let reason = Self.errnoText()
                        _ = rename(old.path, destination.path)   // put the earlier output back
                        throw OutputError.writeFailed(path: destination.path, reason: reason)
                    }
                    rules.removeEarlier(old)
                } catch {
                    rules.removeEarlier(temporary)
                    throw error
                }
            }
        }
    }

    /// Removes the temporary folder and what was written into it; the destination is untouched.
    public func discardFolder(rules: FolderRules = .frames) {
        TemporaryFiles.finishing(temporary.path) { rules.removeEarlier(temporary) }
    }

    static func isOutputFile(_ name: String) -> Bool { name == outputMarker || FrameFileName.index(of: name) != nil }

    /// Removes a folder Flipbook wrote: only its marker, frame files and temporary files
    /// (`.<name>.tmp-<pid>`), then the folder if that emptied it. Anything else stays.
    @discardableResult
    static func removeOutputFolder(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where isOutputFile(name) || abandonedPid(name) != nil {
            _ = unlink(folder.appendingPathComponent(name).path)
        }
        return rmdir(folder.path) == 0
    }

    /// Removes the temporary files and folders (and earlier outputs set aside mid-swap) that
    /// runs to `destination` left when they were killed: `.<name>.tmp-<pid>` and
    /// `.<name>.old-<pid>` whose process no longer exists, folders as `rules` removes them (a
    /// frame folder keeps what Flipbook did not write). A live process's files are left.
    public static func removeAbandoned(beside destination: URL, rules: FolderRules = .frames) {
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries {
            guard let pid = abandonedPid(entry, of: name), pid != getpid(), !isRunning(pid) else { continue }
            let url = parent.appendingPathComponent(entry)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: rules.removeEarlier(url)
            case S_IFREG: _ = unlink(url.path)
            default: continue   // not something Flipbook makes: leave it
            }
        }
    }

    /// The pid in `.<name>.tmp-<pid>` or `.<name>.old-<pid>` (for `name`, or any name when nil).
    public static func abandonedPid(_ entry: String, of name: String? = nil) -> Int32? {
        // Most entries of a crowded folder are not hidden: settled before Foundation's search,
        // which was 12 % of a one-frame render into /tmp.
        guard entry.hasPrefix(".") else { return nil }
        for kind in [".tmp-", ".old-"] {
            guard let range = entry.range(of: kind, options: .backwards) else { continue }
            let stem = entry[entry.index(after: entry.startIndex)..<range.lowerBound]
            let digits = entry[range.upperBound...]
            guard !stem.isEmpty, !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            if let name, stem != name[...] { continue }
            return Int32(digits)
        }
        return nil
    }

    static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    /// Runs `body` holding an exclusive `flock(2)` on `folder` (released when the descriptor
    /// closes, also when the process dies), so swaps into one folder happen one at a time.
    static func withLock<T>(on folder: URL, _ body: () throws -> T) throws -> T {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw OutputError.writeFailed(path: folder.path, reason: errnoText()) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw OutputError.writeFailed(path: folder.path, reason: "cannot lock it (\(errnoText()))") }
        }
        return try body()
    }
}
