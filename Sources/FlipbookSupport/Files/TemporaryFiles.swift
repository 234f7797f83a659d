import Foundation
import Synchronization

/// The temporary files and folders of outputs being written in this process (`AtomicFile`'s
/// `.NAME.tmp-PID`), so that an interrupted run can remove them: the command line's signal
/// handling calls `removeAllAndExit(status:)`. What a `kill -9` leaves, the next run to the same
/// destination removes (`AtomicFile.removeAbandoned(beside:)`).
///
/// ```swift
/// TemporaryFiles.removeAllAndExit(status: 128 + SIGTERM)   // from a signal source's handler
/// ```
public enum TemporaryFiles {
    /// The paths. `removeAllAndExit` holds this lock until the process is gone, so no file is
    /// created or committed after it starts: an output is whole at its destination or gone.
    private static let paths = Mutex<Set<String>>([])

    /// Runs `body` (the `open` of a temporary file) with `path` registered first, so there is no
    /// moment at which the file exists unregistered. Unregisters it again if `body` throws.
    static func creating<T: Sendable>(_ path: String, _ body: () throws -> T) throws -> T {
        try paths.withLock { paths in
            paths.insert(path)
            do { return try body() } catch {
                paths.remove(path)
                throw error
            }
        }
    }

    /// `creating` for other modules' temporary folders (a recording's scratch): registering a
    /// path already registered is harmless, so several threads may make one folder.
    public static func registering<T: Sendable>(_ path: String, _ body: () throws -> T) throws -> T {
        try creating(path, body)
    }

    /// Forgets a path once its owner removed it (or moved it into place).
    public static func forget(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    /// Runs `body` (the final rename, or the unlink of a discarded file) and forgets `path`,
    /// atomically with respect to `removeAllAndExit`.
    static func finishing<T: Sendable>(_ path: String, _ body: () throws -> T) rethrows -> T {
        try paths.withLock { paths in
            defer { paths.remove(path) }
            return try body()
        }
    }

    /// Unlinks every registered temporary file and ends the process with `status` at once
    /// (`_exit`: no atexit handlers, no buffered output flushed half-way by another thread).
    /// Call it from a normal thread (a dispatch signal source's handler), never from a signal handler.
    public static func removeAllAndExit(status: Int32) -> Never {
        // The lock is held to the end: no other thread can create or commit a file after this.
        paths.withLock { paths in
            for path in paths {
                // ENOENT is fine (a file discarded by hand); anything else cannot be helped now.
                // A folder output's temporary folder: its files, then itself.
                if unlink(path) != 0, errno == EISDIR { AtomicFile.removeOutputFolder(URL(fileURLWithPath: path)) }
            }
            _exit(status)
        }
    }
}
