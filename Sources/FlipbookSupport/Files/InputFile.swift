import Foundation

/// The one way Flipbook reads a file it was given (a scene file, an asset, a `diff` or `handout`
/// input, a frame of a folder, a golden): regular files only, checked before opening, so a FIFO,
/// socket or device never blocks or is touched; at most `limit` bytes; and, for a file that must
/// live inside a folder, every symbolic link resolved (`realpath(3)`) and the result required to
/// be inside the folder's own real path.
///
/// ```swift
/// let scene = try InputFile.read("fixtures/blog-header.json", limit: 4 << 20)
/// let icon = try InputFile.read("assets/icon.png", inside: URL(fileURLWithPath: "fixtures"),
///                               limit: InputFile.imageByteLimit)
/// ```
///
/// Every failure is an `InputFileError` naming the path: bad input, exit 2.
public enum InputFile {
    /// Bytes read from one image (a PNG asset, a `diff` input, a golden frame) or GIF.
    public static let imageByteLimit = 64 << 20
    /// Bytes read from a text golden (a step trace).
    public static let textByteLimit = 64 << 20

    /// What is at a path, without following a final symbolic link when `following` is false.
    public enum Kind: Equatable, Sendable {
        case missing, regular, folder, other(String)
    }

    /// The kind of `path` (`stat(2)`, following links): for commands that take a file or a folder.
    ///
    /// ```swift
    /// if InputFile.kind(of: "out/frames") == .folder { … }
    /// ```
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(info.st_mode)
    }

    /// Checks without reading that `path` is a regular file of at most `limit` bytes, for a
    /// decoder that opens the file by name itself (giflib): no FIFO or device reaches it.
    public static func check(_ path: String, limit: Int) throws {
        close(try open(path, shownAs: path, limit: limit, noFollow: false).descriptor)
    }

    /// Reads `path` whole (following links: the user named it).
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        try readRegular(path, shownAs: path, limit: limit, noFollow: false)
    }

    /// Reads `relative` as a path inside `folder`: every link resolved, the real path required to
    /// be inside the folder's real path. A chain of links too long to resolve is refused.
    public static func read(_ relative: String, inside folder: URL, limit: Int) throws -> [UInt8] {
        let real = try resolve(relative, inside: folder)
        // The real path has no link left in it; O_NOFOLLOW refuses one put there since.
        return try readRegular(real, shownAs: relative, limit: limit, noFollow: true)
    }

    /// The real path of `relative` inside `folder`, or why it is refused.
    public static func resolve(_ relative: String, inside folder: URL) throws -> String {
        guard !relative.hasPrefix("/") else { throw InputFileError.outsideFolder(path: relative, folder: folder.path) }
        guard let base = realPath(folder.path) else {
            // A file in a folder that is not there is missing, as the file alone would be.
            if errno == ENOENT { throw InputFileError.missing(path: relative) }
            throw InputFileError.unreadable(path: folder.path, reason: String(cString: strerror(errno)))
        }
        let joined = folder.appendingPathComponent(relative).path
        let inside = { (real: String) in real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/") }
        guard let real = realPath(joined) else {
            switch errno {
            case ENOENT, ENOTDIR:
                // A missing file whose folder is already outside (`../x.png`) is reported as leaving.
                if let parent = realPath(URL(fileURLWithPath: joined).deletingLastPathComponent().path), !inside(parent) {
                    throw InputFileError.outsideFolder(path: relative, folder: folder.path)
                }
                throw InputFileError.missing(path: relative)
            case ELOOP: throw InputFileError.linkLoop(path: relative)
            default: throw InputFileError.unreadable(path: relative, reason: String(cString: strerror(errno)))
            }
        }
        guard real != base, inside(real) else {
            throw InputFileError.outsideFolder(path: relative, folder: folder.path)
        }
        return real
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func kind(_ mode: mode_t) -> Kind {
        if mode & S_IFMT == S_IFDIR { return .folder }
        return RegularFile.describe(mode).map { .other($0) } ?? .regular
    }

    /// Opens through `RegularFile` (type checked before and after opening, never blocking) and
    /// names the path in every failure.
    private static func open(_ path: String, shownAs shown: String, limit: Int, noFollow: Bool) throws -> (descriptor: Int32, size: Int) {
        do throws(RegularFile.OpenError) {
            return try RegularFile.open(path, noFollow: noFollow, limit: limit)
        } catch {
            switch error {
            case .missing: throw InputFileError.missing(path: shown)
            case .linkLoop: throw InputFileError.linkLoop(path: shown)
            case .notRegular(let what): throw InputFileError.notRegular(path: shown, kind: what)
            case .tooLarge: throw InputFileError.tooLarge(path: shown, limit: limit)
            case .unreadable(let reason): throw InputFileError.unreadable(path: shown, reason: reason)
            }
        }
    }

    private static func readRegular(_ path: String, shownAs shown: String, limit: Int, noFollow: Bool) throws -> [UInt8] {
        let (fd, size) = try open(path, shownAs: shown, limit: limit, noFollow: noFollow)
        defer { close(fd) }
        // Read to the end, not to st_size: a file that grew since is still held to `limit`.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputFileError.unreadable(path: shown, reason: String(cString: strerror(errno)))
            }
            if n == 0 { return bytes }
            guard bytes.count + n <= limit else { throw InputFileError.tooLarge(path: shown, limit: limit) }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }
}

/// Why an input file could not be read; each names the path. Bad input: exit 2.
public enum InputFileError: FlipbookError, Equatable {
    case missing(path: String)
    case notRegular(path: String, kind: String)
    case tooLarge(path: String, limit: Int)
    case outsideFolder(path: String, folder: String)
    case linkLoop(path: String)
    case unreadable(path: String, reason: String)

    public var exitCode: ExitCode { .badInput }

    /// The path the error is about.
    public var path: String {
        switch self {
        case let .missing(p), let .notRegular(p, _), let .tooLarge(p, _), let .outsideFolder(p, _), let .linkLoop(p),
             let .unreadable(p, _): p
        }
    }

    /// The message without the path, for callers that name the place themselves.
    public var reason: String {
        switch self {
        case .missing: "no such file"
        case let .notRegular(_, kind): "is \(kind), not a regular file"
        case let .tooLarge(_, limit): "larger than the limit of \(limit >> 20) MB"
        case .outsideFolder: "leaves the scene file's folder"
        case .linkLoop: "too many symbolic links to resolve"
        case let .unreadable(_, reason): "cannot be read (\(reason))"
        }
    }

    public var description: String {
        switch self {
        case let .outsideFolder(path, folder): "\(path): leaves the folder \(folder) (symbolic links included)"
        default: "\(path): \(reason)"
        }
    }
}

extension InputFileError: LocalizedError {
    public var errorDescription: String? { description }
}
