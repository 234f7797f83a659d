import Foundation
import Synchronization
import XCTest
import FlipbookPipeline
import FlipbookSupport

/// The stages' work runs on a fixed set of threads (so per-thread caches are bounded once), in
/// the order given, and work given from a worker cannot wait on itself.
final class WorkerThreadsTests: XCTestCase {
    /// Many jobs land on at most `count` threads, each of them one of the set's, none the caller's.
    func testJobsRunOnAtMostCountThreads() throws {
        let workers = WorkerThreads(count: 3)
        let threads = Mutex<Set<String>>([])
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<200 {
            workers.run {
                let name = "\(Unmanaged.passUnretained(Thread.current).toOpaque())"
                threads.withLock { _ = $0.insert(name) }
                XCTAssertTrue(workers.isCurrentThreadAWorker)
                done.signal()
            }
        }
        for _ in 0..<200 { done.wait() }
        XCTAssertLessThanOrEqual(threads.withLock { $0.count }, 3)
        XCTAssertFalse(workers.isCurrentThreadAWorker)
    }

    /// One thread takes jobs first in, first out.
    func testOneThreadRunsJobsInOrder() {
        let workers = WorkerThreads(count: 1)
        let order = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        for n in 0..<300 {
            workers.run {
                order.withLock { $0.append(n) }
                if n == 299 { done.signal() }
            }
        }
        done.wait()
        XCTAssertEqual(order.withLock { $0 }, Array(0..<300))
    }

    /// A stage used inside another stage's work (every worker busy with an outer item, each
    /// waiting for inner items) still finishes: work given from a worker runs on it at once.
    /// Run on a thread of its own so a regression fails after a minute instead of hanging.
    func testStageInsideStageWorkDoesNotWaitOnItself() throws {
        let n = 4 * WorkerThreads.shared.count
        let sums = Mutex<[Int]?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let outer = OrderedStage<Int>(width: 2 * WorkerThreads.shared.count)
            var collected: [Int] = []
            do {
                for i in 0..<n {
                    try outer.submit({
                        let inner = OrderedStage<Int>(width: 4)
                        var sum = 0
                        for k in 0..<8 { try inner.submit({ i * k }) { sum += $0 } }
                        try inner.finish { sum += $0 }
                        return sum
                    }) { collected.append($0) }
                }
                try outer.finish { collected.append($0) }
            } catch {}
            sums.withLock { $0 = collected }
            done.signal()
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success, "the stages waited on themselves")
        XCTAssertEqual(sums.withLock { $0 }, (0..<n).map { $0 * 28 })
    }
}
