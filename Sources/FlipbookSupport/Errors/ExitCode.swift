/// How a run ends, as the process's exit status. The one policy every command follows:
/// 0 done, 1 a mismatch or a failure of the environment (disk full, unwritable folder, a C
/// library failing), 2 bad input or usage (a scene file, a golden, an argument).
///
/// ```swift
/// exit((error as? FlipbookError)?.exitCode.rawValue ?? ExitCode.failure.rawValue)
/// ```
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case badInput = 2
}

/// An error that knows its exit code, so the command line never decides by the error's type and
/// the same failure ends with the same code whatever output or command met it.
///
/// ```swift
/// struct NoSuchDevice: FlipbookError {
///     var exitCode: ExitCode { .badInput }
///     var description: String { "unknown device 'iphone-99'" }
/// }
/// ```
public protocol FlipbookError: Error, CustomStringConvertible {
    var exitCode: ExitCode { get }
}
