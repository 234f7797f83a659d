import Foundation

/// Runs Debian's python3 (`Checker.python`) with Pillow as an independent decoder. Each run first
/// asks `Checker.require(.pillow)` (a failure on CI, a named skip elsewhere), so tests run it
/// after their own assertions.
public enum IndependentChecker {
    public static var python: String { Checker.python }

    /// Runs a Python snippet; returns its stdout, or throws with its stderr.
    public static func run(_ script: String, arguments: [String] = []) throws -> String {
        try Checker.require(.pillow)
        return try ProcessRun.checked(URL(fileURLWithPath: python), ["-c", script] + arguments)
    }
}

/// A fresh empty folder under the system temporary directory; the caller removes it.
public func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
