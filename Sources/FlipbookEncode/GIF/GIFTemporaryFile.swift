#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a GIF is written while it is incomplete, and the two ways that ends: renamed over the
/// final path, or deleted. The name `.<name>.tmp-<pid>` sits in the destination folder so the
/// final `rename(2)` stays on one file system and is atomic: readers see the old file or the new
/// one, never a partial GIF.
struct GIFTemporaryFile {
    let finalPath: String
    let path: String

    init(finalPath: String) {
        self.finalPath = finalPath
        let slash = finalPath.lastIndex(of: "/")
        let folder = slash.map { String(finalPath[...$0]) } ?? ""
        let name = slash.map { String(finalPath[finalPath.index(after: $0)...]) } ?? finalPath
        path = "\(folder).\(name).tmp-\(getpid())"
    }

    /// Creates the file exclusively (`O_EXCL`: two sinks aimed at the same path in one process
    /// fail loudly instead of interleaving) with the usual 0666 & ~umask permissions.
    func create() throws -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw GIFError.system(operation: "creating temporary file \(path)", reason: Self.errnoText(),
                                  path: finalPath)
        }
        return fd
    }

    func commit() throws {
        guard rename(path, finalPath) == 0 else {
            let reason = Self.errnoText()
            remove()
            throw GIFError.system(operation: "renaming \(path) to the final name", reason: reason, path: finalPath)
        }
    }

    func remove() { unlink(path) }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
