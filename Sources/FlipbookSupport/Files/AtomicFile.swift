import Foundation

/// An output that appears whole or not at all: a file, or a folder of frames.
///
/// A file's bytes go to `.<name>.tmp-<pid>` in the destination's folder (so the final
/// `rename(2)` stays on one file system and is atomic), which is renamed over the destination at
/// the end or deleted. A folder output is written into a sibling folder `.<name>.tmp-<pid>/` and
/// swapped in whole at the end (see `createFolder()`). The one way every output is written.
///
/// Temporary names carry the writer's process id: the next run to the same destination removes
/// those whose process is gone (a `kill -9`), see `removeAbandoned(beside:)`.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: URL(fileURLWithPath: "out/frame.png"))
///
/// let file = AtomicFile(destination: URL(fileURLWithPath: "out/a.gif"))   // streamed output
/// let fd = try file.create()
/// // … write(fd, …), close(fd) …
/// try file.commit()            // or file.discard()
///
/// let folder = AtomicFile(destination: URL(fileURLWithPath: "out/frames"))
/// try folder.createFolder()    // then write files into folder.temporary
/// try folder.commitFolder()    // or folder.discardFolder()
/// ```
public struct AtomicFile: Sendable, Hashable {
    public let destination: URL
    public let temporary: URL

    public init(destination: URL) {
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(Self.temporaryName(of: destination.lastPathComponent, pid: getpid()))
    }

    static func temporaryName(of name: String, pid: Int32) -> String { ".\(name).tmp-\(pid)" }
    static func oldName(of name: String, pid: Int32) -> String { ".\(name).old-\(pid)" }

    /// A file finished elsewhere before it is moved in (a size-budget attempt, itself written
    /// atomically to `staging`): `claim()` it, then `commit()` or `discard()` it as any other.
    public init(destination: URL, staging: URL) {
        self.destination = destination
        temporary = staging
    }

    /// Registers the temporary path without creating it, for a file another writer makes there,
    /// so an interrupted run removes it too.
    public func claim() throws {
        try TemporaryFiles.creating(temporary.path) {}
    }

    /// Creates the temporary file exclusively (`O_EXCL`: two outputs aimed at one path in one
    /// process fail loudly instead of interleaving) with the usual 0666 & ~umask permissions.
    /// The file is registered in `TemporaryFiles`, so an interrupted run removes it.
    public func create() throws -> Int32 {
        try create(sweeping: true)
    }

    /// `sweeping`: first remove what killed runs left for this destination (skipped for files
    /// inside a folder output's own temporary folder, which no other run shares).
    func create(sweeping: Bool) throws -> Int32 {
        if sweeping { Self.removeAbandoned(beside: destination) }
        return try TemporaryFiles.creating(temporary.path) {
            let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw OutputError.writeFailed(path: destination.path, reason: Self.errnoText()) }
            return fd
        }
    }

    /// Renames the finished temporary file over the destination.
    public func commit() throws {
        let renamed = TemporaryFiles.finishing(temporary.path) { () -> String? in
            rename(temporary.path, destination.path) == 0 ? nil : Self.errnoText()
        }
        if let reason = renamed {
            discard()
            throw OutputError.writeFailed(path: destination.path, reason: reason)
        }
    }

    /// Deletes the temporary file; the destination is left as it was.
    public func discard() {
        // ENOENT (never created, or already gone) is the outcome wanted; nothing else can be done.
        _ = TemporaryFiles.finishing(temporary.path) { unlink(temporary.path) }
    }

    /// Writes `bytes` to `url` atomically.
    ///
    /// `sweeping: false` skips looking for files killed runs left (for the files of a folder
    /// output, written inside its private temporary folder).
    public static func write(_ bytes: [UInt8], to url: URL, sweeping: Bool = true) throws {
        let file = AtomicFile(destination: url)
        let fd = try file.create(sweeping: sweeping)
        var done = 0
        let failure: String? = bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errnoText()
                }
                done += n
            }
            return nil
        }
        let closed = close(fd) == 0 ? nil : errnoText()
        if let reason = failure ?? closed {
            file.discard()
            throw OutputError.writeFailed(path: url.path, reason: reason)
        }
        try file.commit()
    }

    /// Makes sure a folder exists (creating parents), or says why it cannot.
    public static func ensureDirectory(_ url: URL) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw OutputError.notADirectory(path: url.path) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            let ns = error as NSError
            let reason = (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { underlying in
                underlying.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(underlying.code))) : nil
            } ?? ns.localizedDescription
            throw OutputError.writeFailed(path: url.path, reason: reason)
        }
    }

    /// The C library's words for the last failed call (`errno`), for an `OutputError`'s reason.
    ///
    /// ```swift
    /// guard fd >= 0 else { throw OutputError.writeFailed(path: path, reason: AtomicFile.errnoText()) }
    /// ```
    public static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Why an output could not be written; each names the path.
public enum OutputError: FlipbookError, Equatable {
    /// The system refused (a missing or read-only folder, a full disk): the environment, exit 1.
    case writeFailed(path: String, reason: String)
    /// The output path names a file where a folder must be: a usage error, exit 2.
    case notADirectory(path: String)
    /// A folder output aimed at a folder holding files Flipbook did not write: exit 2, untouched.
    case foreignFolder(path: String, file: String)
    /// The output cannot be made from this scene (a frame it does not have): exit 2.
    case unsupportedOutput(path: String, reason: String)

    public var exitCode: ExitCode {
        switch self {
        case .writeFailed: .failure
        case .notADirectory, .unsupportedOutput, .foreignFolder: .badInput
        }
    }

    public var description: String {
        switch self {
        case let .writeFailed(path, reason): "\(path): could not write (\(reason))"
        case let .notADirectory(path): "\(path): exists and is not a folder"
        case let .unsupportedOutput(path, reason): "\(path): \(reason)"
        case let .foreignFolder(path, file):
            "\(path): the folder holds \(file), which Flipbook did not write; a folder output replaces only an empty folder or an earlier Flipbook output (see docs/files-and-outputs.md)"
        }
    }
}

// Foundation's `localizedDescription` would otherwise print "The operation could not be completed".
extension OutputError: LocalizedError {
    public var errorDescription: String? { description }
}
