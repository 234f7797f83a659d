import Dispatch
import Foundation
import Synchronization

/// The threads every `OrderedStage` runs its work on: a fixed set, one per core, started on first
/// use and kept for the life of the process. Jobs start in the order they were given.
///
/// Why not Dispatch's global queue: it starts and ends threads as it sees fit (on 2 cores, a
/// third worker at times), and every thread that draws a frame keeps caches of its own (a font
/// map and layouts, filtered images, a malloc arena). Peak memory then depended on how many
/// threads had drawn: five runs of the same 4,001 frames peaked at 73.5 to 82.8 MB, and with
/// these threads at 69.6 to 73.8 (Benchmarks/e2e/RESULTS.md, "Flat memory"). With a fixed set,
/// what the threads keep is bounded once.
///
/// A job given from one of these threads runs at once on that thread: a worker waiting for work
/// queued behind itself would wait forever.
///
/// ```swift
/// WorkerThreads.shared.run { print("on a worker thread") }
/// ```
public final class WorkerThreads: Sendable {
    /// The set `OrderedStage` uses: one thread per core, at least two.
    public static let shared = WorkerThreads(count: max(2, ProcessInfo.processInfo.activeProcessorCount))

    public typealias Job = @Sendable () -> Void

    /// How many threads run jobs.
    public let count: Int
    private let queue = Mutex(JobQueue())
    /// One signal per queued job.
    private let queued = DispatchSemaphore(value: 0)
    /// Set once the threads are started.
    private let started = Mutex(false)
    /// The set a thread was started for: the one that started it keeps it alive for good (its
    /// threads hold it), so its identity is never reused while a thread carries it.
    private final class Membership { var set: ObjectIdentifier? }
    private static let membership = ThreadLocalObject<Membership, Never> { Membership() }

    /// A set of `count` threads (at least one), started by the first `run`.
    public init(count: Int) {
        self.count = max(1, count)
    }

    /// True on one of this set's threads.
    public var isCurrentThreadAWorker: Bool { Self.membership.current().set == ObjectIdentifier(self) }

    /// Runs `job` on one of the threads, after the jobs given before it have started; at once on
    /// the calling thread when that is one of them.
    public func run(_ job: @escaping Job) {
        if isCurrentThreadAWorker { job(); return }
        startOnce()
        queue.withLock { $0.append(job) }
        queued.signal()
    }

    private func startOnce() {
        let start = started.withLock { isStarted -> Bool in
            defer { isStarted = true }
            return !isStarted
        }
        guard start else { return }
        for n in 0..<count {
            let thread = Thread { [self] in
                Self.membership.current().set = ObjectIdentifier(self)
                while true {
                    queued.wait()
                    // One signal per job: the queue holds at least this one.
                    queue.withLock { $0.removeFirst() }?()
                }
            }
            thread.name = "flipbook-worker-\(n)"
            // As much as the main thread gets: Pango, Cairo and pixman run on these threads.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// First in, first out, moving the array only once half of it is taken.
    private struct JobQueue {
        private var jobs: [Job?] = []
        private var head = 0

        mutating func append(_ job: @escaping Job) { jobs.append(job) }

        mutating func removeFirst() -> Job? {
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            jobs[head] = nil
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true); head = 0
            } else if head >= 64, 2 * head >= jobs.count {
                jobs.removeFirst(head); head = 0
            }
            return job
        }
    }
}
