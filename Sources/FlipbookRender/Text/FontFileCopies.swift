import Foundation
import FlipbookSupport
import Synchronization

/// Flipbook's own copies of registered font files, in a folder made for this process
/// (mode 0700, registered with `TemporaryFiles`) and removed when it exits. fontconfig and FreeType open fonts by path,
/// later and on any thread: a copy is the only way the bytes they read are the bytes checked
/// (the scene's file could be replaced, or be a link, by then).
///
/// ```swift
/// let path = try FontFileCopies.write(bytes, hash: "3fa2…")   // /tmp/flipbook-fonts-Ab12Cd/3fa2….font
/// ```
enum FontFileCopies {
    private static let folder = Mutex<String?>(nil)

    /// Writes `bytes` as `<hash>.font` in the folder (made on first use) and returns its path.
    static func write(_ bytes: [UInt8], hash: String) throws -> String {
        let dir = try folder.withLock { folder -> String in
            if let folder { return folder }
            // Registered with TemporaryFiles as it is made (mkdir inside `registering`), so an
            // interrupted run's removeAllAndExit removes it with its copies; a normal exit, the
            // atexit below.
            // A name another process holds is tried again: `registering` forgets a path whose body
            // throws within its lock, so no moment exists at which that folder is registered as ours.
            struct Taken: Error {}
            var made: String?
            for _ in 0..<100 where made == nil {
                let candidate = NSTemporaryDirectory() + "/flipbook-fonts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
                do {
                    made = try TemporaryFiles.registering(candidate) {
                        if mkdir(candidate, 0o700) == 0 { return candidate }
                        if errno == EEXIST { throw Taken() }
                        throw RenderError.fontsUnavailable("cannot make a folder for registered fonts: \(String(cString: strerror(errno)))")
                    }
                } catch is Taken { continue }
            }
            guard let path = made else { throw RenderError.fontsUnavailable("cannot make a folder for registered fonts: every name tried is taken") }
            folder = path
            atexit { FontFileCopies.removeAll() }
            return path
        }
        let path = "\(dir)/\(hash).font"
        // O_EXCL: the folder is ours alone; a file already there is a copy of these bytes.
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0, errno == EEXIST { return path }
        guard fd >= 0 else { throw RenderError.fontsUnavailable("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                unlink(path)
                throw RenderError.fontsUnavailable("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            written += n
        }
        return path
    }

    /// Removes the folder and its copies (at exit).
    private static func removeAll() {
        guard let dir = folder.withLock({ $0 }) else { return }
        if let names = try? FileManager.default.contentsOfDirectory(atPath: dir) {
            for name in names { unlink("\(dir)/\(name)") }
        }
        rmdir(dir)
    }
}
