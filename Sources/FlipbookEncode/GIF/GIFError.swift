import CGif
import FlipbookPipeline

/// Everything that can go wrong while writing or reading a GIF. Every case names the file (or the
/// frame) it is about, so a failed render says where, not just what.
///
/// ```swift
/// do { _ = try GIFSink(url: URL(fileURLWithPath: "/no/such/dir/a.gif"), fps: 30) }
/// catch let error as GIFError { print(error) }   // "GIF /no/such/dir/a.gif: cannot create ..."
/// ```
public enum GIFError: FlipbookError, Equatable {
    /// A giflib call failed; `code` is giflib's error code, `reason` its `GifErrorString`.
    case giflib(operation: String, code: Int32, reason: String, path: String)
    /// A system call (open, rename, ...) failed; `reason` is `strerror(errno)`.
    case system(operation: String, reason: String, path: String)
    /// A parameter of the sink is out of the range GIF can express.
    case invalidParameter(String)
    /// A frame cannot be encoded (empty, too large, different size from the first, out of order).
    case invalidFrame(index: Int, reason: String, path: String)
    /// The sink was used after `finish()`, `abort()` or a failed write.
    case notWritable(reason: String, path: String)
    /// The file decoded but its content is not a usable GIF (no colour map, too large, ...).
    case malformed(reason: String, path: String)

    /// A file that cannot be written or a library failing is the environment (1); parameters out
    /// of range and GIFs that do not decode are bad input (2).
    public var exitCode: ExitCode {
        switch self {
        case .giflib, .system, .invalidFrame, .notWritable: .failure
        case .invalidParameter, .malformed: .badInput
        }
    }

    public var description: String {
        switch self {
        case let .giflib(operation, code, reason, path):
            return "GIF \(path): \(operation) failed: \(reason) (giflib error \(code))"
        case let .system(operation, reason, path):
            return "GIF \(path): \(operation) failed: \(reason)"
        case let .invalidParameter(reason):
            return "GIF: \(reason)"
        case let .invalidFrame(index, reason, path):
            return "GIF \(path): frame \(index): \(reason)"
        case let .notWritable(reason, path):
            return "GIF \(path): \(reason)"
        case let .malformed(reason, path):
            return "GIF \(path): \(reason)"
        }
    }

    /// giflib's message for `code`; giflib returns NULL for codes it does not know.
    static func giflibReason(_ code: Int32) -> String {
        guard let message = GifErrorString(code) else { return "unknown giflib error" }
        return String(cString: message)
    }
}

import FlipbookSupport
#if canImport(Foundation)
import Foundation

// Foundation's `localizedDescription` would otherwise print "The operation could not be completed".
extension GIFError: LocalizedError {
    public var errorDescription: String? { description }
}
#endif
