import Foundation
import FlipbookSupport
import Synchronization
import XCTest

/// One object per thread: the same one for every call on a thread, another on another thread,
/// and released when its thread ends.
final class ThreadLocalObjectTests: XCTestCase {
    private final class Box {
        let onFree: @Sendable () -> Void
        var value = 0
        init(onFree: @escaping @Sendable () -> Void) { self.onFree = onFree }
        deinit { onFree() }
    }

    func testEachThreadKeepsItsOwnObjectUntilItEnds() throws {
        let made = Atomic<Int>(0), freed = Atomic<Int>(0)
        let slot = ThreadLocalObject<Box, Never> {
            made.add(1, ordering: .relaxed)
            return Box { freed.add(1, ordering: .relaxed) }
        }
        XCTAssertTrue(slot.holdsState)
        slot.current().value = 7
        XCTAssertEqual(slot.current().value, 7, "a second call on the same thread sees the first's object")

        let seen = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        for n in 1...3 {
            let thread = Thread {
                XCTAssertEqual(slot.current().value, 0, "a new thread starts with a fresh object")
                slot.current().value = n
                seen.withLock { $0.append(slot.current().value) }
                done.signal()
            }
            thread.start()
        }
        for _ in 1...3 { XCTAssertEqual(done.wait(timeout: .now() + 60), .success) }
        XCTAssertEqual(seen.withLock { $0.sorted() }, [1, 2, 3])
        XCTAssertEqual(slot.current().value, 7, "the other threads did not touch this one's")
        XCTAssertEqual(made.load(ordering: .relaxed), 4)
        // The three threads' objects go with their threads (the destructor runs as each exits).
        let deadline = Date().addingTimeInterval(60)
        while freed.load(ordering: .relaxed) < 3, Date() < deadline { usleep(1000) }
        XCTAssertEqual(freed.load(ordering: .relaxed), 3)
    }

    func testAFailedMakeThrowsAndTheNextCallTriesAgain() {
        struct Refused: Error {}
        let attempts = Atomic<Int>(0)
        final class Made {}
        let slot = ThreadLocalObject<Made, Refused> { () throws(Refused) -> Made in
            if attempts.add(1, ordering: .relaxed).newValue == 1 { throw Refused() }
            return Made()
        }
        XCTAssertThrowsError(try slot.current())
        let first = try? slot.current()
        XCTAssertNotNil(first)
        XCTAssertTrue(first === (try? slot.current()))
        XCTAssertEqual(attempts.load(ordering: .relaxed), 2)
    }
}
