import Foundation
import FlipbookPipeline
import FlipbookSupport

/// What can go wrong while writing an APNG; every case names the file (or the frame) it is about.
///
/// ```swift
/// do { _ = try APNGSink(url: URL(fileURLWithPath: "a.apng"), loopCount: -1) }
/// catch let error as APNGError { print(error) }   // "APNG: loop count -1 for a.apng is outside 0...65535"
/// ```
public enum APNGError: FlipbookError, Equatable {
    /// A system call (open, write, pwrite, close) failed; `reason` is `strerror(errno)`.
    case system(operation: String, reason: String, path: String)
    /// A parameter of the sink is outside what APNG can express.
    case invalidParameter(String)
    /// A frame cannot be stored (empty, too large, a different size from the first).
    case invalidFrame(index: Int, reason: String, path: String)
    /// The sink was used after `finish()`, `abort()` or a failed write.
    case notWritable(reason: String, path: String)
    /// An APNG being read is damaged or over a limit; `reason` names the chunk and the check: bad input.
    case unreadable(path: String, reason: String)

    /// As the GIF's: the environment and misuse of the sink are failures (1), parameters out of
    /// range are bad input (2).
    public var exitCode: ExitCode {
        switch self {
        case .system, .invalidFrame, .notWritable: .failure
        case .invalidParameter, .unreadable: .badInput
        }
    }

    public var description: String {
        switch self {
        case let .system(operation, reason, path): "APNG \(path): \(operation) failed: \(reason)"
        case let .invalidParameter(reason): "APNG: \(reason)"
        case let .invalidFrame(index, reason, path): "APNG \(path): frame \(index): \(reason)"
        case let .notWritable(reason, path): "APNG \(path): \(reason)"
        case let .unreadable(path, reason): "\(path): not a readable APNG: \(reason)"
        }
    }
}

// Foundation's `localizedDescription` would otherwise print "The operation could not be completed".
extension APNGError: LocalizedError {
    public var errorDescription: String? { description }
}
