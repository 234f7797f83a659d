import Foundation
import XCTest
import FlipbookTestSupport

/// Runs the CLI like `runFlipbook`, but a run that never ends (a read blocked on a FIFO) is
/// killed after `seconds` and reported as a test failure (status -1) instead of hanging the suite.
/// The bound is a hang guard, not a speed check: it is far above any honest run.
func runFlipbookGuarded(_ arguments: [String], seconds: Double = 120,
                        file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRun {
    let finished = DispatchSemaphore(value: 0)
    let box = RunBox()
    Thread.detachNewThread {
        box.result = Result { try runFlipbook(arguments) }
        finished.signal()
    }
    if finished.wait(timeout: .now() + seconds) == .timedOut {
        // Kill the hung child: it is the newest flipbook process that is a child of this one.
        for pid in childProcesses(named: "flipbook") { kill(pid, SIGKILL) }
        finished.wait()
        XCTFail("flipbook \(arguments.joined(separator: " ")) did not end within \(Int(seconds)) s", file: file, line: line)
    }
    return try box.result!.get()
}

/// `Thread`'s closure hands its result back through this.
private final class RunBox: @unchecked Sendable {
    // Safe: written once by the running thread before it signals, read after the wait.
    var result: Result<ProcessRun, any Error>?
}

/// This process's children whose executable is `name` (from /proc).
private func childProcesses(named name: String) -> [pid_t] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let command = stat[stat.index(after: stat.firstIndex(of: "(")!)..<close]
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return command == name && fields.count > 1 && Int32(fields[1]) == me
    }
}
