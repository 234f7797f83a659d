import Dispatch
import Foundation
import FlipbookPipeline
import FlipbookSupport

/// Ctrl-C (SIGINT) and SIGTERM: the temporary files of outputs being written are removed and the
/// process exits with 128 + the signal (130, 143), as a shell reports a killed command.
///
/// The work is not done in a signal handler (removing files takes a lock and allocates, which is
/// not async-signal-safe) but by a dispatch signal source on a queue of its own. Call `install()`
/// first thing in main, before other threads exist, so that they all inherit the blocked mask.
enum Interruption {
    /// The sources, kept alive for the life of the process.
    ///
    /// `nonisolated(unsafe)` is safe: written only by `install()`, once, on the main thread before
    /// any other thread runs, and never read.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install() {
        let queue = DispatchQueue(label: "flipbook.interruption")
        var blocked = sigset_t()
        guard sigemptyset(&blocked) == 0 else { return warn("sigemptyset") }
        for signal in [SIGINT, SIGTERM] {
            // The default action would kill the process with its temporary files in place; with the
            // signal blocked it stays pending for libdispatch (signalfd on Linux) to hear instead.
            guard sigaddset(&blocked, signal) == 0 else { return warn("sigaddset") }
        }
        let blockedStatus = pthread_sigmask(SIG_BLOCK, &blocked, nil)
        guard blockedStatus == 0 else { return warn("pthread_sigmask (\(blockedStatus))") }
        for number in [SIGINT, SIGTERM] {
            // Ignored too, so no thread created before `install()` (which would not have it blocked)
            // dies of the default action.
            // SIG_ERR is (void (*)(int))-1; function pointers are not Equatable in Swift.
            let previous = signal(number, SIG_IGN).map { unsafeBitCast($0, to: Int.self) }
            guard previous != -1 else { return warn("signal") }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { TemporaryFiles.removeAllAndExit(status: 128 + number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Interruption handling is a courtesy: without it a run still works, so a failure only warns.
    private static func warn(_ call: String) {
        FileHandle.standardError.write(Data("flipbook: warning: \(call) failed; an interrupted run may leave temporary files\n".utf8))
    }
}
