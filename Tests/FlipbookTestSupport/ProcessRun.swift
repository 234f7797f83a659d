import Foundation

/// What a finished process said: its exit status and everything it printed.
public struct ProcessRun: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    /// Runs `executable` with `arguments` to its end (stdin empty), in `directory` if given (a
    /// shell's `cd dir && …`; the test process's own working folder is never changed, so no test
    /// sees another's).
    ///
    /// ```swift
    /// let run = try ProcessRun(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["a.pdf", "-"])
    /// run.status   // 0
    /// ```
    public init(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once, so a chatty stderr never blocks the process on a full pipe.
        let errors = ErrorCollector(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: output, as: UTF8.self)
        stderr = String(decoding: errors.wait(), as: UTF8.self)
    }

    /// The output of a run that must succeed; its stderr as the error otherwise.
    public static func checked(_ executable: URL, _ arguments: [String]) throws -> String {
        let run = try ProcessRun(executable, arguments)
        guard run.status == 0 else {
            throw NSError(domain: executable.lastPathComponent, code: Int(run.status),
                          userInfo: [NSLocalizedDescriptionKey: run.stderr])
        }
        return run.stdout
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    // Safe: `data` is written once by the reading thread before `done` is signalled, and read
    // only after `wait()` has seen that signal.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
