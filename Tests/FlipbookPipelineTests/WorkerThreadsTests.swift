import Foundation
import Synchronization
import XCTest
import FlipbookPipeline

/// The stages' work runs on a fixed set of threads (so per-thread caches are bounded once), in
/// the order given, and work given from a worker cannot wait on itself.
final class WorkerThreadsTests: XCTestCase {
    /// Many jobs, from many stages, land on at most `count` threads, none of them the caller's.
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
    func testStageInsideStageWorkDoesNotWaitOnItself() throws {
        let outer = OrderedStage<Int>(width: 2 * WorkerThreads.shared.count)
        var sums: [Int] = []
        for n in 0..<(4 * WorkerThreads.shared.count) {
            try outer.submit({
                let inner = OrderedStage<Int>(width: 4)
                var sum = 0
                for k in 0..<8 { try inner.submit({ n * k }) { sum += $0 } }
                try inner.finish { sum += $0 }
                return sum
            }) { sums.append($0) }
        }
        try outer.finish { sums.append($0) }
        XCTAssertEqual(sums, (0..<(4 * WorkerThreads.shared.count)).map { $0 * 28 })
    }
}
