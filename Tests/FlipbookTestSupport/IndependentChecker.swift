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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "python", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: errors, as: UTF8.self)])
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A fresh empty folder under the system temporary directory; the caller removes it.
public func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
