import Foundation

/// Opening a file Flipbook was given, the one way every reader does it (`InputFile` for whole
/// files, `DecoderInput` for the image decoders): the type is checked before opening, so a FIFO,
/// socket or device is never opened (a FIFO would block, a device would be touched); the open is
/// non-blocking, and the descriptor is checked again to be the same regular file, so one swapped
/// in between cannot hold the open either.
///
/// ```swift
/// let (fd, size) = try RegularFile.open("fixtures/blog-header.json", limit: 4 << 20)
/// defer { close(fd) }
/// ```
public enum RegularFile {
    public enum OpenError: Error, Equatable {
        case missing
        /// Too many symbolic links (or a link where `noFollow` forbids one).
        case linkLoop
        /// What is there instead, for messages: "a folder", "a FIFO", "a device" …
        case notRegular(String)
        case tooLarge
        case unreadable(String)
    }

    /// Opens `path` read-only; the caller owns (closes) the descriptor. `noFollow`: a symbolic
    /// link as the last component is refused. `limit`: most bytes the file may hold now.
    public static func open(_ path: String, noFollow: Bool = false, limit: Int = .max) throws(OpenError) -> (descriptor: Int32, size: Int) {
        var before = stat()
        guard (noFollow ? lstat(path, &before) : stat(path, &before)) == 0 else { throw failure(errno) }
        if let what = describe(before.st_mode) { throw .notRegular(what) }
        guard Int(before.st_size) <= limit else { throw .tooLarge }
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0))
        guard fd >= 0 else { throw failure(errno) }
        var after = stat()
        guard fstat(fd, &after) == 0 else {
            let code = errno
            close(fd)
            throw .unreadable(String(cString: strerror(code)))
        }
        if let what = describe(after.st_mode) {
            close(fd)
            throw .notRegular(what)
        }
        guard after.st_dev == before.st_dev, after.st_ino == before.st_ino else {
            close(fd)
            throw .unreadable("it was replaced while being opened")
        }
        return (fd, Int(after.st_size))
    }

    /// nil for a regular file; otherwise what the mode says is there, for a message.
    public static func describe(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    private static func failure(_ code: Int32) -> OpenError {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case ELOOP: .linkLoop
        default: .unreadable(String(cString: strerror(code)))
        }
    }
}
