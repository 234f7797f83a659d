import Foundation

/// Writes files so that a reader never sees a half-written one: bytes go to a temporary file
/// in the destination folder, which is renamed over the destination at the end.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: URL(fileURLWithPath: "out/frame.png"))
/// ```
public enum AtomicFile {
    /// A temporary path beside `url` (same folder, so the rename cannot cross file systems).
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    }

    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let tmp = temporaryURL(for: url)
        do {
            try Data(bytes).write(to: tmp)
            try commit(tmp, to: url)
        } catch let error as OutputError {
            try? FileManager.default.removeItem(at: tmp)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw OutputError.writeFailed(path: url.path, reason: describe(error))
        }
    }

    /// Renames a finished temporary file over the destination.
    public static func commit(_ tmp: URL, to url: URL) throws {
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw OutputError.writeFailed(path: url.path, reason: reason)
        }
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
            throw OutputError.writeFailed(path: url.path, reason: describe(error))
        }
    }

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return ns.localizedDescription
    }
}

/// Why an output could not be written; each names the path.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    case writeFailed(path: String, reason: String)
    case notADirectory(path: String)
    case unsupportedOutput(path: String, reason: String)

    public var description: String {
        switch self {
        case let .writeFailed(path, reason): "\(path): could not write (\(reason))"
        case let .notADirectory(path): "\(path): exists and is not a folder"
        case let .unsupportedOutput(path, reason): "\(path): \(reason)"
        }
    }
}
