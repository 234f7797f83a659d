import Foundation

/// Runs Debian's python3 with Pillow as an independent decoder. Tests skip the check (not the
/// whole test) when it is missing; `make test` installs python3-pil, so CI always has it.
public enum IndependentChecker {
    public static let python = "/usr/bin/python3"

    public static var isAvailable: Bool {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return (try? run("import PIL")) != nil
    }

    /// Runs a Python snippet; returns its stdout, or throws with its stderr.
    public static func run(_ script: String, arguments: [String] = []) throws -> String {
        try ProcessRun.checked(URL(fileURLWithPath: python), ["-c", script] + arguments)
    }
}

/// A fresh empty folder under the system temporary directory; the caller removes it.
public func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
